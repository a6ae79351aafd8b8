import type { IncomingMessage } from 'node:http';

/** The gateway's session cookies, the customer's and the admin's. */
const SESSION_COOKIE = /(?:^|;\s*)(?:admin_)?(?:access|refresh)_token=/;

/** A request with no session cookie and no bearer token: the page it gets is every guest's. */
export function isGuestRequest(request: Pick<IncomingMessage, 'headers'>): boolean {
  return !request.headers.authorization && !SESSION_COOKIE.test(request.headers.cookie ?? '');
}

type Entry<T> = { result: Promise<T | null>; expiresAtMs: number };

/**
 * Guests' server renders, shared for a few seconds per address, language and theme: guests asking
 * together share the render in progress, and later ones get its result until it is `ttlMs` old. On a
 * busy machine a render can outlast its time limit, and then the visitor (or a crawler) gets the SPA
 * shell without the text; sharing keeps the number of renders down to one per page every `ttlMs`.
 * The prices and estimates in a shared page are at most that old; the page's live data replaces them.
 * A failed render (null) is not kept, so the next guest tries again.
 */
export class GuestRenderCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    /**
     * Every public path in five languages and two themes is 230 pages; a page with its state is up to
     * about 150 KB, so the cache stays under 45 MB even when addresses with made-up queries fill it.
     */
    private readonly maxEntries = 300,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, render: () => Promise<T | null>): Promise<T | null> {
    const kept = this.entries.get(key);
    if (kept && kept.expiresAtMs > this.now()) return kept.result;
    this.entries.delete(key);
    const entry: Entry<T> = { result: render(), expiresAtMs: Number.POSITIVE_INFINITY };
    this.makeRoom();
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.result.then((rendered) => {
      if (rendered === null) forget();
      else entry.expiresAtMs = this.now() + this.ttlMs;
    }, forget);
    return entry.result;
  }

  /** The oldest entry goes first once the cache is full (a Map keeps insertion order). */
  private makeRoom(): void {
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
