import { randomUUID } from 'node:crypto';
import { liveTradeSubject } from '@mc/contracts';
import { waitFor } from '@mc/platform/testing';
// The gateway's subscription as its graphql-ws server runs it, fed by the same bus as trading.
import { subscribeMyTrades, type LiveTradesPush } from '../../gateway/src/subscriptions/my-trades';
import {
  closingPrice,
  parseScaled,
  priceUnits,
  tradeProfitMinor,
  UNITS_SCALE,
} from '../../services/trading/src/positions/figures';
import { startPositionsHarness, type PositionsHarness } from './support/positions-harness';

/**
 * `myTrades` (issue 15): each customer's socket hears of their own trades and options only (OPENED,
 * CLOSED, SETTLED, SKIPPED), and gets the live profit of their open trades as trading computes it with
 * its closing formulas, pushed only when a price that matters moved. AAPL: USD, 2 % spread.
 */
let harness: PositionsHarness;
type Customer = Awaited<ReturnType<PositionsHarness['fundedCustomer']>>;
type OpenedTrade = { id: string; side: 'BUY' | 'SELL'; units: string; margin: string; opening: { price: number } };

const OPEN_TRADE =
  'mutation ($input: OpenTradeInput!) { openTrade(input: $input) { id side units margin opening { price } } }';
const CLOSE_TRADE = 'mutation ($id: ID!) { closeTrade(id: $id) { id status profit } }';
const OPEN_OPTION = 'mutation ($input: OpenOptionInput!) { openOption(input: $input) { id expiresAt } }';
const PROFITS_EVERY_MS = 50;

/** Reads a socket's pushes as the graphql-ws server would, until stopped. */
function follow(user: Customer) {
  const iterator = subscribeMyTrades(harness.bus, user);
  const pushes: LiveTradesPush[] = [];
  void (async () => {
    for await (const push of iterator) pushes.push(push);
  })();
  const changes = () => pushes.flatMap((push) => (push.change ? [push.change] : []));
  const profits = () => pushes.flatMap((push) => (push.profits ? [push.profits] : []));
  return { pushes, changes, profits, stop: () => iterator.return!() };
}

async function openTrade(user: Customer, side: 'BUY' | 'SELL', margin = '100', leverage = 10): Promise<OpenedTrade> {
  const input = { requestId: randomUUID(), symbol: 'AAPL', side, margin, leverage };
  const { data, errors } = await harness.trading(OPEN_TRADE, { input }, user);
  if (errors) throw new Error(JSON.stringify(errors));
  return data!.openTrade as OpenedTrade;
}

/** What trading's closing formulas give for this trade at this tick (USD at par: rate 1). */
function expectedProfit(trade: OpenedTrade, ask: number, bid: number): string {
  const profitMinor = tradeProfitMinor({
    side: trade.side,
    units: parseScaled(trade.units, UNITS_SCALE),
    openPrice: priceUnits(trade.opening.price),
    closePrice: priceUnits(closingPrice(trade.side, { ask, bid })),
    closeRate: 10_000_000_000n,
    marginMinor: BigInt(trade.margin.replace('.', '')),
    minorScale: 2,
  });
  return (Number(profitMinor) / 100).toFixed(2);
}

beforeAll(async () => {
  harness = await startPositionsHarness('resolved');
  await harness.restart({ liveProfitsEveryMs: PROFITS_EVERY_MS });
  harness.tick('AAPL', 100);
});
afterAll(() => harness.stop());

