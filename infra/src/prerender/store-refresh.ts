import { parseEventPayload, type ContentTextPublishedV1 } from '@mc/contracts';
import type { Consumer, EventBus } from '@mc/platform';
import type { Logger } from 'pino';
import type { GuestPageStore, PageAddress } from './guest-page-store';
import { SITE_LANGUAGES } from './request-preferences';

const HOME_PATHS = ['/', '/index.html'];

/**
 * What the store renders ahead after start (PAGE_STORE_FILL): every public page, the home pages only, or
 * nothing (each page is then rendered for its first guest). A machine that starts many short-lived
 * platforms (the test suites) spares the half-minute of CPU a full fill takes.
 */
export const PAGE_STORE_FILLS = ['all', 'home', 'none'] as const;
export type PageStoreFill = (typeof PAGE_STORE_FILLS)[number];

/**
 * The order the store is filled in: the home page in every language first (most visitors and crawlers
 * arrive there), then every other page language by language; `fill` stops after the home pages or before.
 */
export function fillOrder(publicUrl: string, paths: readonly string[], fill: PageStoreFill = 'all'): PageAddress[] {
  if (fill === 'none') return [];
  const home = paths.filter((path) => HOME_PATHS.includes(path));
  const others = fill === 'all' ? paths.filter((path) => !HOME_PATHS.includes(path)) : [];
  return [
    ...SITE_LANGUAGES.flatMap((language) => home.map((path) => ({ publicUrl, path, language }))),
    ...SITE_LANGUAGES.flatMap((language) => others.map((path) => ({ publicUrl, path, language }))),
  ];
}

/**
 * The pages that show a published text, refreshed at once: the page itself, or for an FAQ entry the
 * home page (the first six general entries) and both FAQ pages. Every other page of the language is
 * only marked stale: a label or link of the text may appear there too (another article's list).
 */
export function pathsShowing(text: ContentTextPublishedV1): string[] {
  if (text.kind === 'FAQ') return [...HOME_PATHS, '/faq.html', '/referral-faq.html'];
  return text.key === 'home' ? HOME_PATHS : [`/${text.key}.html`];
}

/** Applies one published text to the store: its language goes stale, the pages showing it render again. */
export function refreshForText(store: GuestPageStore, text: ContentTextPublishedV1): PageAddress[] {
  const showing = pathsShowing(text);
  const refreshed = store.markStale(text.language).filter((address) => showing.includes(address.path));
  for (const address of refreshed) store.refresh(address);
  return refreshed;
}

export const PAGE_STORE_CONSUMER = 'edge-page-store';

/**
 * Follows content's `content.text.published` on the bus. Every process that keeps a store (each
 * `web-render` replica, each edge) must hear every publish, so the consumer fans out: one of its own per
 * process, from its start on (a store is empty at start, so nothing earlier matters). A refused payload
 * is logged and dropped: the page refreshes at its interval anyway.
 */
export function followPublishedTexts(bus: EventBus, store: GuestPageStore, logger: Logger): Promise<Consumer> {
  return bus.consume({
    durableName: PAGE_STORE_CONSUMER,
    fanOut: true,
    stream: 'content',
    subjects: ['content.text.published'],
    handler: async (event) => {
      try {
        const text = parseEventPayload('content.text.published', event.version, event.payload);
        const refreshed = refreshForText(store, text);
        logger.debug({ text, refreshed: refreshed.length }, 'published text: stored pages refreshing');
      } catch (error) {
        logger.warn({ err: error, eventId: event.eventId }, 'content.text.published refused');
      }
    },
  });
}
