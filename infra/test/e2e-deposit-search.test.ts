import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import pino from 'pino';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { launchChromium } from './support/browser';
import { CookieJar } from './support/cookie-jar';
import { adminPage } from './support/funds-actors';

/**
 * An operator finds a deposit by the customer's e-mail or name (issue 24, item 13), which identity owns and funds
 * does not keep: through the gateway, the legacy GET /api/deposits?search= and the admin panel's search box.
 */
let platform: EmbeddedPlatform;
let browser: Browser;
const api = (route: string) => `${platform.url}/api${route}`;
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
const admin = new CookieJar();
const deposits = { ada: '', grace: '' };

/** A customer with a pending trading deposit of 500 USD; its id. */
async function customerWithDeposit(firstName: string, lastName: string, email: string): Promise<string> {
  const jar = new CookieJar();
  const signedUp = await jar.call(api('/users'), 'POST', {
    first_name: firstName,
    last_name: lastName,
    phone_number: '+44 20 7946 0300',
    email,
    password: 'long enough',
    confirm_password: 'long enough',
  });
  expect(signedUp.status).toBe(200);
  const deposit = await jar.call(api('/deposits'), 'POST', { code: 1, price: 500, currency: 'USD' });
  expect(deposit.status).toBe(200);
  return deposit.body.data.id;
}

async function asAdmin(query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      'x-act-as': 'admin',
      cookie: admin.header(),
    },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

const depositIdsOf = (page: { items: { id: string }[] }) => page.items.map((item) => item.id).sort();
const legacySearch = async (search: string) =>
  ((await admin.call(api(`/deposits?search=${encodeURIComponent(search)}`), 'GET')).body.data.data as { id: string }[])
    .map((deposit) => deposit.id)
    .sort();

beforeAll(async () => {
  platform = await startTestPlatform({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'deposit-search-')),
    port: 0,
    logger: pino({ level: 'silent' }),
    bootstrapAdmin: ROOT,
  });
  await admin.call(api('/admins/auth/signin'), 'POST', ROOT);
  await admin.call(api('/wallets'), 'POST', { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', type: 1 });
  deposits.ada = await customerWithDeposit('Ada', 'Lovelace', 'ada.lovelace@example.com');
  deposits.grace = await customerWithDeposit('Grace', 'Hopper', 'g.hopper@navy.example');
  browser = await launchChromium();
}, 600_000); // Starting every service takes long on a loaded shared machine.
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('the admin deposit search', () => {
  it('takes the customers identity matched, through the gateway; funds alone knows no e-mail or name', async () => {
    const customers = await asAdmin('query ($search: String!) { customers(search: $search) { items { id } } }', {
      search: 'LOVELACE',
    });
    const ids = customers.data.customers.items.map((customer: { id: string }) => customer.id);
    expect(ids).toHaveLength(1);
    const query = `query ($search: String, $ids: [ID!]) {
      allDeposits(search: $search, searchCustomerIds: $ids) { items { id } }
    }`;
    const withIds = await asAdmin(query, { search: 'LOVELACE', ids });
    expect(depositIdsOf(withIds.data.allDeposits)).toEqual([deposits.ada]);
    const withoutIds = await asAdmin(query, { search: 'LOVELACE' });
    expect(depositIdsOf(withoutIds.data.allDeposits)).toEqual([]);
    const tooMany = await asAdmin(query, { search: 'x', ids: ['not-a-customer-id'] });
    expect(tooMany.errors[0].extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'INVALID_INPUT' });
  });

  it('finds by a part of the e-mail or of the name, in any letter case, on the legacy call', async () => {
    expect(await legacySearch('ada.love')).toEqual([deposits.ada]);
    expect(await legacySearch('NAVY.EXAMPLE')).toEqual([deposits.grace]);
    expect(await legacySearch('grace hop')).toEqual([deposits.grace]);
    expect(await legacySearch('hopper')).toEqual([deposits.grace]);
    expect(await legacySearch('example')).toEqual([deposits.ada, deposits.grace].sort());
    expect(await legacySearch('nobody@nowhere')).toEqual([]);
    // What the search found before still finds: the deposit's own id.
    expect(await legacySearch(deposits.grace.slice(0, 8))).toEqual([deposits.grace]);
  });

  it("finds by the customer's e-mail or name in the panel's search box", async () => {
    const page = await adminPage(browser, platform.url, ROOT);
    await page.goto(`${platform.url}/control/deposits/list.html`);
    await expectRows(page, 'ada LOVE', [deposits.ada]);
    await expectRows(page, 'g.hopper@', [deposits.grace]);
    await expectRows(page, 'Grace Hopper', [deposits.grace]);
    await page.close();
  });
});

/** Types a search and waits until exactly these deposits are listed. */
async function expectRows(page: Page, search: string, ids: string[]): Promise<void> {
  await page.getByTestId('deposits-search').fill(search);
  const listed = async () =>
    (await page.getByTestId('deposits-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id'))))
      .sort()
      .join(' ');
  const expected = [...ids].sort().join(' ');
  await waitFor(async () => (await listed()) === expected, 15_000, `the deposits of "${search}"`);
}
