import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { SiteLanguage } from './request-preferences';

/** The gateway's session cookies, the customer's and the admin's. */
const SESSION_COOKIE = /(?:^|;\s*)(?:admin_)?(?:access|refresh)_token=/;

/** A request with no session cookie and no bearer token: the page it gets is every guest's. */
export function isGuestRequest(request: Pick<IncomingMessage, 'headers'>): boolean {
  return !request.headers.authorization && !SESSION_COOKIE.test(request.headers.cookie ?? '');
}

/** A server render as web/src/entry-server.tsx gives it, before it goes into the document. */
export type PageRender = { status: 200 | 404; appHtml: string; headHtml: string; stateJson: string };

/** Where a stored page is: the public address it links to (canonical, alternates), its path and language. */
export type PageAddress = { publicUrl: string; path: string; language: SiteLanguage };

type Entry = { address: PageAddress; render: PageRender; bytes: number; renderedAtMs: number; stale: boolean };

export type GuestPageStoreOptions = {
  /** Renders a page as a guest sees it; rejects when it cannot (the store keeps what it had). */
  render(address: PageAddress): Promise<PageRender>;
  /** A stored page older than this is refreshed when next asked for (its prices and estimates move). */
  refreshAfterMs: number;
  maxEntries: number;
  maxBytes: number;
  logger: Logger;
  now?: () => number;
};

const keyOf = (address: PageAddress) => `${address.publicUrl}${address.path} ${address.language}`;

/**
 * The public pages rendered ahead for guests (ADR 0029), one per address and language; the theme is
 * applied when a page is served. A guest always gets a stored page at once, even while it is being
 * refreshed (stale-while-revalidate); only a page never rendered makes the first guest wait, and guests
 * asking meanwhile share that one render. Bounded in count and bytes: the least recently served page
 * goes first.
 */
export class GuestPageStore {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<PageRender>>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: GuestPageStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The stored page, refreshed in the background when old or stale; a page not stored yet is rendered. */
  page(address: PageAddress): Promise<PageRender> {
    const key = keyOf(address);
    const entry = this.entries.get(key);
    if (!entry) return this.renderAndStore(address);
    // Map order is the order of use: the page served now goes last, away from eviction.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (entry.stale || this.now() - entry.renderedAtMs >= this.options.refreshAfterMs) this.refresh(address);
    return Promise.resolve(entry.render);
  }

  /** The stored page as it is, or null: never renders. */
  stored(address: PageAddress): PageRender | null {
    return this.entries.get(keyOf(address))?.render ?? null;
  }

  /** Renders the page again in the background; visitors keep getting the stored one meanwhile. */
  refresh(address: PageAddress): void {
    this.renderAndStore(address).catch(() => undefined);
  }

  /** Marks the stored pages of a language stale (each is refreshed when next served) and returns them. */
  markStale(language: string): PageAddress[] {
    const marked: PageAddress[] = [];
    for (const entry of this.entries.values()) {
      if (entry.address.language !== language) continue;
      entry.stale = true;
      marked.push(entry.address);
    }
    return marked;
  }

  /**
   * Renders every address not stored yet, one after the other so that visitors' own renders keep most
   * of the machine. A page that fails is left for its first visitor. `stopped` ends the fill early.
   */
  async fill(addresses: readonly PageAddress[], stopped: () => boolean = () => false): Promise<void> {
    const startedAtMs = this.now();
    let rendered = 0;
    for (const address of addresses) {
      if (stopped()) return;
      if (this.entries.has(keyOf(address))) continue;
      try {
        await this.renderAndStore(address);
        rendered += 1;
      } catch {
        // Logged by renderAndStore; its first visitor renders it.
      }
    }
    this.options.logger.debug(
      { pages: rendered, ms: this.now() - startedAtMs, bytes: this.bytes },
      'guest page store filled',
    );
  }

  private renderAndStore(address: PageAddress): Promise<PageRender> {
    const key = keyOf(address);
    const running = this.rendering.get(key);
    if (running) return running;
    const startedAtMs = this.now();
    const rendering = this.options
      .render(address)
      .then(
        (render) => {
          this.put(address, render);
          this.options.logger.debug(
            { path: address.path, language: address.language, ms: this.now() - startedAtMs },
            'guest page stored',
          );
          return render;
        },
        (error: unknown) => {
          this.options.logger.warn(
            { err: error, path: address.path, language: address.language },
            'guest page render failed: the stored page, if any, is kept',
          );
          throw error;
        },
      )
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, rendering);
    return rendering;
  }

  private put(address: PageAddress, render: PageRender): void {
    const key = keyOf(address);
    const bytes = Buffer.byteLength(render.appHtml) + Buffer.byteLength(render.headHtml) + render.stateJson.length;
    this.remove(key);
    if (bytes > this.options.maxBytes) return;
    this.entries.set(key, { address, render, bytes, renderedAtMs: this.now(), stale: false });
    this.bytes += bytes;
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes)
      this.remove(this.entries.keys().next().value as string);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
