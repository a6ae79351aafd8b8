import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { CookieJar } from './support/cookie-jar';
import { wsClient } from './support/graphql-client';

/** The funds legacy calls and the live balances, through the edge, compat, the gateway and funds. */
let platform: EmbeddedPlatform;
const api = (route: string) => `${platform.url}/api${route}`;
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
const CHECKER = { email: 'checker@cloudmine.test', password: 'checker password' };
const root = new CookieJar();
const checker = new CookieJar();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const BTC_POOL = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
const PAYOUT_ADDRESS = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';

beforeAll(async () => {
  platform = await startTestPlatform({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'funds-legacy-')),
    port: 0,
    logger: pino({ level: 'silent' }),
    bootstrapAdmin: ROOT,
  });
  await root.call(api('/admins/auth/signin'), 'POST', ROOT);
  const created = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-act-as': 'admin',
      'apollo-require-preflight': 'true',
      cookie: root.header(),
    },
    body: JSON.stringify({
      query: 'mutation ($input: CreateAdminInput!) { createAdmin(input: $input) { id } }',
      variables: { input: { ...CHECKER, firstName: 'Cleo', lastName: 'Check', roles: ['ACCOUNTANT', 'OPERATOR'] } },
    }),
  });
  expect((await created.json()).errors).toBeUndefined();
  await checker.call(api('/admins/auth/signin'), 'POST', CHECKER);
  expect((await root.call(api('/wallets'), 'POST', { address: BTC_POOL, type: 1 })).status).toBe(200);
  expect(
    (await root.call(api('/wallets'), 'POST', { address: '0x52908400098527886E0F7030069857D2E4169EE7', type: 2 }))
      .status,
  ).toBe(200);
}, 120_000);
afterAll(() => platform?.stop());

/** A GraphQL call through the edge with a jar's cookies (as the admin panel when `asAdmin`). */
async function graphql(jar: CookieJar, query: string, variables: Record<string, unknown>, asAdmin = false) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'apollo-require-preflight': 'true',
    cookie: jar.header(),
  };
  if (asAdmin) headers['x-act-as'] = 'admin';
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

/** A signed-up customer whose identity check an admin approved. */
async function verifiedCustomer(email: string): Promise<{ jar: CookieJar; id: string }> {
  const jar = new CookieJar();
  const me = (
    await jar.call(api('/users'), 'POST', {
      first_name: 'Ada',
      last_name: 'Coin',
      phone_number: '+44 20 7946 0002',
      email,
      password: 'long enough',
      confirm_password: 'long enough',
    })
  ).body.data;
  const form = new FormData();
  form.append('front', new Blob([new Uint8Array(PNG)]), 'front.png');
  form.append('back', new Blob([new Uint8Array(PNG)]), 'back.png');
  await fetch(api('/users/auth/verify/id'), { method: 'POST', headers: { cookie: jar.header() }, body: form });
  expect(
    (await root.call(api('/users/auth/verify/id'), 'PATCH', { id: me.id, action: 2, sendemail: 1 })).body.data
      .identity_verified,
  ).toBe(2);
  return { jar, id: me.id };
}

describe('legacy calls a customer may not make', () => {
  let caller: { jar: CookieJar; id: string };
  let other: { jar: CookieJar; id: string };
  beforeAll(async () => {
    caller = await verifiedCustomer('gus@example.com');
    other = await verifiedCustomer('hal@example.com');
  });

  it('answers a signed-in customer on an admin call with 403 "Admins only", a guest with 401', async () => {
    const customer = caller;
    for (const [route, method] of [
      ['/users', 'GET'],
      ['/deposits', 'GET'],
      ['/withdrawals', 'GET'],
      ['/deposits', 'PATCH'],
    ] as const) {
      const answered = await customer.jar.call(
        api(route),
        method,
        method === 'GET' ? undefined : { id: 'x', status: 2 },
      );
      expect([route, method, answered.status, answered.body.errors]).toEqual([route, method, 403, ['Admins only']]);
      const asGuest = await new CookieJar().call(
        api(route),
        method,
        method === 'GET' ? undefined : { id: 'x', status: 2 },
      );
      expect(asGuest.status).toBe(401);
    }
  });

  it("refuses to change another customer's details with 403 and changes nothing", async () => {
    const details = {
      first_name: 'Mallory',
      last_name: 'Swap',
      country: 'GB',
      mobile_number: '+44 20 7946 0999',
      currency: 'USD',
    };
    const refused = await caller.jar.call(api('/users/auth/update/details'), 'PATCH', { ...details, id: other.id });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual(['You may only change your own account']);
    for (const each of [caller, other]) {
      const status = await each.jar.call(api('/users/auth/status'), 'GET');
      expect(status.body.data.first_name).toBe('Ada');
    }
    const own = await caller.jar.call(api('/users/auth/update/details'), 'PATCH', { ...details, id: caller.id });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ first_name: 'Mallory', last_name: 'Swap' });
  });
});

