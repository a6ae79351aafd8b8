import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { CookieJar } from './support/cookie-jar';
import { postQuery } from './support/graphql-client';

/**
 * Issue 24, item 1: the legacy details call took any free text as the country ("Deutschland", "Atlantis"),
 * and trading's jurisdiction table, which knew English names, let such a customer take options at 1:100.
 * Through the edge, compat, the gateway, identity and trading's projection of the country.
 */
let platform: EmbeddedPlatform;
const api = (route: string) => `${platform.url}/api${route}`;

beforeAll(async () => {
  platform = await startTestPlatform({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'country-legacy-')),
    port: 0,
    logger: pino({ level: 'silent' }),
  });
}, 240_000);
afterAll(() => platform?.stop());

async function signedUp(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const created = await jar.call(api('/users'), 'POST', {
    first_name: 'Cora',
    last_name: 'Country',
    phone_number: '+49 30 1234567',
    email,
    password: 'long enough',
    confirm_password: 'long enough',
  });
  expect(created.status).toBe(200);
  return jar;
}

const details = (country: string) => ({
  first_name: 'Cora',
  last_name: 'Country',
  country,
  mobile_number: '+49 30 1234567',
  currency: 'EUR',
});

describe('the legacy details call and the country', () => {
  it('takes a code or a name in any language, and answers with the English name and the code', async () => {
    const jar = await signedUp('cora@example.com');
    for (const [typed, code, name] of [
      ['Deutschland', 'DE', 'Germany'],
      ['U.S.A.', 'US', 'United States'],
      ['UK', 'GB', 'United Kingdom'],
      ['de', 'DE', 'Germany'],
    ]) {
      const answer = await jar.call(api('/users/auth/update/details'), 'PATCH', details(typed));
      expect([typed, answer.body]).toMatchObject([typed, { errors: [], data: { country: name, country_code: code } }]);
    }
  });

  it('refuses a country it cannot recognise with 422 naming country, and keeps the one saved', async () => {
    const jar = await signedUp('atlas@example.com');
    await jar.call(api('/users/auth/update/details'), 'PATCH', details('Japan'));
    const refused = await jar.call(api('/users/auth/update/details'), 'PATCH', {
      ...details('Atlantis'),
      first_name: 'Atlas',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors).toEqual([expect.stringMatching(/^country is not a country we recognise/)]);
    const status = await jar.call(api('/users/auth/status'), 'GET');
    expect(status.body.data).toMatchObject({ first_name: 'Cora', country: 'Japan', country_code: 'JP' });
  });

  it('applies the jurisdiction to the code: Deutschland is refused options and capped as Germany is', async () => {
    const jar = await signedUp('dora@example.com');
    await jar.call(api('/users/auth/update/details'), 'PATCH', details('Deutschland'));
    const ask = (query: string) => postQuery(platform.url, query, {}, { cookie: jar.header() });
    const eligibility = await waitFor(
      async () => {
        const answer = await ask('{ tradingEligibility { country tradingAllowed optionsAllowed } }');
        return answer.body.data?.tradingEligibility.country === 'DE' && answer.body.data.tradingEligibility;
      },
      10_000,
      'trading to learn the country',
    );
    expect(eligibility).toEqual({ country: 'DE', tradingAllowed: true, optionsAllowed: false });
    const instruments = await ask('{ instruments { symbol leverage { min max } } }');
    const leverage = new Map(
      (instruments.body.data.instruments as { symbol: string; leverage: { max: number } }[]).map((instrument) => [
        instrument.symbol,
        instrument.leverage.max,
      ]),
    );
    expect([leverage.get('EURUSD'), leverage.get('BTCUSDT')]).toEqual([30, 2]);
  });
});
