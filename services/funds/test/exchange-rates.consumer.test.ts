import type { CandleClosedV1 } from '@mc/contracts';
import { createMemoryBus, newEvent, serviceMigrations, type EventBus, type EventEnvelope } from '@mc/platform';
import { startSubgraphHarness, waitFor, type SubgraphHarness } from '@mc/platform/testing';
import { FUNDS_MIGRATIONS_DIR, startFundsService } from '../src';
import { EXCHANGE_RATES_CONSUMER } from '../src/events/exchange-rates.consumer';

type Rate = { coin: string; usd: number; eur: number; gbp: number; source: 'FEED' | 'FALLBACK'; updatedAt: string };

let bus: EventBus;
let harness: SubgraphHarness;
const firstMinuteMs = Date.UTC(2031, 0, 6, 9, 30);

beforeAll(async () => {
  // No duplicate window, so the same envelope published twice is really delivered twice and the
  // consumer's own idempotency is what the test exercises.
  bus = createMemoryBus({ duplicateWindowMs: 0 });
  harness = await startSubgraphHarness('funds', serviceMigrations(FUNDS_MIGRATIONS_DIR), startFundsService, { bus });
});
afterAll(async () => {
  await harness.stop();
  await bus.close();
});

function candle(symbol: string, close: number, minute = 0): EventEnvelope<CandleClosedV1> {
  const startedAt = new Date(firstMinuteMs + minute * 60_000).toISOString();
  const market = symbol.endsWith('USDT') ? 'CRYPTO' : 'CURRENCIES';
  return newEvent('trading.candle.closed', { symbol, market, startedAt, open: close, high: close, low: close, close });
}

async function rates(): Promise<Map<string, Rate>> {
  const { data } = await harness.query<{ exchangeRates: Rate[] }>(
    '{ exchangeRates { coin usd eur gbp source updatedAt } }',
  );
  return new Map((data?.exchangeRates ?? []).map((rate) => [rate.coin, rate]));
}

/** Publishes a sentinel candle and waits for it: the consumer handles events in order, so everything published before was handled too. */
async function drain(
  sentinelSymbol: string,
  sentinelCoin: string,
  close: number,
  minute: number,
): Promise<Map<string, Rate>> {
  await harness.bus.publish(candle(sentinelSymbol, close, minute));
  return waitFor(
    async () => {
      const current = await rates();
      return current.get(sentinelCoin)?.usd === close ? current : undefined;
    },
    10_000,
    `${sentinelCoin} priced at ${close}`,
  );
}

async function processedCount(eventId: string): Promise<number> {
  const rows = await harness.database.script((execute) =>
    execute('select count(*)::int as count from processed_events where consumer = $1 and event_id = $2', [
      EXCHANGE_RATES_CONSUMER,
      eventId,
    ]),
  );
  return Number(rows[0]?.count);
}

const bitcoinCandle = candle('BTCUSDT', 66_000, 2);

describe('exchange rates from the feed', () => {
  it('prices bitcoin from BTCUSDT with the EURUSD and GBPUSD closes, and tether from the fx closes', async () => {
    await harness.bus.publish(candle('EURUSD', 1.1, 0));
    await harness.bus.publish(candle('GBPUSD', 1.25, 1));
    await harness.bus.publish(bitcoinCandle);
    const bitcoin = await waitFor(
      async () => {
        const rate = (await rates()).get('bitcoin');
        return rate?.source === 'FEED' ? rate : undefined;
      },
      10_000,
      'bitcoin priced from the feed',
    );
    expect(bitcoin).toMatchObject({ usd: 66_000, eur: 60_000, gbp: 52_800 });

    const current = await rates();
    expect(current.get('tether')).toMatchObject({ usd: 1, eur: 0.90909091, gbp: 0.8, source: 'FEED' });
    expect(current.get('ripple')?.source).toBe('FALLBACK');
    expect(current.get('monero')?.source).toBe('FALLBACK');
  });

  it('applies an event delivered twice only once', async () => {
    const before = (await rates()).get('bitcoin');
    await harness.bus.publish(bitcoinCandle);
    const after = await drain('LTCUSDT', 'litecoin', 84.5, 3);
    // A second application would have stamped a new updatedAt.
    expect(after.get('bitcoin')).toEqual(before);
    expect(await processedCount(bitcoinCandle.eventId)).toBe(1);
    expect(after.get('litecoin')).toMatchObject({ eur: 76.81818182, gbp: 67.6, source: 'FEED' });
  });

  it('keeps the newer price when an older candle arrives late', async () => {
    const before = (await rates()).get('bitcoin');
    const late = candle('BTCUSDT', 10_000, 1);
    await harness.bus.publish(late);
    const after = await drain('ETHUSDT', 'ethereum', 3_520, 4);
    expect(after.get('bitcoin')).toEqual(before);
    expect(await processedCount(late.eventId)).toBe(1);
  });

  it('ignores symbols that price no coin', async () => {
    const before = await rates();
    const stock = candle('AAPL', 190.12, 5);
    await harness.bus.publish(stock);
    await waitFor(async () => (await processedCount(stock.eventId)) === 1, 10_000, 'the AAPL candle to be processed');
    expect(await rates()).toEqual(before);
  });

  it('refuses a malformed payload, leaves it unprocessed and keeps consuming', async () => {
    const before = (await rates()).get('bitcoin');
    const malformed = { ...candle('BTCUSDT', 1, 9), payload: { symbol: 'BTCUSDT', close: -5 } };
    await harness.bus.publish(malformed);
    const after = await drain('ZECUSDT', 'zcash', 31.25, 6);
    expect(after.get('bitcoin')).toEqual(before);
    expect(await processedCount(malformed.eventId)).toBe(0);
    const { data } = await harness.query('{ asset(code: "BTC") { code } }');
    expect(data?.asset).toEqual({ code: 'BTC' });
  });
});
