import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { encodeViewer, GUEST, INTERNAL_SECRET_HEADER, VIEWER_HEADER } from '@mc/platform';
import { resolveTestInfrastructure } from '@mc/platform/testing';
import { startEmbeddedPlatform, type EmbeddedPlatform } from '../src/embedded';
import { benchAccrual, type AccrualBench } from './accrual';
import { runChild } from './child';
import { benchDashboard } from './dashboard';
import { printDashboard } from './dashboard-report';
import { benchLedger, CEILING_JOURNALS_PER_COMMIT, LEDGER_WRITERS, type LedgerBench } from './ledger';
import { benchLighthouse } from './lighthouse';
import { printLighthouse } from './lighthouse-report';
import { benchSockets, printSockets, type SocketRow } from './sockets';
import { formatTable, type LoadSummary } from './stats';
import { benchTradesThroughGateway, TRADING_CUSTOMERS, type TradesPlatformMode } from './trading-gateway';
import { benchWebHome, type WebBench } from './web-load';
import { HOME_PAGE_JS_BUDGET_BYTES } from './web-size';
import { benchOptionSettlement, benchTriggers, type SettlementBench, type TriggerBench } from './trading-positions';

/**
 * `npm run bench`: starts the embedded platform in this process and drives load from a second
 * process on loopback, bounded in time and count. Figures are compared as ratios within one run
 * because these machines are shared and noisy (DESIGN.md §14).
 */
/** Concurrent clients of the HTTP rows (`BENCH_HTTP_CLIENTS`); the issue's overload figure is 200. */
const HTTP_CLIENTS = Number(process.env.BENCH_HTTP_CLIENTS ?? 50);
const HTTP_DURATION_MS = Number(process.env.BENCH_HTTP_MS ?? 15_000);
/** Sockets of the fan-out rows (`BENCH_SOCKET_COUNTS=1000,5000`); `BENCH_ONLY=sockets` adds issue 25's 20,000. */
const SOCKET_COUNTS = (
  process.env.BENCH_SOCKET_COUNTS ?? (process.env.BENCH_ONLY === 'sockets' ? '1000,5000,20000' : '1000,5000')
)
  .split(',')
  .map(Number);
const WS_DURATION_MS = Number(process.env.BENCH_WS_MS ?? 10_000);
const LEDGER_DURATION_MS = Number(process.env.BENCH_LEDGER_MS ?? 10_000);
/** Contracts accrued in the mining row; 1,000,000 is the DESIGN.md §14 target (`BENCH_ACCRUAL_CONTRACTS`). */
const ACCRUAL_CONTRACTS = Number(process.env.BENCH_ACCRUAL_CONTRACTS ?? 100_000);
/** Open positions when a tick reaches take-profits, and options expiring together (the issue's figures). */
const TRIGGER_POSITIONS = Number(process.env.BENCH_POSITIONS ?? 100_000);
const EXPIRING_OPTIONS = Number(process.env.BENCH_OPTIONS ?? 10_000);
const TRADES_DURATION_MS = Number(process.env.BENCH_TRADES_MS ?? 15_000);
/** The trades row's platform (`BENCH_TRADES_PLATFORM`): `embedded` by default, or `distributed`. */
const TRADES_PLATFORM: TradesPlatformMode =
  process.env.BENCH_TRADES_PLATFORM === 'distributed' ? 'distributed' : 'embedded';
/** Cold loads of the home page measured in Chromium (the median is reported). */
const WEB_LOADS = Number(process.env.BENCH_WEB_LOADS ?? 5);
/** Lighthouse runs per public page (the median is reported). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Customers seeded for the dashboard rows' many-customer load (`BENCH_DASHBOARD_CUSTOMERS`). */
const DASHBOARD_CUSTOMERS = Number(process.env.BENCH_DASHBOARD_CUSTOMERS ?? 1_000);
/**
 * `BENCH_ONLY=ledger` (or `accrual`, `trading`, `options`, `web`) runs that row alone; `trades` the trades
 * through the edge without trading's take-profit and option rows, `take-profit` that row alone; `gateway` the HTTP rows
 * of the platform; `sockets` the ticker fan-out at 1,000, 5,000 and 20,000 sockets with memory per socket;
 * `dashboard` the dashboard query through ours and Hive Gateway; `lighthouse` the public pages in Lighthouse.
 */
