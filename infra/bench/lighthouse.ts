import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { startEmbeddedPlatform } from '../src/embedded';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/support/browser';
import { installOnDemand } from './install-on-demand';
import { untilProcessIdle } from './process-idle';
import { median } from './stats';
import { homePageScripts } from './web-size';

/**
 * The Lighthouse row of `npm run bench` (issue 25, DESIGN.md §14, ADR 0034): the public pages as a
 * guest gets them from a platform started as `npm start` starts it, through Lighthouse's CLI with its
 * defaults (mobile, simulated throttling), performance only, in Debian's Chromium.
 */
export const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'pricing', path: '/pricing.html' },
  // Not server-rendered: a route of the web client, served as the SPA shell (ADR 0024).
  { name: 'sign-in', path: '/signin.html' },
] as const;
export const PERFORMANCE_GOAL_SCORE = 90;
export const LCP_GOAL_MS = 2_500;

const LIGHTHOUSE_DIR = path.join(__dirname, 'lighthouse');
const LIGHTHOUSE_PACKAGE = path.join(LIGHTHOUSE_DIR, 'node_modules', 'lighthouse');
const LIGHTHOUSE_CLI = path.join(LIGHTHOUSE_PACKAGE, 'cli', 'index.js');
/** The browser tests' flags, headless since Lighthouse launches it itself. */
const LIGHTHOUSE_CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
/** A run is a minute at most on a quiet machine; a hung Chromium must not hold the bench. */
const RUN_TIMEOUT_MS = 180_000;
/** Now and then a trace comes back without its navigation start (NO_NAVSTART): that run is taken again. */
const RUN_ATTEMPTS = 3;
/** The fill renders about 120 pages (some 36 s of CPU, ADR 0031); a busy machine takes longer. */
const FILL_LIMIT_MS = 180_000;
/** Quiet seconds in a row: one would also be met in a pause between two renders of the fill. */
const QUIET_SECONDS = 5;

export type LighthouseMetrics = {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's own CPU benchmark of the machine during the run (higher is faster). */
  benchmarkIndex: number;
};
export type LighthouseRun = LighthouseMetrics & {
  loadAverage: number;
  reportPath: string;
  warnings: string[];
  /** Lighthouse's errors on the attempts before this one. */
  failures: string[];
};
export type LighthousePage = { name: string; path: string; runs: LighthouseRun[]; median: LighthouseMetrics };
export type LighthouseBench = {
  lighthouseVersion: string;
  runsPerPage: number;
  /** The machine's 1-minute load average before the platform started: other work, not the row's own. */
  loadAverageBefore: number;
  homeJsGzipKb: number;
  /** Whether the platform came to rest (the pages rendered ahead) within the limit, and when. */
  settled: boolean;
  settledAfterMs: number;
  /** Every run's JSON report is kept here for reading the opportunities and diagnostics. */
  reportsDir: string;
  pages: LighthousePage[];
};

/** Lighthouse's JSON report, as far as the bench reads it. */
export type LighthouseAudit = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode?: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Record<string, number>;
  details?: { type: string; overallSavingsMs?: number; overallSavingsBytes?: number; items?: unknown[] };
};
export type LighthouseReport = {
  categories: { performance: { score: number | null; auditRefs: { id: string; group?: string }[] } };
  audits: Record<string, LighthouseAudit>;
  environment: { benchmarkIndex: number };
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
};

