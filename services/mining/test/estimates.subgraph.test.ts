import { sql } from 'drizzle-orm';
import { queryRows } from '@mc/platform';
import { dailyClose } from '../src/db/rates.repository';
import { RATES_CONSUMER } from '../src/events/rates.consumer';
import { admin, candle, startMiningHarness, type MiningHarness } from './mining-harness';

let harness: MiningHarness;

beforeAll(async () => {
  harness = await startMiningHarness();
});
afterAll(() => harness.stop());

const ESTIMATE = `{ plan(id: "btc-1") { estimateUnavailableReason estimate {
  dailyGrossBtc dailyFeeUsd dailyNetPayout dailyNetUsd perSecondPayout returnPercent termDays breakEvenDay
  hashpriceMsatPerThDay maintenanceFeeUsdPerThDay btcRate { coin usd at source } coinRate { coin usd source } } } }`;
const CALCULATOR = `query ($input: MiningCalculatorInput) { miningCalculator(input: $input) {
  plan { id } amountUsd powerGhs usdPerGhs estimateUnavailableReason
  estimate { daily { days payout usd } weekly { days payout usd } monthly { days payout } yearly { days payout usd }
  term { days payout usd } netResultUsd hashpriceMsatPerThDay maintenanceFeeUsdPerThDay btcRate { usd } coinRate { coin usd } } } }`;

describe('estimates from the feed', () => {
  it('gives no estimate, with the reason, until the feed has priced BTC; the card figures are refused, not invented', async () => {
    const data = await harness.ok(ESTIMATE);
    expect(data.plan).toEqual({ estimateUnavailableReason: 'No BTC rate from the price feed yet', estimate: null });
    const { errors } = await harness.query('{ plans(coin: BTC) { estimatedDailyPayout } }');
    expect(errors?.[0].extensions).toMatchObject({ code: 'UNPROCESSABLE', reason: 'RATE_NOT_AVAILABLE' });
    const calculation = await harness.ok(CALCULATOR, {});
    expect(calculation.miningCalculator).toMatchObject({ amountUsd: '9500', estimate: null });
  });

  it('computes every figure once a candle has been consumed (the worked example of docs/mining.md)', async () => {
    const startedAt = '2031-05-01T11:59:00.000Z';
    await harness.closeCandles({ BTCUSDT: 100_000 }, startedAt);
    const data = await harness.ok(ESTIMATE);
    expect(data.plan).toEqual({
      estimateUnavailableReason: null,
      estimate: {
        dailyGrossBtc: '0.001',
        dailyFeeUsd: '72',
        dailyNetPayout: '0.00028',
        dailyNetUsd: '28',
        perSecondPayout: '0.0000000032407407',
        returnPercent: '2.2',
        termDays: 365,
        breakEvenDay: 358,
        hashpriceMsatPerThDay: 50_000,
        maintenanceFeeUsdPerThDay: '0.036',
        btcRate: { coin: 'BTC', usd: '100000', at: startedAt, source: 'CANDLE_CLOSE' },
        coinRate: { coin: 'BTC', usd: '100000', source: 'CANDLE_CLOSE' },
      },
    });
    // USDT needs only the BTC rate (USDT is taken at 1 USD); ETH waits for its own.
    const plans = await harness.ok(
      '{ plans(variant: null) { id estimateUnavailableReason estimate { dailyNetPayout } } }',
    );
    const byId = new Map(plans.plans.map((plan: { id: string }) => [plan.id, plan]));
    expect(byId.get('usdt-1')).toEqual({
      id: 'usdt-1',
      estimateUnavailableReason: null,
      estimate: { dailyNetPayout: '28' },
    });
    expect(byId.get('eth-1')).toMatchObject({ estimateUnavailableReason: 'No ETH rate from the price feed yet' });
    // Pro: 0.030 USD fee, 12,000 USD: (2,000 × 0.02 USD × 365 − 12,000) ÷ 12,000 = +21.67 %.
    expect(byId.get('btc-4')).toMatchObject({ estimate: { dailyNetPayout: '0.0004' } });
    expect(plans.plans).toHaveLength(24);
  });

  it('applies a candle delivered twice once, and keeps the newer close when an older one arrives late', async () => {
    const event = candle('BTCUSDT', 100_000, '2031-05-01T11:59:00.000Z');
    await harness.bus.publish(event);
    await harness.bus.publish(candle('BTCUSDT', 90_000, '2031-05-01T11:00:00.000Z'));
    await harness.closeCandles({ ETHUSDT: 4_000 }, '2031-05-01T11:59:00.000Z');
    const rows = await queryRows<{ count: number }>(
      harness.database.orm,
      sql`select count(*)::int as count from processed_events where consumer = ${RATES_CONSUMER} and event_id = ${event.eventId}`,
    );
    expect(rows[0].count).toBe(1);
    const close = await dailyClose(harness.database.orm, 'BTC', '2031-05-01');
    expect(close).toMatchObject({ closeMicroUsd: 100_000_000_000n });
    const plan = await harness.ok('{ plan(id: "eth-1") { estimatedDailyPayout estimatedProfitPercent } }');
    expect(plan.plan).toEqual({ estimatedDailyPayout: '0.007', estimatedProfitPercent: 2 });
  });

  it("keeps each UTC day's last close as that day's fixing rate", async () => {
    await harness.closeCandles({ BTCUSDT: 101_000.5 }, '2031-05-01T23:59:00.000Z');
    await harness.closeCandles({ BTCUSDT: 102_000 }, '2031-05-02T00:00:00.000Z');
    expect(await dailyClose(harness.database.orm, 'BTC', '2031-05-01')).toMatchObject({
      closeMicroUsd: 101_000_500_000n,
      candleStartedAt: new Date('2031-05-01T23:59:00.000Z'),
    });
    expect(await dailyClose(harness.database.orm, 'BTC', '2031-05-02')).toMatchObject({
      closeMicroUsd: 102_000_000_000n,
    });
    await harness.closeCandles({ BTCUSDT: 100_000 }, '2031-05-02T00:01:00.000Z');
  });

  it('still shows a plan whose estimate is negative', async () => {
    await harness.ok(
      'mutation { setPlanFee(planId: "btc-1", microUsdPerThDay: 60000, reason: "Energy price spike") { id } }',
      {},
      admin(),
    );
    const data = await harness.ok(ESTIMATE);
    // 100 USD gross − 120 USD fee = −20 USD = −0.0002 BTC a day.
    expect(data.plan.estimate).toMatchObject({ dailyNetPayout: '-0.0002', dailyNetUsd: '-20', breakEvenDay: null });
    expect(data.plan.estimate.returnPercent).toBe('-173');
    const card = await harness.ok('{ plan(id: "btc-1") { estimatedProfitPercent estimatedDailyPayout } }');
    expect(card.plan).toEqual({ estimatedProfitPercent: -173, estimatedDailyPayout: '-0.0002' });
    // The calculator says what the term leaves: −20 USD a day for 365 days, and the 10,000 paid, lost.
    const { miningCalculator } = await harness.ok(CALCULATOR, { input: { planId: 'btc-1', amountUsd: '10000' } });
    expect(miningCalculator.estimate).toMatchObject({ term: { days: 365, usd: '-7300' }, netResultUsd: '-17300' });
  });
});