const ONLY = process.env.BENCH_ONLY;

const GATEWAY_QUERY =
  '{ plans(coin: BTC) { priceUsd asset { code scale } } instruments(market: CRYPTO) { symbol lastQuote { ask } } siteSettings { productName } }';
const DIRECT_QUERIES: Record<string, string> = {
  mining: '{ plans(coin: BTC) { priceUsd asset { code } } }',
  funds: '{ _entities(representations: [{ __typename: "Asset", code: "BTC" }]) { ... on Asset { code scale } } }',
  trading: '{ instruments(market: CRYPTO) { symbol lastQuote { ask } } }',
  content: '{ siteSettings { productName } }',
};

async function main(): Promise<void> {
  if (ONLY === 'accrual') return printAccrual(await benchAccrual(ACCRUAL_CONTRACTS));
  if (ONLY === 'trading') return benchTrading();
  if (ONLY === 'trades') return benchTrades();
  if (ONLY === 'take-profit') return benchTakeProfit();
  if (ONLY === 'options') return printSettlement(await benchOptionSettlement(EXPIRING_OPTIONS));
  if (ONLY === 'web') return benchWeb();
  if (ONLY === 'lighthouse') return printLighthouse(await benchLighthouse(LIGHTHOUSE_RUNS));
  if (ONLY === 'gateway') return benchPlatform();
  if (ONLY === 'sockets') return withPlatform(async (platform) => printSockets(await fanOut(platform), WS_DURATION_MS));
  if (ONLY === 'dashboard') return benchDashboardRows();
  if (ONLY !== 'ledger') {
    await benchPlatform();
    await benchDashboardRows();
  }
  printLedger(await benchLedger(LEDGER_DURATION_MS));
  if (ONLY !== 'ledger') {
    printAccrual(await benchAccrual(ACCRUAL_CONTRACTS));
    await benchTrading();
    await benchWeb();
    printLighthouse(await benchLighthouse(LIGHTHOUSE_RUNS));
  }
}

async function benchDashboardRows(): Promise<void> {
  const options = { durationMs: HTTP_DURATION_MS, clients: HTTP_CLIENTS, customers: DASHBOARD_CUSTOMERS };
  printDashboard(await benchDashboard(options), options);
}

