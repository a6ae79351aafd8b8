import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { CookieJar } from './support/cookie-jar';

/**
 * Images through the edge: GraphQL answers carry `/images/<key>` URLs, and `GET /images/<key>`
 * (edge → gateway → identity) serves the bytes to the owner and admins only, cached for good.
 */
let platform: EmbeddedPlatform;
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0sample')]);
const IMAGE_URL = /^\/images\/[a-f0-9]{32}\.(png|jpg)$/;
const upload = (fileName: string, bytes: Buffer) => ({ fileName, base64: bytes.toString('base64') });

let ann: CookieJar;
let bob: CookieJar;
let admin: CookieJar;
let annPhoto: string;

beforeAll(async () => {
  platform = await startTestPlatform({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'images-edge-')),
    port: 0,
    logger: pino({ level: 'silent' }),
    bootstrapAdmin: ROOT,
  });
  ann = await newCustomer('ann.images@example.com');
  bob = await newCustomer('bob.images@example.com');
  admin = new CookieJar();
  await admin.call(`${platform.url}/api/admins/auth/signin`, 'POST', ROOT);
  const saved = await graphql(ann, 'mutation ($p: ImageUpload!) { updateProfilePhoto(photo: $p) { photo } }', {
    p: upload('me.png', PNG),
  });
  annPhoto = saved.data.updateProfilePhoto.photo;
}, 120_000);
afterAll(() => platform?.stop());

async function newCustomer(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const created = await jar.call(`${platform.url}/api/users`, 'POST', {
    first_name: 'Ima',
    last_name: 'Ges',
    phone_number: '+44 20 7946 0004',
    email,
    password: 'long enough',
    confirm_password: 'long enough',
  });
  expect(created.status).toBe(200);
  return jar;
}

async function graphql(jar: CookieJar, query: string, variables: Record<string, unknown> = {}, asAdmin = false) {
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: jar.header(), ...(asAdmin ? { 'x-act-as': 'admin' } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: any; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body;
}

/** As an <img> asks: a GET with the browser's cookies and no other header. */
const getImage = (url: string, cookie = '', headers: Record<string, string> = {}) =>
  fetch(`${platform.url}${url}`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });

describe('GraphQL answers', () => {
  it('carry a short /images/ URL for the photo, not the image itself', async () => {
    expect(annPhoto).toMatch(IMAGE_URL);
    const body = await graphql(ann, '{ me { photo } }');
    expect(body.data.me.photo).toBe(annPhoto);
    expect(JSON.stringify(body).length).toBeLessThan(120);
  });
});

describe('GET /images/:key at the edge', () => {
  it('serves the owner the bytes with their type, private immutable caching, nosniff and an ETag', async () => {
    const response = await getImage(annPhoto, ann.header());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
    const again = await getImage(annPhoto, ann.header(), {
      'if-none-match': response.headers.get('etag')!,
      'cache-control': 'max-age=0',
    });
    expect(again.status).toBe(304);
  });

  it('serves an admin from the admin cookie alone (an <img> cannot say x-act-as)', async () => {
    const response = await getImage(annPhoto, admin.header());
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it('answers another customer and an unknown key 404, a guest and a forged token 401', async () => {
    expect((await getImage(annPhoto, bob.header())).status).toBe(404);
    expect((await getImage(`/images/${'a'.repeat(32)}.png`, ann.header())).status).toBe(404);
    expect((await getImage(annPhoto)).status).toBe(401);
    expect((await getImage(annPhoto, 'access_token=not.a.token')).status).toBe(401);
    expect((await getImage(annPhoto, '', { authorization: 'Bearer not.a.token' })).status).toBe(401);
  });

  it('serves the identity documents to their owner and admins only', async () => {
    const body = await graphql(
      bob,
      'mutation ($f: ImageUpload!, $b: ImageUpload!) { submitIdentityDocuments(front: $f, back: $b) { identityDocuments { front back } } }',
      { f: upload('front.jpg', JPEG), b: upload('back.png', PNG) },
    );
    const { front, back } = body.data.submitIdentityDocuments.identityDocuments as { front: string; back: string };
    expect(front).toMatch(IMAGE_URL);
    const own = await getImage(front, bob.header());
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await own.arrayBuffer())).toEqual(JPEG);
    expect((await getImage(back, admin.header())).status).toBe(200);
    expect((await getImage(front, ann.header())).status).toBe(404);
  });

  it("serves an admin's photo to admins, not to customers", async () => {
    const body = await graphql(
      admin,
      'mutation ($p: ImageUpload!) { updateAdminPhoto(photo: $p) { photo } }',
      { p: upload('me.png', PNG) },
      true,
    );
    const url = body.data.updateAdminPhoto.photo as string;
    expect(url).toMatch(IMAGE_URL);
    expect((await getImage(url, admin.header())).status).toBe(200);
    expect((await getImage(url, ann.header())).status).toBe(404);
  });

  it('gives the legacy customer object the same URL, which the legacy cookie opens', async () => {
    const status = (await ann.call(`${platform.url}/api/users/auth/status`, 'GET')).body.data;
    expect(status.photo_profile).toBe(annPhoto);
    expect((await getImage(status.photo_profile, ann.header())).status).toBe(200);
  });
});
