import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, parseConfig } from '../../src/config';
import { LocalFolderStore, openObjectStore, uploadsEnvShape } from '../../src/storage';
import { S3ObjectStore } from '../../src/storage/s3-object-store';
import { startTestS3Server, type TestS3Server } from '../../src/testing/s3-server';

/** The environment chooses the store: a local folder unless UPLOADS_S3_BUCKET names a bucket. */
describe('uploadsEnvShape', () => {
  it('reads nothing as the local folder, with the default region', () => {
    expect(parseConfig(uploadsEnvShape, {})).toEqual({ UPLOADS_S3_REGION: 'us-east-1' });
  });

  it('refuses a bucket name S3 would refuse, and an endpoint that is not a URL', () => {
    const parse = () => parseConfig(uploadsEnvShape, { UPLOADS_S3_BUCKET: 'Bad_Bucket', UPLOADS_S3_ENDPOINT: 'minio' });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/UPLOADS_S3_BUCKET: must be an S3 bucket name[\s\S]*UPLOADS_S3_ENDPOINT/);
  });
});

describe('openObjectStore', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'open-store-'));
  let server: TestS3Server;
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

  beforeAll(async () => {
    server = await startTestS3Server();
    // As in production: the SDK reads the credentials from the environment, not from our configuration.
    const { credentials } = server.storeOptions('any');
    process.env.AWS_ACCESS_KEY_ID = credentials!.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = credentials!.secretAccessKey;
  });
  afterAll(async () => {
    restore('AWS_ACCESS_KEY_ID', saved.id);
    restore('AWS_SECRET_ACCESS_KEY', saved.secret);
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('opens the local folder without a bucket, keeping the `<folder>/<name>` layout on disk', async () => {
    const store = await openObjectStore({ UPLOADS_S3_REGION: 'us-east-1' }, { localFolder: folder });
    expect(store).toBeInstanceOf(LocalFolderStore);
    await store.put('photos/a.png', Buffer.from('local'), 'image/png');
    expect(readFileSync(path.join(folder, 'photos', 'a.png'), 'utf8')).toBe('local');
  });

  it('opens the bucket when one is named, creating it first', async () => {
    const config = {
      UPLOADS_S3_BUCKET: 'opened-bucket',
      UPLOADS_S3_ENDPOINT: server.endpoint,
      UPLOADS_S3_REGION: 'eu-west-1',
    };
    const store = await openObjectStore(config, { localFolder: folder });
    expect(store).toBeInstanceOf(S3ObjectStore);
    await store.put('identity/b.jpg', Buffer.from('remote'), 'image/jpeg');
    const reader = new S3ObjectStore(server.storeOptions('opened-bucket'));
    expect((await reader.get('identity/b.jpg')).toString()).toBe('remote');
    (store as S3ObjectStore).close();
    reader.close();
  });

  it('refuses an endpoint without a bucket rather than keep uploads on one disk', async () => {
    const config = { UPLOADS_S3_ENDPOINT: server.endpoint, UPLOADS_S3_REGION: 'us-east-1' };
    await expect(openObjectStore(config, { localFolder: folder })).rejects.toThrow(
      'UPLOADS_S3_ENDPOINT is set without UPLOADS_S3_BUCKET',
    );
  });
});

function restore(variable: string, value: string | undefined): void {
  if (value === undefined) delete process.env[variable];
  else process.env[variable] = value;
}
