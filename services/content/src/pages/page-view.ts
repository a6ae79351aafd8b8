import type { FaqVersionRow, PublishedFaqEntry } from '../db/faq.repository';
import type { PageVersionRow, PublishedPage } from '../db/pages.repository';
import type { FaqEntry, FaqEntryVersion, Page, PageVersion } from '../generated/resolvers';
import { splitSections } from '../texts/document';
import type { RenderedHtml } from '../texts/rendered';

/** The site path of a page: the home page is the root, every other page `/<slug>.html`. */
export function pagePathOf(slug: string): string {
  return slug === 'home' ? '/' : `/${slug}.html`;
}

/**
 * A page body as the site shows it: the text before the first section and each section, rendered to
 * HTML by `toHtml` (given the part's name, `intro` or the section key, so a cache can key on it).
 */
export function renderedBody(
  body: string,
  toHtml: (part: string, markdown: string) => string,
): Pick<Page, 'introHtml' | 'sections'> {
  const { intro, sections } = splitSections(body);
  return {
    introHtml: toHtml('intro', intro),
    sections: sections.map((section) => ({ ...section, html: toHtml(section.key, section.body) })),
  };
}

export function pageView({ page, version }: PublishedPage, rendered: RenderedHtml): Page {
  const versionKey = `page:${page.id}:${version.version}`;
  return {
    slug: page.slug,
    language: page.language,
    kind: page.kind,
    path: pagePathOf(page.slug),
    title: version.title,
    label: version.label,
    description: version.description,
    body: version.body,
    ...renderedBody(version.body, (part, markdown) => rendered.of(`${versionKey}:${part}`, markdown)),
    version: version.version,
    source: version.source,
    publishedAt: version.publishedAt,
  };
}

export function pageVersionView(version: PageVersionRow): PageVersion {
  return {
    version: version.version,
    title: version.title,
    label: version.label,
    description: version.description,
    body: version.body,
    source: version.source,
    admin: version.adminId ? { id: version.adminId } : null,
    publishedAt: version.publishedAt,
    restoredFrom: version.restoredFrom,
  };
}

export function faqEntryView({ entry, version }: PublishedFaqEntry, rendered: RenderedHtml): FaqEntry {
  return {
    key: entry.key,
    group: entry.group,
    language: entry.language,
    position: entry.position,
    question: version.question,
    answer: version.answer,
    answerHtml: rendered.of(`faq:${entry.id}:${version.version}`, version.answer),
    version: version.version,
    source: version.source,
    publishedAt: version.publishedAt,
  };
}

export function faqVersionView(version: FaqVersionRow): FaqEntryVersion {
  return {
    version: version.version,
    question: version.question,
    answer: version.answer,
    source: version.source,
    admin: version.adminId ? { id: version.adminId } : null,
    publishedAt: version.publishedAt,
    restoredFrom: version.restoredFrom,
  };
}
