import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertObjectKey, ObjectNotFoundError, type ObjectStore } from './object-store';

export type S3StoreOptions = {
  bucket: string;
  /** An S3-compatible server's URL (MinIO, Ceph, s3rver); absent: AWS itself, by region. */
  endpoint?: string;
  region: string;
  /** Absent: the SDK's default chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** Bounds on every call, so a stalled server fails the one request instead of holding it for ever. */
const CONNECTION_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;
const MAX_ATTEMPTS = 3;

/** Objects in one bucket through the AWS SDK v3, their content type stored with them. */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      credentials: options.credentials,
      // Buckets as a path (`host/bucket/key`): S3-compatible servers rarely answer bucket subdomains.
      forcePathStyle: true,
      // Checksums only where S3 requires them: the SDK's default trailing checksums are not understood by
      // every S3-compatible server, and the bytes are checked already (identity keeps each image's SHA-256).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: MAX_ATTEMPTS,
      requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    });
  }

  /** Creates the bucket when it does not exist, so a fresh server (or a test's own) needs no set-up step. */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
    } catch (error) {
      if (!isStatus(error, 404)) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.options.bucket }));
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<Buffer> {
    assertObjectKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      if (!answer.Body) throw new Error(`no body for object ${key}`);
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isStatus(error, 404)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}

function isStatus(error: unknown, status: number): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === status;
}