/** The web row: the home page as a visitor gets it from the embedded platform (needs `npm run build -w web`). */
async function benchWeb(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cloudmine-bench-'));
  // The limit is raised so that a busy machine still measures the server-rendered page, not the SPA shell.
  const renderTimeoutMs = Number(process.env.SSR_TIMEOUT_MS ?? 10_000);
  const platform = await startEmbeddedPlatform({ dataDir, port: 0, logger: pino({ level: 'warn' }), renderTimeoutMs });
  try {
    printWeb(await benchWebHome(platform.url, WEB_LOADS));
  } finally {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printWeb(bench: WebBench): void {
  process.stdout.write(
    `\nWeb: the home page, server-rendered, ${bench.loads} cold loads in headless Chromium (median; TTI as defined in infra/bench/web-load.ts)\n\n`,
  );
  process.stdout.write(
    `${formatTable(
      [
        'home JS gzip KB',
        'budget KB',
        'JS files',
        'server-rendered loads',
        'first contentful paint ms',
        'time to interactive ms',
      ],
      [
        [
          bench.homeJsGzipKb,
          HOME_PAGE_JS_BUDGET_BYTES / 1024,
          bench.homeJsFiles,
          `${bench.serverRendered}/${bench.loads}`,
          bench.fcpMedianMs,
          bench.ttiMedianMs,
        ],
      ],
    )}\n\n`,
  );
}

async function benchTrading(): Promise<void> {
  await benchTrades();
  await benchTakeProfit();
  printSettlement(await benchOptionSettlement(EXPIRING_OPTIONS));
}

async function benchTakeProfit(): Promise<void> {
  const { database } = await resolveTestInfrastructure();
  printTriggers(await benchTriggers(TRIGGER_POSITIONS), database.kind === 'pg' ? 'the PostgreSQL server' : 'PGlite');
}

async function benchTrades(): Promise<void> {
  const trades = await benchTradesThroughGateway(TRADES_DURATION_MS, runChild, TRADES_PLATFORM);
  process.stdout.write(
    `\nTrading: ${TRADING_CUSTOMERS} customers each opening and closing trades through the edge and the gateway, ${TRADES_DURATION_MS / 1000} s, ${TRADES_PLATFORM} platform\n\n`,
  );
  process.stdout.write(
    `${formatTable(
      ['trades opened and closed/s', 'round trip p50 ms', 'p99 ms', 'errors'],
      [[trades.perSecond, trades.p50Ms, trades.p99Ms, trades.errors]],
    )}\n`,
  );
}

/** `database`: where the harness put trading and funds (the test infrastructure's choice, not only DATABASE_URL). */
function printTriggers(bench: TriggerBench, database: string): void {
  process.stdout.write(
    `\nTake-profit on one tick: ${bench.positions} open positions over every instrument, ${bench.triggered} reached by one BTCUSDT tick (trading and funds on ${database})\n\n`,
  );
  process.stdout.write(
    `${formatTable(
      ['positions opened/s (setup)', 'index rebuilt at start ms', 'tick → closed p50 ms', 'p99 ms', 'last ms'],
      [[bench.openingPerSecond, bench.indexRebuildMs, bench.p50Ms, bench.p99Ms, bench.lastMs]],
    )}\n`,
  );
}

function printSettlement(bench: SettlementBench): void {
  process.stdout.write(
    `\nOption settlement: ${bench.options} options expiring at the same instant, production schedule (after each flush of the feed, every 500 ms, and every second)\n\n`,
  );
  process.stdout.write(
    `${formatTable(
      ['options opened/s (setup)', 'expiry → settled p50 ms', 'p99 ms (goal < 1,500)', 'last ms'],
      [[bench.openingPerSecond, bench.p50Ms, bench.p99Ms, bench.lastMs]],
    )}\n\n`,
  );
}

function printAccrual(accrual: AccrualBench): void {
  process.stdout.write(`\nMining accrual: one day for N contracts, on ${accrual.database}\n\n`);
  process.stdout.write(
    `${formatTable(
      ['contracts', 'mining s', 'funds postings s', 'posted', 'total s', 'ledger verified'],
      [
        [
          accrual.contracts,
          accrual.miningMs / 1000,
          accrual.fundsMs / 1000,
          accrual.posted,
          (accrual.miningMs + accrual.fundsMs) / 1000,
          accrual.ledgerVerified ? 'yes' : 'NO',
        ],
      ],
    )}\n\n`,
  );
}

function printLedger(ledger: LedgerBench): void {
  process.stdout.write(
    `\nLedger: journal transactions (two postings each) by ${LEDGER_WRITERS} concurrent writers, ${LEDGER_DURATION_MS / 1000} s each, on ${ledger.database}\n\n`,
  );
  process.stdout.write(
    `${formatTable(
      ['workload', 'transactions/s', 'p50 ms', 'p99 ms', 'errors'],
      [
        ledgerRow('spread over 1,000 customer accounts', ledger.spread),
        ledgerRow('one hot customer account', ledger.hot),
        // What the database's commits allow on this machine, whatever the ledger does (ADR 0035).
        ledgerRow('ceiling: one bare journal row per commit', ledger.ceiling.onePerCommit),
        ledgerRow(
          `ceiling: ${CEILING_JOURNALS_PER_COMMIT} journal rows per commit (rows/s)`,
          ledger.ceiling.manyPerCommit,
          CEILING_JOURNALS_PER_COMMIT,
        ),
      ],
    )}\n\n`,
  );
}

/** One row of the ledger table; `rowsPerCall` turns calls per second into rows per second. */
function ledgerRow(workload: string, summary: LoadSummary, rowsPerCall = 1): (string | number)[] {
  return [workload, summary.perSecond * rowsPerCall, summary.p50Ms, summary.p99Ms, summary.errors];
}

/** The embedded platform in this process for `run`, stopped and its data removed after. */
async function withPlatform(run: (platform: EmbeddedPlatform, internalSecret: string) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cloudmine-bench-'));
  const internalSecret = randomBytes(24).toString('hex');
  const platform = await startEmbeddedPlatform({ dataDir, port: 0, logger: pino({ level: 'warn' }), internalSecret });
  try {
    await run(platform, internalSecret);
  } finally {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function fanOut(platform: EmbeddedPlatform): Promise<SocketRow[]> {
  return benchSockets(platform.gatewayUrl.replace(/^http/, 'ws'), SOCKET_COUNTS, WS_DURATION_MS);
}

async function benchPlatform(): Promise<void> {
  await withPlatform(async (platform, internalSecret) => {
    const json = { 'content-type': 'application/json' };
    const gateway = await runChild<LoadSummary>('load-http.ts', {
      name: 'gateway',
      concurrency: HTTP_CLIENTS,
      durationMs: HTTP_DURATION_MS,
      maxIterations: 1_000_000,
      requests: [{ url: platform.gatewayUrl, headers: json, body: JSON.stringify({ query: GATEWAY_QUERY }) }],
    });
    // The same query as a browser sends it: to the edge, which proxies it to the gateway.
    const edge = await runChild<LoadSummary>('load-http.ts', {
      name: 'edge',
      concurrency: HTTP_CLIENTS,
      durationMs: HTTP_DURATION_MS,
      maxIterations: 1_000_000,
      requests: [{ url: `${platform.url}/graphql`, headers: json, body: JSON.stringify({ query: GATEWAY_QUERY }) }],
    });
    const internal = { ...json, [INTERNAL_SECRET_HEADER]: internalSecret, [VIEWER_HEADER]: encodeViewer(GUEST) };
    const direct = await runChild<LoadSummary>('load-http.ts', {
      name: 'direct',
      concurrency: HTTP_CLIENTS,
      durationMs: HTTP_DURATION_MS,
      maxIterations: 1_000_000,
      requests: Object.entries(DIRECT_QUERIES).map(([name, query]) => ({
        url: platform.subgraphUrls[name],
        headers: internal,
        body: JSON.stringify({ query }),
      })),
    });
    printReport(gateway, edge, direct);
    if (ONLY !== 'gateway') printSockets(await fanOut(platform), WS_DURATION_MS);
  });
}

function printReport(gateway: LoadSummary, edge: LoadSummary, direct: LoadSummary): void {
  process.stdout.write(
    `\nGateway: query over four subgraphs (mining → funds, trading, content), ${HTTP_CLIENTS} concurrent clients, ${HTTP_DURATION_MS / 1000} s each\n\n`,
  );
  process.stdout.write(
    `${formatTable(
      ['path', 'requests/s', 'p50 ms', 'p99 ms', 'errors'],
      [
        ['through the gateway', gateway.perSecond, gateway.p50Ms, gateway.p99Ms, gateway.errors],
        ['through the edge (as browsers send it)', edge.perSecond, edge.p50Ms, edge.p99Ms, edge.errors],
        [
          'ratio edge / gateway',
          edge.perSecond / gateway.perSecond,
          edge.p50Ms / gateway.p50Ms,
          edge.p99Ms / gateway.p99Ms,
          '',
        ],
        [
          'subgraphs called directly (4 calls in parallel)',
          direct.perSecond,
          direct.p50Ms,
          direct.p99Ms,
          direct.errors,
        ],
        [
          'ratio gateway / direct',
          gateway.perSecond / direct.perSecond,
          gateway.p50Ms / direct.p50Ms,
          gateway.p99Ms / direct.p99Ms,
          '',
        ],
      ],
    )}\n`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
