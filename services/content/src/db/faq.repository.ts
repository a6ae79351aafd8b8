import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { faqEntries, faqEntryVersions } from './schema';

export type FaqEntryRow = typeof faqEntries.$inferSelect;
export type FaqVersionRow = typeof faqEntryVersions.$inferSelect;
export type NewFaqVersion = Omit<typeof faqEntryVersions.$inferInsert, 'version' | 'publishedAt'>;
export type PublishedFaqEntry = { entry: FaqEntryRow; version: FaqVersionRow };

/** The entry, locked for the transaction (its versions are numbered one after another); undefined when new. */
export async function lockFaqEntry(tx: Executor, key: string, language: string): Promise<FaqEntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(faqEntries)
    .where(and(eq(faqEntries.key, key), eq(faqEntries.language, language)))
    .for('update');
  return row;
}

/** Creates the entry when missing (at `position`, or after the group's last entry), then locks it. */
export async function lockOrCreateFaqEntry(
  tx: Executor,
  entry: { key: string; group: string; language: string; position?: number },
): Promise<FaqEntryRow> {
  const position =
    entry.position ??
    sql`(select coalesce(max(position), 0) + 1 from faq_entries
         where faq_group = ${entry.group} and language = ${entry.language})`;
  await tx
    .insert(faqEntries)
    .values({ key: entry.key, group: entry.group, language: entry.language, position })
    .onConflictDoNothing();
  const row = await lockFaqEntry(tx, entry.key, entry.language);
  if (!row) throw new Error(`FAQ entry ${entry.key}/${entry.language} vanished while locked`);
  return row;
}

export async function findFaqEntry(db: Executor, key: string, language: string): Promise<FaqEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(faqEntries)
    .where(and(eq(faqEntries.key, key), eq(faqEntries.language, language)));
  return row;
}

export async function appendFaqVersion(tx: Executor, version: NewFaqVersion): Promise<FaqVersionRow> {
  const [row] = await tx
    .insert(faqEntryVersions)
    .values({
      ...version,
      version: sql`(select coalesce(max(version), 0) + 1 from faq_entry_versions where entry_id = ${version.entryId})`,
    })
    .returning();
  return row;
}

export async function latestFaqVersion(db: Executor, entryId: number): Promise<FaqVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(faqEntryVersions)
    .where(eq(faqEntryVersions.entryId, entryId))
    .orderBy(desc(faqEntryVersions.version))
    .limit(1);
  return row;
}

export async function findFaqVersion(
  db: Executor,
  entryId: number,
  version: number,
): Promise<FaqVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(faqEntryVersions)
    .where(and(eq(faqEntryVersions.entryId, entryId), eq(faqEntryVersions.version, version)));
  return row;
}

export function listFaqVersions(db: Executor, entryId: number): Promise<FaqVersionRow[]> {
  return db
    .select()
    .from(faqEntryVersions)
    .where(eq(faqEntryVersions.entryId, entryId))
    .orderBy(desc(faqEntryVersions.version));
}

const isLatestVersion = sql`${faqEntryVersions.version} =
  (select max(v.version) from faq_entry_versions v where v.entry_id = ${faqEntries.id})`;

export async function publishedFaqEntry(db: Executor, entryId: number): Promise<PublishedFaqEntry | undefined> {
  const [row] = await db
    .select({ entry: faqEntries, version: faqEntryVersions })
    .from(faqEntries)
    .innerJoin(faqEntryVersions, eq(faqEntryVersions.entryId, faqEntries.id))
    .where(and(eq(faqEntries.id, entryId), isLatestVersion));
  return row;
}

export function publishedFaqGroup(db: Executor, group: string, language: string): Promise<PublishedFaqEntry[]> {
  return db
    .select({ entry: faqEntries, version: faqEntryVersions })
    .from(faqEntries)
    .innerJoin(faqEntryVersions, eq(faqEntryVersions.entryId, faqEntries.id))
    .where(
      and(
        eq(faqEntries.group, group),
        eq(faqEntries.language, language),
        isNull(faqEntries.withdrawnAt),
        isLatestVersion,
      ),
    )
    .orderBy(asc(faqEntries.position), asc(faqEntries.key));
}

/** An admin's publication brings a withdrawn entry back. */
export async function keepFaqEntryServed(tx: Executor, entryId: number): Promise<void> {
  await tx
    .update(faqEntries)
    .set({ withdrawnAt: null })
    .where(and(eq(faqEntries.id, entryId), isNotNull(faqEntries.withdrawnAt)));
}
