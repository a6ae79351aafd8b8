import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { CookieJar } from './support/cookie-jar';

/**
 * The legacy trading calls (legacy-api.md rows 54–67, and the trading fields of rows 1 and 22) with
 * the specifications' payloads, through the edge, compat, the gateway, trading and funds, on the simulated feed.
 */
let platform: EmbeddedPlatform;
const api = (route: string) => `${platform.url}/api${route}`;
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
const BTC_POOL = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const root = new CookieJar();
type Customer = { jar: CookieJar; id: string };
let funded: Customer;
let unfunded: Customer;

/** A signed-up customer with USD as trading currency; `deposit` confirmed by the admin when given. */
async function customer(email: string, deposit?: number): Promise<Customer> {
  const jar = new CookieJar();
  const signedUp = await jar.call(api('/users'), 'POST', {
    first_name: 'Tia',
    last_name: 'Trader',
    phone_number: '+44 20 7946 0015',
    email,
    password: 'long enough',
    confirm_password: 'long enough',
  });
  await jar.call(api('/users/auth/update/details'), 'PATCH', {
    first_name: 'Tia',
    last_name: 'Trader',
    // Outside the EU/EEA and the UK: the specification's 1:3 to 1:100 and options apply (ADR 0020).
    country: 'Australia',
    mobile_number: '+61 2 9374 4000',
    currency: 'USD',
  });
  if (deposit !== undefined) {
    const made = await jar.call(api('/deposits'), 'POST', { code: 1, price: deposit, currency: 'USD' });
    expect(made.status).toBe(200);
    const confirmed = await root.call(api('/deposits'), 'PATCH', {
      id: made.body.data.id,
      status: 2,
      transaction_reference: `tx-${email}`,
    });
    expect(confirmed.body.data.status).toBe('Confirmed');
    await waitFor(async () => (await jar.call(api('/users/auth/status'), 'GET')).body.data.trading_balance === deposit);
  }
  return { jar, id: signedUp.body.data.id };
}

async function quoted(symbol: string): Promise<boolean> {
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({
      query: 'query ($symbol: String!) { quote(symbol: $symbol) { ask } }',
      variables: { symbol },
    }),
  });
  const body = (await response.json()) as { data?: { quote?: { ask: number } } };
  return Boolean(body.data?.quote?.ask);
}

/** An admin with only these roles, signed in. */
async function adminWithRoles(login: { email: string; password: string }, roles: string[]): Promise<CookieJar> {
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
      variables: { input: { ...login, firstName: 'Opal', lastName: 'Operator', roles } },
    }),
  });
  expect((await created.json()).errors).toBeUndefined();
  const jar = new CookieJar();
  await jar.call(api('/admins/auth/signin'), 'POST', login);
  return jar;
}

