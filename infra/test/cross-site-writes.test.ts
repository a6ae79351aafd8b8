import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { CookieJar } from './support/cookie-jar';
import { wsClient } from './support/graphql-client';

/**
 * A signed-in customer's session cookie on a write sent from another site's page (ADR 0030): the whole
 * platform, with ALLOWED_ORIGINS naming one more origin. Refused writes change nothing.
 */
const EVIL = 'https://evil.example';
const PARTNER = 'https://app.cloudmine.example';
let platform: EmbeddedPlatform;
const customer = new CookieJar();

beforeAll(async () => {
  platform = await startTestPlatform({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'cross-site-writes-')),
    port: 0,
    logger: pino({ level: 'silent' }),
    allowedOrigins: [PARTNER],
  });
  const signUp = await customer.call(`${platform.url}/api/users`, 'POST', {
    first_name: 'Ada',
    last_name: 'Byron',
    phone_number: '+44 20 7946 0001',
    email: 'ada@example.com',
    password: 'long enough',
    confirm_password: 'long enough',
    push_subscription: null,
  });
  expect(signUp.status).toBe(200);
}, 120_000);
afterAll(() => platform?.stop());

/** The customer's mobile number as the platform has it. */
async function mobileNumber(): Promise<string> {
  const response = await graphql('{ me { mobileNumber } }', {});
  return ((await response.json()) as { data: { me: { mobileNumber: string } } }).data.me.mobileNumber;
}

function graphql(query: string, headers: Record<string, string>) {
  return fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: customer.header(), ...headers },
    body: JSON.stringify({ query }),
  });
}

const changePhoneByGraphQL = (number: string, headers: Record<string, string>) =>
  graphql(`mutation { updatePhone(mobileNumber: "${number}") { mobileNumber } }`, headers);

const changePhoneByLegacyPatch = (number: string, headers: Record<string, string>) =>
  fetch(`${platform.url}/api/users/auth/update/phone`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie: customer.header(), ...headers },
    body: JSON.stringify({ mobile_number: number }),
  });

describe('writes with the session cookie from another site', () => {
  it('refuses a GraphQL mutation and a legacy PATCH from another origin with 403, and changes nothing', async () => {
    const before = await mobileNumber();
    const mutation = await changePhoneByGraphQL('+1 555 0100', { origin: EVIL });
    expect(mutation.status).toBe(403);
    expect(((await mutation.json()) as { errors: { extensions: unknown }[] }).errors[0].extensions).toEqual({
      code: 'FORBIDDEN',
      reason: 'ORIGIN_NOT_ALLOWED',
    });
    const patch = await changePhoneByLegacyPatch('+1 555 0101', { origin: EVIL });
    expect(patch.status).toBe(403);
    expect(await patch.json()).toMatchObject({ errors: [expect.stringMatching(/another site/)], data: null });
    expect(await mobileNumber()).toBe(before);
  });

  it('refuses Sec-Fetch-Site: cross-site, with or without an Origin', async () => {
    const before = await mobileNumber();
    expect((await changePhoneByGraphQL('+1 555 0102', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(
      (await changePhoneByLegacyPatch('+1 555 0103', { 'sec-fetch-site': 'cross-site', origin: PARTNER })).status,
    ).toBe(403);
    expect(await mobileNumber()).toBe(before);
  });

  it("carries out the same writes from the platform's own origin", async () => {
    const own = { origin: platform.url, 'sec-fetch-site': 'same-origin' };
    expect((await changePhoneByGraphQL('+1 555 0104', own)).status).toBe(200);
    expect(await mobileNumber()).toBe('+1 555 0104');
    expect((await changePhoneByLegacyPatch('+1 555 0105', own)).status).toBe(200);
    expect(await mobileNumber()).toBe('+1 555 0105');
  });

  it('carries them out without Origin and Sec-Fetch-Site (curl, legacy server clients)', async () => {
    expect((await changePhoneByLegacyPatch('+1 555 0106', {})).status).toBe(200);
    expect(await mobileNumber()).toBe('+1 555 0106');
  });

  it('carries them out from an origin ALLOWED_ORIGINS adds', async () => {
    expect((await changePhoneByGraphQL('+1 555 0107', { origin: PARTNER, 'sec-fetch-site': 'same-site' })).status).toBe(
      200,
    );
    expect(await mobileNumber()).toBe('+1 555 0107');
  });
});

describe('live data sockets with the session cookie from another site', () => {
  /** Resolves with the first live price, rejects when the socket is refused or closed. */
  function firstTick(origin: string): Promise<unknown> {
    const client = wsClient(platform.url, {}, origin, customer.header());
    return new Promise<unknown>((resolve, reject) => {
      client.subscribe(
        { query: 'subscription { tickers(symbols: ["BTCUSDT"]) { symbol } }' },
        { next: resolve, error: reject, complete: () => reject(new Error('completed')) },
      );
    }).finally(() => void client.dispose());
  }

  it('refuses a WebSocket from another origin and serves one from an allowed origin', async () => {
    await expect(firstTick(EVIL)).rejects.toBeDefined();
    expect(await firstTick(PARTNER)).toEqual({ data: { tickers: { symbol: 'BTCUSDT' } } });
  });
});
