import {
  encodeViewer,
  generateJwtKeys,
  GUEST,
  INTERNAL_SECRET_HEADER,
  serviceMigrations,
  verifyAccessToken,
  VIEWER_HEADER,
  type Viewer,
} from '@mc/platform';
import { startSubgraphHarness, TEST_INTERNAL_SECRET, type SubgraphHarness } from '@mc/platform/testing';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from '../src';
import { callIdentity, SIGN_UP, signUpInput, testIdentityOptions } from './identity-client';

/**
 * Images (profile photos, identity documents, admins' photos) leave identity as `/images/<key>` URLs
 * and are served by `GET /images/:key` to whoever may read the field they came from.
 */
const keys = generateJwtKeys();
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0sample')]);
const IMAGE_URL = /^\/images\/[a-f0-9]{32}\.(png|jpg)$/;
const upload = (fileName: string, bytes: Buffer) => ({ fileName, base64: bytes.toString('base64') });

let harness: SubgraphHarness;
let root: Viewer;
let ann: { id: string; viewer: Viewer };
let bob: { id: string; viewer: Viewer };
let annPhotoUrl: string;

const call = (query: string, variables: Record<string, unknown> = {}, viewer?: Viewer) =>
  callIdentity(harness.url, query, variables, { viewer });
const viewerOf = (token: string) => verifyAccessToken(keys.publicKey, token);

/** As the gateway asks: the internal secret and the forwarded viewer. */
function fetchImage(url: string, viewer: Viewer, headers: Record<string, string> = {}) {
  return fetch(new URL(url, harness.url), {
    headers: { [INTERNAL_SECRET_HEADER]: TEST_INTERNAL_SECRET, [VIEWER_HEADER]: encodeViewer(viewer), ...headers },
  });
}

async function customer(email: string): Promise<{ id: string; viewer: Viewer }> {
  const result = await call(SIGN_UP, { input: signUpInput({ email }) });
  return { id: result.data?.signUp.id, viewer: viewerOf(result.sessionSet!.accessToken) };
}

beforeAll(async () => {
  harness = await startSubgraphHarness('idimages', serviceMigrations(IDENTITY_MIGRATIONS_DIR), (runtime) =>
    startIdentityService(runtime, {
      ...testIdentityOptions(),
      jwtPrivateKey: keys.privateKey,
      bootstrapAdmin: ROOT,
    }),
  );
  const signIn = 'mutation ($e: String!, $p: String!) { adminSignIn(email: $e, password: $p) { id } }';
  root = viewerOf((await call(signIn, { e: ROOT.email, p: ROOT.password })).sessionSet!.accessToken);
  ann = await customer('ann.images@example.com');
  bob = await customer('bob.images@example.com');
  const saved = await call(
    'mutation ($p: ImageUpload!) { updateProfilePhoto(photo: $p) { photo } }',
    { p: upload('me.png', PNG) },
    ann.viewer,
  );
  annPhotoUrl = saved.data?.updateProfilePhoto.photo;
});
afterAll(() => harness.stop());

describe('image URLs in GraphQL answers', () => {
  it('gives the photo as a short /images/ URL, not a data: URL', async () => {
    expect(annPhotoUrl).toMatch(IMAGE_URL);
    expect((await call('{ me { photo } }', {}, ann.viewer)).data?.me.photo).toBe(annPhotoUrl);
    expect((await call(`{ customer(id: "${ann.id}") { photo } }`, {}, root)).data?.customer.photo).toBe(annPhotoUrl);
  });

  it('gives a new URL for a new upload (a URL never changes its bytes)', async () => {
    const cat = await customer('cat.images@example.com');
    const PHOTO = 'mutation ($p: ImageUpload!) { updateProfilePhoto(photo: $p) { photo } }';
    const first = (await call(PHOTO, { p: upload('a.png', PNG) }, cat.viewer)).data?.updateProfilePhoto.photo;
    const second = (await call(PHOTO, { p: upload('b.jpg', JPEG) }, cat.viewer)).data?.updateProfilePhoto.photo;
    expect(second).toMatch(/\.jpg$/);
    expect(second).not.toBe(first);
    expect((await fetchImage(first, cat.viewer)).status).toBe(404);
    expect(Buffer.from(await (await fetchImage(second, cat.viewer)).arrayBuffer())).toEqual(JPEG);
  });
});

