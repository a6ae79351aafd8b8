import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3StoreOptions } from '../storage/s3-object-store';

/** An S3-speaking server of a test's own (s3rver, objects in a scratch folder) on a loopback port. */
export type TestS3Server = {
  endpoint: string;
  /** The store options for a bucket on this server, with the fixed credentials s3rver accepts. */
  storeOptions(bucket: string): S3StoreOptions;
  stop(): Promise<void>;
};

/** s3rver's built-in account; it checks signatures against these. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startTestS3Server(): Promise<TestS3Server> {
  // Loaded here, not at the top: s3rver is a development dependency, needed by the tests that ask for it.
  const { default: S3rver } = await import('s3rver');
  const directory = mkdtempSync(path.join(os.tmpdir(), 'test-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    storeOptions: (bucket) => ({ bucket, endpoint, region: 'us-east-1', credentials: S3RVER_CREDENTIALS }),
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
