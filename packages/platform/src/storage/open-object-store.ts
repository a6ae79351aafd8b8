import type { Logger } from 'pino';
import { z } from 'zod';
import { env } from '../config';
import { LocalFolderStore } from './local-folder-store';
import type { ObjectStore } from './object-store';

/** S3's bucket naming rules (lower-case letters, digits, dots and dashes, 3-63 characters). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Where a service keeps uploads. Without UPLOADS_S3_BUCKET: a folder on the local disk (the embedded
 * default). Credentials are not variables of ours: the SDK reads AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, or a profile or an instance role, itself.
 */
export const uploadsEnvShape = {
  UPLOADS_S3_BUCKET: z.string().regex(BUCKET_NAME, 'must be an S3 bucket name').optional(),
  UPLOADS_S3_ENDPOINT: env.optionalUrl(),
  UPLOADS_S3_REGION: z.string().min(1).default('us-east-1'),
};

export type UploadsConfig = {
  UPLOADS_S3_BUCKET?: string;
  UPLOADS_S3_ENDPOINT?: string;
  UPLOADS_S3_REGION: string;
};

/** The store the configuration names; an S3 bucket is created first when it does not exist yet. */
export async function openObjectStore(
  config: UploadsConfig,
  options: { localFolder: string; logger?: Logger },
): Promise<ObjectStore> {
  const bucket = config.UPLOADS_S3_BUCKET;
  // An endpoint alone is a half-made setting: uploads would silently stay on one machine's disk.
  if (!bucket && config.UPLOADS_S3_ENDPOINT) throw new Error('UPLOADS_S3_ENDPOINT is set without UPLOADS_S3_BUCKET');
  if (!bucket) {
    options.logger?.info({ folder: options.localFolder }, 'uploads in a local folder');
    return new LocalFolderStore(options.localFolder);
  }
  // Loaded only here: the AWS SDK costs about 0.1 s of every service's start, and only identity with a bucket needs it.
  const { S3ObjectStore } = await import('./s3-object-store');
  const store = new S3ObjectStore({ bucket, endpoint: config.UPLOADS_S3_ENDPOINT, region: config.UPLOADS_S3_REGION });
  await store.ensureBucket();
  options.logger?.info({ bucket, endpoint: config.UPLOADS_S3_ENDPOINT ?? 'AWS' }, 'uploads in an S3 bucket');
  return store;
}
