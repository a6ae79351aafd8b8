import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageKind } from './image-rules';

/**
 * Images on disk under DATA_DIR/uploads/<folder>, outside any web root, with random names; they
 * are only ever read back through the subgraph, for their owner and for admins.
 */
export class DocumentStore {
  private readonly directory: string;

  constructor(dataDir: string, folder: 'identity' | 'photos' = 'identity') {
    this.directory = path.join(dataDir, 'uploads', folder);
    mkdirSync(this.directory, { recursive: true, mode: 0o700 });
  }

  async save(bytes: Buffer, kind: ImageKind): Promise<{ storedName: string; sha256: string }> {
    const storedName = `${randomBytes(16).toString('hex')}.${kind.extension}`;
    await writeFile(path.join(this.directory, storedName), bytes, { mode: 0o600, flag: 'wx' });
    return { storedName, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  async readDataUrl(storedName: string, contentType: string): Promise<string> {
    if (!/^[a-f0-9]{32}\.(jpg|png)$/.test(storedName)) throw new Error('not a stored document name');
    const bytes = await readFile(path.join(this.directory, storedName));
    return `data:${contentType};base64,${bytes.toString('base64')}`;
  }
}
