import { randomUUID } from 'node:crypto';
import { verifyLedger } from '@mc/funds';
import { encodeViewer, INTERNAL_SECRET_HEADER, VIEWER_HEADER, type Viewer } from '@mc/platform';
import { TEST_INTERNAL_SECRET, waitFor } from '@mc/platform/testing';
import { mirrorTradeId } from '../../services/trading/src/copying/copy-figures';
import { customer, startPositionsHarness, tradingBalances, type PositionsHarness } from './support/positions-harness';

/**
 * Copy trading end to end through trading and funds on PostgreSQL: the desk's model trades, mirrors at
 * the same recorded tick, skips with their reasons, closing at the same tick, the profit share above a
 * high-water mark in the customer's statement, the trader's figures, and a restart mid fan-out.
 * AAPL: quoted in USD, two decimals, 2 % spread (ask 100.00 → bid 98.00).
 */
let harness: PositionsHarness;

const DESK: Viewer = { kind: 'admin', adminId: randomUUID(), roles: ['trading_desk'] };
const OPERATOR: Viewer = { kind: 'admin', adminId: randomUUID(), roles: ['operator'] };
type Customer = Viewer & { userId: string };

const TRADE =
  'id userId status currency margin leverage units traderId copiedFrom opening { tickId price at } closing { tickId price at } closedBy profit profitShare';
const OPEN_DESK = `mutation ($input: OpenTraderTradeInput!) { openTraderTrade(input: $input) { ${TRADE} } }`;
const CLOSE_DESK = `mutation ($id: ID!) { closeTraderTrade(id: $id) { ${TRADE} } }`;
const GET_TRADE = `query ($id: ID!) { trade(id: $id) { ${TRADE} mirrorCount mirrorSkips { userId reason detail traderId user { id } } } }`;
const CREATE_TRADER = 'mutation ($input: TraderInput!) { createTrader(input: $input) { id } }';
const COPY =
  'mutation ($traderId: ID!, $allocation: String!, $requestId: ID!) { copyTrader(traderId: $traderId, allocation: $allocation, requestId: $requestId) { id } }';
const USER_FIELDS = (fields: string) =>
  `query ($id: ID!) { _entities(representations: [{__typename: "User", id: $id}]) { ... on User { ${fields} } } }`;

const tradingSql = (text: string, params: unknown[] = []) =>
  harness.tradingDatabase.script((execute) => execute(text, params));

async function ok<T = any>(query: string, variables: Record<string, unknown>, viewer: Viewer): Promise<T> {
  const { data, errors } = await harness.trading(query, variables, viewer);
  if (errors) throw new Error(JSON.stringify(errors));
  return data as T;
}

async function refusal(query: string, variables: Record<string, unknown>, viewer: Viewer) {
  const { errors } = await harness.trading(query, variables, viewer);
  return errors?.[0].extensions?.reason;
}

async function createTrader(extra: Record<string, unknown> = {}): Promise<string> {
  const input = {
    name: `Trader ${randomUUID().slice(0, 6)}`,
    email: 'desk@example.com',
    profitSharePercent: 20,
    equity: '10000',
    minAllocation: '10',
    maxAllocation: '10000',
    ...extra,
  };
  return (await ok(CREATE_TRADER, { input }, OPERATOR)).createTrader.id;
}

async function copy(user: Customer, traderId: string, allocation: string) {
  await ok(COPY, { traderId, allocation, requestId: randomUUID() }, user);
}

const deskTrade = (traderId: string, extra: Record<string, unknown> = {}) => ({
  requestId: randomUUID(),
  traderId,
  symbol: 'AAPL',
  side: 'BUY',
  margin: '500',
  leverage: 10,
  ...extra,
});

async function openDesk(input: Record<string, unknown>) {
  return (await ok(OPEN_DESK, { input }, DESK)).openTraderTrade;
}

async function mirrorsOf(traderTradeId: string) {
  return tradingSql(
    'select id, user_id, status, open_tick_id, close_tick_id, margin_minor, units, closed_by, profit_minor from trades where copied_from = $1 order by user_id',
    [traderTradeId],
  );
}

