import { randomUUID } from 'node:crypto';
import type { Viewer } from '@mc/platform';
import { ACCOUNTANT, startPositionsHarness, type PositionsHarness } from '../test/support/positions-harness';
import { percentile } from './stats';

/**
 * The trading rows of `npm run bench` that need many positions: trading and funds on the PostgreSQL
 * server with a hand-driven feed (the exchange is the one thing mocked, with the clock), every
 * position opened through trading's GraphQL and funds' hold, as a customer's would be.
 */
export type TriggerBench = {
  indexRebuildMs: number;
  positions: number;
  triggered: number;
  openingPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  lastMs: number;
};
export type SettlementBench = {
  options: number;
  openingPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  lastMs: number;
};

const CUSTOMERS = 40;
const OPENING_CONCURRENCY = 32;
const TRIGGERED_SYMBOL = 'BTCUSDT';
const LEVERAGE = 3;

type Instrument = { symbol: string; market: 'CRYPTO' | 'CURRENCIES' | 'STOCKS' };

/** Where the harness's deposits leave Bitcoin (they are paid in BTC at this ask). */
const BTC_ASK = 60_000;
/** A first ask per market, within every instrument's precision; USDT and USD are at par. */
const firstAsk = (instrument: Instrument) =>
  instrument.symbol === 'BTCUSDT' ? BTC_ASK : instrument.market === 'CURRENCIES' ? 1.2 : 100;

async function instrumentsOf(harness: PositionsHarness): Promise<Instrument[]> {
  const { data } = await harness.trading<{ instruments: Instrument[] }>(
    '{ instruments { symbol market } }',
    {},
    ACCOUNTANT,
  );
  return data!.instruments;
}

/** Funded customers who copy one trader, so forex trades are allowed to them. */
async function tradingCustomers(harness: PositionsHarness, count: number): Promise<(Viewer & { userId: string })[]> {
  const trader = await harness.trading<{ createTrader: { id: string } }>(
    'mutation ($input: TraderInput!) { createTrader(input: $input) { id } }',
    {
      input: {
        name: 'Bench Trader',
        email: 'bench.trader@cloudmine.test',
        profitSharePercent: 10,
        equity: '100000',
        minAllocation: '100',
        maxAllocation: '100000',
      },
    },
    ACCOUNTANT,
  );
  const customers = [];
  for (let index = 0; index < count; index += 1) {
    const customer = await harness.fundedCustomer('900000');
    const copied = await harness.trading(
      'mutation ($traderId: ID!, $requestId: ID!) { copyTrader(traderId: $traderId, allocation: "100", requestId: $requestId) { id } }',
      { traderId: trader.data!.createTrader.id, requestId: randomUUID() },
      customer,
    );
    if (copied.errors) throw new Error(`copy refused: ${JSON.stringify(copied.errors)}`);
    customers.push(customer);
  }
  return customers;
}

/** Runs `work(index)` for 0..count-1 with bounded concurrency; returns the rate per second. */
async function inParallel(count: number, work: (index: number) => Promise<void>): Promise<number> {
  let next = 0;
  const startedMs = performance.now();
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: OPENING_CONCURRENCY }, worker));
  return (count / (performance.now() - startedMs)) * 1000;
}

/**
 * Watches a count grow to `expected` from `startedMs`, polling the database every 10 ms; the i-th
 * position's latency is when the count first reached i.
 */
async function latenciesUntil(
  harness: PositionsHarness,
  countQuery: string,
  expected: number,
  startedMs: number,
  timeoutMs: number,
): Promise<number[]> {
  const latencies: number[] = [];
  while (latencies.length < expected) {
    if (performance.now() - startedMs > timeoutMs) throw new Error(`only ${latencies.length} of ${expected} in time`);
    const [{ done }] = await sqlOn(harness, countQuery);
    const elapsed = performance.now() - startedMs;
    while (latencies.length < Math.min(Number(done), expected)) latencies.push(elapsed);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return latencies;
}

/**
 * `positions` open trades over every instrument. The BTCUSDT share (one in 46) are BUYs opened
 * through trading and funds with a take-profit 1 % above their opening; one BTCUSDT tick 5 % up
 * reaches all of them, and the figure is the time from that tick to each one closed (its own
 * transaction; funds settles it by event). The other positions only have to exist, for the trigger
 * index and the tables to have their size: one per other instrument is opened through the same path
 * and copied in SQL to make up the number (no funds hold stands behind a copy; none is reached, so
 * none closes). Trading is then restarted, rebuilding its index from the open trades, as after a deploy.
 */
export async function benchTriggers(positions: number): Promise<TriggerBench> {
  const harness = await startPositionsHarness('resolved');
  try {
    const instruments = await instrumentsOf(harness);
    for (const instrument of instruments) harness.tick(instrument.symbol, firstAsk(instrument));
    const customers = await tradingCustomers(harness, CUSTOMERS);
    const triggered = Math.round(positions / instruments.length);
    const others = instruments.filter((instrument) => instrument.symbol !== TRIGGERED_SYMBOL);
    const btc = instruments.find((instrument) => instrument.symbol === TRIGGERED_SYMBOL)!;
    const openingPerSecond = await inParallel(triggered + others.length, async (index) => {
      const instrument = index < triggered ? btc : others[index - triggered];
      await openTrade(harness, customers[index % customers.length], {
        symbol: instrument.symbol,
        side: index % 2 === 0 || index < triggered ? 'BUY' : 'SELL',
        takeProfit: index < triggered ? firstAsk(instrument) * 1.01 : undefined,
      });
    });
    await copyOpenTrades(harness, positions - triggered - others.length, others.length);
    const rebuildStartedMs = performance.now();
    await harness.restart();
    const indexRebuildMs = performance.now() - rebuildStartedMs;
    const closes = closesAnnounced(harness, triggered, 300_000);
    const startedMs = performance.now();
    harness.tick(TRIGGERED_SYMBOL, BTC_ASK * 1.05);
    const latencies = (await closes).map((closedMs) => closedMs - startedMs);
    return { positions, triggered, openingPerSecond, indexRebuildMs, ...spread(latencies) };
  } finally {
    await harness.stop();
  }
}

/**
 * When each of `expected` trades is announced closed on `live.trade.<userId>` (published right after
 * its closing transaction commits). Watching the bus, not polling the database, keeps the measuring
 * out of the connection pool the closes are queued on.
 */
function closesAnnounced(harness: PositionsHarness, expected: number, timeoutMs: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const closedAt: number[] = [];
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`only ${closedAt.length} of ${expected} closes announced in time`));
    }, timeoutMs);
    const unsubscribe = harness.bus.subscribeLive('live.trade.*', (_subject, data) => {
      const change = data as { kind?: string; status?: string };
      if (change.kind !== 'TRADE' || change.status !== 'CLOSED') return;
      closedAt.push(performance.now());
      if (closedAt.length < expected) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(closedAt);
    });
  });
}

