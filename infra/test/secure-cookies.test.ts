import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';

/**
 * Behind TLS (PUBLIC_URL is https) every cookie the platform sets carries Secure: the gateway's
 * session cookies, and the same cookies passed on by compat for the legacy calls.
 */
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
let platform: EmbeddedPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'secure-cookies-')),
    port: 0,
    logger: pino({ level: 'silent' }),
    publicUrl: 'https://cloudmine.example',
    bootstrapAdmin: ROOT,
  });
}, 120_000);
afterAll(() => platform?.stop());

function expectEverySecure(response: Response): string[] {
  const cookies = response.headers.getSetCookie();
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure(;|$)/i);
  return cookies;
}

const json = { 'content-type': 'application/json' };

it('sets Secure session cookies on a legacy customer sign-up (compat)', async () => {
  const response = await fetch(`${platform.url}/api/users`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      first_name: 'Ada',
      last_name: 'Byron',
      phone_number: '+44 20 7946 0002',
      email: 'ada@example.com',
      password: 'long enough',
      confirm_password: 'long enough',
      push_subscription: null,
    }),
  });
  expect(response.status).toBe(200);
  const names = expectEverySecure(response).map((cookie) => cookie.split('=')[0]);
  expect(names).toEqual(expect.arrayContaining(['access_token', 'refresh_token']));
});

it('sets Secure session cookies on a legacy admin sign-in and clears them Secure on sign-out', async () => {
  const signIn = await fetch(`${platform.url}/api/admins/auth/signin`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(ROOT),
  });
  expect(signIn.status).toBe(200);
  const cookie = expectEverySecure(signIn)
    .map((header) => header.split(';')[0])
    .join('; ');
  const signOut = await fetch(`${platform.url}/api/admins/auth/signout`, { headers: { cookie } });
  expect(signOut.status).toBe(200);
  expectEverySecure(signOut);
});

it('sets Secure session cookies on a GraphQL sign-in (gateway)', async () => {
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      query:
        'mutation ($email: String!, $password: String!) { adminSignIn(email: $email, password: $password) { id } }',
      variables: ROOT,
    }),
  });
  expect(response.status).toBe(200);
  expectEverySecure(response);
});
