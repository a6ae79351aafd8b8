import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  encodeViewer,
  generateJwtKeys,
  INTERNAL_SECRET_HEADER,
  serviceMigrations,
  verifyAccessToken,
  VIEWER_HEADER,
  type Viewer,
} from '@mc/platform';
import {
  S3ObjectStore,
  startSubgraphHarness,
  startTestS3Server,
  TEST_INTERNAL_SECRET,
  type SubgraphHarness,
  type TestS3Server,
} from '@mc/platform/testing';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from '../src';
import { callIdentity, SIGN_UP, signUpInput, testIdentityOptions } from './identity-client';

/**
 * The distributed mode's uploads: identity with its images in an S3 bucket (a real S3-speaking server),
 * read back through the same GET /images/:key as with the local folder (images.test.ts).
 */
const keys = generateJwtKeys();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0s3 sample')]);
const BUCKET = 'identity-uploads';
const upload = (fileName: string, bytes: Buffer) => ({ fileName, base64: bytes.toString('base64') });
const keyOf = (url: string) => url.replace('/images/', '');

let s3: TestS3Server;
let bucket: S3ObjectStore;
let harness: SubgraphHarness;
let dataDir: string;

const call = (query: string, variables: Record<string, unknown>, viewer?: Viewer) =>
  callIdentity(harness.url, query, variables, { viewer });

function fetchImage(url: string, viewer: Viewer) {
  return fetch(new URL(url, harness.url), {
    headers: { [INTERNAL_SECRET_HEADER]: TEST_INTERNAL_SECRET, [VIEWER_HEADER]: encodeViewer(viewer) },
  });
}

async function customer(email: string): Promise<Viewer> {
  const result = await call(SIGN_UP, { input: signUpInput({ email }) });
  return verifyAccessToken(keys.publicKey, result.sessionSet!.accessToken);
}

beforeAll(async () => {
  s3 = await startTestS3Server();
  // The bucket does not exist yet: the store creates it, as identity's main.ts does at start.
  bucket = new S3ObjectStore(s3.storeOptions(BUCKET));
  await bucket.ensureBucket();
  const options = testIdentityOptions();
  dataDir = options.dataDir;
  harness = await startSubgraphHarness('ids3images', serviceMigrations(IDENTITY_MIGRATIONS_DIR), (runtime) =>
    startIdentityService(runtime, { ...options, jwtPrivateKey: keys.privateKey, uploads: bucket }),
  );
});
afterAll(async () => {
  await harness?.stop();
  bucket?.close();
  await s3?.stop();
});

describe('images in an S3 bucket', () => {
  it('stores a profile photo in the bucket and serves it to its owner, and to no other customer', async () => {
    const ann = await customer('ann.s3@example.com');
    const bob = await customer('bob.s3@example.com');
    const saved = await call(
      'mutation ($p: ImageUpload!) { updateProfilePhoto(photo: $p) { photo } }',
      { p: upload('me.png', PNG) },
      ann,
    );
    const url = saved.data?.updateProfilePhoto.photo as string;
    expect(url).toMatch(/^\/images\/[a-f0-9]{32}\.png$/);
    expect(await bucket.get(`photos/${keyOf(url)}`)).toEqual(PNG);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const own = await fetchImage(url, ann);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await own.arrayBuffer())).toEqual(PNG);
    expect((await fetchImage(url, bob)).status).toBe(404);
  });

  it('stores identity documents under identity/ and serves them to their owner', async () => {
    const cat = await customer('cat.s3@example.com');
    const submitted = await call(
      'mutation ($f: ImageUpload!, $b: ImageUpload!) { submitIdentityDocuments(front: $f, back: $b) { identityDocuments { front back } } }',
      { f: upload('front.jpg', JPEG), b: upload('back.png', PNG) },
      cat,
    );
    const { front, back } = submitted.data?.submitIdentityDocuments.identityDocuments as {
      front: string;
      back: string;
    };
    expect(await bucket.get(`identity/${keyOf(front)}`)).toEqual(JPEG);
    const response = await fetchImage(back, cat);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it('answers 404 for an image whose object is gone from the bucket', async () => {
    const dan = await customer('dan.s3@example.com');
    const saved = await call(
      'mutation ($p: ImageUpload!) { updateProfilePhoto(photo: $p) { photo } }',
      { p: upload('me.jpg', JPEG) },
      dan,
    );
    const url = saved.data?.updateProfilePhoto.photo as string;
    expect((await fetchImage(url, dan)).status).toBe(200);
    // s3rver takes an unsigned request: the object is removed behind identity's back.
    const removed = await fetch(`${s3.endpoint}/${BUCKET}/photos/${keyOf(url)}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await fetchImage(url, dan)).status).toBe(404);
  });
});
