import pino from 'pino';
import { metricsExposition } from '@mc/platform';
import { AccrualJob } from '../src/accruals/accrual-job';
import { accrualService, setCloses, setHashprice, settleBefore } from './accrual-support';
import { boughtContract } from './contract-factory';
import { startMiningHarness, type MiningHarness } from './mining-harness';

/** The accrual job's figures for the metrics (the AccrualNotDone alert reads them), on a real database. */
let harness: MiningHarness;
beforeAll(async () => {
  harness = await startMiningHarness();
  await setHashprice(harness, '2032-03-01', 50_000n);
});
afterAll(() => harness.stop());

const MINING = 'service="mining"';

/** The value of the one series of `name` with `labels` (as printed), or undefined when absent. */
async function metric(name: string, labels = ''): Promise<number | undefined> {
  const { body } = await metricsExposition();
  const line = body.split('\n').find((each) => each.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
}

describe('accrual metrics', () => {
  it('times each pass that ran a day, and reports the newest day done and the settled days pending', async () => {
    // Bought on the 1st, the contract mines from the 2nd.
    harness.clock.now = Date.parse('2032-03-01T12:00:00Z');
    await boughtContract(harness);
    harness.clock.now = Date.parse('2032-03-02T12:00:00Z');
    await setCloses(harness, '2032-03-02', '2032-03-02', { BTC: 100_000, ETH: 4_000, BNB: 600 });
    const job = new AccrualJob(accrualService(harness), pino({ level: 'silent' }));
    await job.start();
    // Nothing was due: no run is timed, nothing pending, no day done yet.
    expect(await metric('cloudmine_mining_accrual_duration_seconds_count')).toBe(0);
    expect(await metric('cloudmine_mining_accrual_days_pending', MINING)).toBe(0);
    expect(await metric('cloudmine_mining_accrual_last_done_day_timestamp_seconds', MINING)).toBeUndefined();

    settleBefore(harness, '2032-03-03');
    expect(await metric('cloudmine_mining_accrual_days_pending', MINING)).toBe(1);
    await job.tick();
    expect(await metric('cloudmine_mining_accrual_duration_seconds_count')).toBe(1);
    expect(await metric('cloudmine_mining_accrual_days_total', 'status="DONE"')).toBe(1);
    expect(await metric('cloudmine_mining_accrual_last_done_day_timestamp_seconds', MINING)).toBe(
      Date.parse('2032-03-02T00:00:00Z') / 1000,
    );
    expect(await metric('cloudmine_mining_accrual_days_pending', MINING)).toBe(0);

    // Two more days settle and the job does not run: both are pending (the alert's condition at 01:00).
    harness.clock.now = Date.parse('2032-03-05T00:30:00Z');
    expect(await metric('cloudmine_mining_accrual_days_pending', MINING)).toBe(2);

    // The harness's own service reports the same database too, so its series stays after this job stops.
    await job.stop();
  });
});