describe('the calculator', () => {
  it('turns the default 9,500 USD into power through the plan and estimates each period', async () => {
    const { miningCalculator } = await harness.ok(CALCULATOR, { input: { coin: 'BTC', tier: 2 } });
    // btc-2: 25,000 USD for 4,500 TH/s, 0.036 USD fee: 9,500 USD buy 1,710 TH/s = 1,710,000 GH/s;
    // net 0.014 USD per TH/s a day = 23.94 USD = 0.0002394 BTC.
    expect(miningCalculator).toEqual({
      plan: { id: 'btc-2' },
      amountUsd: '9500',
      powerGhs: '1710000',
      usdPerGhs: '0.00555555',
      estimateUnavailableReason: null,
      estimate: {
        daily: { days: 1, payout: '0.0002394', usd: '23.94' },
        weekly: { days: 7, payout: '0.0016758', usd: '167.58' },
        monthly: { days: 30, payout: '0.007182' },
        yearly: { days: 365, payout: '0.087381', usd: '8738.1' },
        // btc-2 runs 18 months (548 days): 13,119.12 USD of income less the 9,500 paid.
        term: { days: 548, payout: '0.1311912', usd: '13119.12' },
        netResultUsd: '3619.12',
        hashpriceMsatPerThDay: 50_000,
        maintenanceFeeUsdPerThDay: '0.036',
        btcRate: { usd: '100000' },
        coinRate: { coin: 'BTC', usd: '100000' },
      },
    });
  });

  it('links power back to the amount, by plan id', async () => {
    const { miningCalculator } = await harness.ok(CALCULATOR, { input: { planId: 'usdt-3', powerGhs: '1150' } });
    // usdt-3: 100,000 USD for 11,500 TH/s = 0.00869565 USD per GH/s; 1,150 GH/s = 1.15 TH/s cost 10 USD.
    expect(miningCalculator).toMatchObject({
      plan: { id: 'usdt-3' },
      amountUsd: '10',
      powerGhs: '1150',
      estimate: { daily: { payout: '0.0161', usd: '0.01' }, coinRate: { coin: 'USDT', usd: '1' } },
    });
    // usdt-3 runs 24 months: 730 days of 0.0161 USD earn 11.75 USD back on the 10 paid.
    expect(miningCalculator.estimate).toMatchObject({ term: { days: 730, usd: '11.75' }, netResultUsd: '1.75' });
  });

  it('refuses both inputs at once, malformed ones and an unknown plan', async () => {
    const refused = (input: Record<string, unknown>) => harness.refused(CALCULATOR, { input });
    expect(await refused({ amountUsd: '100', powerGhs: '1' })).toBe('INVALID_INPUT');
    expect(await refused({ amountUsd: '1.001' })).toBe('INVALID_INPUT');
    expect(await refused({ amountUsd: '100000001' })).toBe('INVALID_INPUT');
    expect(await refused({ powerGhs: 'lots' })).toBe('INVALID_INPUT');
    expect(await refused({ planId: 'btc-9' })).toBe('PLAN_NOT_FOUND');
    expect(await refused({ coin: 'ETH', tier: 7 })).toBe('PLAN_NOT_FOUND');
  });
});
