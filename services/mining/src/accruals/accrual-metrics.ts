import { counter, histogram, InFlightSharing, sampledGauge } from '@mc/platform';
import type { AccrualRunResult } from './accrual.service';

const passDurations = histogram({
  name: 'cloudmine_mining_accrual_duration_seconds',
  help: 'Time of an accrual pass that ran at least one day (normally the one day just settled).',
  labelNames: [],
  buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
});
const daysRun = counter({
  name: 'cloudmine_mining_accrual_days_total',
  help: 'Accrual days run by this process, by outcome (DONE, or WAITING_FOR_RATES when a coin had no rate).',
  labelNames: ['status'],
});
const newestDone = sampledGauge({
  name: 'cloudmine_mining_accrual_last_done_day_timestamp_seconds',
  help: 'Start (00:00 UTC) of the newest day whose accrual is done, from the database.',
  labelNames: ['service'],
});
const daysPending = sampledGauge({
  name: 'cloudmine_mining_accrual_days_pending',
  help: 'Settled UTC days whose accrual is not done yet (0 when every day is done, or no contract exists).',
  labelNames: ['service'],
});

/** Records one pass of the job; a pass that found every day done is not a run and is not timed. */
export function recordAccrualPass(results: readonly AccrualRunResult[], seconds: number): void {
  const ran = results.filter((result) => result.status !== 'ALREADY_DONE');
  if (ran.length === 0) return;
  passDurations.observe(seconds);
  for (const result of ran) daysRun.inc({ status: result.status });
}

/** Reports the accrual's progress at each scrape, read from the database; returns the function that stops it. */
export function watchAccrualProgress(
  progress: () => Promise<{ newestDoneDay: string | undefined; daysPending: number }>,
): () => void {
  // The two gauges of one scrape are collected together and share the read in flight.
  const reads = new InFlightSharing<Awaited<ReturnType<typeof progress>>>();
  const readOnce = () => reads.run('progress', progress);
  const removers = [
    newestDone.add(async () => {
      const day = (await readOnce()).newestDoneDay;
      return day ? [{ labels: { service: 'mining' }, value: Date.parse(`${day}T00:00:00Z`) / 1000 }] : [];
    }),
    daysPending.add(async () => [{ labels: { service: 'mining' }, value: (await readOnce()).daysPending }]),
  ];
  return () => removers.forEach((remove) => remove());
}