/** Specification 001's trader form. */
const traderForm = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W/g, '')}@desk.test`,
  win_rate: 97,
  profit_share: 20,
  description: 'Momentum on majors',
});

/** Specification 000's open-trade payload: the prices and time it carries are the client's guesses. */
const tradeForm = (extra: Record<string, unknown> = {}) => ({
  type: 'BUY',
  amount: 50,
  opening_price: 1,
  user_id: funded.id,
  market: 'Crypto',
  symbol: 'HITBTC:BTCUSDT',
  time: 5,
  timestamp: '2020-01-01T00:00:00Z',
  take_profit: '',
  stop_loss: '',
  ...extra,
});

beforeAll(async () => {
  platform = await startTestPlatform({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'trading-legacy-')),
    port: 0,
    logger: pino({ level: 'silent' }),
    bootstrapAdmin: ROOT,
  });
  await root.call(api('/admins/auth/signin'), 'POST', ROOT);
  expect((await root.call(api('/wallets'), 'POST', { address: BTC_POOL, type: 1 })).status).toBe(200);
  funded = await customer('tia@example.com', 600);
  unfunded = await customer('uma@example.com');
  // Trades open at recorded ticks: wait until the simulated feed has priced what the tests trade.
  for (const symbol of ['BTCUSDT', 'EURUSD']) await waitFor(() => quoted(symbol), 20_000, `a ${symbol} quote`);
}, 240_000); // Starting every service takes long on a loaded shared machine.
afterAll(() => platform?.stop());

describe('traders (rows 54–59)', () => {
  it('creates with the spec payload: win_rate not stored, said to be computed; customers read without e-mail', async () => {
    const created = await root.call(api('/traders'), 'POST', traderForm('Ada Momentum'));
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(
      "Trader created; win_rate is not stored: it is computed from the trader's closed trades",
    );
    expect(created.body.data).toMatchObject({
      name: 'Ada Momentum',
      email: 'adamomentum@desk.test',
      win_rate: null,
      win_rate_computed: true,
      statistics_unavailable_reason: 'This trader has no closed trades recorded yet',
      profit_share: 20,
      description: 'Momentum on majors',
      min_allocation: 100,
      max_allocation: 100000,
      equity: 100000,
      photo: null,
    });
    const id = created.body.data.id;
    const listed = await funded.jar.call(api('/traders'), 'GET');
    const mine = listed.body.data.find((trader: { id: string }) => trader.id === id);
    expect(mine).toMatchObject({ name: 'Ada Momentum', win_rate: null });
    expect(mine).not.toHaveProperty('email');
    expect((await funded.jar.call(api(`/traders/${id}`), 'GET')).body.data).toMatchObject({ id, profit_share: 20 });
    const guest = await new CookieJar().call(api(`/traders/${id}`), 'GET');
    expect(guest.body.data).toMatchObject({ id, name: 'Ada Momentum' });
  });

  it('answers "Trader Not Found" for an unknown id', async () => {
    for (const id of ['b0b0b0b0-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const answer = await funded.jar.call(api(`/traders/${id}`), 'GET');
      expect(answer).toEqual({
        status: 404,
        body: { errors: ['Trader Not Found'], message: 'Trader Not Found', data: null },
      });
    }
  });

  it('updates only the fields sent, ignoring win_rate; refuses bad figures and customers', async () => {
    const { id } = (await root.call(api('/traders'), 'POST', traderForm('Bo Swing'))).body.data;
    const updated = await root.call(api('/traders'), 'PATCH', { id, description: 'Swing trades', win_rate: 99 });
    expect(updated.body.message).toMatch(/win_rate is not stored/);
    expect(updated.body.data).toMatchObject({
      name: 'Bo Swing',
      description: 'Swing trades',
      profit_share: 20,
      win_rate: null,
    });
    expect((await root.call(api('/traders'), 'PATCH', { id, profit_share: 51 })).status).toBe(400);
    expect((await root.call(api('/traders'), 'PATCH', { id, profit_share: 'lots' })).status).toBe(400);
    expect((await funded.jar.call(api('/traders'), 'PATCH', { id, name: 'Mine now' })).status).toBe(403);
    expect((await funded.jar.call(api('/traders'), 'POST', traderForm('Not Allowed'))).status).toBe(403);
    const incomplete = await root.call(api('/traders'), 'POST', { name: 'No Share' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.errors).toEqual([expect.stringMatching(/^email /), expect.stringMatching(/^profit_share /)]);
    expect((await root.call(api(`/traders/${id}`), 'GET')).body.data.description).toBe('Swing trades');
  });

  it('uploads a photo by multipart, checked by content, and serves it to anyone', async () => {
    const { id } = (await root.call(api('/traders'), 'POST', traderForm('Cy Photo'))).body.data;
    const upload = (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(bytes)]), name);
      return fetch(api(`/traders/${id}/photo`), { method: 'POST', headers: { cookie: root.header() }, body: form });
    };
    const refused = await upload(Buffer.from('plain text'), 'fake.png');
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual(['The photo is not a JPEG or PNG image']);
    const uploaded = await upload(PNG, 'cy.png');
    expect(uploaded.status).toBe(200);
    const { data } = await uploaded.json();
    expect(data.photo).toMatch(/^\/images\/traders\/[0-9a-f-]{36}$/);
    const image = await fetch(`${platform.url}${data.photo}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await funded.jar.call(api(`/traders/${id}`), 'GET')).body.data.photo).toBe(data.photo);
  });

  it('DELETE retires: gone for customers, kept for admins, retiring again changes nothing', async () => {
    const { id } = (await root.call(api('/traders'), 'POST', traderForm('Di Retire'))).body.data;
    const retired = await root.call(api('/traders'), 'DELETE', { id });
    expect(retired.body.message).toBe(
      'Trader retired: no longer listed or copyable; the record and its history are kept',
    );
    expect(retired.body.data.retired_at).toEqual(expect.any(String));
    expect((await root.call(api('/traders'), 'DELETE', { id })).body.data.retired_at).toBe(
      retired.body.data.retired_at,
    );
    expect((await funded.jar.call(api(`/traders/${id}`), 'GET')).body.errors).toEqual(['Trader Not Found']);
    expect((await root.call(api(`/traders/${id}`), 'GET')).body.data.retired_at).toBe(retired.body.data.retired_at);
    expect((await root.call(api('/traders'), 'PATCH', { id, name: 'Back again' })).status).toBe(409);
    expect((await funded.jar.call(api('/users/trader'), 'POST', { id })).body.errors).toEqual(['Trader Not Found']);
  });
});