export async function benchLighthouse(runsPerPage: number): Promise<LighthouseBench> {
  installOnDemand(LIGHTHOUSE_DIR, ['lighthouse']);
  const loadAverageBefore = os.loadavg()[0];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cloudmine-bench-'));
  const reportsDir = mkdtempSync(path.join(os.tmpdir(), 'cloudmine-bench-lighthouse-'));
  // As `npm start`: every public page rendered ahead, a day of price history (not the tests' light settings).
  const platform = await startEmbeddedPlatform({ dataDir, port: 0, logger: pino({ level: 'warn' }) });
  try {
    const settleStartedMs = Date.now();
    const settled = await untilProcessIdle(QUIET_SECONDS, FILL_LIMIT_MS);
    const settledAfterMs = Date.now() - settleStartedMs;
    for (const page of LIGHTHOUSE_PAGES) await checkServed(`${platform.url}${page.path}`);
    const runs = new Map<string, LighthouseRun[]>(LIGHTHOUSE_PAGES.map((page) => [page.name, []]));
    // Pages take turns, so a noisy minute of the machine spreads over all of them.
    for (let run = 0; run < runsPerPage; run++) {
      for (const page of LIGHTHOUSE_PAGES) {
        const reportPath = path.join(reportsDir, `${page.name}-${run + 1}.json`);
        runs.get(page.name)!.push(await runWithRetries(`${platform.url}${page.path}`, reportPath));
      }
    }
    const homeJsGzipKb = homePageScripts().reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
    const pages = LIGHTHOUSE_PAGES.map((page) => {
      const pageRuns = runs.get(page.name)!;
      return { name: page.name, path: page.path, runs: pageRuns, median: medianMetrics(pageRuns) };
    });
    const { version: lighthouseVersion } = readJson<{ version: string }>(path.join(LIGHTHOUSE_PACKAGE, 'package.json'));
    return {
      lighthouseVersion,
      runsPerPage,
      loadAverageBefore,
      homeJsGzipKb,
      settled,
      settledAfterMs,
      reportsDir,
      pages,
    };
  } finally {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A guest's request for the page, before Lighthouse's: it must be there (a missing build would be measured). */
async function checkServed(url: string): Promise<void> {
  const response = await fetch(url);
  const html = await response.text();
  if (response.status !== 200 || !html.includes('<script'))
    throw new Error(`${url} answered ${response.status} without the web client: run \`npm run build -w web\``);
}

async function runWithRetries(url: string, reportPath: string): Promise<LighthouseRun> {
  const failures: string[] = [];
  for (;;) {
    try {
      return { ...(await runLighthouse(url, reportPath)), failures };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failures.push(/\(([A-Z_]+)\)/.exec(message)?.[1] ?? message.split('\n')[0]);
      if (failures.length >= RUN_ATTEMPTS) throw error;
      process.stderr.write(`[bench] Lighthouse failed on ${url} (${failures.at(-1)}): running it again\n`);
    }
  }
}

/** One Lighthouse run in a child process; Chromium is Debian's (CHROME_PATH), never one Lighthouse fetches. */
async function runLighthouse(url: string, reportPath: string): Promise<Omit<LighthouseRun, 'failures'>> {
  const loadAverage = os.loadavg()[0];
  const flags = [
    '--only-categories=performance',
    '--output=json',
    `--output-path=${reportPath}`,
    `--chrome-flags=${LIGHTHOUSE_CHROMIUM_FLAGS.join(' ')}`,
    '--disable-full-page-screenshot',
    '--no-enable-error-reporting',
    '--quiet',
  ];
  await promisify(execFile)(process.execPath, [LIGHTHOUSE_CLI, url, ...flags], {
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    timeout: RUN_TIMEOUT_MS,
  });
  const report = readReport(reportPath);
  return { ...metricsOf(report, url), loadAverage, reportPath, warnings: report.runWarnings };
}

export function readReport(reportPath: string): LighthouseReport {
  return readJson<LighthouseReport>(reportPath);
}

function readJson<T>(filePath: string): T {
  return JSON.parse(readFileSync(filePath, 'utf8')) as T;
}

function metricsOf(report: LighthouseReport, url: string): LighthouseMetrics {
  const score = report.categories.performance.score;
  if (report.runtimeError || score === null)
    throw new Error(`Lighthouse could not measure ${url}: ${report.runtimeError?.message ?? 'no performance score'}`);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: score * 100,
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

/** Each metric's own median over the runs (not one run's figures). */
function medianMetrics(runs: LighthouseRun[]): LighthouseMetrics {
  const of = (key: keyof LighthouseMetrics) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}
