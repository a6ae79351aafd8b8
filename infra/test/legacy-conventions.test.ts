import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { CookieJar } from './support/cookie-jar';

/**
 * What every legacy call shares (issue 24, items 10 to 12), through the edge, compat, the gateway and the
 * subgraphs: a bad value is refused by its legacy field's name, an amount beyond the ledger's says the limit,
 * and every list dates its records alike.
 */
let platform: EmbeddedPlatform;
const api = (route: string) => `${platform.url}/api${route}`;
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
const PASSWORD = 'long enough';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const admin = new CookieJar();
const customer = new CookieJar();
/** Ids the bodies refer to, made in beforeAll. */
const ids = { customer: '', trader: '', otherTrader: '', contract: '', wallet: '' };
const TOO_LONG = 'x'.repeat(301);
/** An object where a text or a number belongs: no field accepts one. */
const NOT_A_VALUE = { nested: true };

type Caller = 'guest' | 'customer' | 'admin';
/** One legacy call: a body it accepts, and for each field a value it must refuse by that field's name. */
type LegacyCall = { call: string; as: Caller; body: () => Record<string, unknown>; bad: Record<string, unknown> };

const signUp = () => ({
  first_name: 'Bea',
  last_name: 'Probe',
  phone_number: '+44 20 7946 0100',
  email: 'bea.signup@example.com',
  password: PASSWORD,
  confirm_password: PASSWORD,
});
const details = () => ({
  first_name: 'Bea',
  last_name: 'Probe',
  country: 'Australia',
  mobile_number: '+61 2 9374 4000',
  currency: 'USD',
  id: ids.customer,
});
const bitcoinWithdrawal = () => ({
  payment_method: 'Bitcoin',
  from: 1,
  amount: 100,
  currency: 'USD',
  wallet_address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
  user_id: ids.customer,
});
const trade = () => ({ type: 'BUY', amount: 50, symbol: 'HITBTC:BTCUSDT', market: 'Crypto', user_id: ids.customer });
const trader = () => ({ name: 'Pia Probe', email: 'pia@desk.test', profit_share: 20, description: 'Probes' });
const grant = () => ({ user_id: ids.customer, currency: 2, power: 1000, added: 0, plan: 'Probe plan' });