describe('copying and trades (rows 60–62, 64)', () => {
  let traderId: string;
  beforeAll(async () => {
    traderId = (await root.call(api('/traders'), 'POST', traderForm('Eve Forex'))).body.data.id;
  });

  it('refuses a trade of every market before a copy, then POST /api/users/trader toggles copying with the minimum allocation', async () => {
    const markets = [
      { market: 'Currencies', symbol: 'OANDA:EURUSD' },
      { market: 'Crypto', symbol: 'HITBTC:BTCUSDT' },
      { market: 'Stocks', symbol: 'AAPL' },
    ];
    for (const market of markets) {
      const refused = await funded.jar.call(api('/users/trades'), 'POST', tradeForm(market));
      expect([market, refused.status, refused.body.errors]).toEqual([
        market,
        422,
        ['User Must Copy At Least One Trader'],
      ]);
    }
    expect((await funded.jar.call(api('/users/auth/status'), 'GET')).body.data.trading_balance).toBe(600);

    const copied = await funded.jar.call(api('/users/trader'), 'POST', { id: traderId });
    expect(copied.body).toMatchObject({
      message: 'Copying this trader with 100.00 USD',
      data: { id: traderId, copying: 1, allocation: 100 },
    });
    const status = (await funded.jar.call(api('/users/auth/status'), 'GET')).body.data;
    expect(status.traders).toEqual([expect.objectContaining({ id: traderId, name: 'Eve Forex', allocation: 100 })]);

    const stopped = await funded.jar.call(api('/users/trader'), 'POST', { id: traderId });
    expect(stopped.body.data.copying).toBe(0);
    expect((await funded.jar.call(api('/users/auth/status'), 'GET')).body.data.traders).toEqual([]);
    await funded.jar.call(api('/users/trader'), 'POST', { id: traderId });
  });

  it('opens at the feed price (payload prices ignored), reads it back, and closes at the feed price', async () => {
    const opened = await funded.jar.call(api('/users/trades'), 'POST', tradeForm());
    expect(opened.status).toBe(200);
    expect(opened.body.message).toBe('Trade opened at the feed price; the prices and times sent were not used');
    const trade = opened.body.data;
    expect(trade).toMatchObject({
      user_id: funded.id,
      type: 'BUY',
      market: 'Crypto',
      symbol: 'BTCUSDT',
      amount: 50,
      leverage: 10,
      status: 'OPEN',
      closing_price: null,
      profit: null,
      trader_name: null,
    });
    expect(trade.opening_price).not.toBe(1);
    expect(trade.timestamp).not.toBe('2020-01-01T00:00:00Z');
    expect(trade.lot_size).toBeGreaterThan(0);
    expect(trade.updated_at_month).toMatch(/^(JAN|FEB|MAR|APR|MAY|JUN|JLY|AUG|SEP|OCT|NOV|DEC)$/);
    expect((await funded.jar.call(api(`/trades/${trade.id}`), 'GET')).body.data).toEqual(trade);

    const status = (await funded.jar.call(api('/users/auth/status'), 'GET')).body.data;
    expect(status.open_trades.map((open: { id: string }) => open.id)).toContain(trade.id);
    expect(status.trades).toMatchObject({ current_page: 1, data: expect.arrayContaining([trade]) });
    expect(status.trading_balance).toBe(550);

    const closed = await funded.jar.call(api('/users/trades'), 'PATCH', {
      id: trade.id,
      user_id: funded.id,
      closing_price: 999999,
      profit: 1000000,
    });
    expect(closed.body.message).toBe('Trade closed at the feed price; the closing price and profit sent were not used');
    expect(closed.body.data).toMatchObject({ id: trade.id, status: 'CLOSED', closed_by: 'CUSTOMER' });
    expect(closed.body.data.closing_price).not.toBe(999999);
    expect(closed.body.data.profit).toBeGreaterThanOrEqual(-50);
    expect(closed.body.data.profit).toBeLessThan(1000000);
    const again = await funded.jar.call(api('/users/trades'), 'PATCH', { id: trade.id });
    expect(again).toMatchObject({ status: 409, body: { errors: ['This trade is already CLOSED'] } });
  });

  it('a forex trade opens once the customer copies; options open with their minutes', async () => {
    const forex = await funded.jar.call(
      api('/users/trades'),
      'POST',
      tradeForm({ type: 'sell', symbol: 'EUR/USD', market: 'Currencies' }),
    );
    expect(forex.body.data).toMatchObject({ type: 'SELL', symbol: 'EURUSD', market: 'Currencies' });
    const option = await funded.jar.call(
      api('/users/trades'),
      'POST',
      tradeForm({ type: 'HIGHER', amount: 10, time: 7 }),
    );
    expect(option.body.message).toBe('Option opened at the feed price; the prices and times sent were not used');
    expect(option.body.data).toMatchObject({
      type: 'HIGHER',
      amount: 10,
      time: 7,
      status: 'OPEN',
      closing_price: null,
    });
    expect((await funded.jar.call(api(`/trades/${option.body.data.id}`), 'GET')).body.data.id).toBe(
      option.body.data.id,
    );
    const status = (await funded.jar.call(api('/users/auth/status'), 'GET')).body.data;
    expect(status.options.data.map((each: { id: string }) => each.id)).toContain(option.body.data.id);
  });

  it('the same request twice opens one trade; two at once with one request_id too', async () => {
    const request_id = '0f5a4d1e-3c2b-4a59-8e6f-7a8b9c0d1e2f';
    const [first, second] = await Promise.all([
      funded.jar.call(api('/users/trades'), 'POST', tradeForm({ request_id })),
      funded.jar.call(api('/users/trades'), 'POST', tradeForm({ request_id })),
    ]);
    expect(first.body.data.id).toBe(request_id);
    expect(second.body.data.id).toBe(request_id);
    const third = await funded.jar.call(api('/users/trades'), 'POST', tradeForm({ request_id }));
    expect(third.body.data.id).toBe(request_id);
    const open = (await funded.jar.call(api('/users/auth/status'), 'GET')).body.data.open_trades;
    expect(open.filter((trade: { id: string }) => trade.id === request_id)).toHaveLength(1);
  });

  it("refuses: no balance, bad type, amount, levels or duration, another customer's account; nothing opens", async () => {
    // A customer without money who copies a trader is told to deposit.
    expect((await unfunded.jar.call(api('/users/trader'), 'POST', { id: traderId })).body.data.copying).toBe(1);
    const broke = await unfunded.jar.call(api('/users/trades'), 'POST', tradeForm({ user_id: unfunded.id }));
    expect(broke).toMatchObject({ status: 422, body: { errors: ['Please deposit to place trades'] } });
    const refusals: [Record<string, unknown>, number][] = [
      [{ type: 'HOLD' }, 400],
      [{ amount: 'fifty' }, 400],
      [{ amount: 0 }, 400],
      [{ take_profit: -3 }, 400],
      [{ type: 'CALL', time: 11 }, 400],
      [{ symbol: 'NOPE' }, 404],
      [{ user_id: unfunded.id }, 403],
    ];
    for (const [extra, status] of refusals)
      expect([extra, (await funded.jar.call(api('/users/trades'), 'POST', tradeForm(extra))).status]).toEqual([
        extra,
        status,
      ]);
    expect((await new CookieJar().call(api('/users/trades'), 'POST', tradeForm())).status).toBe(401);
    expect((await unfunded.jar.call(api('/users/auth/status'), 'GET')).body.data.trades.total).toBe(0);
  });

  it('"Trade Not Found" for another customer\'s trade, an unknown id and closing it', async () => {
    const trade = (await funded.jar.call(api('/users/trades'), 'POST', tradeForm())).body.data;
    const notFound = { status: 404, body: { errors: ['Trade Not Found'], message: 'Trade Not Found', data: null } };
    expect(await unfunded.jar.call(api(`/trades/${trade.id}`), 'GET')).toEqual(notFound);
    expect(await funded.jar.call(api('/trades/7d1f1a55-0000-4000-8000-000000000000'), 'GET')).toEqual(notFound);
    const closing = await unfunded.jar.call(api('/users/trades'), 'PATCH', { id: trade.id });
    expect(closing).toMatchObject({ status: 404, body: { errors: ['Trade Not Found'] } });
    expect((await funded.jar.call(api(`/trades/${trade.id}`), 'GET')).body.data.status).toBe('OPEN');
    // An admin reads any customer's trade.
    expect((await root.call(api(`/trades/${trade.id}`), 'GET')).body.data.id).toBe(trade.id);
  });

  it('two toggles at once from not copying make one open copy', async () => {
    const { id } = (await root.call(api('/traders'), 'POST', traderForm('Fay Twice'))).body.data;
    const answers = await Promise.all([
      funded.jar.call(api('/users/trader'), 'POST', { id }),
      funded.jar.call(api('/users/trader'), 'POST', { id }),
    ]);
    expect(answers.map((answer) => answer.body.data.copying)).toEqual([1, 1]);
    const copies = (await funded.jar.call(api('/users/auth/status'), 'GET')).body.data.traders;
    expect(copies.filter((trader: { id: string }) => trader.id === id)).toHaveLength(1);
    expect((await funded.jar.call(api('/users/trader'), 'POST', { id })).body.data.copying).toBe(0);
  });

  it('pages past 20 trades: next_page_url turns the trades of the customer object', async () => {
    const before = (await funded.jar.call(api('/users/auth/status'), 'GET')).body.data.trades.total as number;
    for (let count = before; count < 21; count += 1)
      expect((await funded.jar.call(api('/users/trades'), 'POST', tradeForm({ amount: 1 }))).status).toBe(200);
    const first = (await funded.jar.call(api('/users/auth/status'), 'GET')).body.data.trades;
    expect(first).toMatchObject({ current_page: 1, last_page: 2, next_page_url: '/api/users/auth/status?page=2' });
    expect(first.data).toHaveLength(20);
    const second = (await funded.jar.call(api(first.next_page_url.replace('/api', '')), 'GET')).body.data.trades;
    expect(second).toMatchObject({ current_page: 2, last_page: 2, next_page_url: null });
    const ids = new Set([...first.data, ...second.data].map((trade: { id: string }) => trade.id));
    expect(ids.size).toBe(first.total);
  });

  it('pages the trades in GET /api/users/{id} with next_page_url, for the customer and for admins', async () => {
    const own = (await funded.jar.call(api(`/users/${funded.id}`), 'GET')).body.data;
    expect(own.trades).toMatchObject({
      current_page: 1,
      last_page: 2,
      next_page_url: `/api/users/${funded.id}?page=2`,
    });
    const admin = (await root.call(api(`/users/${funded.id}`), 'GET')).body.data;
    expect(admin.trades.data).toEqual(own.trades.data);
    expect(admin.open_trades).toEqual(own.open_trades);
    expect(admin.traders.map((trader: { name: string }) => trader.name)).toEqual(['Eve Forex']);
  });
});

