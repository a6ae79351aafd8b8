import { sql } from 'drizzle-orm';
import { queryRows, type Executor, type Page, type PageRequest, offsetOf } from '@mc/platform';

export type StatementRow = {
  id: bigint;
  at: Date;
  kind: string;
  description: string;
  /** Null for an old entry whose English note migration 0014 could not read back. */
  note: { code: string; params: Record<string, string> } | null;
  purpose: 'AVAILABLE' | 'HELD';
  asset: string;
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  referenceType: string;
  referenceId: string;
};

type RawStatementRow = {
  id: string | bigint;
  at: string | Date;
  kind: string;
  description: string;
  note_code: string | null;
  note_params: Record<string, string> | string;
  purpose: 'AVAILABLE' | 'HELD';
  asset: string;
  amount_minor: string | bigint;
  balance_after_minor: string | bigint;
  reference_type: string;
  reference_id: string;
};

/** Postings on a customer's own accounts, newest first: the statement is read from the ledger itself. */
export async function pageStatement(
  db: Executor,
  owner: string,
  request: PageRequest,
  asset?: string,
): Promise<Page<StatementRow>> {
  const where = sql`a.owner = ${owner} and a.purpose in ('AVAILABLE', 'HELD') ${asset ? sql`and a.asset = ${asset}` : sql``}`;
  const rows = await queryRows<RawStatementRow>(
    db,
    sql`
    select p.id, p.created_at as at, j.kind, j.description, j.note_code, j.note_params, a.purpose, a.asset, p.amount_minor, p.balance_after_minor, j.reference_type, j.reference_id
      from postings p
      join ledger_accounts a on a.id = p.account_id
      join journal_transactions j on j.id = p.transaction_id
     where ${where}
     order by p.id desc
     limit ${request.pageSize} offset ${offsetOf(request)}`,
  );
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`
    select count(*)::int as total from postings p join ledger_accounts a on a.id = p.account_id where ${where}`,
  );
  return { items: rows.map(toStatementRow), total: Number(total), ...request };
}

function toStatementRow(row: RawStatementRow): StatementRow {
  return {
    id: BigInt(row.id),
    at: new Date(row.at),
    kind: row.kind,
    description: row.description,
    note: row.note_code ? { code: row.note_code, params: paramsOf(row.note_params) } : null,
    purpose: row.purpose,
    asset: row.asset,
    amountMinor: BigInt(row.amount_minor),
    balanceAfterMinor: BigInt(row.balance_after_minor),
    referenceType: row.reference_type,
    referenceId: row.reference_id,
  };
}

/** jsonb arrives parsed from PostgreSQL and as text from some drivers. */
function paramsOf(value: Record<string, string> | string): Record<string, string> {
  return typeof value === 'string' ? (JSON.parse(value) as Record<string, string>) : value;
}
