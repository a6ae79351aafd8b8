import { Marked, type Tokens } from 'marked';

/** `{#key}` at the end of a heading: the anchor the heading's id comes from. */
const HEADING_ANCHOR = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;
/** Link and image targets that cannot run script: site paths, anchors, web and mail addresses. */
const SAFE_TARGET = /^(\/(?!\/)|#|https?:\/\/|mailto:)/i;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/**
 * The site's one Markdown renderer. Raw HTML is shown as text, never passed through (the texts are
 * edited in an admin panel, and a page must not become a script carrier); links keep their targets
 * unless the target could run script.
 */
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag): string {
      return token.block ? `<p>${escapeHtml(token.text.trim())}</p>\n` : escapeHtml(token.text);
    },
    heading(token: Tokens.Heading): string {
      const inner = this.parser.parseInline(token.tokens);
      const anchor = HEADING_ANCHOR.exec(token.text);
      if (!anchor) return `<h${token.depth}>${inner}</h${token.depth}>\n`;
      const text = inner.replace(/\s*\{#[a-z0-9-]+\}\s*$/, '');
      return `<h${token.depth} id="${anchor[1]}">${text}</h${token.depth}>\n`;
    },
    link(token: Tokens.Link): string {
      const text = this.parser.parseInline(token.tokens);
      if (!SAFE_TARGET.test(token.href)) return text;
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
      return `<a href="${escapeHtml(token.href)}"${title}>${text}</a>`;
    },
    image(token: Tokens.Image): string {
      if (!SAFE_TARGET.test(token.href)) return escapeHtml(token.text);
      return `<img src="${escapeHtml(token.href)}" alt="${escapeHtml(token.text)}">`;
    },
  },
});

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false }).trim();
}
