import { queryRows } from '@mc/platform';
import { sql } from 'drizzle-orm';
import type { AccrualService } from '../src/accruals/accrual.service';
import { uuidFrom } from '../src/events/derived-id';
import {
  accrualService,
  accrualsOf,
  announcedItems,
  grantedContract,
  setCloses,
  setHashprice,
  settleBefore,
} from './accrual-support';
import { boughtContract } from './contract-factory';
import { admin, customer, startMiningHarness, type MiningHarness } from './mining-harness';

/**
 * The daily accrual against a real database. The tests share one database and move the clock forward
 * only, each in its own weeks: every run accrues every contract that mined the day, so each test
 * asserts on its own contracts.
 */
let harness: MiningHarness;
let accruals: AccrualService;
const operator = admin(['operator']);

beforeAll(async () => {
  harness = await startMiningHarness();
  accruals = accrualService(harness);
  // The worked example's hashprice (docs/mining.md): 50,000 msat = 0.0000005 BTC per TH/s per day.
  await setHashprice(harness, '2031-05-01', 50_000n);
});
afterAll(() => harness.stop());

const onDay = (day: string) => {
  harness.clock.now = Date.parse(`${day}T12:00:00Z`);
};
const RUN = `mutation ($day: String!) { runAccrual(day: $day) { day status accrued posted terminated waitingCoins } }`;
const READ = `query ($id: ID!) { contract(id: $id) { minedTotal accruals { total items { day coin grossBtc feeUsd
  netBtc net hashpriceBtcPerThDay feeUsdPerThDay btcRateUsd coinRateUsd profitable journalId } } } }`;

