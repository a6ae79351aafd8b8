/** Latency summary of one load run; all durations in milliseconds. */
export type LoadSummary = {
  requests: number;
  errors: number;
  durationMs: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
};

export function percentile(sortedValues: number[], fraction: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const index = Math.min(sortedValues.length - 1, Math.ceil(fraction * sortedValues.length) - 1);
  return sortedValues[Math.max(0, index)];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarize(latenciesMs: number[], errors: number, durationMs: number): LoadSummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    durationMs,
    perSecond: (sorted.length / durationMs) * 1000,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
  };
}

export function formatTable(headers: string[], rows: (string | number)[][]): string {
  const cells = [
    headers,
    ...rows.map((row) => row.map((cell) => (typeof cell === 'number' ? formatNumber(cell) : cell))),
  ];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => String(row[column]).length)));
  const line = (row: (string | number)[]) =>
    `| ${row.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  return [
    line(cells[0]),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value >= 100 ? value.toFixed(0) : value.toFixed(2);
}
