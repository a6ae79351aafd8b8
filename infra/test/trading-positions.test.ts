import { randomUUID } from 'node:crypto';
import { verifyLedger } from '@mc/funds';
import { waitFor } from '@mc/platform/testing';
import {
  ACCOUNTANT,
  customer,
  DRIVERS,
  startPositionsHarness,
  tradingBalances,
  type PositionsHarness,
} from './support/positions-harness';

/**
 * The trading core end to end through both subgraphs: trades and options open at recorded ticks with
 * their money held by funds, close or settle from the feed, and funds settles the holds from the events.
 * AAPL: quoted in USD, two decimals, 2 % spread (ask 100.00 → bid 98.00), options pay 85 %.
 */
let harness: PositionsHarness;

const TRADE =
  'id userId symbol side status currency margin leverage units opening { tickId price at } takeProfit stopLoss closeOutPrice closing { tickId price at } closedBy profit';
const OPEN_TRADE = `mutation ($input: OpenTradeInput!) { openTrade(input: $input) { ${TRADE} } }`;
const CLOSE_TRADE = `mutation ($id: ID!) { closeTrade(id: $id) { ${TRADE} } }`;
const GET_TRADE = `query ($id: ID!) { trade(id: $id) { ${TRADE} } }`;
const OPTION =
  'id status currency stake payoutPercent strike { tickId price at } expiresAt settlement { tickId price at } profit';
const OPEN_OPTION = `mutation ($input: OpenOptionInput!) { openOption(input: $input) { ${OPTION} } }`;
const GET_OPTION = `query ($id: ID!) { tradingOption(id: $id) { ${OPTION} } }`;

/** Plain SQL on trading's own database: arranging what trading itself would have written. */
const tradingSql = (text: string, params: unknown[] = []) =>
  harness.tradingDatabase.script((execute) => execute(text, params));

type Customer = Awaited<ReturnType<PositionsHarness['fundedCustomer']>>;
const buy = (extra: Record<string, unknown> = {}) => ({
  requestId: randomUUID(),
  symbol: 'AAPL',
  side: 'BUY',
  margin: '100',
  leverage: 10,
  ...extra,
});

async function openTrade(user: Customer, input: Record<string, unknown>) {
  const { data, errors } = await harness.trading(OPEN_TRADE, { input }, user);
  if (errors) throw new Error(JSON.stringify(errors));
  return data!.openTrade;
}

async function refusal(
  query: string,
  variables: Record<string, unknown>,
  user: Parameters<PositionsHarness['trading']>[2],
) {
  const { errors } = await harness.trading(query, variables, user);
  return { reason: errors?.[0].extensions?.reason, message: errors?.[0].message };
}

/** A customer with a country (outside the capped regions), a copied trader and no deposit. */
async function unfundedCustomer() {
  const user = customer();
  await harness.setCountry(user.userId, 'JP');
  await harness.copyHouseTrader(user);
  return user;
}

/** Waits until funds settled the hold (nothing held any more) and returns the balances. */
async function settledBalances(user: Customer) {
  return waitFor(
    async () => {
      const balances = await tradingBalances(harness, user);
      return balances.held === '0.00' && balances;
    },
    10_000,
    'the hold settled',
  );
}

async function tradeOf(user: Customer, id: string) {
  return waitFor(
    async () => {
      const { data } = await harness.trading(GET_TRADE, { id }, user);
      return data?.trade.status !== 'OPEN' && data?.trade;
    },
    10_000,
    `trade ${id} closed`,
  );
}