describe('the daily accrual', () => {
  it('computes the worked example per coin, posts profitable days under a journal id from contract and day, and shows them', async () => {
    onDay('2031-05-01');
    const btc = await boughtContract(harness);
    const eth = await boughtContract(harness, { planId: 'eth-1' });
    const usdt = await boughtContract(harness, { planId: 'usdt-1' });
    await setCloses(harness, '2031-05-02', '2031-05-02', { BTC: 100_000, ETH: 4_000, BNB: 600 });
    // Before the settlement time the day is not due.
    harness.clock.now = Date.parse('2031-05-03T00:05:00Z');
    expect(await accruals.catchUp()).toEqual([]);
    settleBefore(harness, '2031-05-03');
    expect(await accruals.catchUp()).toEqual([
      { day: '2031-05-02', status: 'DONE', accrued: 3, posted: 3, terminated: 0, waitingCoins: [] },
    ]);
    const [day] = await accrualsOf(harness, btc.id);
    // 2,000 TH/s × 0.0000005 = 0.001 BTC; fee 2,000 × 0.036 = 72 USD = 0.00072 BTC; net 0.00028 BTC = 28 USD.
    expect(day).toMatchObject({
      day: '2031-05-02',
      gross_sat: '100000',
      fee_micro_usd: '72000000',
      net_sat: '28000',
      net_coin_minor: '28000',
      btc_micro_usd: '100000000000',
      hashprice_msat_per_th_day: '50000',
      profitable: true,
      unprofitable_streak: 0,
      journal_id: uuidFrom(`mining.accrual:${btc.id}:2031-05-02`),
    });
    expect((await accrualsOf(harness, eth.id))[0]).toMatchObject({ net_sat: '28000', net_coin_minor: '700000' });
    expect((await accrualsOf(harness, usdt.id))[0]).toMatchObject({ net_coin_minor: '2800000000' });
    expect(await announcedItems(harness, btc.id)).toEqual([
      {
        journalId: day.journal_id,
        contractId: btc.id,
        userId: btc.userId,
        coin: 'BTC',
        amountMinor: '28000',
        day: '2031-05-02',
      },
    ]);
    const seen = (await harness.ok(READ, { id: eth.id }, { kind: 'user', userId: eth.userId })).contract;
    expect(seen).toEqual({
      minedTotal: '0.007',
      accruals: {
        total: 1,
        items: [
          {
            day: '2031-05-02',
            coin: 'ETH',
            grossBtc: '0.001',
            feeUsd: '72',
            netBtc: '0.00028',
            net: '0.007',
            hashpriceBtcPerThDay: '0.0000005',
            feeUsdPerThDay: '0.036',
            btcRateUsd: '100000',
            coinRateUsd: '4000',
            profitable: true,
            journalId: uuidFrom(`mining.accrual:${eth.id}:2031-05-02`),
          },
        ],
      },
    });
  });

  it('accrues a contract once per day when the job runs twice or two workers run at once', async () => {
    onDay('2031-05-03');
    const contract = await boughtContract(harness);
    await setCloses(harness, '2031-05-03', '2031-05-04', { BTC: 100_000, ETH: 4_000, BNB: 600 });
    settleBefore(harness, '2031-05-05');
    await Promise.all([accruals.catchUp(), accruals.catchUp(), accrualService(harness).catchUp()]);
    await accruals.catchUp();
    const again = await harness.ok(RUN, { day: '2031-05-04' }, operator);
    expect(again.runAccrual).toMatchObject({ day: '2031-05-04', status: 'DONE', accrued: 0, posted: 0 });
    expect((await accrualsOf(harness, contract.id)).map((row) => row.day)).toEqual(['2031-05-04']);
    expect(await announcedItems(harness, contract.id)).toHaveLength(1);
    const audited = await queryRows<{ operation: string; target_id: string }>(
      harness.database.orm,
      sql`select operation, target_id from audit_log where operation = 'RUN_ACCRUAL'`,
    );
    expect(audited).toEqual([{ operation: 'RUN_ACCRUAL', target_id: '2031-05-04' }]);
  });

  it('refuses an operator run of a day not closed, and a customer', async () => {
    onDay('2031-05-05');
    expect(await harness.refused(RUN, { day: '2031-05-05' }, operator)).toBe('INVALID_INPUT');
    expect(await harness.refused(RUN, { day: '2031-02-30' }, operator)).toBe('INVALID_INPUT');
    expect(await harness.refused(RUN, { day: '2031-05-04' }, customer())).toBe('ADMIN_ROLE_REQUIRED');
  });

  it('leaves a day without a fixing rate waiting, and accrues it once the rate arrives', async () => {
    onDay('2031-05-05');
    const btc = await boughtContract(harness);
    const eth = await boughtContract(harness, { planId: 'eth-1' });
    await setCloses(harness, '2031-05-05', '2031-05-06', { BTC: 100_000, BNB: 600 });
    settleBefore(harness, '2031-05-07');
    const runs = await accruals.catchUp();
    expect(runs.map((run) => [run.day, run.status, run.waitingCoins])).toEqual([
      ['2031-05-05', 'WAITING_FOR_RATES', ['ETH']],
      ['2031-05-06', 'WAITING_FOR_RATES', ['ETH']],
    ]);
    expect(await accrualsOf(harness, btc.id)).toHaveLength(1);
    expect(await accrualsOf(harness, eth.id)).toHaveLength(0);
    await setCloses(harness, '2031-05-06', '2031-05-06', { ETH: 4_000 });
    await accruals.catchUp();
    expect((await accrualsOf(harness, eth.id)).map((row) => row.day)).toEqual(['2031-05-06']);
    // No BTC rate at all: nothing is accrued, nothing invented.
    settleBefore(harness, '2031-05-08');
    expect((await accruals.catchUp()).at(-1)).toMatchObject({ day: '2031-05-07', status: 'WAITING_FOR_RATES' });
    expect(await accrualsOf(harness, btc.id)).toHaveLength(1);
    await setCloses(harness, '2031-05-05', '2031-05-07', { BTC: 100_000, ETH: 4_000, BNB: 600 });
    await accruals.catchUp();
    expect((await accrualsOf(harness, btc.id)).map((row) => row.day)).toEqual(['2031-05-06', '2031-05-07']);
  });

  it('catches up every missed day after downtime, once each, in order', async () => {
    onDay('2031-05-08');
    const contract = await boughtContract(harness);
    await setCloses(harness, '2031-05-08', '2031-05-11', { BTC: 100_000, ETH: 4_000, BNB: 600 });
    settleBefore(harness, '2031-05-12');
    const runs = await accruals.catchUp();
    expect(runs.map((run) => run.day)).toEqual(['2031-05-08', '2031-05-09', '2031-05-10', '2031-05-11']);
    expect((await accrualsOf(harness, contract.id)).map((row) => row.day)).toEqual([
      '2031-05-09',
      '2031-05-10',
      '2031-05-11',
    ]);
    expect(await accruals.catchUp()).toEqual([]);
    expect(await announcedItems(harness, contract.id)).toHaveLength(3);
  });

  it('accrues no stopped day, no day before the start and none from the expiry', async () => {
    onDay('2031-05-12');
    const stopped = await boughtContract(harness);
    const short = await grantedContract(harness, { startsOn: '2031-05-14', termDays: 2 });
    onDay('2031-05-14');
    await harness.ok(
      `mutation ($id: ID!) { stopContract(id: $id, reason: "Rig maintenance") { status } }`,
      {
        id: stopped.id,
      },
      operator,
    );
    onDay('2031-05-16');
    await harness.ok(
      `mutation ($id: ID!) { resumeContract(id: $id, reason: "Rig repaired") { status } }`,
      {
        id: stopped.id,
      },
      operator,
    );
    await setCloses(harness, '2031-05-12', '2031-05-17', { BTC: 100_000, ETH: 4_000, BNB: 600 });
    settleBefore(harness, '2031-05-18');
    await accruals.catchUp();
    expect((await accrualsOf(harness, stopped.id)).map((row) => row.day)).toEqual([
      '2031-05-13',
      '2031-05-16',
      '2031-05-17',
    ]);
    expect((await accrualsOf(harness, short)).map((row) => row.day)).toEqual(['2031-05-14', '2031-05-15']);
  });

  it('terminates a contract after 21 unprofitable days in a row, without a refund', async () => {
    onDay('2031-05-18');
    const contract = await boughtContract(harness);
    // BTC at 60,000 USD: the same plan nets −12 USD a day.
    await setCloses(harness, '2031-05-18', '2031-06-10', { BTC: 60_000, ETH: 4_000, BNB: 600 });
    settleBefore(harness, '2031-06-11');
    await accruals.catchUp();
    const days = await accrualsOf(harness, contract.id);
    expect(days).toHaveLength(21);
    expect(days[0]).toMatchObject({ day: '2031-05-19', net_sat: '-20000', profitable: false, unprofitable_streak: 1 });
    expect(days[20]).toMatchObject({ day: '2031-06-08', unprofitable_streak: 21 });
    const [row] = await queryRows<{ status: string; status_reason: string; ended_on: string; refund_minor: null }>(
      harness.database.orm,
      sql`select status, status_reason, ended_on::text, refund_minor from contracts where id = ${contract.id}`,
    );
    expect(row).toEqual({
      status: 'TERMINATED',
      status_reason: 'UNPROFITABLE_21_DAYS',
      ended_on: '2031-06-09',
      refund_minor: null,
    });
    expect(await announcedItems(harness, contract.id)).toEqual([]);
    const seen = (await harness.ok(READ, { id: contract.id }, operator)).contract;
    expect(seen.minedTotal).toBe('0');
    expect(seen.accruals.items[0]).toMatchObject({ net: '-0.0002', profitable: false, journalId: null });
  });

  it('fixes the days the feed was down at the last close before them, once a later day has its close', async () => {
    onDay('2031-06-12');
    const contract = await boughtContract(harness);
    await setCloses(harness, '2031-06-13', '2031-06-13', { BTC: 100_000, ETH: 4_000, BNB: 600 });
    settleBefore(harness, '2031-06-17');
    // No close yet after 06-13: the following days wait, nothing is invented.
    expect((await accruals.catchUp()).map((run) => [run.day, run.status])).toEqual([
      ['2031-06-11', 'DONE'],
      ['2031-06-12', 'DONE'],
      ['2031-06-13', 'DONE'],
      ['2031-06-14', 'WAITING_FOR_RATES'],
      ['2031-06-15', 'WAITING_FOR_RATES'],
      ['2031-06-16', 'WAITING_FOR_RATES'],
    ]);
    // The feed is back on 06-16: 06-14 and 06-15 can never have a close of their own.
    await setCloses(harness, '2031-06-16', '2031-06-16', { BTC: 50_000, ETH: 4_000, BNB: 600 });
    await accruals.catchUp();
    const days = await accrualsOf(harness, contract.id);
    expect(days.map((row) => [row.day, row.btc_micro_usd])).toEqual([
      ['2031-06-13', '100000000000'],
      ['2031-06-14', '100000000000'],
      ['2031-06-15', '100000000000'],
      ['2031-06-16', '50000000000'],
    ]);
    expect(await accruals.catchUp()).toEqual([]);
  });

  it('lets the database refuse an accrual that names another coin or plan than its contract', async () => {
    onDay('2031-08-01');
    const contract = await boughtContract(harness);
    await setCloses(harness, '2031-08-02', '2031-08-02', { BTC: 100_000, ETH: 4_000, BNB: 600 });
    settleBefore(harness, '2031-08-03');
    await accruals.catchUp();
    const [recorded] = await accrualsOf(harness, contract.id);
    // A copy of the recorded day, moved to the next day (a new key), with its coin or plan changed.
    const copyWith = (coin: string, planId: string) =>
      harness.database.orm.execute(
        sql`insert into accruals (contract_id, day, user_id, coin, plan_id, hashrate_mhs, hashprice_msat_per_th_day,
              fee_micro_usd_per_th_day, btc_micro_usd, coin_micro_usd, gross_sat, fee_micro_usd, net_sat,
              net_coin_minor, profitable, unprofitable_streak, journal_id, recorded_at)
            select contract_id, day + 1, user_id, ${coin}, ${planId}, hashrate_mhs, hashprice_msat_per_th_day,
              fee_micro_usd_per_th_day, btc_micro_usd, coin_micro_usd, gross_sat, fee_micro_usd, net_sat,
              net_coin_minor, profitable, unprofitable_streak, gen_random_uuid(), recorded_at
            from accruals where contract_id = ${contract.id} and day = '2031-08-02'`,
      );
    expect(recorded).toMatchObject({ day: '2031-08-02', profitable: true });
    const failure = (query: Promise<unknown>) =>
      query.then(
        () => 'succeeded',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await failure(copyWith('ETH', 'btc-1'))).toMatch(/accruals_contract_coin_plan_fkey/);
    expect(await failure(copyWith('BTC', 'btc-2'))).toMatch(/accruals_contract_coin_plan_fkey/);
  });
});
