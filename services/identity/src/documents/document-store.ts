import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageKind } from './image-rules';

export type UploadFolder = 'identity' | 'photos';

/** A stored name: 128 random bits and the extension the content was recognised as. */
const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png)$/;

export function isStoredName(value: string): boolean {
  return STORED_NAME.test(value);
}

/**
 * Where the clients fetch a stored image (GET /images/:key at the edge). The key is the stored name:
 * unguessable, and never reused for other bytes, so the answer may be cached for good.
 */
export function imageUrl(storedName: string): string {
  return `/images/${storedName}`;
}

/**
 * Images on disk under DATA_DIR/uploads/<folder>, outside any web root, with random names; they
 * are only ever read back through identity's /images route, for their owner and for admins.
 */
export class DocumentStore {
  private readonly directory: string;

  constructor(dataDir: string, folder: UploadFolder = 'identity') {
    this.directory = path.join(dataDir, 'uploads', folder);
    mkdirSync(this.directory, { recursive: true, mode: 0o700 });
  }

  async save(bytes: Buffer, kind: ImageKind): Promise<{ storedName: string; sha256: string }> {
    const storedName = `${randomBytes(16).toString('hex')}.${kind.extension}`;
    await writeFile(path.join(this.directory, storedName), bytes, { mode: 0o600, flag: 'wx' });
    return { storedName, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  /** The bytes of a stored image; the name is checked first so it can never leave the folder. */
  async read(storedName: string): Promise<Buffer> {
    if (!isStoredName(storedName)) throw new Error('not a stored document name');
    return readFile(path.join(this.directory, storedName));
  }
}
