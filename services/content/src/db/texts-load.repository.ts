import { sql } from 'drizzle-orm';
import { jsonbParameter, queryRows, type Executor } from '@mc/platform';
import type { PageKindValue } from './schema';

/**
 * The texts loader's statements: each works on every file at once (a jsonb array of rows), so a start
 * publishes the repository's few hundred texts in a handful of statements instead of four per text.
 */

export type PageFileRow = {
  slug: string;
  language: string;
  kind: PageKindValue;
  hash: string;
  title: string;
  label: string;
  description: string;
  body: string;
};
export type FaqFileRow = {
  key: string;
  language: string;
  group: string;
  position: number;
  hash: string;
  question: string;
  answer: string;
};
/** The hash of the file a text was last loaded from, by `key/language`; null before its first load. */
export type LoadedText = { key: string; fileHash: string | null };

/** Loads of the texts one at a time: two services starting at once publish each change once. */
export async function lockTextsLoad(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content.texts-load'))`);
}

export function loadedPages(tx: Executor): Promise<LoadedText[]> {
  return queryRows(
    tx,
    sql`select p.slug || '/' || p.language as key,
          (select v.file_hash from page_versions v where v.page_id = p.id and v.file_hash is not null
           order by v.version desc limit 1) as "fileHash"
        from pages p`,
  );
}

export function loadedFaqEntries(tx: Executor): Promise<LoadedText[]> {
  return queryRows(
    tx,
    sql`select e.entry_key || '/' || e.language as key,
          (select v.file_hash from faq_entry_versions v where v.entry_id = e.id and v.file_hash is not null
           order by v.version desc limit 1) as "fileHash"
        from faq_entries e`,
  );
}

/** Creates the files' pages that are missing and gives each its file's kind (a file may move folders). */
export async function placePageFiles(tx: Executor, files: PageFileRow[]): Promise<void> {
  if (files.length === 0) return;
  const x = sql`jsonb_to_recordset(${jsonbParameter(files)}) as x(slug text, language text, kind text)`;
  await tx.execute(sql`insert into pages (slug, language, kind) select x.slug, x.language, x.kind from ${x}
    on conflict do nothing`);
  await tx.execute(sql`update pages p set kind = x.kind from ${x}
    where p.slug = x.slug and p.language = x.language and p.kind <> x.kind`);
}

/**
 * Appends each file's page a REPOSITORY version numbered after its last. The pages are locked first: an
 * admin publishing one of them at the same moment numbers their version after this one.
 */
export async function publishPageFiles(tx: Executor, files: PageFileRow[]): Promise<void> {
  if (files.length === 0) return;
  const x = sql`jsonb_to_recordset(${jsonbParameter(files)}) as x(slug text, language text, hash text,
    title text, label text, description text, body text)`;
  await tx.execute(sql`select p.id from pages p join ${x} on p.slug = x.slug and p.language = x.language
    order by p.id for update of p`);
  await tx.execute(sql`insert into page_versions
      (page_id, version, title, label, description, body, source, file_hash)
    select p.id, coalesce((select max(v.version) from page_versions v where v.page_id = p.id), 0) + 1,
      x.title, x.label, x.description, x.body, 'REPOSITORY', x.hash
    from ${x} join pages p on p.slug = x.slug and p.language = x.language`);
}

/** Creates the entries that are missing and puts each where its file places it (the file's order wins). */
export async function placeFaqFileEntries(tx: Executor, entries: FaqFileRow[]): Promise<void> {
  if (entries.length === 0) return;
  const x = sql`jsonb_to_recordset(${jsonbParameter(entries)}) as x(key text, language text, "group" text, position int)`;
  await tx.execute(sql`insert into faq_entries (entry_key, language, faq_group, position)
    select x.key, x.language, x."group", x.position from ${x} on conflict do nothing`);
  await tx.execute(sql`update faq_entries e set faq_group = x."group", position = x.position from ${x}
    where e.entry_key = x.key and e.language = x.language and (e.faq_group, e.position) <> (x."group", x.position)`);
}

/** Appends each entry a REPOSITORY version numbered after its last, its entry locked as for pages. */
export async function publishFaqFileEntries(tx: Executor, entries: FaqFileRow[]): Promise<void> {
  if (entries.length === 0) return;
  const x = sql`jsonb_to_recordset(${jsonbParameter(entries)}) as x(key text, language text, hash text,
    question text, answer text)`;
  await tx.execute(sql`select e.id from faq_entries e join ${x} on e.entry_key = x.key and e.language = x.language
    order by e.id for update of e`);
  await tx.execute(sql`insert into faq_entry_versions (entry_id, version, question, answer, source, file_hash)
    select e.id, coalesce((select max(v.version) from faq_entry_versions v where v.entry_id = e.id), 0) + 1,
      x.question, x.answer, 'REPOSITORY', x.hash
    from ${x} join faq_entries e on e.entry_key = x.key and e.language = x.language`);
}