const LEGACY_CALLS: LegacyCall[] = [
  // Customers and guests (specification 000 §7).
  {
    call: 'POST /users/auth/signin',
    as: 'guest',
    body: () => ({ email: 'a@b.test', password: PASSWORD }),
    bad: { email: '', password: '' },
  },
  {
    call: 'POST /users',
    as: 'guest',
    body: signUp,
    bad: {
      first_name: '',
      last_name: TOO_LONG,
      phone_number: 'call me',
      email: 'not an e-mail',
      password: 'short',
      confirm_password: 'something else',
      user_id: 'no such code!',
      push_subscription: 'none',
    },
  },
  {
    call: 'PATCH /users',
    as: 'customer',
    body: () => ({ id: ids.customer, website_permission: 'GRANTED' }),
    bad: { website_permission: 'perhaps' },
  },
  {
    call: 'PATCH /users/auth/update/details',
    as: 'customer',
    body: details,
    bad: {
      first_name: '',
      last_name: TOO_LONG,
      country: 'X',
      mobile_number: 'call me',
      currency: 'JPY',
      id: NOT_A_VALUE,
    },
  },
  {
    call: 'POST /users/auth/verify/device',
    as: 'customer',
    body: () => ({ pin: '12345' }),
    bad: { pin: 'abc', email: NOT_A_VALUE },
  },
  {
    call: 'PATCH /users/auth/verify/id',
    as: 'customer',
    body: () => ({ id: ids.customer, action: 1 }),
    bad: { action: 'skip', id: NOT_A_VALUE },
  },
  {
    call: 'POST /users/auth/token/password/update',
    as: 'guest',
    body: () => ({ email: 'a@b.test' }),
    bad: { email: 'not an e-mail' },
  },
  {
    call: 'PATCH /users/auth/update/password',
    as: 'guest',
    body: () => ({
      new_password: PASSWORD,
      confirm_new_password: PASSWORD,
      password_token: 'token',
      email: 'a@b.test',
    }),
    bad: { new_password: 'short', confirm_new_password: 'something else', password_token: '', email: 'not an e-mail' },
  },
  {
    call: 'PATCH /users/auth/update/changepassword',
    as: 'customer',
    body: () => ({ password: PASSWORD, new_password: 'longer still', confirm_new_password: 'longer still' }),
    bad: { password: '', new_password: 'short', confirm_new_password: 'something else' },
  },
  {
    call: 'PATCH /users/auth/update/email',
    as: 'customer',
    body: () => ({ email_token: 'token', new_email: 'bea2@example.com', confirm_new_email: 'bea2@example.com' }),
    bad: { email_token: '', new_email: 'not an e-mail', confirm_new_email: 'other@example.com' },
  },
  {
    call: 'PATCH /users/auth/update/phone',
    as: 'customer',
    body: () => ({ mobile_number: '+61 2 9374 4000' }),
    bad: { mobile_number: 'call me' },
  },
  {
    call: 'PATCH /users/auth/update/address',
    as: 'customer',
    body: () => ({
      street_address: '1 Probe St',
      post_code: '2000',
      city: 'Sydney',
      state: 'NSW',
      country: 'Australia',
    }),
    bad: { street_address: '', post_code: 'x', city: TOO_LONG, state: TOO_LONG, country: 'X' },
  },
  {
    call: 'POST /deposits',
    as: 'customer',
    body: () => ({ code: 1, price: 500, currency: 'USD', crypto_currency: 'BTC', user_id: ids.customer }),
    bad: { code: 3, price: 'lots', currency: 'JPY', crypto_currency: 'DOGE', user_id: NOT_A_VALUE },
  },
  {
    call: 'POST /deposits',
    as: 'customer',
    body: () => ({ code: 2, price: 10000, comment: 'Bitcoin Mining (12 Months Contract)', user_id: ids.customer }),
    bad: { comment: 'Something else', price: 'lots' },
  },
  {
    call: 'POST /users/withdrawals',
    as: 'customer',
    body: bitcoinWithdrawal,
    bad: {
      payment_method: 'Cash',
      from: 9,
      amount: 'lots',
      currency: NOT_A_VALUE,
      wallet_address: 'nowhere',
      user_id: NOT_A_VALUE,
    },
  },
  {
    call: 'POST /users/withdrawals',
    as: 'customer',
    body: () => ({ ...bitcoinWithdrawal(), payment_method: 'PayPal', paypal_email: 'bea@example.com' }),
    bad: { paypal_email: 'not an e-mail' },
  },
  {
    call: 'POST /users/withdrawals',
    as: 'customer',
    body: () => ({
      ...bitcoinWithdrawal(),
      payment_method: 'Bank',
      bank_name: 'Probe Bank',
      account_name: 'Bea Probe',
      account_number: '12345678',
    }),
    bad: { bank_name: '', account_name: '', account_number: TOO_LONG, routing_number: TOO_LONG },
  },
  {
    // The customer copies ids.trader already: the call would stop that copy, which takes no allocation.
    call: 'POST /users/trader',
    as: 'customer',
    body: () => ({ id: ids.otherTrader }),
    bad: { id: NOT_A_VALUE, allocation: 'lots' },
  },
  {
    call: 'POST /users/trades',
    as: 'customer',
    body: trade,
    bad: {
      type: 'SIDEWAYS',
      amount: 'lots',
      symbol: '',
      take_profit: -1,
      stop_loss: 'low',
      leverage: 'high',
      user_id: NOT_A_VALUE,
    },
  },
  {
    call: 'POST /users/trades',
    as: 'customer',
    body: () => ({ ...trade(), type: 'HIGHER', time: 5 }),
    bad: { time: 99, amount: 'lots' },
  },
  {
    call: 'PATCH /users/trades',
    as: 'customer',
    body: () => ({ id: ids.trader }),
    bad: { id: NOT_A_VALUE, user_id: NOT_A_VALUE },
  },
  {
    call: 'POST /contact',
    as: 'guest',
    body: () => ({ name: 'Bea', email: 'bea@example.com', phone: '+61 2 9374 4000', subject: 'Probe', body: 'Hello' }),
    bad: { name: '', email: 'not an e-mail', phone: NOT_A_VALUE, subject: TOO_LONG, body: 'x'.repeat(5001) },
  },
  // Admins (specification 001 §7).
  {
    call: 'POST /admins/auth/signin',
    as: 'guest',
    body: () => ({ email: 'a@b.test', password: PASSWORD }),
    bad: { email: '', password: '' },
  },
  {
    call: 'POST /admins/auth/password/token',
    as: 'guest',
    body: () => ({ email: 'a@b.test' }),
    bad: { email: 'not an e-mail' },
  },
  {
    call: 'PATCH /admins/auth/password/update',
    as: 'guest',
    body: () => ({ password_token: 'token', new_password: PASSWORD, confirm_new_password: PASSWORD }),
    bad: { password_token: '', new_password: 'short', confirm_new_password: 'something else' },
  },
  {
    call: 'PATCH /admins/auth/password/changepassword',
    as: 'admin',
    body: () => ({ password: ROOT.password, new_password: 'longer still', confirm_new_password: 'longer still' }),
    bad: { password: '', new_password: 'short', confirm_new_password: 'something else' },
  },
  {
    call: 'PATCH /users',
    as: 'admin',
    body: () => ({ id: ids.customer, message: 'Hello', message_type: 'Normal' }),
    bad: { message: TOO_LONG, message_type: 'Loud' },
  },
  {
    call: 'PATCH /users',
    as: 'admin',
    body: () => ({ id: ids.customer, trading_balance: 700 }),
    bad: { trading_balance: 'lots', mining_balance_bitcoin: 'lots', mining_balance_ethereum: 1e12, id: NOT_A_VALUE },
  },
  {
    call: 'PATCH /users/auth/verify/id',
    as: 'admin',
    body: () => ({ id: ids.customer, action: 2, sendemail: 1 }),
    bad: { action: 7, id: NOT_A_VALUE },
  },
  {
    call: 'POST /users/send/push',
    as: 'admin',
    body: () => ({ user_id: ids.customer, subject: 'Hi', body: 'Hello' }),
    bad: { user_id: NOT_A_VALUE, subject: '', body: '' },
  },
  {
    call: 'POST /users/send/email',
    as: 'admin',
    body: () => ({ user_id: ids.customer, subject: 'Hi', body: 'Hello' }),
    bad: { user_id: NOT_A_VALUE, subject: '', body: '' },
  },
  {
    call: 'POST /deposits',
    as: 'admin',
    body: () => ({ code: 1, price: 500, comment: 'Bank transfer', user_id: ids.customer, created_by_admin: 1 }),
    bad: { code: 9, price: 'lots', comment: '', user_id: NOT_A_VALUE },
  },
  {
    call: 'PATCH /deposits',
    as: 'admin',
    body: () => ({ id: ids.wallet, status: 2 }),
    bad: { id: NOT_A_VALUE, status: 7 },
  },
  {
    call: 'PATCH /users/deposits',
    as: 'admin',
    body: () => ({ id: ids.wallet, user_id: ids.customer, status: 'Confirmed' }),
    bad: { status: 'Maybe', user_id: NOT_A_VALUE },
  },
  {
    call: 'DELETE /users/deposits',
    as: 'admin',
    body: () => ({ id: ids.wallet, user_id: ids.customer }),
    bad: { id: NOT_A_VALUE, user_id: NOT_A_VALUE },
  },
  {
    call: 'PATCH /withdrawals',
    as: 'admin',
    body: () => ({ id: ids.wallet, status: 2 }),
    bad: { id: NOT_A_VALUE, status: 7 },
  },
  {
    call: 'PATCH /users/withdrawals',
    as: 'admin',
    body: () => ({ id: ids.wallet, user_id: ids.customer, status: 'Completed' }),
    bad: { status: 'Maybe', user_id: NOT_A_VALUE },
  },
  {
    call: 'POST /wallets',
    as: 'admin',
    body: () => ({ address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', type: 1 }),
    bad: { address: 'nowhere', type: 7 },
  },
  {
    call: 'PATCH /wallets',
    as: 'admin',
    body: () => ({ id: ids.wallet, address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT' }),
    bad: { address: 'nowhere', id: NOT_A_VALUE },
  },
  {
    call: 'POST /payouts',
    as: 'admin',
    body: () => ({
      link: 'https://chain.test/tx/1',
      wallet_address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
      date_of_withdrawal: '2024-01-02',
      withdrawal_amount: 0.01,
      currency: 0,
    }),
    bad: {
      link: 'not a link',
      wallet_address: '',
      date_of_withdrawal: '02/01/2024',
      withdrawal_amount: 'lots',
      currency: 'DOGE',
    },
  },
  { call: 'DELETE /payouts', as: 'admin', body: () => ({ id: ids.wallet }), bad: { id: NOT_A_VALUE } },
  { call: 'POST /payouts/search', as: 'admin', body: () => ({ search: 'chain' }), bad: { search: NOT_A_VALUE } },
  {
    call: 'POST /users/contracts',
    as: 'admin',
    body: grant,
    bad: { user_id: NOT_A_VALUE, currency: 9, power: 'lots', added: 'lots', plan: '', expiry_date: '2001-01-01' },
  },
  {
    call: 'PATCH /users/contracts',
    as: 'admin',
    body: () => ({ id: ids.contract, user_id: ids.customer, plan: 'Renamed plan' }),
    bad: { power: -5, plan: TOO_LONG, added: 'lots', id: NOT_A_VALUE },
  },
  {
    call: 'DELETE /users/contracts',
    as: 'admin',
    body: () => ({ id: ids.contract, user_id: ids.customer }),
    bad: { id: NOT_A_VALUE, user_id: NOT_A_VALUE },
  },
  {
    call: 'PATCH /users/contracts/play',
    as: 'admin',
    body: () => ({ user_id: ids.customer, contract_id: ids.contract }),
    bad: { contract_id: NOT_A_VALUE },
  },
  {
    call: 'PATCH /users/contracts/pause',
    as: 'admin',
    body: () => ({ user_id: ids.customer, contract_id: ids.contract }),
    bad: { contract_id: NOT_A_VALUE },
  },
  {
    call: 'POST /traders',
    as: 'admin',
    body: trader,
    bad: { name: '', email: 'not an e-mail', profit_share: 150, description: TOO_LONG },
  },
  {
    call: 'PATCH /traders',
    as: 'admin',
    body: () => ({ id: ids.trader, profit_share: 25 }),
    bad: { profit_share: -5, email: 'not an e-mail', id: NOT_A_VALUE },
  },
  { call: 'DELETE /traders', as: 'admin', body: () => ({ id: ids.trader }), bad: { id: NOT_A_VALUE } },
  {
    call: 'POST /users/trades',
    as: 'admin',
    body: () => ({
      user_id: ids.customer,
      trader_id: ids.trader,
      market: 'Crypto',
      symbol: 'HITBTC:BTCUSDT',
      amount: 50,
      type: 'BUY',
    }),
    bad: { amount: 'lots', type: 'HIGHER', trader_id: NOT_A_VALUE, symbol: '' },
  },
  {
    call: 'PATCH /users/trades',
    as: 'admin',
    body: () => ({ id: ids.trader, closing_price: 1, profit: 1 }),
    bad: { id: NOT_A_VALUE },
  },
  {
    call: 'DELETE /users/trades',
    as: 'admin',
    body: () => ({ id: ids.trader, user_id: ids.customer }),
    bad: { id: NOT_A_VALUE },
  },
];

/**
 * A graph name in a legacy answer: a camelCase word (powerGhs, profitSharePercent…), funds' "target for USD", or a
 * blank where a field's name belongs. Graph names that are plain words (margin, stake) fail the first check instead:
 * the error must start with the legacy field.
 */
const GRAPH_NAME = /\b[a-z]+[A-Z][A-Za-z]*\b|target for|^ /;

const jarOf = (caller: Caller) => (caller === 'admin' ? admin : caller === 'customer' ? customer : new CookieJar());

beforeAll(async () => {
  platform = await startTestPlatform({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'legacy-conventions-')),
    port: 0,
    logger: pino({ level: 'silent' }),
    bootstrapAdmin: ROOT,
  });
  await admin.call(api('/admins/auth/signin'), 'POST', ROOT);
  ids.wallet = (
    await admin.call(api('/wallets'), 'POST', { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', type: 1 })
  ).body.data.id;
  ids.customer = (await customer.call(api('/users'), 'POST', { ...signUp(), email: 'bea@example.com' })).body.data.id;
  await customer.call(api('/users/auth/update/details'), 'PATCH', details());
  const form = new FormData();
  form.append('front', new Blob([new Uint8Array(PNG)]), 'front.png');
  form.append('back', new Blob([new Uint8Array(PNG)]), 'back.png');
  await fetch(api('/users/auth/verify/id'), { method: 'POST', headers: { cookie: customer.header() }, body: form });
  await admin.call(api('/users/auth/verify/id'), 'PATCH', { id: ids.customer, action: 2, sendemail: 1 });
  const deposit = (await customer.call(api('/deposits'), 'POST', { code: 1, price: 600, currency: 'USD' })).body.data;
  await admin.call(api('/deposits'), 'PATCH', { id: deposit.id, status: 2, transaction_reference: 'tx-probe' });
  await waitFor(async () => (await customer.call(api('/users/auth/status'), 'GET')).body.data.trading_balance === 600);
  ids.trader = (await admin.call(api('/traders'), 'POST', trader())).body.data.id;
  ids.otherTrader = (await admin.call(api('/traders'), 'POST', { ...trader(), email: 'pia2@desk.test' })).body.data.id;
  ids.contract = (await admin.call(api('/users/contracts'), 'POST', grant())).body.data.id;
  expect((await customer.call(api('/users/trader'), 'POST', { id: ids.trader })).status).toBe(200);
  expect(Object.values(ids).every(Boolean)).toBe(true);
  // Trades open at recorded ticks: wait until the simulated feed has priced the one the probes trade.
  await waitFor(async () => (await customer.call(api('/users/trades'), 'POST', trade())).status === 200, 30_000);
}, 600_000); // Starting every service takes long on a loaded shared machine.
afterAll(() => platform?.stop());

describe('legacy calls name the legacy field of a bad value', () => {
  const probes = LEGACY_CALLS.flatMap(({ call, as, body, bad }) =>
    Object.entries(bad).map(([field, value]) => ({ call, as, body, field, value })),
  );
  it.each(probes)('$call ($as) with a bad $field', async ({ call, as, body, field, value }) => {
    const [method, route] = call.split(' ');
    const answered = await jarOf(as).call(api(route), method, { ...body(), [field]: value });
    const errors = answered.body.errors ?? [];
    expect({ status: answered.status >= 400 && answered.status < 500, first: errors[0] }).toEqual({
      status: true,
      first: expect.stringMatching(new RegExp(`^${field} `)),
    });
    for (const error of errors) expect(error).not.toMatch(GRAPH_NAME);
  });
});

describe('an amount beyond the largest the ledger takes (item 11)', () => {
  it('is refused with the limit in the account currency, on a legacy withdrawal as in the graph', async () => {
    for (const amount of [1e12, 1e21, '10000000000']) {
      const refused = await customer.call(api('/users/withdrawals'), 'POST', { ...bitcoinWithdrawal(), amount });
      expect({ amount, status: refused.status, errors: refused.body.errors }).toEqual({
        amount,
        status: 400,
        errors: ['amount must be at most 9999999999.99 USD'],
      });
    }
    const largest = await customer.call(api('/users/withdrawals'), 'POST', {
      ...bitcoinWithdrawal(),
      amount: 9999999999.99,
    });
    expect(largest.status).toBe(422);
    expect((await customer.call(api('/users/auth/status'), 'GET')).body.data.pending_withdrawals).toBe(0);
  });
});

describe('the dates of legacy lists (item 12)', () => {
  const MONTH = /^(JAN|FEB|MAR|APR|MAY|JUN|JLY|AUG|SEP|OCT|NOV|DEC)$/;
  const DAY = /^(0[1-9]|[12]\d|3[01])$/;

  it('are one format in deposits, withdrawals, trades and options, for customers and admins', async () => {
    expect((await customer.call(api('/users/withdrawals'), 'POST', bitcoinWithdrawal())).status).toBe(200);
    const option = await customer.call(api('/users/trades'), 'POST', { ...trade(), type: 'HIGHER', time: 5 });
    expect(option.status).toBe(200);
    const me = (await customer.call(api('/users/auth/status'), 'GET')).body.data;
    const lists: Record<string, Dated[]> = {
      deposits: me.deposits.data,
      withdrawals: me.withdrawals.data,
      trades: me.trades.data,
      options: me.options.data,
      'admin deposits': (await admin.call(api('/deposits'), 'GET')).body.data.data,
      'admin withdrawals': (await admin.call(api('/withdrawals'), 'GET')).body.data.data,
      "a customer's deposits for an admin": (await admin.call(api(`/users/${ids.customer}`), 'GET')).body.data.deposits
        .data,
    };
    const today = new Date();
    const expected = {
      updated_at_month: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JLY', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][
        today.getUTCMonth()
      ],
      updated_at_day: String(today.getUTCDate()).padStart(2, '0'),
    };
    for (const [list, records] of Object.entries(lists)) {
      expect({ list, empty: records.length === 0 }).toEqual({ list, empty: false });
      for (const record of records) {
        expect({ list, month: record.updated_at_month, day: record.updated_at_day }).toEqual({
          list,
          month: expect.stringMatching(MONTH),
          day: expect.stringMatching(DAY),
        });
        expect({ list, ...pickDate(record) }).toEqual({ list, ...expected });
      }
    }
  });
});

type Dated = { updated_at_month: unknown; updated_at_day: unknown };

function pickDate({ updated_at_month, updated_at_day }: Dated) {
  return { updated_at_month, updated_at_day };
}
