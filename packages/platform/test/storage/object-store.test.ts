import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  isObjectKey,
  isObjectNotFound,
  LocalFolderStore,
  ObjectNotFoundError,
  type ObjectStore,
} from '../../src/storage';
import { S3ObjectStore } from '../../src/storage/s3-object-store';
import { startTestS3Server, type TestS3Server } from '../../src/testing/s3-server';

/** One contract, run against both stores: whatever a service does with one works the same with the other. */
function objectStoreContract(name: string, open: () => ObjectStore) {
  describe(`${name}: the ObjectStore contract`, () => {
    let store: ObjectStore;
    beforeAll(() => (store = open()));

    it('gives back the bytes it was given, under the same key', async () => {
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10]);
      await store.put('photos/aa11.png', bytes, 'image/png');
      expect(await store.get('photos/aa11.png')).toEqual(bytes);
    });

    it('keeps folders apart', async () => {
      await store.put('identity/same.jpg', Buffer.from('identity'), 'image/jpeg');
      await store.put('photos/same.jpg', Buffer.from('photo'), 'image/jpeg');
      expect((await store.get('identity/same.jpg')).toString()).toBe('identity');
      expect((await store.get('photos/same.jpg')).toString()).toBe('photo');
    });

    it('answers a missing key with the typed "not found"', async () => {
      const missing = store.get('photos/never-stored.png');
      await expect(missing).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(missing).rejects.toMatchObject({ code: 'OBJECT_NOT_FOUND', key: 'photos/never-stored.png' });
    });

    it.each(['../escape.png', 'photos/../../escape.png', '/etc/passwd', 'photos//x.png', 'photos/./x.png', ''])(
      'refuses the key %j before it reaches storage',
      async (key) => {
        await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow('not an object key');
        const read = store.get(key);
        await expect(read).rejects.toThrow('not an object key');
        await expect(read).rejects.not.toBeInstanceOf(ObjectNotFoundError);
      },
    );

    it('stores a 4 MB object whole', async () => {
      const bytes = Buffer.alloc(4 * 1024 * 1024, 7);
      bytes[bytes.length - 1] = 9;
      await store.put('photos/large.jpg', bytes, 'image/jpeg');
      expect((await store.get('photos/large.jpg')).equals(bytes)).toBe(true);
    });
  });
}

describe('object keys', () => {
  it('accepts folder/name keys and refuses anything that could leave the store', () => {
    expect(isObjectKey('identity/0123abcd.jpg')).toBe(true);
    expect(isObjectKey('photos/x_y-z.png')).toBe(true);
    for (const key of ['..', 'a/..', 'a/../b', '/a', 'a/', 'a\\b', 'a b', 'a/b/c/d/e', `${'x'.repeat(129)}`]) {
      expect(isObjectKey(key)).toBe(false);
    }
  });

  it('tells the typed "not found" from other errors', () => {
    expect(isObjectNotFound(new ObjectNotFoundError('a'))).toBe(true);
    expect(isObjectNotFound(Object.assign(new Error('gone'), { code: 'ENOENT' }))).toBe(false);
  });
});

describe('LocalFolderStore', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'local-store-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  objectStoreContract('local folder', () => new LocalFolderStore(root));

  it('writes folders 0700 and files 0600, and never overwrites an object', async () => {
    const store = new LocalFolderStore(root);
    await store.put('modes/once.png', Buffer.from('first'), 'image/png');
    expect(statSync(path.join(root, 'modes')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(root, 'modes', 'once.png')).mode & 0o777).toBe(0o600);
    await expect(store.put('modes/once.png', Buffer.from('second'), 'image/png')).rejects.toMatchObject({
      code: 'EEXIST',
    });
    expect((await store.get('modes/once.png')).toString()).toBe('first');
  });
});

describe('S3ObjectStore against a real S3-speaking server (s3rver)', () => {
  let server: TestS3Server;
  const stores: S3ObjectStore[] = [];
  const s3Store = (bucket: string) => {
    const store = new S3ObjectStore(server.storeOptions(bucket));
    stores.push(store);
    return store;
  };

  beforeAll(async () => {
    server = await startTestS3Server();
    await s3Store('uploads').ensureBucket();
  });
  afterAll(async () => {
    for (const store of stores) store.close();
    await server.stop();
  });

  objectStoreContract('S3 bucket', () => s3Store('uploads'));

  it('creates its bucket at start when it is absent, and starts again on an existing one', async () => {
    const fresh = s3Store('fresh-bucket');
    await expect(fresh.put('photos/a.png', Buffer.from('a'), 'image/png')).rejects.toThrow();
    await fresh.ensureBucket();
    await fresh.put('photos/a.png', Buffer.from('a'), 'image/png');
    await s3Store('fresh-bucket').ensureBucket();
    expect((await fresh.get('photos/a.png')).toString()).toBe('a');
  });

  it('keeps the content type with the object', async () => {
    await s3Store('uploads').put('photos/typed.jpg', Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
    const response = await fetch(`${server.endpoint}/uploads/photos/typed.jpg`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('reports a server that does not answer as an error, not as "not found"', async () => {
    const down = new S3ObjectStore({ ...server.storeOptions('uploads'), endpoint: 'http://127.0.0.1:1' });
    stores.push(down);
    const read = down.get('photos/aa11.png');
    await expect(read).rejects.toThrow();
    await expect(read).rejects.not.toBeInstanceOf(ObjectNotFoundError);
  });
});
