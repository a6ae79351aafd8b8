/**
 * Where uploaded bytes live: a local folder in the embedded mode, an S3-compatible bucket in the
 * distributed one (UPLOADS_S3_BUCKET). Keys are `<folder>/<name>`; an object is written once and never
 * changed, so a key always names the same bytes.
 */
export interface ObjectStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes; an `ObjectNotFoundError` when nothing is stored under the key. */
  get(key: string): Promise<Buffer>;
}

/** An expected failure, so a caller can answer it (an image route's 404) instead of logging an error. */
export class ObjectNotFoundError extends Error {
  readonly code = 'OBJECT_NOT_FOUND';

  constructor(readonly key: string) {
    super(`no stored object ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

export function isObjectNotFound(error: unknown): error is ObjectNotFoundError {
  return error instanceof ObjectNotFoundError;
}

/** Segments of letters, digits, dot, dash and underscore; never `.` or `..`, so no key leaves its folder. */
const KEY_SEGMENT = /^[A-Za-z0-9._-]{1,128}$/;
const MAX_KEY_SEGMENTS = 4;

export function isObjectKey(key: string): boolean {
  const segments = key.split('/');
  return (
    segments.length <= MAX_KEY_SEGMENTS &&
    segments.every((segment) => KEY_SEGMENT.test(segment) && segment !== '.' && segment !== '..')
  );
}

/** Refuses a key that could name something outside the store (`../`, an absolute path, an empty segment). */
export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new Error(`not an object key: ${JSON.stringify(key)}`);
}