describe('legacy funds calls', () => {
  it('deposits, confirms, withdraws and completes, with balances live on the subscription', async () => {
    const customer = await verifiedCustomer('ada@example.com');
    const pushes: { available: string; assetCode: string }[][] = [];
    const socket = wsClient(platform.url, {}, undefined, customer.jar.header());
    const stop = socket.subscribe<{ myBalances: { balances: { assetCode: string; available: string }[] } }>(
      { query: 'subscription { myBalances { at balances { assetCode available held } } }' },
      {
        next: (value) => value.data && pushes.push(value.data.myBalances.balances),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));

    const deposit = await customer.jar.call(api('/deposits'), 'POST', {
      code: 1,
      price: 600,
      currency: 'USD',
      crypto_currency: 'BTC',
      user_id: customer.id,
      price_in_crypto: 999,
      wallet_address: 'ignored',
    });
    expect(deposit.status).toBe(200);
    expect(deposit.body.data).toMatchObject({
      user: { first_name: 'Ada', last_name: 'Coin', email: 'ada@example.com' },
      code: 1,
      status: 'Pending',
      price: 600,
      currency: 'USD',
      crypto_currency: 'BTC',
      wallet_address: BTC_POOL,
      created_by_admin: 0,
    });
    expect(deposit.body.data.price_in_crypto).not.toBe(999);
    expect(deposit.body.data.link).toMatch(/^\/payment\.html\?timestamp=\d+&crypto=BTC&address=/);
    expect((await customer.jar.call(api('/deposits'), 'PATCH', { id: deposit.body.data.id, status: 2 })).status).toBe(
      403,
    );

    const confirmed = await root.call(api('/deposits'), 'PATCH', {
      id: deposit.body.data.id,
      status: 2,
      transaction_reference: 'tx-600',
    });
    expect(confirmed.body.data).toMatchObject({ status: 'Confirmed', transaction_reference: 'tx-600' });
    expect((await root.call(api('/deposits'), 'PATCH', { id: deposit.body.data.id, status: 2 })).body.data.status).toBe(
      'Confirmed',
    );
    expect((await root.call(api('/deposits'), 'PATCH', { id: deposit.body.data.id, status: 3 })).status).toBe(409);
    expect((await root.call(api('/deposits'), 'PATCH', { id: deposit.body.data.id, status: 1 })).status).toBe(409);
    await waitFor(
      () => pushes.some((balances) => balances.some((line) => line.assetCode === 'USD' && line.available === '600.00')),
      10_000,
      'the live balance after the deposit',
    );

    const status = (await customer.jar.call(api('/users/auth/status'), 'GET')).body.data;
    expect(status).toMatchObject({
      trading_balance: 600,
      mining_balance_bitcoin: 0,
      mining_balance_ethereum: 0,
      mining_balance_bitcoin_cash: 0,
      mining_balance_tether: 0,
      pending_deposits: 0,
      deposit_btc_wallet: BTC_POOL,
    });
    expect(status.deposits).toMatchObject({ current_page: 1, last_page: 1, total: 1, next_page_url: null });

    const withdrawal = await customer.jar.call(api('/users/withdrawals'), 'POST', {
      payment_method: 'Bitcoin',
      from: 1,
      amount: '250',
      currency: 'USD',
      wallet_address: PAYOUT_ADDRESS,
      user_id: customer.id,
    });
    expect(withdrawal.body.data).toMatchObject({
      payment_method: 'Bitcoin',
      from: 1,
      amount: 250,
      fee: 2.5,
      status: 'Pending',
      wallet_address: PAYOUT_ADDRESS,
    });
    await waitFor(
      () => pushes.some((balances) => balances.some((line) => line.assetCode === 'USD' && line.available === '350.00')),
      10_000,
      'the live balance after the hold',
    );
    const completed = await root.call(api('/users/withdrawals'), 'PATCH', {
      id: withdrawal.body.data.id,
      user_id: customer.id,
      status: 'Completed',
    });
    expect(completed.body.data.status).toBe('Completed');
    expect((await root.call(api('/withdrawals'), 'PATCH', { id: withdrawal.body.data.id, status: 3 })).status).toBe(
      409,
    );

    const day = new Date().toISOString().slice(0, 10);
    const payout = await root.call(api('/payouts'), 'POST', {
      link: 'https://blockstream.info/tx/abc',
      wallet_address: PAYOUT_ADDRESS,
      date_of_withdrawal: day,
      withdrawal_amount: '247.50',
      currency: 'USD',
    });
    expect(payout.body.data).toMatchObject({
      link: 'https://blockstream.info/tx/abc',
      withdrawal_amount: 247.5,
      date_of_withdrawal: day,
    });
    expect(
      (
        await root.call(api('/payouts'), 'POST', {
          link: 'https://x.test/tx',
          wallet_address: PAYOUT_ADDRESS,
          withdrawal_amount: '1',
          currency: 0,
        })
      ).status,
    ).toBe(422);
    expect((await root.call(api('/payouts/search'), 'POST', { search: withdrawal.body.data.id })).body.data.total).toBe(
      1,
    );

    const bank = {
      payment_method: 'Bank',
      from: 1,
      amount: '100',
      currency: 'USD',
      bank_name: 'West Bank',
      account_name: 'Bea Funds',
      IBAN: 'GB82 WEST 1234 5698 7654 32',
    };
    const byBank = await customer.jar.call(api('/users/withdrawals'), 'POST', bank);
    expect(byBank.status).toBe(200);
    expect(byBank.body.data).toMatchObject({ payment_method: 'Bank', status: 'Pending', bank_name: 'West Bank' });
    stop();
    await socket.dispose();
  });

  it("records the specification's admin payload (no reference) pending; the confirming admin must name the reference", async () => {
    const customer = await verifiedCustomer('bob@example.com');
    const recorded = await root.call(api('/deposits'), 'POST', {
      code: 1,
      price: 1000,
      comment: 'Bank wire',
      user_id: customer.id,
      created_by_admin: 1,
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body.data).toMatchObject({ status: 'Pending', created_by_admin: 1, transaction_reference: null });
    const withoutReference = await checker.call(api('/deposits'), 'PATCH', { id: recorded.body.data.id, status: 2 });
    expect(withoutReference.status).toBe(400);
    expect(withoutReference.body.errors[0]).toMatch(/Name the transaction reference/);
    const confirmed = await checker.call(api('/deposits'), 'PATCH', {
      id: recorded.body.data.id,
      status: 2,
      transaction_reference: 'WIRE-6',
    });
    expect(confirmed.body.data).toMatchObject({ status: 'Confirmed', transaction_reference: 'WIRE-6' });
  });

  it('records a deposit for a customer that only a second admin can confirm, and cancels another', async () => {
    const customer = await verifiedCustomer('bea@example.com');
    const recorded = await root.call(api('/deposits'), 'POST', {
      code: 1,
      price: 1000,
      comment: 'Bank wire',
      user_id: customer.id,
      created_by_admin: 1,
      transaction_reference: 'WIRE-7',
    });
    expect(recorded.body.data).toMatchObject({ created_by_admin: 1, status: 'Pending', price: 1000 });
    expect(
      (
        await root.call(api('/users/deposits'), 'PATCH', {
          id: recorded.body.data.id,
          user_id: customer.id,
          status: 'Confirmed',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await checker.call(api('/users/deposits'), 'PATCH', {
          id: recorded.body.data.id,
          user_id: customer.id,
          status: 'Confirmed',
        })
      ).body.data.status,
    ).toBe('Confirmed');
    expect(
      (await root.call(api('/users/deposits'), 'DELETE', { id: recorded.body.data.id, user_id: customer.id })).status,
    ).toBe(409);
    const another = await root.call(api('/deposits'), 'POST', {
      code: 1,
      price: 700,
      comment: 'Wrong customer',
      user_id: customer.id,
      transaction_reference: 'WIRE-8',
    });
    expect(
      (
        await root.call(api('/users/deposits'), 'DELETE', {
          id: another.body.data.id,
          user_id: '00000000-0000-4000-8000-000000000000',
        })
      ).status,
    ).toBe(404);
    expect(
      (await root.call(api('/users/deposits'), 'DELETE', { id: another.body.data.id, user_id: customer.id })).body.data
        .status,
    ).toBe('Cancelled');
    const detail = (await root.call(api(`/users/${customer.id}`), 'GET')).body.data;
    expect(detail).toMatchObject({ trading_balance: 1000, pending_deposits: 0 });
    expect(detail.deposits.data.map((item: { status: string }) => item.status).sort()).toEqual([
      'Cancelled',
      'Confirmed',
    ]);
    const list = (await root.call(api(`/users?search=bea@example.com`), 'GET')).body.data.data;
    expect(list[0]).toMatchObject({ pending_deposits: 0, pending_withdrawals: 0 });
  });

  it('turns Direct Update balance fields into adjustments a second admin approves', async () => {
    const customer = await verifiedCustomer('cy@example.com');
    // The original form posts every field; its empty or zero coins the ledger does not keep ask for nothing.
    const form = {
      mining_balance_zcash: '',
      mining_balance_monero: 0,
      mining_balance_ripple: null,
      mining_balance_litecoin: '0.00',
    };
    const requested = await root.call(api('/users'), 'PATCH', {
      id: customer.id,
      trading_balance: '120.50',
      mining_balance_bitcoin: '0.002',
      ...form,
    });
    expect(requested.body.data).toEqual([
      { id: expect.any(String), status: 'pending', currency: 'USD', amount: 120.5 },
      { id: expect.any(String), status: 'pending', currency: 'BTC', amount: 0.002 },
    ]);
    expect((await root.call(api('/users'), 'PATCH', { id: customer.id, mining_balance_litecoin: 1 })).status).toBe(422);
    expect((await root.call(api('/users'), 'PATCH', { id: customer.id, trading_balance: 'lots' })).status).toBe(400);
    expect((await customer.jar.call(api('/users/auth/status'), 'GET')).body.data.trading_balance).toBe(0);
    expect([401, 403]).toContain(
      (await customer.jar.call(api('/users'), 'PATCH', { id: customer.id, trading_balance: 1_000_000 })).status,
    );
    for (const adjustment of requested.body.data) {
      const approved = await fetch(`${platform.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-act-as': 'admin',
          'apollo-require-preflight': 'true',
          cookie: checker.header(),
        },
        body: JSON.stringify({
          query: 'mutation ($id: ID!) { approveAdjustment(id: $id) { status } }',
          variables: { id: adjustment.id },
        }),
      });
      expect((await approved.json()).data.approveAdjustment.status).toBe('APPROVED');
    }
    expect((await customer.jar.call(api('/users/auth/status'), 'GET')).body.data).toMatchObject({
      trading_balance: 120.5,
      mining_balance_bitcoin: 0.002,
    });
  });

  it('names the deciding admins to admins, and to nobody else', async () => {
    const customer = await verifiedCustomer('fia@example.com');
    const deposit = (await customer.jar.call(api('/deposits'), 'POST', { code: 1, price: 500, currency: 'USD' })).body
      .data;
    await checker.call(api('/deposits'), 'PATCH', { id: deposit.id, status: 2 });
    const asAdmin = await graphql(
      root,
      'query ($id: ID!, $search: String) { deposit(id: $id) { decidedBy { id email firstName } user { email } } fundsAuditLog(search: $search) { items { operation admin { email } } } }',
      { id: deposit.id, search: deposit.id },
      true,
    );
    expect(asAdmin.errors).toBeUndefined();
    expect(asAdmin.data.deposit).toEqual({
      decidedBy: { id: expect.any(String), email: CHECKER.email, firstName: 'Cleo' },
      user: { email: 'fia@example.com' },
    });
    expect(asAdmin.data.fundsAuditLog.items).toContainEqual({
      operation: 'deposit.confirmed',
      admin: { email: CHECKER.email },
    });
    const asCustomer = await graphql(
      customer.jar,
      'query ($id: ID!) { deposit(id: $id) { decidedBy { email } user { email } } }',
      { id: deposit.id },
    );
    expect(asCustomer.data.deposit).toEqual({ decidedBy: null, user: { email: 'fia@example.com' } });
  });

  it("refuses customers the admin calls, another customer's account, and bad input, changing nothing", async () => {
    const customer = await verifiedCustomer('dee@example.com');
    const other = await verifiedCustomer('eli@example.com');
    for (const [route, method, body] of [
      ['/deposits', 'GET', undefined],
      ['/withdrawals', 'GET', undefined],
      ['/wallets', 'POST', { address: BTC_POOL, type: 1 }],
      ['/payouts', 'DELETE', { id: other.id }],
    ] as const) {
      expect((await customer.jar.call(api(route), method, body)).status).toBe(403);
    }
    expect(
      (await customer.jar.call(api('/deposits'), 'POST', { code: 1, price: 600, currency: 'USD', user_id: other.id }))
        .status,
    ).toBe(403);
    expect((await customer.jar.call(api(`/users/${other.id}`), 'GET')).status).toBe(403);
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ code: 3, price: 600 }, /code must be 1/],
      [{ code: 1, price: 499, currency: 'USD' }, /minimum trading deposit is 500/],
      [{ code: 1, price: 'x'.repeat(301), currency: 'USD' }, /price/],
      [{ code: 2, price: 100, comment: 'Something else' }, /comment must name a contract/],
      [{ code: 1, price: 600, currency: 'USD', crypto_currency: 'DOGE' }, /crypto_currency must be BTC or ETH/],
    ];
    for (const [body, problem] of bad) {
      const result = await customer.jar.call(api('/deposits'), 'POST', body);
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      expect(result.body.errors.join(' ')).toMatch(problem);
    }
    expect(
      (
        await customer.jar.call(api('/users/withdrawals'), 'POST', {
          payment_method: 'Cash',
          from: 1,
          amount: '100',
          currency: 'USD',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await customer.jar.call(api('/users/withdrawals'), 'POST', {
          payment_method: 'Bitcoin',
          from: 9,
          amount: '100',
          currency: 'USD',
          wallet_address: PAYOUT_ADDRESS,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await customer.jar.call(api('/users/withdrawals'), 'POST', {
          payment_method: 'Bitcoin',
          from: 2,
          amount: '1',
          currency: 'BTC',
          wallet_address: PAYOUT_ADDRESS,
        })
      ).status,
    ).toBe(422);
    expect((await root.call(api('/wallets'), 'POST', { address: 'not a wallet', type: 1 })).status).toBe(400);
    expect((await root.call(api('/wallets'), 'POST', { address: BTC_POOL, type: 3 })).status).toBe(400);
    expect((await root.call(api('/deposits'), 'PATCH', { id: 'nope', status: 2 })).status).toBe(404);
    const status = (await customer.jar.call(api('/users/auth/status'), 'GET')).body.data;
    expect(status).toMatchObject({ trading_balance: 0, pending_deposits: 0, pending_withdrawals: 0 });
  });

  // Every funds legacy call with bad input: wrong types, missing fields, 301-character strings, bad codes.
  const LONG = 'x'.repeat(301);
  it.each([
    ['POST /deposits (customer)', 'customer', 'POST', '/deposits', { code: 'one', price: 600 }, 400],
    [
      'POST /deposits (customer)',
      'customer',
      'POST',
      '/deposits',
      { code: 1, price: 600, currency: 'USD', comment: LONG },
      400,
    ],
    [
      'POST /deposits (admin)',
      'root',
      'POST',
      '/deposits',
      { code: 1, price: 600, comment: 'Wire', transaction_reference: 'W-1' },
      400,
    ],
    [
      'POST /deposits (admin)',
      'root',
      'POST',
      '/deposits',
      { code: 1, price: 600, comment: LONG, user_id: 'nobody', transaction_reference: 'W-1' },
      400,
    ],
    ['PATCH /deposits', 'root', 'PATCH', '/deposits', { id: 'x', status: 4 }, 400],
    ['PATCH /deposits', 'root', 'PATCH', '/deposits', { status: 2 }, 400],
    ['PATCH /users/deposits', 'root', 'PATCH', '/users/deposits', { id: 'x', user_id: 'y', status: 'Approved' }, 400],
    ['DELETE /users/deposits', 'root', 'DELETE', '/users/deposits', { id: 'x' }, 400],
    [
      'POST /users/withdrawals',
      'customer',
      'POST',
      '/users/withdrawals',
      { payment_method: 'Bitcoin', from: 1, amount: { value: 1 }, currency: 'USD' },
      400,
    ],
    [
      'POST /users/withdrawals',
      'customer',
      'POST',
      '/users/withdrawals',
      { payment_method: 'PayPal', from: 1, amount: '100', currency: 'USD', paypal_email: LONG },
      400,
    ],
    ['PATCH /withdrawals', 'root', 'PATCH', '/withdrawals', { id: 'x', status: 0 }, 400],
    ['PATCH /withdrawals', 'root', 'PATCH', '/withdrawals', { id: 'x', status: 3, reason: LONG }, 400],
    ['PATCH /users/withdrawals', 'root', 'PATCH', '/users/withdrawals', { id: 'x', user_id: 'y', status: 2 }, 400],
    ['POST /wallets', 'root', 'POST', '/wallets', { address: LONG, type: 1 }, 400],
    ['PATCH /wallets', 'root', 'PATCH', '/wallets', { id: 'x' }, 400],
    [
      'PATCH /wallets',
      'root',
      'PATCH',
      '/wallets',
      { id: '00000000-0000-4000-8000-000000000000', address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' },
      404,
    ],
    [
      'POST /payouts',
      'root',
      'POST',
      '/payouts',
      { link: 'https://x.test/tx', wallet_address: PAYOUT_ADDRESS, withdrawal_amount: 'lots', currency: 0 },
      400,
    ],
    [
      'POST /payouts',
      'root',
      'POST',
      '/payouts',
      { link: 'javascript:alert(1)', wallet_address: PAYOUT_ADDRESS, withdrawal_amount: '1', currency: 0 },
      400,
    ],
    ['DELETE /payouts', 'root', 'DELETE', '/payouts', { id: 42 }, 404],
    ['POST /payouts/search', 'root', 'POST', '/payouts/search', { search: LONG }, 400],
    [
      'PATCH /users (balances)',
      'root',
      'PATCH',
      '/users',
      { id: '00000000-0000-4000-8000-000000000000', trading_balance: '5' },
      404,
    ],
  ] as const)(
    '%s refuses bad input with a clear 4xx and changes nothing',
    async (_call, who, method, route, body, status) => {
      const caller =
        who === 'root' ? root : (await verifiedCustomer(`bad.${Math.random().toString(36).slice(2)}@example.com`)).jar;
      const before = (await root.call(api('/deposits'), 'GET')).body.data.total;
      const result = await caller.call(api(route), method, body);
      expect(result.status).toBe(status);
      expect(result.body.errors.length).toBeGreaterThan(0);
      expect(result.body.data).toBeNull();
      expect((await root.call(api('/deposits'), 'GET')).body.data.total).toBe(before);
    },
  );
});
