import os from 'node:os';
import {
  DASHBOARD_QUERY,
  OURS_EMBEDDED,
  OURS_OWN_PROCESS,
  type DashboardBench,
  type DashboardOptions,
  type DashboardRow,
} from './dashboard';
import { formatTable } from './stats';

/** The dashboard rows as one table (rows: load × gateway), with the ratios of ours to each Hive variant. */
export function printDashboard(bench: DashboardBench, options: DashboardOptions): void {
  const write = (text: string) => process.stdout.write(text);
  write(
    `\nDashboard: the customer dashboard query over four subgraphs (identity, then funds, mining, trading), ` +
      `${options.clients} concurrent clients, ${options.durationMs / 1000} s per row after a 2 s warm-up, ` +
      `${os.cpus().length} cores\n${DASHBOARD_QUERY}\n\n`,
  );
  const headers = ['load', 'gateway', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'CPU ms/req', 'load avg'];
  const ratioHeaders = ['embedded÷this req/s', 'p99', 'own process÷this req/s', 'p99'];
  write(
    `${formatTable(
      [...headers, ...ratioHeaders],
      bench.rows.map((row) => cells(row, bench.rows)),
    )}\n\n`,
  );
  const notes = [
    `${bench.customers} customers seeded into identity's database in ${(bench.seedingMs / 1000).toFixed(1)} s ` +
      '(user row, registration event, session and access token each); one customer: every request is the first ' +
      "one's session; many customers: each request the next customer's.",
    'Every gateway calls the same embedded subgraphs (in the bench process). Ours receives the access-token cookie ' +
      'and verifies the JWT; Hive does not verify our tokens, so the load tool sends it the viewer header our gateway ' +
      'would derive and Hive forwards it with the internal secret: a small advantage to Hive (no JWT verification).',
    `CPU ms/req: the gateway process's user + system time over the row ÷ requests. n/a for "${OURS_EMBEDDED}": ` +
      'it shares the bench process with the five subgraphs and the edge; the own-process row is the same code alone.',
    'ratios: ours ÷ that Hive row (req/s above 1 and p99 below 1 mean ours is ahead); load avg: 1-minute, at the row start.',
  ];
  write(`${notes.map((note) => `- ${note}`).join('\n')}\n\n`);
}

function cells(row: DashboardRow, rows: DashboardRow[]): (string | number)[] {
  const { summary } = row;
  const own = [
    row.load,
    row.gateway,
    summary.perSecond,
    summary.p50Ms,
    summary.p99Ms,
    String(summary.errors),
    row.cpuMsPerRequest ?? 'n/a',
    row.loadAverage,
  ];
  if (!row.gateway.startsWith('Hive')) return [...own, '', '', '', ''];
  const ours = (name: string) => rows.find((other) => other.load === row.load && other.gateway === name)?.summary;
  const ratios = [ours(OURS_EMBEDDED), ours(OURS_OWN_PROCESS)].flatMap((mine): (string | number)[] =>
    mine ? [mine.perSecond / summary.perSecond, mine.p99Ms / summary.p99Ms] : ['', ''],
  );
  return [...own, ...ratios];
}
