import { createHash, randomBytes } from 'node:crypto';
import type { ObjectStore } from '@mc/platform';
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
 * Images in the uploads store (`<folder>/<storedName>`: a local folder, DATA_DIR/uploads, or an S3 bucket),
 * outside any web root, with random names; they are only ever read back through identity's /images route,
 * for their owner and for admins.
 */
export class DocumentStore {
  constructor(
    private readonly objects: ObjectStore,
    private readonly folder: UploadFolder = 'identity',
  ) {}

  async save(bytes: Buffer, kind: ImageKind): Promise<{ storedName: string; sha256: string }> {
    const storedName = `${randomBytes(16).toString('hex')}.${kind.extension}`;
    await this.objects.put(`${this.folder}/${storedName}`, bytes, kind.contentType);
    return { storedName, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  /**
   * The bytes of a stored image; the name is checked first so it can never leave the folder. A name with
   * nothing stored under it is an `ObjectNotFoundError`.
   */
  async read(storedName: string): Promise<Buffer> {
    if (!isStoredName(storedName)) throw new Error('not a stored document name');
    return this.objects.get(`${this.folder}/${storedName}`);
  }
}
