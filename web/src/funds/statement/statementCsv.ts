import type { ApolloClient } from '@apollo/client';
import { STATEMENT_QUERY, type StatementLine } from '../queries/statement';

/** The server's largest page. */
const CSV_PAGE_SIZE = 100;
/** A bound on one download (10,000 lines); a statement longer than that is cut, and says so in its file name. */
const CSV_MAX_PAGES = 100;

const HEADER = [
  'date',
  'kind',
  'description',
  'account',
  'amount',
  'asset',
  'balance_after',
  'reference_type',
  'reference_id',
];

/** One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+@]/.test(value) || (/^-/.test(value) && !/^-\d/.test(value)) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The statement as CSV. `kind` stays the graph's code, for spreadsheets and scripts to match on; the
 * description is the line's note in the reader's language, as the statement screen shows it.
 */
export function statementCsv(lines: readonly StatementLine[], describe: (line: StatementLine) => string): string {
  const rows = lines.map((line) => [
    line.at,
    line.kind,
    describe(line),
    line.account,
    line.amount.amount,
    line.amount.assetCode,
    line.balanceAfter.amount,
    line.referenceType,
    line.referenceId,
  ]);
  return [HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Every line of the statement (one asset or all), newest first, read page by page from the server. */
export async function fetchWholeStatement(
  client: ApolloClient,
  assetCode: string | null,
): Promise<{ lines: StatementLine[]; complete: boolean }> {
  const lines: StatementLine[] = [];
  for (let page = 1; page <= CSV_MAX_PAGES; page += 1) {
    const { data } = await client.query({
      query: STATEMENT_QUERY,
      variables: { page, pageSize: CSV_PAGE_SIZE, assetCode },
      fetchPolicy: 'network-only',
    });
    const statement = data?.me?.statement;
    if (!statement) break;
    lines.push(...statement.items);
    if (lines.length >= statement.total || statement.items.length === 0) return { lines, complete: true };
  }
  return { lines, complete: false };
}

/** Hands the text to the browser as a file download. */
export function downloadText(fileName: string, text: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