describe('admin trade forms (rows 63, 65–67)', () => {
  it('refuses edits and date changes: trades are immutable, with the pointer to adjustments', async () => {
    const trade = (await funded.jar.call(api('/users/trades'), 'POST', tradeForm())).body.data;
    const edit = await root.call(api('/users/trades'), 'PATCH', {
      id: trade.id,
      user_id: funded.id,
      symbol: 'BTCUSDT',
      lot_size: 1,
      opening_price: 1,
      closing_price: 2,
      profit: 1000,
    });
    expect(edit.status).toBe(409);
    expect(edit.body.errors).toEqual([
      'Trades are immutable: prices, profit, lot size and levels come from recorded feed ticks and cannot be edited.',
      "Correct a customer's balance with an adjustment (Direct Update) instead.",
    ]);
    const date = await root.call(api('/users/trades/date'), 'PATCH', {
      id: trade.id,
      user_id: funded.id,
      updated_at_month: 'JLY',
      updated_at_day: '04',
    });
    expect(date.status).toBe(409);
    expect(date.body.errors[0]).toBe(
      'Trade dates are immutable: a trade opens and closes at the times of recorded feed ticks.',
    );
    const unchanged = (await root.call(api(`/trades/${trade.id}`), 'GET')).body.data;
    expect(unchanged).toMatchObject({ opening_price: trade.opening_price, timestamp: trade.timestamp, status: 'OPEN' });
  });

  it('row 65: a PATCH without edit fields closes at the feed price (prices sent not used); twice: 409', async () => {
    const trade = (await funded.jar.call(api('/users/trades'), 'POST', tradeForm())).body.data;
    const closed = await root.call(api('/users/trades'), 'PATCH', { id: trade.id, closing_price: 2, profit: 3 });
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe('Trade closed at the feed price; the closing price and profit sent were not used');
    expect(closed.body.data).toMatchObject({ id: trade.id, status: 'CLOSED', closed_by: 'ADMIN' });
    expect(closed.body.data.closing_price).not.toBe(2);
    expect(closed.body.data.profit).not.toBe(3);
    const again = await root.call(api('/users/trades'), 'PATCH', { id: trade.id, reason: 'Second try' });
    expect(again).toMatchObject({ status: 409, body: { errors: ['This trade is already CLOSED'] } });
    const unknown = await root.call(api('/users/trades'), 'PATCH', { id: '7d1f1a55-0000-4000-8000-000000000001' });
    expect(unknown).toMatchObject({ status: 404, body: { errors: ['Trade Not Found'] } });
    const tooShort = await root.call(api('/users/trades'), 'PATCH', { id: trade.id, reason: 'no' });
    expect(tooShort.status).toBe(400);
  });

  it('row 66: DELETE voids with a reason (kept as VOIDED); twice: 409; unknown: 404; customers: 403', async () => {
    const trade = (await funded.jar.call(api('/users/trades'), 'POST', tradeForm())).body.data;
    expect((await funded.jar.call(api('/users/trades'), 'DELETE', { id: trade.id })).status).toBe(403);
    const voided = await root.call(api('/users/trades'), 'DELETE', { id: trade.id, user_id: funded.id });
    expect(voided.status).toBe(200);
    expect(voided.body.data).toMatchObject({
      id: trade.id,
      status: 'VOIDED',
      void_reason: 'Voided in the admin panel',
      voided_at: expect.any(String),
    });
    const again = await root.call(api('/users/trades'), 'DELETE', { id: trade.id, reason: 'Duplicate fill' });
    expect(again.status).toBe(409);
    expect(
      (await root.call(api('/users/trades'), 'DELETE', { id: '7d1f1a55-0000-4000-8000-000000000002' })).status,
    ).toBe(404);
    const closed = (await funded.jar.call(api('/users/trades'), 'POST', tradeForm())).body.data;
    await funded.jar.call(api('/users/trades'), 'PATCH', { id: closed.id });
    const reversed = await root.call(api('/users/trades'), 'DELETE', { id: closed.id, reason: 'Price feed error' });
    expect(reversed.body.data).toMatchObject({ status: 'VOIDED', void_reason: 'Price feed error' });
    expect((await funded.jar.call(api(`/trades/${trade.id}`), 'GET')).body.data.status).toBe('VOIDED');

    const twice = (await funded.jar.call(api('/users/trades'), 'POST', tradeForm())).body.data;
    const both = await Promise.all([
      root.call(api('/users/trades'), 'DELETE', { id: twice.id, reason: 'Duplicate fill' }),
      root.call(api('/users/trades'), 'DELETE', { id: twice.id, reason: 'Duplicate fill' }),
    ]);
    expect(both.map((each) => each.status).sort()).toEqual([200, 409]);
  });

  it("row 63: the desk's trade for the trader; the copier's mirror answers, with the trader's name; twice: one trade", async () => {
    const trader = (await root.call(api('/traders'), 'POST', traderForm('Gil Desk'))).body.data;
    await funded.jar.call(api('/users/trader'), 'POST', { id: trader.id });
    const form = {
      user_id: funded.id,
      trader_id: trader.id,
      market: 'Crypto',
      symbol: 'HITBTC:BTCUSDT',
      amount: 2000,
      take_profit: '',
      stop_loss: '',
      type: 'BUY',
      opening_price: 1,
      request_id: '5e0c4f7a-1b2c-4d3e-8f40-5a6b7c8d9e01',
    };
    const opened = await root.call(api('/users/trades'), 'POST', form);
    expect(opened.status).toBe(200);
    expect(opened.body.message).toBe(
      'Trader trade opened at the feed price and mirrored to 1 copier(s); the opening price sent was not used',
    );
    // Margin 2,000 × allocation 100 ÷ equity 100,000 = 2.00 USD.
    expect(opened.body.data).toMatchObject({
      user_id: funded.id,
      trader_id: trader.id,
      trader_name: 'Gil Desk',
      copied_from: form.request_id,
      amount: 2,
      status: 'OPEN',
    });
    expect(opened.body.data.opening_price).not.toBe(1);
    const again = await root.call(api('/users/trades'), 'POST', form);
    expect(again.body.data.id).toBe(opened.body.data.id);
    const status = (await funded.jar.call(api('/users/auth/status'), 'GET')).body.data;
    const mirrors = status.open_trades.filter((trade: { trader_id: string }) => trade.trader_id === trader.id);
    expect(mirrors).toHaveLength(1);

    const other = await root.call(api('/users/trades'), 'POST', {
      ...form,
      user_id: unfunded.id,
      request_id: '5e0c4f7a-1b2c-4d3e-8f40-5a6b7c8d9e02',
    });
    expect(other.body.data).toMatchObject({
      copied_from: null,
      mirror_skipped: 'NOT_COPYING',
      trader_name: 'Gil Desk',
    });
    expect(other.body.message).toMatch(/this customer does not copy the trader$/);
    const refused = await root.call(api('/users/trades'), 'POST', { ...form, type: 'HOLD' });
    expect(refused.status).toBe(400);

    // An operator is not the desk: the gateway's ADMIN_ROLE_REQUIRED passes through as 403, nothing opens.
    const operator = await adminWithRoles({ email: 'opal@cloudmine.test', password: 'operator password' }, [
      'OPERATOR',
    ]);
    const notDesk = await operator.call(api('/users/trades'), 'POST', {
      ...form,
      request_id: '5e0c4f7a-1b2c-4d3e-8f40-5a6b7c8d9e03',
    });
    expect(notDesk.status).toBe(403);
    expect((await root.call(api('/trades/5e0c4f7a-1b2c-4d3e-8f40-5a6b7c8d9e03'), 'GET')).status).toBe(404);
  });
});
