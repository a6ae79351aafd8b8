import { startEmbeddedPlatform, type EmbeddedOptions, type EmbeddedPlatform } from '../../src/embedded';

/**
 * The embedded platform as the suites start it. Three settings of `npm start` are lighter here: no public
 * page is rendered ahead (each is rendered for its first guest), instruments get an hour of price
 * history instead of a day, and the databases live in memory. The first two are half a minute of CPU per
 * start that the suite running beside this one needs on a two-core machine; the third spares the disk
 * 200 MB of copied clusters per start. A suite that tests one of them, or restarts the platform on its
 * data, passes its own value.
 */
export function startTestPlatform(options: EmbeddedOptions): Promise<EmbeddedPlatform> {
  return startEmbeddedPlatform({ pageStoreFill: 'none', priceHistoryMinutes: 60, databasesInMemory: true, ...options });
}

/** The same two settings for a platform started as a person starts it (`launchPlatform`). */
export const LIGHT_PLATFORM_ENV = { PAGE_STORE_FILL: 'none', PRICE_HISTORY_MINUTES: '60' } as const;
