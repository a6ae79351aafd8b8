import type { PlanRow } from '../src/db/plans.repository';
import { coinOverview, type CoinOverviewInput, type OverviewContract } from '../src/overview/coin-overview';
import { MHS_PER_THS } from '../src/plans/estimates';
import type { MarketSnapshot } from '../src/plans/plan-estimates';

const usd = (dollars: number) => BigInt(dollars) * 1_000_000n;
const plan = (id: string, coin: PlanRow['coin'] = 'BTC'): PlanRow => ({
  id,
  coin,
  tier: 1,
  variant: 'STANDARD',
  termMonths: 12,
  priceUsd: 10_000,
  hashrateThs: 2_000,
  loanToValuePercent: 50,
});
const at = new Date('2031-05-01T00:00:00Z');
const history = { id: 1n, validFrom: at, setBy: 'system', reason: 'test', requestId: null, recordedAt: at };

/** The worked example's market: 50,000 msat, fee 0.036 USD (btc-1) or 0.030 (btc-4), BTC at 100,000 USD. */
function market(btcUsd = 100_000): MarketSnapshot {
  return {
    atMs: at.getTime(),
    hashprice: { ...history, msatPerThDay: 50_000n, systemDay: null },
    feeByPlan: new Map([
      ['btc-1', { ...history, planId: 'btc-1', microUsdPerThDay: 36_000n }],
      ['btc-4', { ...history, planId: 'btc-4', microUsdPerThDay: 30_000n }],
    ]),
    capacityByCoin: new Map(),
    soldMhsByCoin: new Map(),
    rateByCoin: new Map([['BTC', { coin: 'BTC', microUsd: usd(btcUsd), at, source: 'CANDLE_CLOSE' }]]),
  };
}

const contract = (overrides: Partial<OverviewContract> = {}): OverviewContract => ({
  coin: 'BTC',
  planId: 'btc-1',
  hashrateMhs: 2_000n * MHS_PER_THS,
  status: 'MINING',
  startsOn: '2031-05-02',
  expiresOn: '2032-05-01',
  termDays: 365,
  stoppedSince: null,
  stoppedDays: 0,
  ...overrides,
});

function input(overrides: Partial<CoinOverviewInput>): CoinOverviewInput {
  return {
    coin: 'BTC',
    contracts: [contract()],
    planOf: (id) => [plan('btc-1'), plan('btc-4')].find((each) => each.id === id),
    market: market(),
    today: '2031-05-10',
    newestAccruedDay: undefined,
    newestPaidDay: null,
    payoutsByDay: new Map(),
    ...overrides,
  };
}

describe('coinOverview', () => {
  it('rates a contract at its estimated daily net ÷ 86,400 at 16 decimals (28,000 sat → 0.32407407 sat a second)', () => {
    const figures = coinOverview(input({}));
    expect(figures).toMatchObject({ miningContracts: 1, dailyNetMinor: 28_000n, perSecondE16: 32_407_407n });
    expect(figures.hashrateMhs).toBe(2_000n * MHS_PER_THS);
  });

  it('sums the positive nets only: a contract that loses money a day adds nothing', () => {
    const both = [contract(), contract({ planId: 'btc-4' })];
    // At 65,000 USD: btc-1 nets −7 USD, btc-4 +5 USD = 7,692 sat.
    expect(coinOverview(input({ contracts: both, market: market(65_000) })).dailyNetMinor).toBe(7_692n);
    expect(coinOverview(input({ contracts: both })).dailyNetMinor).toBe(68_000n);
  });

  it('leaves out contracts not mining today: not started, stopped or past their expiry', () => {
    const figures = coinOverview(
      input({
        contracts: [
          contract({ startsOn: '2031-05-11' }),
          contract({ startsOn: '2031-05-12' }),
          contract({ status: 'STOPPED', stoppedSince: '2031-05-08' }),
          contract({ startsOn: '2030-05-01', expiresOn: '2031-05-10' }),
        ],
      }),
    );
    expect(figures).toMatchObject({
      activeContracts: 3,
      miningContracts: 0,
      hashrateMhs: 0n,
      dailyNetMinor: 0n,
      perSecondE16: 0n,
      accruingSince: null,
      nextStartsOn: '2031-05-11',
    });
  });

  it('accrues from the day after the newest accrued day, never before the first start', () => {
    const since = (newestAccruedDay: string | undefined, contracts = [contract()]) =>
      coinOverview(input({ newestAccruedDay, contracts })).accruingSince?.toISOString();
    expect(since('2031-05-09')).toBe('2031-05-10T00:00:00.000Z');
    // Yesterday is not posted yet a few minutes after midnight: it still accrues.
    expect(since('2031-05-08')).toBe('2031-05-09T00:00:00.000Z');
    expect(since(undefined)).toBe('2031-05-02T00:00:00.000Z');
    // An accrual of an older contract does not reach back before the contract mining now began.
    expect(since('2031-04-20', [contract({ startsOn: '2031-05-05' })])).toBe('2031-05-05T00:00:00.000Z');
  });

  it('has no estimate, with the reason, while a rate is missing', () => {
    const noRates = { ...market(), rateByCoin: new Map() };
    expect(coinOverview(input({ market: noRates }))).toMatchObject({
      dailyNetMinor: null,
      perSecondE16: null,
      estimateUnavailableReason: 'No BTC rate from the price feed yet',
    });
  });

  it('lists the 30 closed days before today, oldest first, 0 where nothing was paid', () => {
    const payouts = coinOverview(
      input({
        payoutsByDay: new Map([
          ['2031-05-09', 28_000n],
          ['2031-04-10', 1n],
          ['2031-04-09', 5n],
        ]),
      }),
    ).payouts;
    expect(payouts).toHaveLength(30);
    expect(payouts[0]).toEqual({ day: '2031-04-10', amountMinor: 1n });
    expect(payouts[29]).toEqual({ day: '2031-05-09', amountMinor: 28_000n });
    expect(payouts.filter((payout) => payout.amountMinor === 0n)).toHaveLength(28);
  });
});
