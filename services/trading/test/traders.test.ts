import { randomUUID } from 'node:crypto';
import { auditOf, serviceMigrations, type Viewer } from '@mc/platform';
import { startSubgraphHarness, type SubgraphHarness } from '@mc/platform/testing';
import { startTradingService, TRADING_MIGRATIONS_DIR } from '../src';
import { ManualPriceSource } from './manual-price-source';

/** Traders and copies through the trading subgraph on a real database; the feed is driven by hand. */
let harness: SubgraphHarness;
let source: ManualPriceSource | undefined;
const clock = { now: Date.UTC(2031, 5, 2, 9, 0) };

const OPERATOR: Viewer = { kind: 'admin', adminId: randomUUID(), roles: ['operator'] };
const ACCOUNTANT: Viewer = { kind: 'admin', adminId: randomUUID(), roles: ['accountant'] };
const customer = (): Viewer & { userId: string } => ({ kind: 'user', userId: randomUUID() });

const TRADER = 'id name description profitSharePercent minAllocation maxAllocation copiers';
const STATISTICS = 'statistics { winRate numberOfTrades return statisticsUnavailable statisticsUnavailableReason }';
const ADMIN_TRADER = `${TRADER} email equity retiredAt`;
const CREATE = `mutation ($input: TraderInput!, $requestId: ID) { createTrader(input: $input, requestId: $requestId) { ${ADMIN_TRADER} } }`;
const UPDATE = `mutation ($id: ID!, $input: TraderInput!) { updateTrader(id: $id, input: $input) { ${ADMIN_TRADER} } }`;
const RETIRE = `mutation ($id: ID!, $reason: String!) { retireTrader(id: $id, reason: $reason) { ${ADMIN_TRADER} } }`;
const TRADERS = `{ traders { ${TRADER} ${STATISTICS} } }`;
const ONE_TRADER = `query ($id: ID!) { trader(id: $id) { ${TRADER} ${STATISTICS} } }`;
const COPIED = 'id trader { id name } allocation startedAt stoppedAt';
const COPY = `mutation ($traderId: ID!, $allocation: String!, $requestId: ID!) { copyTrader(traderId: $traderId, allocation: $allocation, requestId: $requestId) { ${COPIED} } }`;
const STOP = `mutation ($traderId: ID!) { stopCopying(traderId: $traderId) { ${COPIED} } }`;
const COPIED_TRADERS = `query ($id: ID!) { _entities(representations: [{__typename: "User", id: $id}]) { ... on User { copiedTraders { ${COPIED} } } } }`;
const OPEN_TRADE = 'mutation ($input: OpenTradeInput!) { openTrade(input: $input) { id } }';

const traderInput = (extra: Record<string, unknown> = {}) => ({
  name: 'Ada Trader',
  email: 'ada@example.com',
  description: 'Trend following on majors',
  profitSharePercent: 20,
  equity: '100000.00',
  minAllocation: '100.00',
  maxAllocation: '5000.00',
  ...extra,
});

/**
 * Every customer here lives outside the capped and excluded regions: their country is arranged as the
 * projection of identity's country events would have stored it (the jurisdiction has its own suite).
 */
async function withCountry(viewer: Viewer): Promise<void> {
  if (viewer.kind !== 'user') return;
  await sqlRows(
    "insert into customer_countries (user_id, country, changed_at) values ($1, 'JP', now()) on conflict do nothing",
    [viewer.userId],
  );
}

async function ok<TData = Record<string, any>>(query: string, variables: Record<string, unknown>, viewer: Viewer) {
  await withCountry(viewer);
  const { data, errors } = await harness.query<TData>(query, variables, viewer);
  if (errors) throw new Error(JSON.stringify(errors));
  return data!;
}

async function refusal(query: string, variables: Record<string, unknown>, viewer: Viewer) {
  await withCountry(viewer);
  const { errors } = await harness.query(query, variables, viewer);
  return { code: errors?.[0].extensions?.code, reason: errors?.[0].extensions?.reason, message: errors?.[0].message };
}

async function createTrader(extra: Record<string, unknown> = {}) {
  return (await ok(CREATE, { input: traderInput(extra) }, OPERATOR)).createTrader;
}

const copy = async (user: Viewer, traderId: string, allocation: string, requestId = randomUUID()) => {
  await withCountry(user);
  return harness.query(COPY, { traderId, allocation, requestId }, user);
};

async function copiedTraders(user: Viewer & { userId: string }) {
  return (await ok(COPIED_TRADERS, { id: user.userId }, user))._entities[0].copiedTraders;
}

