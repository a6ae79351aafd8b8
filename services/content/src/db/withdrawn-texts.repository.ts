import { sql, type SQL } from 'drizzle-orm';
import { jsonbParameter, queryRows, type Executor } from '@mc/platform';

/** A kind of text the repository's files publish: its table, its key column and its latest version's file hash. */
export type FileBackedTexts = { table: SQL; key: SQL; latestFileHash: SQL };

/**
 * Withdraws the texts whose files are gone (`present` lists every file's key and language) when their
 * latest version came from the repository, and brings back withdrawn texts whose files are present
 * again; returns those withdrawn. Pages and FAQ entries share it (withdrawn_at, migration 0004).
 */
export async function withdrawTextsWithoutFiles(
  tx: Executor,
  texts: FileBackedTexts,
  present: { key: string; language: string }[],
): Promise<{ key: string; language: string }[]> {
  const files = sql`(select x.key, x.language from jsonb_to_recordset(${jsonbParameter(present)})
    as x(key text, language text))`;
  await tx.execute(
    sql`update ${texts.table} set withdrawn_at = null
        where withdrawn_at is not null and (${texts.key}, language) in ${files}`,
  );
  return queryRows(
    tx,
    sql`update ${texts.table} set withdrawn_at = now()
        where withdrawn_at is null and (${texts.key}, language) not in ${files} and ${texts.latestFileHash} is not null
        returning ${texts.key} as key, language`,
  );
}

export const PAGE_TEXTS: FileBackedTexts = {
  table: sql`pages`,
  key: sql`slug`,
  latestFileHash: sql`(select v.file_hash from page_versions v where v.page_id = pages.id
    order by v.version desc limit 1)`,
};

export const FAQ_TEXTS: FileBackedTexts = {
  table: sql`faq_entries`,
  key: sql`entry_key`,
  latestFileHash: sql`(select v.file_hash from faq_entry_versions v where v.entry_id = faq_entries.id
    order by v.version desc limit 1)`,
};