async function openTrade(
  harness: PositionsHarness,
  customer: Viewer,
  trade: { symbol: string; side: string; takeProfit?: number },
): Promise<void> {
  const input = { requestId: randomUUID(), margin: '10', leverage: LEVERAGE, ...trade };
  const opened = await harness.trading(
    'mutation ($input: OpenTradeInput!) { openTrade(input: $input) { id } }',
    { input },
    customer,
  );
  if (opened.errors) throw new Error(`trade refused: ${JSON.stringify(opened.errors)}`);
}

/** Copies the open trades of the instruments other than BTCUSDT until `count` more are open. */
async function copyOpenTrades(harness: PositionsHarness, count: number, templates: number): Promise<void> {
  if (count <= 0) return;
  await harness.tradingDatabase.script((execute) =>
    execute(
      `insert into trades (id, user_id, symbol, side, currency, margin_minor, leverage, units, open_tick_id,
         open_price, open_rate, opened_at, close_out_price)
       select gen_random_uuid(), t.user_id, t.symbol, t.side, t.currency, t.margin_minor, t.leverage, t.units,
         t.open_tick_id, t.open_price, t.open_rate, t.opened_at, t.close_out_price
       from (select * from trades where status = 'OPEN' and symbol <> $1) t
       cross join generate_series(1, $2::int)
       limit $3`,
      [TRIGGERED_SYMBOL, Math.ceil(count / templates), count],
    ),
  );
}

/**
 * `count` options opened at the same tick, all expiring at the same instant, settled by the
 * production schedule (after each of the feed's half-second flushes, and every second besides). The clock follows wall time from just before expiry; the lag of an option is from its
 * expiry to its settlement being recorded.
 */
export async function benchOptionSettlement(count: number): Promise<SettlementBench> {
  const harness = await startPositionsHarness('resolved');
  try {
    const instruments = (await instrumentsOf(harness)).filter((instrument) => instrument.market !== 'CURRENCIES');
    for (const instrument of instruments) harness.tick(instrument.symbol, firstAsk(instrument));
    const customers = await tradingCustomers(harness, CUSTOMERS);
    const openingPerSecond = await inParallel(count, async (index) => {
      const input = {
        requestId: randomUUID(),
        symbol: instruments[index % instruments.length].symbol,
        direction: index % 2 === 0 ? 'HIGHER' : 'LOWER',
        stake: '10',
        durationMinutes: 5,
      };
      const opened = await harness.trading(
        'mutation ($input: OpenOptionInput!) { openOption(input: $input) { id } }',
        { input },
        customers[index % customers.length],
      );
      if (opened.errors) throw new Error(`option refused: ${JSON.stringify(opened.errors)}`);
    });
    const [{ expiry }] = await sqlOn(harness, 'select max(expires_at) as expiry from options');
    await harness.restart({
      flushIntervalMs: 500,
      positionJobs: { settleEveryMs: 1_000, reconcileEveryMs: 1_000, abandonAfterMs: 60_000 },
    });
    const expiryMs = new Date(expiry).getTime();
    harness.clock.now = expiryMs;
    const startedMs = performance.now();
    const follow = setInterval(() => (harness.clock.now = expiryMs + (performance.now() - startedMs)), 5);
    try {
      for (const instrument of instruments) harness.quote(instrument.symbol, firstAsk(instrument) * 1.01);
      const latencies = await latenciesUntil(
        harness,
        `select count(*) as done from options where status <> 'OPEN'`,
        count,
        startedMs,
        120_000,
      );
      return { options: count, openingPerSecond, ...spread(latencies) };
    } finally {
      clearInterval(follow);
    }
  } finally {
    await harness.stop();
  }
}

/** Reads trading's own database, as a test does, to see what the service has done. */
const sqlOn = (harness: PositionsHarness, text: string) =>
  harness.tradingDatabase.script((execute) => execute(text)) as Promise<Record<string, string | Date>[]>;

function spread(latencies: number[]): { p50Ms: number; p99Ms: number; lastMs: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), lastMs: sorted[sorted.length - 1] };
}
