import {
  LCP_GOAL_MS,
  PERFORMANCE_GOAL_SCORE,
  readReport,
  type LighthouseAudit,
  type LighthouseBench,
  type LighthousePage,
  type LighthouseReport,
} from './lighthouse';
import { formatTable } from './stats';
import { HOME_PAGE_JS_BUDGET_BYTES } from './web-size';

/** Opportunities and diagnostics printed for a page that misses the goal; the report holds the rest. */
const FINDINGS_SHOWN = 6;

const meetsGoal = (page: LighthousePage) =>
  page.median.score >= PERFORMANCE_GOAL_SCORE && page.median.lcpMs < LCP_GOAL_MS;

/** The Lighthouse row as one table (a line per page, medians), then what costs the most where the goal is missed. */
export function printLighthouse(bench: LighthouseBench): void {
  const write = (text: string) => process.stdout.write(text);
  write(
    `\nLighthouse ${bench.lighthouseVersion}: public pages as a guest gets them, mobile, simulated throttling, performance only, ` +
      `${bench.runsPerPage} runs per page (median of each figure), Debian Chromium\n\n`,
  );
  const headers = ['page', 'performance', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'Speed Index ms', 'scores'];
  const rows = bench.pages.map((page) => [
    `${page.name} (${page.path})`,
    page.median.score.toFixed(0),
    page.median.lcpMs,
    page.median.fcpMs,
    page.median.tbtMs,
    page.median.cls.toFixed(3),
    page.median.speedIndexMs,
    page.runs.map((run) => run.score.toFixed(0)).join(', '),
  ]);
  const goalHeaders = ['load avg', 'CPU benchmark', `goal (≥ ${PERFORMANCE_GOAL_SCORE}, LCP < ${LCP_GOAL_MS} ms)`];
  const goalRows = bench.pages.map((page) => {
    const loads = page.runs.map((run) => run.loadAverage);
    return [
      `${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`,
      page.median.benchmarkIndex,
      meetsGoal(page) ? 'met' : 'MISSED',
    ];
  });
  write(
    `${formatTable(
      [...headers, ...goalHeaders],
      rows.map((row, index) => [...row, ...goalRows[index]]),
    )}\n\n`,
  );
  const budgetKb = HOME_PAGE_JS_BUDGET_BYTES / 1024;
  const runs = bench.pages.flatMap((page) => page.runs);
  const warnings = [...new Set(runs.flatMap((run) => run.warnings))];
  const failures = runs.flatMap((run) => run.failures);
  const notes = [
    `home JS: ${bench.homeJsGzipKb.toFixed(1)} KB gzip (budget ${budgetKb} KB): ` +
      (bench.homeJsGzipKb < budgetKb ? 'within' : 'OVER'),
    bench.settled
      ? `the platform came to rest (public pages rendered ahead) ${(bench.settledAfterMs / 1000).toFixed(0)} s after start`
      : `the platform was still busy ${(bench.settledAfterMs / 1000).toFixed(0)} s after start: measured anyway`,
    `load avg: 1-minute, at the start of each run (lowest–highest), ${bench.loadAverageBefore.toFixed(2)} before ` +
      'the platform started; CPU benchmark: Lighthouse\'s "benchmarkIndex", median',
    ...(failures.length ? [`runs taken again after a Lighthouse error: ${failures.join(', ')}`] : []),
    `reports: ${bench.reportsDir}`,
    ...warnings.map((warning) => `Lighthouse warned: ${warning}`),
  ];
  write(`${notes.map((note) => `- ${note}`).join('\n')}\n\n`);
  for (const page of bench.pages.filter((candidate) => !meetsGoal(candidate))) printFindings(page);
}

/** From the run with the median score: the LCP element and its phases, the opportunities, the failed diagnostics. */
function printFindings(page: LighthousePage): void {
  const byScore = [...page.runs].sort((left, right) => left.score - right.score);
  const run = byScore[Math.floor((byScore.length - 1) / 2)];
  const report = readReport(run.reportPath);
  const lines = [
    `${page.name} misses the goal; Lighthouse on its median run (score ${run.score.toFixed(0)}, ${run.reportPath}):`,
    ...lcpPhases(report),
    ...opportunities(report).map((audit) => `opportunity: ${describe(audit)}`),
    ...failedDiagnostics(report).map((audit) => `diagnostic: ${describe(audit)}`),
    ...erroredAudits(report),
  ];
  process.stdout.write(`${lines.join('\n- ')}\n\n`);
}

function performanceAudits(report: LighthouseReport): LighthouseAudit[] {
  return report.categories.performance.auditRefs
    .filter((ref) => ref.group === 'diagnostics')
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit !== undefined);
}

function opportunities(report: LighthouseReport): LighthouseAudit[] {
  return performanceAudits(report)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) > 0)
    .sort((left, right) => (right.details?.overallSavingsMs ?? 0) - (left.details?.overallSavingsMs ?? 0))
    .slice(0, FINDINGS_SHOWN);
}

function failedDiagnostics(report: LighthouseReport): LighthouseAudit[] {
  return performanceAudits(report)
    .filter((audit) => audit.details?.type !== 'opportunity' && audit.id !== 'largest-contentful-paint-element')
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .slice(0, FINDINGS_SHOWN);
}

/** Audits Lighthouse could not compute (12.2.3's trace engine and a newer Chromium's trace, ADR 0034). */
function erroredAudits(report: LighthouseReport): string[] {
  const errored = performanceAudits(report).filter((audit) => audit.scoreDisplayMode === 'error');
  return errored.length ? [`not computed (Lighthouse error): ${errored.map((audit) => audit.id).join(', ')}`] : [];
}

function describe(audit: LighthouseAudit): string {
  const savings = Object.entries(audit.metricSavings ?? {})
    .filter(([, value]) => value > 0)
    .map(([metric, value]) => `${metric} −${metric === 'CLS' ? value.toFixed(3) : `${value.toFixed(0)} ms`}`);
  const bytes = audit.details?.overallSavingsBytes;
  const extra = [...savings, ...(bytes ? [`${(bytes / 1024).toFixed(0)} KB`] : [])];
  return `${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}${extra.length ? ` (${extra.join(', ')})` : ''}`;
}

type LcpElementItem = {
  items?: { node?: { nodeLabel?: string; snippet?: string }; phase?: string; timing?: number }[];
};

/** The `largest-contentful-paint-element` audit: which element, and the time of each phase of its LCP. */
function lcpPhases(report: LighthouseReport): string[] {
  const [elementTable, phaseTable] = (report.audits['largest-contentful-paint-element']?.details?.items ??
    []) as LcpElementItem[];
  const node = elementTable?.items?.[0]?.node;
  const phases = (phaseTable?.items ?? []).map((item) => `${item.phase} ${(item.timing ?? 0).toFixed(0)} ms`);
  return [
    ...(node ? [`LCP element: ${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim()] : []),
    ...(phases.length ? [`LCP phases: ${phases.join(', ')}`] : []),
  ];
}
