import { markdownToHtml } from './markdown';

/**
 * Rendered HTML by published version: a version never changes, so its HTML is computed once per
 * process (bounded: the oldest entries go first once the cache is full).
 */
export class RenderedHtml {
  private readonly entries = new Map<string, string>();

  constructor(private readonly capacity = 2_000) {}

  of(versionKey: string, markdown: string): string {
    const cached = this.entries.get(versionKey);
    if (cached !== undefined) return cached;
    const html = markdownToHtml(markdown);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(versionKey, html);
    return html;
  }
}