describe('myTrades', () => {
  it('tells each customer of their own trades only, with live profits from trading', async () => {
    const [alice, bob] = [await harness.tradingCustomer(), await harness.tradingCustomer()];
    const [aliceSocket, bobSocket] = [follow(alice), follow(bob)];
    harness.tick('AAPL', 100);
    const aliceBuy = await openTrade(alice, 'BUY');
    const bobSell = await openTrade(bob, 'SELL', '50', 3);
    await waitFor(() => aliceSocket.changes().length === 1 && bobSocket.changes().length === 1, 5_000, 'opened');
    expect(aliceSocket.changes()).toEqual([
      expect.objectContaining({ kind: 'TRADE', id: aliceBuy.id, status: 'OPEN', event: 'OPENED' }),
    ]);
    expect(bobSocket.changes()).toEqual([
      expect.objectContaining({ kind: 'TRADE', id: bobSell.id, status: 'OPEN', event: 'OPENED' }),
    ]);

    harness.tick('AAPL', 110); // bid 107.80: the BUY is up, the SELL (closing at the ask) down
    const aliceProfits = await waitFor(
      () => aliceSocket.profits().find((profits) => profits[0]?.price === 107.8),
      5_000,
      'alice profit at 107.80',
    );
    expect(aliceProfits).toEqual([
      {
        tradeId: aliceBuy.id,
        symbol: 'AAPL',
        price: 107.8,
        tickAt: new Date(harness.clock.now).toISOString(),
        profit: expectedProfit(aliceBuy, 110, 107.8),
        currency: 'USD',
      },
    ]);
    expect(aliceProfits[0].profit).toBe('78.00');
    const bobProfits = await waitFor(
      () => bobSocket.profits().find((profits) => profits[0]?.price === 110),
      5_000,
      'bob profit at 110',
    );
    expect(bobProfits).toEqual([expect.objectContaining({ tradeId: bobSell.id, price: 110 })]);
    expect(bobProfits[0].profit).toBe(expectedProfit(bobSell, 110, 107.8));
    expect(bobProfits[0].profit).toBe('-18.36'); // 1.53061224 units × (98.00 − 110.00)
    const everyPushedId = (socket: ReturnType<typeof follow>) => [
      ...socket.changes().map((change) => change.id),
      ...socket.profits().flatMap((profits) => profits.map((each) => each.tradeId)),
    ];
    expect(new Set(everyPushedId(aliceSocket))).toEqual(new Set([aliceBuy.id]));
    expect(new Set(everyPushedId(bobSocket))).toEqual(new Set([bobSell.id]));

    const { data } = await harness.trading(CLOSE_TRADE, { id: aliceBuy.id }, alice);
    expect(data?.closeTrade).toMatchObject({ status: 'CLOSED', profit: aliceProfits[0].profit });
    await waitFor(() => aliceSocket.changes().length === 2, 5_000, 'closed');
    expect(aliceSocket.changes()[1]).toMatchObject({ id: aliceBuy.id, status: 'CLOSED', event: 'CLOSED' });
    expect(bobSocket.changes()).toHaveLength(1);
    await Promise.all([aliceSocket.stop(), bobSocket.stop()]);
  });

  it('pushes profits only when a price of an open trade moved, and none after the last one closed', async () => {
    const carol = await harness.tradingCustomer();
    const socket = follow(carol);
    harness.tick('AAPL', 100);
    const trade = await openTrade(carol, 'BUY');
    await waitFor(() => socket.profits().length > 0, 5_000, 'the first profits');
    await new Promise((resolve) => setTimeout(resolve, PROFITS_EVERY_MS * 4));
    const settled = socket.profits().length;
    harness.tick('MSFT', 300); // another symbol: nothing to recompute for carol
    await new Promise((resolve) => setTimeout(resolve, PROFITS_EVERY_MS * 6));
    expect(socket.profits()).toHaveLength(settled);
    harness.tick('AAPL', 101);
    await waitFor(() => socket.profits().length === settled + 1, 5_000, 'profits after an AAPL tick');
    expect(socket.profits().at(-1)![0]).toMatchObject({ price: 98.98, profit: expectedProfit(trade, 101, 98.98) });
    await harness.trading(CLOSE_TRADE, { id: trade.id }, carol);
    await waitFor(() => socket.changes().length === 2, 5_000, 'closed');
    const afterClose = socket.profits().length;
    harness.tick('AAPL', 102);
    await new Promise((resolve) => setTimeout(resolve, PROFITS_EVERY_MS * 6));
    expect(socket.profits()).toHaveLength(afterClose);
    await socket.stop();
  });

  it('tells of an option opened and settled, and forwards a skipped mirror with its reason', async () => {
    const dave = await harness.tradingCustomer();
    const socket = follow(dave);
    harness.tick('AAPL', 100);
    const input = { requestId: randomUUID(), symbol: 'AAPL', direction: 'HIGHER', stake: '10', durationMinutes: 5 };
    const { data, errors } = await harness.trading(OPEN_OPTION, { input }, dave);
    expect(errors).toBeUndefined();
    const option = data!.openOption as { id: string; expiresAt: string };
    harness.clock.now = Date.parse(option.expiresAt);
    harness.tick('AAPL', 105);
    await waitFor(() => socket.changes().length === 2, 10_000, 'settled');
    expect(socket.changes()).toEqual([
      expect.objectContaining({ kind: 'OPTION', id: option.id, status: 'OPEN', event: 'OPENED' }),
      expect.objectContaining({ kind: 'OPTION', id: option.id, status: 'WON', event: 'SETTLED' }),
    ]);
    const mirror = { at: new Date().toISOString(), kind: 'TRADE', id: randomUUID(), status: 'SKIPPED' };
    harness.bus.publishLive(liveTradeSubject(dave.userId), { ...mirror, reason: 'Not enough trading balance' });
    harness.bus.publishLive(liveTradeSubject(dave.userId), { ...mirror, status: 'SOLD' }); // breaks the contract
    await waitFor(() => socket.changes().length === 3, 5_000, 'skipped');
    expect(socket.changes()[2]).toEqual({ ...mirror, event: 'SKIPPED', reason: 'Not enough trading balance' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socket.changes()).toHaveLength(3);
    await socket.stop();
  });

  it('refuses a socket without a signed-in customer', () => {
    expect(() => subscribeMyTrades(harness.bus, undefined)).toThrow('Sign in to follow your trades');
    expect(() =>
      subscribeMyTrades(harness.bus, { kind: 'admin', adminId: randomUUID(), roles: ['superadmin'] }),
    ).toThrow('Sign in to follow your trades');
  });
});
