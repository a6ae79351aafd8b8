import { recordAudit, type Database, type Executor, type Outbox } from '@mc/platform';
import type { Actor } from '../access/access';
import {
  appendPageVersion,
  findPage,
  findPageVersion,
  latestPageVersion,
  listPageVersions,
  lockExistingPage,
  publishedPage,
  publishedPagesOfKind,
  sitemapRows,
  type PageVersionRow,
} from '../db/pages.repository';
import type { PageKindValue } from '../db/schema';
import { contentError, validationFailed } from '../errors';
import { textPublished } from '../events/text-published';
import type { Page, PageDraftPreview, PageEditInput, PageVersion, SitemapEntry } from '../generated/resolvers';
import { KEY_PATTERN, pageProblems, type PageFields, type TextProblem } from '../texts/document';
import { isSiteLanguage } from '../texts/languages';
import { markdownToHtml } from '../texts/markdown';
import type { RenderedHtml } from '../texts/rendered';
import { pagePathOf, pageVersionView, pageView, renderedBody } from './page-view';

/** Pages, legal texts and articles: served as last published, edited and restored by operators. */
export class PageService {
  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    private readonly rendered: RenderedHtml,
  ) {}

  async page(slug: string, language: string): Promise<Page | null> {
    const published = await publishedPage(this.database.orm, slug, language);
    return published ? pageView(published, this.rendered) : null;
  }

  async pages(kind: PageKindValue, language: string): Promise<Page[]> {
    const published = await publishedPagesOfKind(this.database.orm, kind, language);
    return published.map((row) => pageView(row, this.rendered));
  }

  async sitemap(): Promise<SitemapEntry[]> {
    const rows = await sitemapRows(this.database.orm);
    return rows.map((row) => ({
      path: pagePathOf(row.slug),
      languages: row.languages,
      lastModified: row.lastModified,
    }));
  }

  async versions(slug: string, language: string): Promise<PageVersion[]> {
    const page = await findPage(this.database.orm, slug, language);
    if (!page) throw pageNotFound(slug, language);
    return (await listPageVersions(this.database.orm, page.id)).map(pageVersionView);
  }

  /** Publishes the admin's text as the page's next version; the same text as the latest publishes nothing. */
  async edit(actor: Actor, input: PageEditInput): Promise<Page> {
    const fields = validPageFields(input);
    await this.publish(actor, input.slug, input.language, 'page.edit', () => Promise.resolve({ fields, from: null }));
    return this.requirePage(input.slug, input.language);
  }

  /** Publishes an earlier version's text again, as a new version that names the one it restored. */
  async restore(actor: Actor, slug: string, language: string, version: number): Promise<Page> {
    await this.publish(actor, slug, language, 'page.restore', async (tx, pageId) => {
      // Read in the publishing transaction: PGlite (the embedded mode) has one connection, which the
      // open transaction holds, so a read outside it would wait for ever.
      const earlier = await findPageVersion(tx, pageId, version);
      if (!earlier) throw contentError('VERSION_NOT_FOUND', `Page ${slug} (${language}) has no version ${version}`);
      return { fields: fieldsOf(earlier), from: version };
    });
    return this.requirePage(slug, language);
  }

  private async publish(
    actor: Actor,
    slug: string,
    language: string,
    operation: string,
    textFor: (tx: Executor, pageId: number) => Promise<{ fields: PageFields; from: number | null }>,
  ): Promise<void> {
    // The event tells the edge to refresh the pages it rendered ahead (ADR 0029), once the text is in.
    await this.outbox.transaction(async (tx, publishEvent) => {
      const page = await lockExistingPage(tx, slug, language);
      // A page whose files left the repository is gone for the panel too; its files bring it back.
      if (!page || page.withdrawnAt) throw pageNotFound(slug, language);
      const { fields, from } = await textFor(tx, page.id);
      const latest = await latestPageVersion(tx, page.id);
      if (latest && sameText(fieldsOf(latest), fields)) return;
      const created = await appendPageVersion(tx, {
        pageId: page.id,
        ...fields,
        source: 'ADMIN',
        adminId: actor.adminId,
        fileHash: null,
        restoredFrom: from,
      });
      await recordAudit(tx, actor, {
        operation,
        targetType: 'page',
        targetId: `${slug}/${language}`,
        before: latest ? { version: latest.version, ...fieldsOf(latest) } : null,
        after: { version: created.version, restoredFrom: from, ...fields },
      });
      await publishEvent(textPublished({ kind: 'PAGE', key: slug, group: null, language, version: created.version }));
    });
  }

  private async requirePage(slug: string, language: string): Promise<Page> {
    const page = await this.page(slug, language);
    if (!page) throw pageNotFound(slug, language);
    return page;
  }
}

/** The draft as editPage would publish it, rendered but not stored (the panel's preview). */
export function pageDraftPreview(input: PageEditInput): PageDraftPreview {
  const fields = validPageFields(input);
  // A draft changes with every keystroke: rendered each time, not kept in the published versions' cache.
  const body = renderedBody(fields.body, (_part, markdown) => markdownToHtml(markdown));
  return { title: fields.title, description: fields.description, ...body };
}

/** The admin's text trimmed, or VALIDATION_FAILED naming every field that breaks the files' rules. */
function validPageFields(input: PageEditInput): PageFields {
  const fields = {
    title: input.title.trim(),
    label: input.label.trim(),
    description: input.description.trim(),
    body: input.body.trim(),
  };
  const problems = [...pageAddressProblems(input.slug, input.language), ...pageProblems(fields)];
  if (problems.length > 0) throw validationFailed(problems);
  return fields;
}

function pageAddressProblems(slug: string, language: string): TextProblem[] {
  const problems: TextProblem[] = [];
  if (!KEY_PATTERN.test(slug)) problems.push({ field: 'slug', message: 'must be lowercase a-z, 0-9 and hyphens' });
  if (!isSiteLanguage(language)) problems.push({ field: 'language', message: 'must be en, ru, de, es or fr' });
  return problems;
}

function fieldsOf(version: PageVersionRow): PageFields {
  return { title: version.title, label: version.label, description: version.description, body: version.body };
}

function sameText(a: PageFields, b: PageFields): boolean {
  return a.title === b.title && a.label === b.label && a.description === b.description && a.body === b.body;
}

function pageNotFound(slug: string, language: string) {
  return contentError('PAGE_NOT_FOUND', `There is no page ${slug} in language ${language}`);
}
