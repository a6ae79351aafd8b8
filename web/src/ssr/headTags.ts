import { LANGUAGE_CODES, type LanguageCode } from '../state/clientState';

export interface PageHead {
  /** The address people use, without a trailing slash, e.g. https://cloudmine.example */
  publicUrl: string;
  /** The page's path, e.g. /faq.html */
  path: string;
  language: LanguageCode;
  title: string;
  description: string;
  /** Pages that exist in every language get hreflang alternates; the Not Found page does not. */
  withAlternates: boolean;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A page's address in one language: English is the plain path, others add `?lang=` (ADR 0024). */
export function pageUrlIn(publicUrl: string, path: string, language: LanguageCode): string {
  return language === 'en' ? `${publicUrl}${path}` : `${publicUrl}${path}?lang=${language}`;
}

/** The <head> tags of a server-rendered page: title, description, canonical and hreflang alternates. */
export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.withAlternates) {
    tags.push(`<link rel="canonical" href="${escapeHtml(pageUrlIn(head.publicUrl, head.path, head.language))}" />`);
    for (const language of LANGUAGE_CODES) {
      const href = escapeHtml(pageUrlIn(head.publicUrl, head.path, language));
      tags.push(`<link rel="alternate" hreflang="${language}" href="${href}" />`);
    }
    const defaultHref = escapeHtml(pageUrlIn(head.publicUrl, head.path, 'en'));
    tags.push(`<link rel="alternate" hreflang="x-default" href="${defaultHref}" />`);
  }
  return tags.join('\n    ');
}