describe('GET /images/:key', () => {
  it('answers the owner the bytes with their type, long private caching, nosniff and an ETag', async () => {
    const response = await fetchImage(annPhotoUrl, ann.viewer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
    // (fetch would add `cache-control: no-cache` to a conditional request; a browser revalidating does not)
    const again = await fetchImage(annPhotoUrl, ann.viewer, { 'if-none-match': etag!, 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
  });

  it('answers an admin', async () => {
    const response = await fetchImage(annPhotoUrl, root);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it('answers another customer 404, as for a key that does not exist (existence is not revealed)', async () => {
    expect((await fetchImage(annPhotoUrl, bob.viewer)).status).toBe(404);
    expect((await fetchImage(`/images/${'0'.repeat(32)}.png`, ann.viewer)).status).toBe(404);
    expect((await fetchImage('/images/not-a-key', root)).status).toBe(404);
    expect((await fetchImage('/images/..%2F..%2Fkeys%2Fjwt.pem', root)).status).toBe(404);
  });

  it('answers a guest 401, and refuses a caller without the internal secret', async () => {
    expect((await fetchImage(annPhotoUrl, GUEST)).status).toBe(401);
    expect((await fetchImage(annPhotoUrl, { kind: 'guest', sessionExpired: true })).status).toBe(401);
    const direct = await fetch(new URL(annPhotoUrl, harness.url), {
      headers: { [VIEWER_HEADER]: encodeViewer(root) },
    });
    expect(direct.status).toBe(401);
  });

  it('answers a signed-out session 401', async () => {
    const session = (await call(SIGN_UP, { input: signUpInput({ email: 'dan.images@example.com' }) })).sessionSet!;
    const dan = viewerOf(session.accessToken);
    const PHOTO = 'mutation ($p: ImageUpload!) { updateProfilePhoto(photo: $p) { photo } }';
    const url = (await call(PHOTO, { p: upload('me.png', PNG) }, dan)).data?.updateProfilePhoto.photo as string;
    expect((await fetchImage(url, dan)).status).toBe(200);
    await callIdentity(harness.url, 'mutation { signOut }', {}, { viewer: dan, refreshToken: session.refreshToken });
    expect((await fetchImage(url, dan)).status).toBe(401);
  });

  it('serves the identity documents to their owner and admins only', async () => {
    const submitted = await call(
      'mutation ($f: ImageUpload!, $b: ImageUpload!) { submitIdentityDocuments(front: $f, back: $b) { identityDocuments { front back } } }',
      { f: upload('front.jpg', JPEG), b: upload('back.png', PNG) },
      bob.viewer,
    );
    const { front, back } = submitted.data?.submitIdentityDocuments.identityDocuments as {
      front: string;
      back: string;
    };
    expect(front).toMatch(IMAGE_URL);
    expect(back).toMatch(IMAGE_URL);
    const own = await fetchImage(front, bob.viewer);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await own.arrayBuffer())).toEqual(JPEG);
    expect(Buffer.from(await (await fetchImage(back, root)).arrayBuffer())).toEqual(PNG);
    expect((await fetchImage(front, ann.viewer)).status).toBe(404);
    expect((await fetchImage(back, GUEST)).status).toBe(401);
  });

  it("serves an admin's photo to admins and to no customer", async () => {
    const saved = await call(
      'mutation ($p: ImageUpload!) { updateAdminPhoto(photo: $p) { photo } }',
      { p: upload('me.png', PNG) },
      root,
    );
    const url = saved.data?.updateAdminPhoto.photo as string;
    expect(url).toMatch(IMAGE_URL);
    expect((await fetchImage(url, root)).status).toBe(200);
    expect((await fetchImage(url, ann.viewer)).status).toBe(404);
  });
});
