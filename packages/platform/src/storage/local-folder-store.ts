import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertObjectKey, ObjectNotFoundError, type ObjectStore } from './object-store';

/**
 * Objects as files under one folder, outside any web root: folders 0700 and files 0600 (only the service's
 * user reads them), each written with `wx` so an existing object is never overwritten. The content type is
 * not kept: callers keep it with the key (identity's `stored_images` rows).
 */
export class LocalFolderStore implements ObjectStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  /** The key is checked, and the resolved path once more, so nothing outside the folder is ever touched. */
  private fileOf(key: string): string {
    assertObjectKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`not an object key: ${JSON.stringify(key)}`);
    return file;
  }
}