const sqlRows = <TRow>(text: string, params: unknown[] = []) =>
  harness.database.script(async (execute) => (await execute(text, params)) as TRow[]);

beforeAll(async () => {
  harness = await startSubgraphHarness('trading-traders', serviceMigrations(TRADING_MIGRATIONS_DIR), (runtime) =>
    startTradingService(runtime, {
      now: () => clock.now,
      priceSource: (instruments) => (source = new ManualPriceSource(instruments)),
      fundsUrl: 'http://127.0.0.1:9/graphql',
    }),
  );
  source!.push('EURUSD', 1.1);
});
afterAll(() => harness.stop());

describe('traders: admin', () => {
  it('creates a trader, audited, with no statistics until it has closed trades', async () => {
    const requestId = randomUUID();
    const { createTrader: trader } = await ok(CREATE, { input: traderInput(), requestId }, OPERATOR);
    expect(trader).toEqual({
      id: requestId,
      name: 'Ada Trader',
      description: 'Trend following on majors',
      profitSharePercent: 20,
      minAllocation: '100.00',
      maxAllocation: '5000.00',
      copiers: 0,
      email: 'ada@example.com',
      equity: '100000.00',
      retiredAt: null,
    });
    const audit = await auditOf(harness.database.orm, requestId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: (OPERATOR as { adminId: string }).adminId, operation: 'TRADER_CREATED' });
    expect(audit[0].after).toMatchObject({ name: 'Ada Trader', profitShareBps: 2000, equityMinor: '10000000' });
    const { trader: shown } = await ok(ONE_TRADER, { id: requestId }, customer());
    expect(shown.statistics).toEqual({
      winRate: null,
      numberOfTrades: null,
      return: null,
      statisticsUnavailable: 'NO_CLOSED_TRADES',
      statisticsUnavailableReason: 'This trader has no closed trades recorded yet',
    });
  });

  it('the audit log is readable by any admin in the panel, newest first and searchable; not by customers', async () => {
    const requestId = randomUUID();
    await ok(CREATE, { input: traderInput({ name: 'Audited Trader' }), requestId }, OPERATOR);
    await ok(RETIRE, { id: requestId, reason: 'left the desk' }, OPERATOR);
    const LOG =
      'query ($search: String) { tradingAuditLog(search: $search, pageSize: 5) { total page pageSize items { adminId operation targetType targetId after } } }';
    const { tradingAuditLog: log } = await ok(LOG, { search: requestId }, ACCOUNTANT);
    expect(log).toMatchObject({ total: 2, page: 1, pageSize: 5 });
    expect(log.items.map((entry: { operation: string }) => entry.operation)).toEqual([
      'TRADER_RETIRED',
      'TRADER_CREATED',
    ]);
    expect(log.items[1]).toMatchObject({ adminId: (OPERATOR as { adminId: string }).adminId, targetId: requestId });
    expect(JSON.parse(log.items[1].after)).toMatchObject({ name: 'Audited Trader' });
    expect((await refusal(LOG, { search: requestId }, customer())).reason).toBe('ADMIN_ROLE_REQUIRED');
    expect((await refusal(LOG, { search: requestId }, { kind: 'guest' })).reason).toBe('SIGN_IN_REQUIRED');
  });

  it('the same requestId again is the same trader; with other figures it is refused', async () => {
    const requestId = randomUUID();
    await ok(CREATE, { input: traderInput(), requestId }, OPERATOR);
    const again = await ok(CREATE, { input: traderInput(), requestId }, OPERATOR);
    expect(again.createTrader.id).toBe(requestId);
    expect(await auditOf(harness.database.orm, requestId)).toHaveLength(1);
    expect((await refusal(CREATE, { input: traderInput({ maxAllocation: '6000' }), requestId }, OPERATOR)).reason).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
  });

  it('has no win-rate input: the schema refuses one', async () => {
    const refused = await refusal(CREATE, { input: traderInput({ winRate: 95 }) }, OPERATOR);
    expect(refused.message).toMatch(/winRate/);
  });

  it('refuses bad figures: profit share above 50 %, min above max, zero equity, bad email', async () => {
    const reasonOf = async (extra: Record<string, unknown>) =>
      (await refusal(CREATE, { input: traderInput(extra) }, OPERATOR)).reason;
    expect(await reasonOf({ profitSharePercent: 50.01 })).toBe('INVALID_INPUT');
    expect(await reasonOf({ profitSharePercent: -1 })).toBe('INVALID_INPUT');
    expect(await reasonOf({ minAllocation: '5000.01' })).toBe('INVALID_INPUT');
    expect(await reasonOf({ equity: '0' })).toBe('INVALID_INPUT');
    expect(await reasonOf({ minAllocation: '1.001' })).toBe('INVALID_INPUT');
    expect(await reasonOf({ email: 'not-an-email' })).toBe('INVALID_INPUT');
    expect(
      (await createTrader({ profitSharePercent: 50, minAllocation: '10', maxAllocation: '10' })).maxAllocation,
    ).toBe('10.00');
  });

  it('is for OPERATOR and SUPERADMIN only; customers do not see email or equity', async () => {
    const user = customer();
    expect((await refusal(CREATE, { input: traderInput() }, ACCOUNTANT)).reason).toBe('ADMIN_ROLE_REQUIRED');
    expect((await refusal(CREATE, { input: traderInput() }, user)).reason).toBe('ADMIN_ROLE_REQUIRED');
    expect((await refusal(CREATE, { input: traderInput() }, { kind: 'guest' })).reason).toBe('SIGN_IN_REQUIRED');
    const superadmin: Viewer = { kind: 'admin', adminId: randomUUID(), roles: ['superadmin'] };
    const { createTrader: trader } = await ok(CREATE, { input: traderInput() }, superadmin);
    const hidden = await refusal(`query ($id: ID!) { trader(id: $id) { email } }`, { id: trader.id }, user);
    expect(hidden.reason).toBe('ADMIN_ROLE_REQUIRED');
  });

  it('updates a trader with before and after in the audit log', async () => {
    const trader = await createTrader();
    const { updateTrader: updated } = await ok(
      UPDATE,
      { id: trader.id, input: traderInput({ name: 'Ada Lovelace', profitSharePercent: 12.5 }) },
      OPERATOR,
    );
    expect(updated).toMatchObject({ name: 'Ada Lovelace', profitSharePercent: 12.5 });
    const [entry] = await auditOf(harness.database.orm, trader.id);
    expect(entry).toMatchObject({ operation: 'TRADER_UPDATED', targetType: 'TRADER' });
    expect(entry.before).toMatchObject({ name: 'Ada Trader', profitShareBps: 2000 });
    expect(entry.after).toMatchObject({ name: 'Ada Lovelace', profitShareBps: 1250 });
    expect((await refusal(UPDATE, { id: randomUUID(), input: traderInput() }, OPERATOR)).message).toBe(
      'Trader Not Found',
    );
  });

  it('retires a trader: kept, hidden from customers, copies stopped, audited once; no update afterwards', async () => {
    const trader = await createTrader();
    const user = customer();
    await ok(COPY, { traderId: trader.id, allocation: '100', requestId: randomUUID() }, user);
    const { retireTrader: retired } = await ok(RETIRE, { id: trader.id, reason: 'Left the desk' }, OPERATOR);
    expect(retired.retiredAt).not.toBeNull();
    const again = await ok(RETIRE, { id: trader.id, reason: 'Again' }, OPERATOR);
    expect(again.retireTrader.retiredAt).toBe(retired.retiredAt);
    const audit = await auditOf(harness.database.orm, trader.id);
    expect(audit.map((entry) => entry.operation)).toEqual(['TRADER_RETIRED', 'TRADER_CREATED']);
    expect(audit[0].after).toMatchObject({ retireReason: 'Left the desk', stoppedCopies: 1 });
    const { traders } = await ok(TRADERS, {}, user);
    expect(traders.map((listed: { id: string }) => listed.id)).not.toContain(trader.id);
    expect(await refusal(ONE_TRADER, { id: trader.id }, user)).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'TRADER_NOT_FOUND',
      message: 'Trader Not Found',
    });
    expect((await ok(ONE_TRADER, { id: trader.id }, OPERATOR)).trader.id).toBe(trader.id);
    expect(await copiedTraders(user)).toEqual([]);
    expect(
      (await refusal(COPY, { traderId: trader.id, allocation: '100', requestId: randomUUID() }, user)).reason,
    ).toBe('TRADER_NOT_FOUND');
    expect((await refusal(UPDATE, { id: trader.id, input: traderInput() }, OPERATOR)).reason).toBe('TRADER_RETIRED');
    expect(
      (await sqlRows<{ n: number }>('select count(*)::int as n from traders where id = $1', [trader.id]))[0].n,
    ).toBe(1);
  });

  it('the database refuses deleting a trader and any change to the audit log', async () => {
    const trader = await createTrader();
    await expect(sqlRows('delete from traders where id = $1', [trader.id])).rejects.toThrow(/never deleted/);
    await expect(sqlRows("update audit_log set operation = 'X' where target_id = $1", [trader.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(sqlRows('delete from audit_log where target_id = $1', [trader.id])).rejects.toThrow(/append-only/);
  });
});

describe('traders: customers', () => {
  it('lists active traders with their copiers, and "Trader Not Found" for an unknown id', async () => {
    const trader = await createTrader({ name: 'Listed' });
    await ok(COPY, { traderId: trader.id, allocation: '100', requestId: randomUUID() }, customer());
    const { traders } = await ok(TRADERS, {}, { kind: 'guest' });
    expect(traders.find((listed: { id: string }) => listed.id === trader.id)).toMatchObject({
      name: 'Listed',
      copiers: 1,
      statistics: {
        winRate: null,
        statisticsUnavailable: 'NO_CLOSED_TRADES',
        statisticsUnavailableReason: 'This trader has no closed trades recorded yet',
      },
    });
    for (const id of [randomUUID(), 'not-a-uuid'])
      expect(await refusal(ONE_TRADER, { id }, customer())).toMatchObject({
        reason: 'TRADER_NOT_FOUND',
        message: 'Trader Not Found',
      });
  });

  it('copies within the allocation bounds only: at min and max, not one cent outside', async () => {
    const trader = await createTrader();
    expect((await copy(customer(), trader.id, '99.99')).errors?.[0].extensions?.reason).toBe('ALLOCATION_OUT_OF_RANGE');
    expect((await copy(customer(), trader.id, '5000.01')).errors?.[0].extensions?.reason).toBe(
      'ALLOCATION_OUT_OF_RANGE',
    );
    expect((await copy(customer(), trader.id, '0')).errors?.[0].extensions?.reason).toBe('INVALID_INPUT');
    expect((await copy(customer(), trader.id, '100.00')).data?.copyTrader.allocation).toBe('100.00');
    expect((await copy(customer(), trader.id, '5000')).data?.copyTrader.allocation).toBe('5000.00');
    expect((await copy(customer(), randomUUID(), '100')).errors?.[0].extensions?.reason).toBe('TRADER_NOT_FOUND');
    expect((await copy(OPERATOR, trader.id, '100')).errors?.[0].extensions?.reason).toBe('CUSTOMER_ONLY');
  });

  it('copying the same trader again: the same copy with the same allocation, 409 with another', async () => {
    const trader = await createTrader();
    const user = customer();
    const requestId = randomUUID();
    const first = (await copy(user, trader.id, '250', requestId)).data?.copyTrader;
    expect(first).toMatchObject({ id: requestId, trader: { id: trader.id }, allocation: '250.00', stoppedAt: null });
    expect((await copy(user, trader.id, '250', requestId)).data?.copyTrader).toEqual(first);
    expect((await copy(user, trader.id, '250')).data?.copyTrader).toEqual(first);
    expect(
      await refusal(COPY, { traderId: trader.id, allocation: '300', requestId: randomUUID() }, user),
    ).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_COPYING' });
    expect((await copy(customer(), trader.id, '250', requestId)).errors?.[0].extensions?.reason).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await copiedTraders(user)).toEqual([first]);
  });

  it('two copy requests at once make one open copy', async () => {
    const trader = await createTrader();
    const user = customer();
    const results = await Promise.all([copy(user, trader.id, '500'), copy(user, trader.id, '500')]);
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined]);
    expect(results[0].data?.copyTrader.id).toBe(results[1].data?.copyTrader.id);
    const rows = await sqlRows<{ n: number }>(
      'select count(*)::int as n from copies where user_id = $1 and trader_id = $2',
      [user.userId, trader.id],
    );
    expect(rows[0].n).toBe(1);
    const other = customer();
    const differing = await Promise.all([copy(other, trader.id, '500'), copy(other, trader.id, '600')]);
    expect(differing.map((result) => result.errors?.[0].extensions?.reason ?? 'COPIED').sort()).toEqual([
      'ALREADY_COPYING',
      'COPIED',
    ]);
    expect(await copiedTraders(other)).toHaveLength(1);
  });

  it('the unique index keeps a second open copy out even when written directly', async () => {
    const trader = await createTrader();
    const user = customer();
    await ok(COPY, { traderId: trader.id, allocation: '100', requestId: randomUUID() }, user);
    await expect(
      sqlRows(
        'insert into copies (id, user_id, trader_id, allocation_minor, started_at) values ($1, $2, $3, 10000, now())',
        [randomUUID(), user.userId, trader.id],
      ),
    ).rejects.toThrow(/copies_one_open/);
  });

  it('stops copying once; stopping again is a 409; copying anew afterwards is a new copy', async () => {
    const trader = await createTrader();
    const user = customer();
    const first = (await ok(COPY, { traderId: trader.id, allocation: '100', requestId: randomUUID() }, user))
      .copyTrader;
    clock.now += 60_000;
    const { stopCopying: stopped } = await ok(STOP, { traderId: trader.id }, user);
    expect(stopped).toMatchObject({ id: first.id, stoppedAt: new Date(clock.now).toISOString() });
    expect(await refusal(STOP, { traderId: trader.id }, user)).toMatchObject({
      code: 'CONFLICT',
      reason: 'NOT_COPYING',
    });
    expect((await refusal(STOP, { traderId: randomUUID() }, user)).reason).toBe('NOT_COPYING');
    expect(await copiedTraders(user)).toEqual([]);
    const second = (await ok(COPY, { traderId: trader.id, allocation: '200', requestId: randomUUID() }, user))
      .copyTrader;
    expect(second.id).not.toBe(first.id);
    expect(await copiedTraders(user)).toEqual([second]);
    await expect(sqlRows('update copies set allocation_minor = 1 where id = $1', [second.id])).rejects.toThrow(
      /only ever stops/,
    );
  });

  it('computes statistics from the trader’s closed trades only', async () => {
    const trader = await createTrader({ equity: '1000.00' });
    const [{ id: tickId }] = await sqlRows<{ id: string }>(
      "insert into ticks (symbol, ask, bid, at) values ('EURUSD', 1.1, 1.078, now()) returning id",
    );
    const insertTrade = (status: string, profitMinor: number | null) =>
      sqlRows(
        `insert into trades (id, user_id, symbol, side, status, currency, margin_minor, leverage, units, open_tick_id,
           open_price, open_rate, opened_at, close_out_price, close_tick_id, close_price, close_rate, closed_at,
           closed_by, profit_minor, trader_id)
         values ($1, $2, 'EURUSD', 'BUY', $3, 'USD', 10000, 10, 1, $4, 1.1, 1, now(), 1.05,
           $5, $6, $7, $8, $9, $10, $11)`,
        [
          randomUUID(),
          randomUUID(),
          status,
          tickId,
          ...(status === 'CLOSED' ? [tickId, 1.1, 1, new Date(), 'CUSTOMER'] : [null, null, null, null, null]),
          profitMinor,
          trader.id,
        ],
      );
    await insertTrade('CLOSED', 5_000);
    await insertTrade('CLOSED', -2_000);
    await insertTrade('CLOSED', 1_000);
    await insertTrade('OPEN', null);
    const { trader: shown } = await ok(ONE_TRADER, { id: trader.id }, customer());
    expect(shown.statistics).toEqual({
      winRate: 66.67,
      numberOfTrades: 3,
      return: 4,
      statisticsUnavailable: null,
      statisticsUnavailableReason: null,
    });
  });
});