describe.each(DRIVERS)('the trading core on %s', (driver) => {
  beforeAll(async () => {
    harness = await startPositionsHarness(driver);
    harness.tick('AAPL', 100);
  });
  afterAll(() => harness.stop());

  describe('opening a trade', () => {
    it('opens a BUY at the recorded ask with the margin held, sized margin × leverage ÷ price', async () => {
      const user = await harness.tradingCustomer();
      const live: unknown[] = [];
      harness.bus.subscribeLive(`live.trade.${user.userId}`, (_subject, data) => live.push(data));
      harness.tick('AAPL', 100);
      const trade = await openTrade(user, buy({ takeProfit: 150, stopLoss: 90 }));
      await waitFor(() => live.length === 1, 5_000, 'live.trade pushed');
      expect(live[0]).toMatchObject({ kind: 'TRADE', id: trade.id, status: 'OPEN' });
      expect(trade).toMatchObject({
        userId: user.userId,
        side: 'BUY',
        status: 'OPEN',
        currency: 'USD',
        margin: '100.00',
        leverage: 10,
        units: '10.00000000',
        opening: { price: 100 },
        takeProfit: 150,
        stopLoss: 90,
        closeOutPrice: 95,
        closing: null,
        profit: null,
      });
      expect(trade.opening.tickId).toMatch(/^\d+$/);
      expect(new Date(trade.opening.at).getTime()).toBe(harness.clock.now);
      expect(await tradingBalances(harness, user)).toEqual({ available: '900.00', held: '100.00' });
      const { data } = await harness.trading(
        'query ($id: ID!) { _entities(representations: [{__typename: "User", id: $id}]) { ... on User { openTrades { id } trades(status: OPEN) { total items { id } } } } }',
        { id: user.userId },
        user,
      );
      expect(data?._entities[0]).toEqual({
        openTrades: [{ id: trade.id }],
        trades: { total: 1, items: [{ id: trade.id }] },
      });
    });

    it('opens a SELL at the bid', async () => {
      const user = await harness.tradingCustomer();
      harness.tick('AAPL', 100);
      const trade = await openTrade(user, buy({ side: 'SELL', leverage: 5 }));
      expect(trade).toMatchObject({ opening: { price: 98 }, units: '5.10204081', closeOutPrice: 107.8 });
    });

    it('refuses: no trading balance, bad leverage or margin, unknown symbol, levels on the wrong side', async () => {
      expect(await refusal(OPEN_TRADE, { input: buy() }, await unfundedCustomer())).toEqual({
        reason: 'DEPOSIT_REQUIRED',
        message: 'Please deposit to place trades',
      });
      const user = await harness.tradingCustomer();
      const reasonOf = async (input: Record<string, unknown>) => (await refusal(OPEN_TRADE, { input }, user)).reason;
      expect(await reasonOf(buy({ leverage: 2 }))).toBe('INVALID_INPUT');
      expect(await reasonOf(buy({ leverage: 101 }))).toBe('INVALID_INPUT');
      expect(await reasonOf(buy({ margin: '0.5' }))).toBe('INVALID_INPUT');
      expect(await reasonOf(buy({ margin: '2000' }))).toBe('INSUFFICIENT_FUNDS');
      expect(await reasonOf(buy({ symbol: 'NOPE' }))).toBe('INSTRUMENT_NOT_FOUND');
      await tradingSql("update instruments set tradable = false where symbol = 'TWTR'");
      expect(await reasonOf(buy({ symbol: 'TWTR' }))).toBe('INSTRUMENT_NOT_TRADABLE');
      expect(await reasonOf(buy({ takeProfit: 97 }))).toBe('INVALID_INPUT');
      expect(await reasonOf(buy({ stopLoss: 99 }))).toBe('INVALID_INPUT');
      expect(await reasonOf(buy({ requestId: 'not-a-uuid' }))).toBe('INVALID_INPUT');
      expect((await refusal(OPEN_TRADE, { input: buy() }, ACCOUNTANT)).reason).toBe('CUSTOMER_ONLY');
      expect(await tradingBalances(harness, user)).toEqual({ available: '1000.00', held: '0.00' });
    });

    it('opens one trade for the same request sent twice, at once and again', async () => {
      const user = await harness.tradingCustomer();
      const input = buy();
      const [first, second] = await Promise.all([openTrade(user, input), openTrade(user, input)]);
      const third = await openTrade(user, input);
      expect(second.id).toBe(first.id);
      expect(third).toEqual(first);
      expect(await tradingBalances(harness, user)).toEqual({ available: '900.00', held: '100.00' });
      expect((await refusal(OPEN_TRADE, { input }, customer())).reason).toBe('IDEMPOTENCY_CONFLICT');
    });

    it('opens exactly one of two trades at once that together exceed the balance', async () => {
      const user = await harness.tradingCustomer('500');
      const answers = await Promise.all([
        harness.trading(OPEN_TRADE, { input: buy({ margin: '300' }) }, user),
        harness.trading(OPEN_TRADE, { input: buy({ margin: '300' }) }, user),
      ]);
      expect(answers.filter((answer) => answer.data?.openTrade)).toHaveLength(1);
      expect(answers.flatMap((answer) => answer.errors ?? []).map((error) => error.extensions?.reason)).toEqual([
        'INSUFFICIENT_FUNDS',
      ]);
      expect(await tradingBalances(harness, user)).toEqual({ available: '200.00', held: '300.00' });
    });
  });

  describe('closing a trade', () => {
    it('closes at the customer request at the recorded bid and settles the profit; again is 409', async () => {
      const user = await harness.tradingCustomer();
      harness.tick('AAPL', 100);
      const trade = await openTrade(user, buy());
      harness.tick('AAPL', 110);
      const { data } = await harness.trading(CLOSE_TRADE, { id: trade.id }, user);
      expect(data?.closeTrade).toMatchObject({
        status: 'CLOSED',
        closedBy: 'CUSTOMER',
        closing: { price: 107.8 },
        profit: '78.00',
      });
      expect(Number(data?.closeTrade.closing.tickId)).toBeGreaterThan(Number(trade.opening.tickId));
      expect(await settledBalances(user)).toEqual({ available: '1078.00', held: '0.00' });
      expect(await refusal(CLOSE_TRADE, { id: trade.id }, user)).toEqual({
        reason: 'TRADE_NOT_OPEN',
        message: 'This trade is already CLOSED',
      });
    });

    it('closes by take-profit, stop-loss and close-out on the tick that reaches them', async () => {
      const user = await harness.tradingCustomer();
      harness.tick('AAPL', 100);
      const takeProfit = await openTrade(user, buy({ takeProfit: 105 }));
      const stopLoss = await openTrade(user, buy({ stopLoss: 97 }));
      const closeOut = await openTrade(user, buy());
      const sell = await openTrade(user, buy({ side: 'SELL', leverage: 3, takeProfit: 90 }));
      harness.tick('AAPL', 108);
      expect(await tradeOf(user, takeProfit.id)).toMatchObject({
        closedBy: 'TAKE_PROFIT',
        closing: { price: 105.84 },
        profit: '58.40',
      });
      harness.tick('AAPL', 98.5);
      expect(await tradeOf(user, stopLoss.id)).toMatchObject({
        closedBy: 'STOP_LOSS',
        closing: { price: 96.53 },
        profit: '-34.70',
      });
      harness.tick('AAPL', 90);
      // Negative balance protection: 10 units × (88.20 − 100) would lose 118.00; the margin (100.00) is the limit.
      expect(await tradeOf(user, closeOut.id)).toMatchObject({
        closedBy: 'CLOSE_OUT',
        closing: { price: 88.2 },
        profit: '-100.00',
      });
      // The same tick reaches the SELL's take-profit (it closes at the ask): 3.06122448 units × (98 − 90).
      expect(await tradeOf(user, sell.id)).toMatchObject({
        closedBy: 'TAKE_PROFIT',
        closing: { price: 90 },
        profit: '24.48',
      });
      expect(await settledBalances(user)).toEqual({ available: '948.18', held: '0.00' });
    });

    it('closes every trade one tick reaches together, each at its figures and once, one the customer closes meanwhile too', async () => {
      const users = [await harness.tradingCustomer(), await harness.tradingCustomer()];
      harness.tick('AAPL', 100);
      const opened = [];
      for (const user of users)
        for (let index = 0; index < 3; index += 1)
          opened.push({ user, trade: await openTrade(user, buy({ takeProfit: 105 })) });
      const [raced, ...reached] = opened;
      const customerClose = harness.trading(CLOSE_TRADE, { id: raced.trade.id }, raced.user);
      harness.tick('AAPL', 108);
      for (const { user, trade } of reached)
        expect(await tradeOf(user, trade.id)).toMatchObject({
          closedBy: 'TAKE_PROFIT',
          closing: { price: 105.84 },
          profit: '58.40',
        });
      // Whichever came first closed the raced trade; the other found it closed.
      const racedClosed = await tradeOf(raced.user, raced.trade.id);
      const { data, errors } = await customerClose;
      if (data?.closeTrade) expect(racedClosed).toMatchObject({ closedBy: 'CUSTOMER', id: data.closeTrade.id });
      else expect([racedClosed.closedBy, errors?.[0].extensions?.reason]).toEqual(['TAKE_PROFIT', 'TRADE_NOT_OPEN']);
      const racedProfit = Number(racedClosed.profit);
      expect(await settledBalances(users[0])).toEqual({
        available: (1000 + 2 * 58.4 + racedProfit).toFixed(2),
        held: '0.00',
      });
      expect(await settledBalances(users[1])).toEqual({ available: '1175.20', held: '0.00' });
    });

    it("answers another customer's trade as an unknown one, for reading and closing", async () => {
      const owner = await harness.tradingCustomer();
      const trade = await openTrade(owner, buy());
      const stranger = customer();
      const notFound = { reason: 'TRADE_NOT_FOUND', message: 'Trade Not Found' };
      expect(await refusal(GET_TRADE, { id: trade.id }, stranger)).toEqual(notFound);
      expect(await refusal(GET_TRADE, { id: randomUUID() }, stranger)).toEqual(notFound);
      expect(await refusal(CLOSE_TRADE, { id: trade.id }, stranger)).toEqual(notFound);
      expect((await refusal(CLOSE_TRADE, { id: trade.id }, ACCOUNTANT)).reason).toBe('CUSTOMER_ONLY');
      const { data } = await harness.trading(GET_TRADE, { id: trade.id }, ACCOUNTANT);
      expect(data?.trade.id).toBe(trade.id);
    });
  });

  describe('options', () => {
    async function openOption(user: Customer, direction: string) {
      const { data, errors } = await harness.trading(
        OPEN_OPTION,
        { input: { requestId: randomUUID(), symbol: 'AAPL', direction, stake: '50' } },
        user,
      );
      if (errors) throw new Error(JSON.stringify(errors));
      return data!.openOption;
    }

    async function settled(user: Customer, id: string) {
      return waitFor(
        async () => {
          const { data } = await harness.trading(GET_OPTION, { id }, user);
          return data?.tradingOption.status !== 'OPEN' && data?.tradingOption;
        },
        10_000,
        `option ${id} settled`,
      );
    }

    it('holds the stake, strikes at the recorded ask and settles win, loss and tie from the first tick after expiry', async () => {
      const user = await harness.tradingCustomer();
      harness.tick('AAPL', 100);
      const [higher, put, call] = [
        await openOption(user, 'HIGHER'),
        await openOption(user, 'PUT'),
        await openOption(user, 'CALL'),
      ];
      expect(higher).toMatchObject({
        status: 'OPEN',
        stake: '50.00',
        payoutPercent: 85,
        strike: { price: 100 },
        settlement: null,
      });
      expect(new Date(higher.expiresAt).getTime() - new Date(higher.strike.at).getTime()).toBe(5 * 60_000);
      expect(await tradingBalances(harness, user)).toEqual({ available: '850.00', held: '150.00' });
      harness.clock.now += 5 * 60_000;
      harness.tick('AAPL', 101);
      expect(await settled(user, higher.id)).toMatchObject({
        status: 'WON',
        settlement: { price: 101 },
        profit: '42.50',
      });
      expect(await settled(user, put.id)).toMatchObject({ status: 'LOST', profit: '-50.00' });
      expect(await settled(user, call.id)).toMatchObject({ status: 'WON' });
      expect(await settledBalances(user)).toEqual({ available: '1035.00', held: '0.00' });

      harness.tick('AAPL', 100);
      const tie = await openOption(user, 'LOWER');
      harness.clock.now += 5 * 60_000;
      harness.tick('AAPL', 100);
      expect(await settled(user, tie.id)).toMatchObject({ status: 'TIED', profit: '0.00' });
      expect(await settledBalances(user)).toEqual({ available: '1035.00', held: '0.00' });
    });

    it('records the first tick past an expiry at once and settles from it, without waiting for a flush', async () => {
      const user = await harness.tradingCustomer();
      // Neither the feed's flush nor the settlement schedule comes within the test: only the tick can.
      await harness.restart({ flushIntervalMs: 3_600_000, positionJobs: { settleEveryMs: 3_600_000 } });
      try {
        harness.tick('AAPL', 100);
        const option = await openOption(user, 'HIGHER');
        // Each tick is a second after the clock: one a second before the expiry, then one at it.
        harness.clock.now += 5 * 60_000 - 2_000;
        harness.tick('AAPL', 102);
        harness.tick('AAPL', 103);
        expect(await settled(user, option.id)).toMatchObject({ status: 'WON', settlement: { price: 103 } });
      } finally {
        await harness.restart();
      }
    });

    it('refuses: a duration outside 5 to 10 minutes, a bad stake, an unknown symbol, no trading balance', async () => {
      const user = await harness.tradingCustomer();
      const option = (extra: Record<string, unknown>) => ({
        input: { requestId: randomUUID(), symbol: 'AAPL', direction: 'HIGHER', stake: '50', ...extra },
      });
      expect((await refusal(OPEN_OPTION, option({ durationMinutes: 11 }), user)).reason).toBe('INVALID_INPUT');
      expect((await refusal(OPEN_OPTION, option({ durationMinutes: 4 }), user)).reason).toBe('INVALID_INPUT');
      expect((await refusal(OPEN_OPTION, option({ stake: '0' }), user)).reason).toBe('INVALID_INPUT');
      expect((await refusal(OPEN_OPTION, option({ symbol: 'NOPE' }), user)).reason).toBe('INSTRUMENT_NOT_FOUND');
      expect(await refusal(OPEN_OPTION, option({}), await unfundedCustomer())).toEqual({
        reason: 'DEPOSIT_REQUIRED',
        message: 'Please deposit to place trades',
      });
      expect(await tradingBalances(harness, user)).toEqual({ available: '1000.00', held: '0.00' });
    });

    it('settles an option whose expiry passed while trading was down, from the tick recorded before the stop', async () => {
      const user = await harness.tradingCustomer();
      // Settlement runs once at start and then not for an hour: the restart has to do it.
      await harness.restart({ positionJobs: { settleEveryMs: 3_600_000 } });
      harness.tick('AAPL', 100);
      const option = await openOption(user, 'LOWER');
      harness.clock.now += 5 * 60_000;
      harness.tick('AAPL', 99);
      await harness.restart();
      harness.tick('AAPL', 120);
      expect(await settled(user, option.id)).toMatchObject({ status: 'WON', settlement: { price: 99 } });
      expect(await settledBalances(user)).toEqual({ available: '1042.50', held: '0.00' });
    });
  });

  describe('the hold reconciler', () => {
    it('has funds void a hold whose trade never opened', async () => {
      const user = await harness.tradingCustomer();
      const tradeId = randomUUID();
      // Trading asked for the hold and stopped before it opened the trade.
      await tradingSql('insert into hold_requests (hold_id, user_id, requested_at) values ($1, $2, $3)', [
        `trade:${tradeId}`,
        user.userId,
        new Date(harness.clock.now),
      ]);
      const { errors } = await harness.funds.query(
        'mutation ($input: PlaceTradingHoldInput!) { placeTradingHold(input: $input) { holdId } }',
        { input: { holdId: `trade:${tradeId}`, amount: '100' } },
        user,
      );
      expect(errors).toBeUndefined();
      expect(await tradingBalances(harness, user)).toEqual({ available: '900.00', held: '100.00' });
      harness.clock.now += 61_000;
      expect(await settledBalances(user)).toEqual({ available: '1000.00', held: '0.00' });
      const retried = await refusal(OPEN_TRADE, { input: buy({ requestId: tradeId }) }, user);
      expect(retried.reason).toBe('REQUEST_ABANDONED');
    });
  });

  describe('the Forex screen rule', () => {
    it('refuses a trade of every market without a copied trader, with nothing held; opens them with one', async () => {
      const user = await harness.fundedCustomer();
      const quotes = { EURUSD: 1.1, BTCUSDT: 60_000, AAPL: 100 };
      for (const [symbol, ask] of Object.entries(quotes)) {
        harness.tick(symbol, ask);
        expect([symbol, await refusal(OPEN_TRADE, { input: buy({ symbol }) }, user)]).toEqual([
          symbol,
          { reason: 'COPY_REQUIRED', message: 'User Must Copy At Least One Trader' },
        ]);
      }
      // Refused before the saga: nothing was held.
      expect(await tradingBalances(harness, user)).toEqual({ available: '1000.00', held: '0.00' });
      await harness.copyHouseTrader(user);
      for (const [symbol, ask] of Object.entries(quotes))
        expect(await openTrade(user, buy({ symbol }))).toMatchObject({
          symbol,
          status: 'OPEN',
          opening: { price: ask },
        });
      expect(await tradingBalances(harness, user)).toEqual({ available: '700.00', held: '300.00' });
    });

    it('leaves options alone: one opens without a copied trader', async () => {
      const user = await harness.fundedCustomer();
      harness.tick('AAPL', 100);
      const { data, errors } = await harness.trading(
        OPEN_OPTION,
        { input: { requestId: randomUUID(), symbol: 'AAPL', direction: 'HIGHER', stake: '50' } },
        user,
      );
      expect(errors).toBeUndefined();
      expect(data?.openOption).toMatchObject({ status: 'OPEN', stake: '50.00' });
    });
  });

  describe('the ledger after all of it', () => {
    it('keeps every invariant', async () => {
      const report = await verifyLedger(harness.funds.database);
      expect(report.results.filter((result) => !result.held)).toEqual([]);
    });
  });
});