/** Waits until funds settled every hold of the customer and returns the balances. */
async function settled(user: Customer) {
  return waitFor(
    async () => {
      const balances = await tradingBalances(harness, user);
      return balances.held === '0.00' && balances;
    },
    10_000,
    'the holds settled',
  );
}

describe('copy trading', () => {
  beforeAll(async () => {
    harness = await startPositionsHarness('resolved');
    harness.tick('AAPL', 100);
  });
  afterAll(() => harness.stop());

  describe('the desk', () => {
    it('is for TRADING_DESK and SUPERADMIN only', async () => {
      const traderId = await createTrader();
      const user = customer();
      expect(await refusal(OPEN_DESK, { input: deskTrade(traderId) }, user)).toBe('ADMIN_ROLE_REQUIRED');
      expect(await refusal(OPEN_DESK, { input: deskTrade(traderId) }, OPERATOR)).toBe('ADMIN_ROLE_REQUIRED');
      expect(await refusal(OPEN_DESK, { input: deskTrade(traderId) }, { kind: 'guest' })).toBe('SIGN_IN_REQUIRED');
      const superadmin: Viewer = { kind: 'admin', adminId: randomUUID(), roles: ['superadmin'] };
      const { openTraderTrade } = await ok(OPEN_DESK, { input: deskTrade(traderId, { margin: '10' }) }, superadmin);
      expect(openTraderTrade).toMatchObject({ userId: traderId, traderId, copiedFrom: null, currency: 'USD' });
    });

    it('opens at the recorded ask, audited with admin and IP, once per requestId', async () => {
      const traderId = await createTrader();
      const input = deskTrade(traderId);
      const response = await fetch(harness.tradingUrl(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [INTERNAL_SECRET_HEADER]: TEST_INTERNAL_SECRET,
          [VIEWER_HEADER]: encodeViewer(DESK),
          'x-client-ip': '203.0.113.7',
        },
        body: JSON.stringify({ query: OPEN_DESK, variables: { input } }),
      });
      const trade = (await response.json()).data.openTraderTrade;
      expect(trade).toMatchObject({ status: 'OPEN', margin: '500.00', leverage: 10, units: '50.00000000' });
      expect(trade.opening.price).toBe(100);
      const [again, concurrent] = await Promise.all([openDesk(input), openDesk(input)]);
      expect(again.id).toBe(trade.id);
      expect(concurrent.id).toBe(trade.id);
      const audit = await tradingSql('select admin_id, ip, operation, target_id from audit_log where target_id = $1', [
        trade.id,
      ]);
      expect(audit).toEqual([
        { admin_id: (DESK as any).adminId, ip: '203.0.113.7', operation: 'TRADER_TRADE_OPENED', target_id: trade.id },
      ]);
      expect(await refusal(OPEN_DESK, { input: { ...input, traderId: await createTrader() } }, DESK)).toBe(
        'IDEMPOTENCY_CONFLICT',
      );
    });

    it('bounds the open model margins by the stated equity', async () => {
      const traderId = await createTrader({ equity: '1000' });
      await openDesk(deskTrade(traderId, { margin: '600' }));
      expect(await refusal(OPEN_DESK, { input: deskTrade(traderId, { margin: '400.01' }) }, DESK)).toBe(
        'EQUITY_EXCEEDED',
      );
      expect((await openDesk(deskTrade(traderId, { margin: '400' }))).margin).toBe('400.00');
      const figures = 'query ($id: ID!) { trader(id: $id) { equity openMargin } }';
      expect((await ok(figures, { id: traderId }, DESK)).trader).toEqual({ equity: '1000.00', openMargin: '1000.00' });
      expect(await refusal(figures, { id: traderId }, customer())).toBe('ADMIN_ROLE_REQUIRED');
      const refusals = await Promise.all([
        refusal(OPEN_DESK, { input: deskTrade(traderId, { leverage: 101 }) }, DESK),
        refusal(OPEN_DESK, { input: deskTrade(traderId, { margin: '0.5' }) }, DESK),
        refusal(OPEN_DESK, { input: deskTrade(randomUUID()) }, DESK),
        refusal(OPEN_DESK, { input: deskTrade(traderId, { symbol: 'NOPE' }) }, DESK),
      ]);
      expect(refusals).toEqual(['INVALID_INPUT', 'INVALID_INPUT', 'TRADER_NOT_FOUND', 'INSTRUMENT_NOT_FOUND']);
    });

    it('closes only model trades, once, audited', async () => {
      const traderId = await createTrader();
      const trade = await openDesk(deskTrade(traderId));
      harness.tick('AAPL', 100);
      const closed = (await ok(CLOSE_DESK, { id: trade.id }, DESK)).closeTraderTrade;
      expect(closed).toMatchObject({ status: 'CLOSED', closedBy: 'ADMIN', closing: { price: 98 }, profit: '-100.00' });
      expect(await refusal(CLOSE_DESK, { id: trade.id }, DESK)).toBe('TRADE_NOT_OPEN');
      expect(await refusal(CLOSE_DESK, { id: randomUUID() }, DESK)).toBe('TRADE_NOT_FOUND');
      expect(await refusal(CLOSE_DESK, { id: trade.id }, OPERATOR)).toBe('ADMIN_ROLE_REQUIRED');
      const audit = await tradingSql('select operation from audit_log where target_id = $1 order by id', [trade.id]);
      expect(audit.map((row) => row.operation)).toEqual(['TRADER_TRADE_OPENED', 'TRADER_TRADE_CLOSED']);
    });
  });

  describe('mirroring', () => {
    it('mirrors to every copier at the same tick, sized allocation ÷ equity, and records each skip', async () => {
      const traderId = await createTrader({ maxAllocation: '20000' });
      const [a, b, small, unfunded, poor] = [
        await harness.fundedCustomer('1000'),
        await harness.fundedCustomer('1000'),
        await harness.fundedCustomer('1000'),
        customer(),
        await harness.fundedCustomer('500'),
      ];
      await copy(a, traderId, '1000');
      await copy(b, traderId, '2000');
      await copy(small, traderId, '10');
      // Unfunded but allowed to trade: a country outside the capped and excluded regions (ADR 0020).
      await harness.setCountry(unfunded.userId, 'JP');
      await copy(unfunded, traderId, '1000');
      await copy(poor, traderId, '20000');
      const live: any[] = [];
      harness.bus.subscribeLive(`live.trade.${small.userId}`, (_subject, data) => live.push(data));
      harness.tick('AAPL', 100);
      const trade = await openDesk(deskTrade(traderId));
      const mirrors = await mirrorsOf(trade.id);
      expect(mirrors.map((row) => [row.user_id, String(row.margin_minor), row.units])).toEqual(
        [
          [a.userId, '5000', '5.00000000'],
          [b.userId, '10000', '10.00000000'],
        ].sort((x, y) => x[0].localeCompare(y[0])),
      );
      for (const mirror of mirrors) {
        expect(String(mirror.open_tick_id)).toBe(trade.opening.tickId);
        expect(mirror.id).toBe(mirrorTradeId(trade.id, String(mirror.user_id)));
      }
      const { trade: mirrorOfA } = await ok<{ trade: { traderId: string; trader: { id: string; name: string } } }>(
        'query ($id: ID!) { trade(id: $id) { traderId trader { id name } } }',
        { id: mirrorTradeId(trade.id, a.userId) },
        a,
      );
      expect(mirrorOfA.trader).toEqual({ id: traderId, name: expect.stringMatching(/^Trader /) });
      expect(await tradingBalances(harness, a)).toEqual({ available: '950.00', held: '50.00' });
      expect(await tradingBalances(harness, b)).toEqual({ available: '900.00', held: '100.00' });
      expect(await tradingBalances(harness, poor)).toEqual({ available: '500.00', held: '0.00' });
      const { trade: seen } = await ok(GET_TRADE, { id: trade.id }, DESK);
      expect(
        seen.mirrorSkips
          .map((skip: any) => [skip.userId, skip.reason])
          .sort((x: any, y: any) => x[0].localeCompare(y[0])),
      ).toEqual(
        [
          [small.userId, 'BELOW_MINIMUM'],
          [unfunded.userId, 'DEPOSIT_REQUIRED'],
          [poor.userId, 'INSUFFICIENT_FUNDS'],
        ].sort((x, y) => x[0].localeCompare(y[0])),
      );
      expect(seen.mirrorSkips.find((skip: any) => skip.userId === small.userId).detail).toMatch(/0\.50 USD/);
      expect(seen.mirrorSkips.every((skip: any) => skip.user.id === skip.userId)).toBe(true);
      expect(seen.mirrorCount).toBe(2);
      await waitFor(() => live.length === 1, 5_000, 'the SKIPPED push');
      expect(live[0]).toMatchObject({ kind: 'TRADE', id: trade.id, status: 'SKIPPED', reason: 'BELOW_MINIMUM' });
      const mine = await ok(USER_FIELDS('skippedMirrors { traderTradeId reason }'), { id: small.userId }, small);
      expect(mine._entities[0].skippedMirrors).toEqual([{ traderTradeId: trade.id, reason: 'BELOW_MINIMUM' }]);
      const asCustomer = await ok(GET_TRADE, { id: mirrors[0].id }, mirrors[0].user_id === a.userId ? a : b);
      expect(asCustomer.trade).toMatchObject({ traderId, copiedFrom: trade.id, mirrorSkips: [], mirrorCount: 0 });

      // The same desk request again: no second mirror, no second skip, no second hold, and nothing for a
      // copy started after the desk acted (it would open at a past price).
      const late = await harness.fundedCustomer('1000');
      await copy(late, traderId, '1000');
      await openDesk({ ...deskTrade(traderId), requestId: trade.id });
      expect(await mirrorsOf(trade.id)).toHaveLength(2);
      const again = (await ok(GET_TRADE, { id: trade.id }, DESK)).trade;
      expect(again.mirrorSkips).toHaveLength(3);
      expect(again.mirrorCount).toBe(2);
      expect(await tradingBalances(harness, a)).toEqual({ available: '950.00', held: '50.00' });
      expect(await tradingBalances(harness, late)).toEqual({ available: '1000.00', held: '0.00' });

      // Closing the trader trade closes every mirror at the same closing tick.
      harness.tick('AAPL', 110);
      const closed = (await ok(CLOSE_DESK, { id: trade.id }, DESK)).closeTraderTrade;
      const after = await mirrorsOf(trade.id);
      expect(after.map((row) => [row.status, String(row.close_tick_id), row.closed_by])).toEqual([
        ['CLOSED', closed.closing.tickId, 'ADMIN'],
        ['CLOSED', closed.closing.tickId, 'ADMIN'],
      ]);
    });

    it('skips a leverage outside the copier range', async () => {
      const traderId = await createTrader();
      const user = await harness.fundedCustomer('1000');
      await copy(user, traderId, '1000');
      harness.tick('AAPL', 100);
      const trade = await openDesk(deskTrade(traderId, { leverage: 2 }));
      const { trade: seen } = await ok(GET_TRADE, { id: trade.id }, DESK);
      expect(seen.mirrorSkips).toEqual([
        expect.objectContaining({ userId: user.userId, reason: 'LEVERAGE_NOT_ALLOWED', traderId }),
      ]);
      expect(seen.mirrorCount).toBe(0);
      expect(await mirrorsOf(trade.id)).toEqual([]);
    });

    it('leaves open mirrors to a customer who stops copying, who may close them', async () => {
      const traderId = await createTrader();
      const user = await harness.fundedCustomer('1000');
      await copy(user, traderId, '1000');
      harness.tick('AAPL', 100);
      const trade = await openDesk(deskTrade(traderId));
      await ok('mutation ($traderId: ID!) { stopCopying(traderId: $traderId) { id } }', { traderId }, user);
      const [mirror] = await mirrorsOf(trade.id);
      expect(mirror.status).toBe('OPEN');
      harness.tick('AAPL', 100);
      const closed = (await ok(`mutation ($id: ID!) { closeTrade(id: $id) { ${TRADE} } }`, { id: mirror.id }, user))
        .closeTrade;
      expect(closed).toMatchObject({ status: 'CLOSED', closedBy: 'CUSTOMER', profit: '-10.00', profitShare: null });
      expect(await settled(user)).toEqual({ available: '990.00', held: '0.00' });
      harness.tick('AAPL', 101);
      await ok(CLOSE_DESK, { id: trade.id }, DESK);
      expect((await mirrorsOf(trade.id))[0]).toMatchObject({ status: 'CLOSED', closed_by: 'CUSTOMER' });
    });

    it('closes the mirrors when the trader trade reaches its take-profit, at that tick', async () => {
      const traderId = await createTrader();
      const user = await harness.fundedCustomer('1000');
      await copy(user, traderId, '1000');
      harness.tick('AAPL', 100);
      const trade = await openDesk(deskTrade(traderId, { takeProfit: 105 }));
      harness.tick('AAPL', 108);
      const [mirror] = await waitFor(
        async () => {
          const rows = await mirrorsOf(trade.id);
          return rows[0]?.status === 'CLOSED' && rows;
        },
        10_000,
        'the mirror closed',
      );
      const { trade: model } = await ok(GET_TRADE, { id: trade.id }, DESK);
      expect(model).toMatchObject({ status: 'CLOSED', closedBy: 'TAKE_PROFIT' });
      expect(String(mirror.close_tick_id)).toBe(model.closing.tickId);
      expect(mirror.closed_by).toBe('TAKE_PROFIT');
    });
  });

  describe('profit share and the trader figures', () => {
    it('takes the share above the high-water mark only, in the statement, and draws the equity curve', async () => {
      const traderId = await createTrader({ profitSharePercent: 20, equity: '10000' });
      const user = await harness.fundedCustomer('1000');
      await copy(user, traderId, '1000');
      const round = async (closeAsk: number) => {
        harness.tick('AAPL', 100);
        const trade = await openDesk(deskTrade(traderId));
        harness.tick('AAPL', closeAsk);
        await ok(CLOSE_DESK, { id: trade.id }, DESK);
        const [mirror] = await mirrorsOf(trade.id);
        return (await ok(GET_TRADE, { id: mirror.id }, user)).trade;
      };
      // Mirror: 5 units. A loss, then gains: the share is taken only above the mark.
      expect(await round(99)).toMatchObject({ profit: '-14.90', profitShare: null }); // bid 97.02; cum −14.90
      expect((await settled(user)).available).toBe('985.10');
      expect(await round(110)).toMatchObject({ profit: '39.00', profitShare: '4.82' }); // cum 24.10, 20 %
      expect((await settled(user)).available).toBe('1019.28');
      expect(await round(105)).toMatchObject({ profit: '14.50', profitShare: '2.90' }); // cum 38.60, mark 24.10
      expect((await settled(user)).available).toBe('1030.88');
      const marks = await tradingSql(
        'select cumulative_minor, high_water_mark_minor, share_minor from profit_shares where user_id = $1 order by seq',
        [user.userId],
      );
      expect(
        marks.map((row) => [row.cumulative_minor, row.high_water_mark_minor, row.share_minor].map(String)),
      ).toEqual([
        ['-1490', '0', '0'],
        ['2410', '2410', '482'],
        ['3860', '3860', '290'],
      ]);

      const statement = await harness.funds.query(
        'query ($id: ID!) { _entities(representations: [{__typename: "User", id: $id, currency: "USD"}]) { ... on User { statement { items { kind description account amount { amount } } } } } }',
        { id: user.userId },
        user,
      );
      const lines = statement.data?._entities[0].statement.items;
      const shareLine = lines.find((line: any) => line.amount.amount === '-4.82');
      expect(shareLine).toMatchObject({ kind: 'TRADE_SETTLEMENT', account: 'AVAILABLE' });
      expect(shareLine.description).toMatch(/profit share \(20 %\) to trader Trader/);

      // Model trades: 50 units, profits −149.00, +390.00, +145.00 on an equity of 10,000.00.
      const { trader } = await ok(
        'query ($id: ID!) { trader(id: $id) { statistics { winRate numberOfTrades return maxDrawdown assetsCopying } equityCurve { equity { amount assetCode } } recentTrades(limit: 2) { id status } } }',
        { id: traderId },
        user,
      );
      expect(trader.statistics).toEqual({
        winRate: 66.67,
        numberOfTrades: 3,
        return: 3.86,
        maxDrawdown: 1.49, // 10,000.00 → 9,851.00
        assetsCopying: '1000.00',
      });
      expect(trader.equityCurve.map((point: any) => point.equity.amount)).toEqual([
        '10000.00',
        '9851.00',
        '10241.00',
        '10386.00',
      ]);
      expect(trader.recentTrades).toHaveLength(2);
    });
  });

  describe('skips of the saga', () => {
    it('skips a copier when funds does not answer, and one whose hold request was abandoned', async () => {
      const traderId = await createTrader();
      const unanswered = await harness.fundedCustomer('1000');
      await copy(unanswered, traderId, '1000');
      await harness.restart({ fundsUrl: 'http://127.0.0.1:9/graphql' });
      harness.tick('AAPL', 100);
      const trade = await openDesk(deskTrade(traderId));
      await harness.restart();
      // A copy the fan-out had not reached when the reconciler abandoned its hold request (a crash).
      const abandoned = await harness.fundedCustomer('1000');
      await tradingSql(
        "insert into copies (id, user_id, trader_id, allocation_minor, started_at) values ($1, $2, $3, 100000, $4::timestamptz - interval '1 minute')",
        [randomUUID(), abandoned.userId, traderId, trade.opening.at],
      );
      const holdId = `trade:${mirrorTradeId(trade.id, abandoned.userId)}`;
      await tradingSql('insert into hold_requests (hold_id, user_id, requested_at) values ($1, $2, $3)', [
        holdId,
        abandoned.userId,
        new Date(harness.clock.now - 120_000).toISOString(),
      ]);
      await waitFor(
        async () =>
          (await tradingSql('select outcome from hold_requests where hold_id = $1', [holdId]))[0].outcome ===
          'ABANDONED',
        10_000,
        'the reconciler abandoned the request',
      );
      await openDesk({ ...deskTrade(traderId), requestId: trade.id });
      const { trade: seen } = await ok(GET_TRADE, { id: trade.id }, DESK);
      const reasons = new Map(seen.mirrorSkips.map((skip: any) => [skip.userId, skip.reason]));
      expect(reasons).toEqual(
        new Map([
          [unanswered.userId, 'FUNDS_UNAVAILABLE'],
          [abandoned.userId, 'REQUEST_ABANDONED'],
        ]),
      );
      expect(await mirrorsOf(trade.id)).toEqual([]);
      expect(await tradingBalances(harness, abandoned)).toEqual({ available: '1000.00', held: '0.00' });
    });
  });

  describe('many copiers and closes at once', () => {
    it('mirrors to 30 copiers at one tick and closes them all at one tick', async () => {
      const traderId = await createTrader();
      const copiers: Customer[] = [];
      for (let index = 0; index < 30; index += 1) {
        const user = await harness.fundedCustomer('500');
        await copy(user, traderId, '100');
        copiers.push(user);
      }
      harness.tick('AAPL', 100);
      const trade = await openDesk(deskTrade(traderId));
      const mirrors = await mirrorsOf(trade.id);
      expect(mirrors).toHaveLength(30);
      expect(new Set(mirrors.map((row) => String(row.open_tick_id)))).toEqual(new Set([trade.opening.tickId]));
      expect(new Set(mirrors.map((row) => String(row.margin_minor)))).toEqual(new Set(['500']));
      harness.tick('AAPL', 102);
      const closed = (await ok(CLOSE_DESK, { id: trade.id }, DESK)).closeTraderTrade;
      const after = await mirrorsOf(trade.id);
      expect(new Set(after.map((row) => `${String(row.status)} ${String(row.close_tick_id)}`))).toEqual(
        new Set([`CLOSED ${closed.closing.tickId}`]),
      );
      expect(await settled(copiers[29])).toEqual({ available: '499.98', held: '0.00' }); // 0.5 units × −0.04
    });

    it("serialises one copier's profit shares when two trader trades close at once", async () => {
      const traderId = await createTrader({ profitSharePercent: 50 });
      const user = await harness.fundedCustomer('1000');
      await copy(user, traderId, '1000');
      harness.tick('AAPL', 100);
      const first = await openDesk(deskTrade(traderId));
      const second = await openDesk(deskTrade(traderId));
      harness.tick('AAPL', 110);
      await Promise.all([ok(CLOSE_DESK, { id: first.id }, DESK), ok(CLOSE_DESK, { id: second.id }, DESK)]);
      const marks = await tradingSql(
        'select seq, cumulative_minor, high_water_mark_minor, share_minor from profit_shares where user_id = $1 order by seq',
        [user.userId],
      );
      // Each mirror: 5 units × 7.80 = 39.00; the second's share is taken above the first's mark only.
      expect(
        marks.map((row) => [row.seq, row.cumulative_minor, row.high_water_mark_minor, row.share_minor].map(String)),
      ).toEqual([
        ['1', '3900', '3900', '1950'],
        ['2', '7800', '7800', '1950'],
      ]);
      expect(await settled(user)).toEqual({ available: '1039.00', held: '0.00' });
    });
  });

  describe('a restart mid fan-out', () => {
    it('resumes the mirrors a crash left out, at the same tick, holding each margin once', async () => {
      const traderId = await createTrader();
      harness.tick('AAPL', 100);
      const trade = await openDesk(deskTrade(traderId));
      // As a crash would leave it: two copies the fan-out had not reached, one of whose holds funds already took.
      const [held, missed] = [await harness.fundedCustomer('1000'), await harness.fundedCustomer('1000')];
      for (const user of [held, missed])
        await tradingSql(
          "insert into copies (id, user_id, trader_id, allocation_minor, started_at) values ($1, $2, $3, 100000, $4::timestamptz - interval '1 minute')",
          [randomUUID(), user.userId, traderId, trade.opening.at],
        );
      const holdId = `trade:${mirrorTradeId(trade.id, held.userId)}`;
      await tradingSql('insert into hold_requests (hold_id, user_id, requested_at) values ($1, $2, $3)', [
        holdId,
        held.userId,
        new Date(harness.clock.now).toISOString(),
      ]);
      const placed = await harness.funds.query(
        'mutation ($input: PlaceTradingHoldInput!) { placeTradingHold(input: $input) { holdId } }',
        { input: { holdId, amounts: [{ currency: 'USD', amount: '50.00' }] } },
        held,
      );
      expect(placed.errors).toBeUndefined();
      await harness.restart();
      const mirrors = await waitFor(
        async () => {
          const rows = await mirrorsOf(trade.id);
          return rows.length === 2 && rows;
        },
        10_000,
        'the fan-out resumed',
      );
      expect(mirrors.map((row) => String(row.open_tick_id))).toEqual([trade.opening.tickId, trade.opening.tickId]);
      expect(await tradingBalances(harness, held)).toEqual({ available: '950.00', held: '50.00' });
      expect(await tradingBalances(harness, missed)).toEqual({ available: '950.00', held: '50.00' });
    });
  });

  describe('the ledger after all of it', () => {
    it('keeps every invariant', async () => {
      const report = await verifyLedger(harness.funds.database);
      expect(report.results.filter((result) => !result.held)).toEqual([]);
    });
  });
});