describe('the Forex screen rule', () => {
  const SCREEN_SYMBOLS = ['EURUSD', 'BTCUSDT', 'AAPL'];
  const OPEN_OPTION = 'mutation ($input: OpenOptionInput!) { openOption(input: $input) { id } }';
  const tradeOf = (symbol: string) => ({ requestId: randomUUID(), symbol, side: 'BUY', margin: '100', leverage: 10 });

  it('refuses a trade of every market without a copy: COPY_REQUIRED, "User Must Copy At Least One Trader"', async () => {
    const user = customer();
    for (const symbol of SCREEN_SYMBOLS)
      expect([symbol, await refusal(OPEN_TRADE, { input: tradeOf(symbol) }, user)]).toEqual([
        symbol,
        { code: 'UNPROCESSABLE', reason: 'COPY_REQUIRED', message: 'User Must Copy At Least One Trader' },
      ]);
    const trader = await createTrader();
    await ok(COPY, { traderId: trader.id, allocation: '100', requestId: randomUUID() }, user);
    // Past the rule, the trade goes on to funds (unreachable in this suite): the copy lifted the refusal.
    for (const symbol of SCREEN_SYMBOLS)
      expect((await refusal(OPEN_TRADE, { input: tradeOf(symbol) }, user)).reason).not.toBe('COPY_REQUIRED');
    await ok(STOP, { traderId: trader.id }, user);
    for (const symbol of SCREEN_SYMBOLS)
      expect((await refusal(OPEN_TRADE, { input: tradeOf(symbol) }, user)).reason).toBe('COPY_REQUIRED');
  });

  it('leaves options alone: an option needs no copied trader', async () => {
    const input = { requestId: randomUUID(), symbol: 'BTCUSDT', direction: 'HIGHER', stake: '10' };
    const refused = await refusal(OPEN_OPTION, { input }, customer());
    expect(refused.reason).toBeDefined();
    expect(refused.reason).not.toBe('COPY_REQUIRED');
  });
});
