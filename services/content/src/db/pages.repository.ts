import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { pages, pageVersions, type PageKindValue } from './schema';

export type PageRow = typeof pages.$inferSelect;
export type PageVersionRow = typeof pageVersions.$inferSelect;
export type NewPageVersion = Omit<typeof pageVersions.$inferInsert, 'version' | 'publishedAt'>;
export type PublishedPage = { page: PageRow; version: PageVersionRow };

/** An existing page, locked; undefined when the page does not exist in this language. */
export async function lockExistingPage(tx: Executor, slug: string, language: string): Promise<PageRow | undefined> {
  const [row] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.language, language)))
    .for('update');
  return row;
}

export async function findPage(db: Executor, slug: string, language: string): Promise<PageRow | undefined> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.language, language)));
  return row;
}

/** Appends the page's next version (call with the page locked). */
export async function appendPageVersion(tx: Executor, version: NewPageVersion): Promise<PageVersionRow> {
  const [row] = await tx
    .insert(pageVersions)
    .values({
      ...version,
      version: sql`(select coalesce(max(version), 0) + 1 from page_versions where page_id = ${version.pageId})`,
    })
    .returning();
  return row;
}

export async function latestPageVersion(db: Executor, pageId: number): Promise<PageVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(eq(pageVersions.pageId, pageId))
    .orderBy(desc(pageVersions.version))
    .limit(1);
  return row;
}

export async function findPageVersion(
  db: Executor,
  pageId: number,
  version: number,
): Promise<PageVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.version, version)));
  return row;
}

export function listPageVersions(db: Executor, pageId: number): Promise<PageVersionRow[]> {
  return db.select().from(pageVersions).where(eq(pageVersions.pageId, pageId)).orderBy(desc(pageVersions.version));
}

const isLatestVersion = sql`${pageVersions.version} = (select max(v.version) from page_versions v where v.page_id = ${pages.id})`;

export async function publishedPage(db: Executor, slug: string, language: string): Promise<PublishedPage | undefined> {
  const [row] = await db
    .select({ page: pages, version: pageVersions })
    .from(pages)
    .innerJoin(pageVersions, eq(pageVersions.pageId, pages.id))
    .where(and(eq(pages.slug, slug), eq(pages.language, language), isNull(pages.withdrawnAt), isLatestVersion));
  return row;
}

export function publishedPagesOfKind(db: Executor, kind: PageKindValue, language: string): Promise<PublishedPage[]> {
  return db
    .select({ page: pages, version: pageVersions })
    .from(pages)
    .innerJoin(pageVersions, eq(pageVersions.pageId, pages.id))
    .where(and(eq(pages.kind, kind), eq(pages.language, language), isNull(pages.withdrawnAt), isLatestVersion))
    .orderBy(asc(pages.slug));
}

export type SitemapRow = { slug: string; languages: string[]; lastModified: Date };

/** One row per slug: the languages it is published in and its newest version's time. */
export async function sitemapRows(db: Executor): Promise<SitemapRow[]> {
  const rows = await db
    .select({
      slug: pages.slug,
      languages: sql<string[]>`array_agg(distinct ${pages.language} order by ${pages.language})`,
      lastModified: sql<string>`max(${pageVersions.publishedAt})`,
    })
    .from(pages)
    .innerJoin(pageVersions, eq(pageVersions.pageId, pages.id))
    .where(isNull(pages.withdrawnAt))
    .groupBy(pages.slug)
    .orderBy(asc(pages.slug));
  return rows.map((row) => ({ ...row, lastModified: new Date(row.lastModified) }));
}
