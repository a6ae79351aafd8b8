import { startEmbeddedPlatform, type EmbeddedOptions, type EmbeddedPlatform } from '../../src/embedded';

/**
 * The embedded platform as the suites start it. Two settings of `npm start` are lighter here: no public
 * page is rendered ahead (each is rendered for its first guest) and instruments get an hour of price
 * history instead of a day. Both are half a minute of CPU per start that the suite running beside this
 * one needs on a two-core machine. A suite that tests either passes its own value.
 */
export function startTestPlatform(options: EmbeddedOptions): Promise<EmbeddedPlatform> {
  return startEmbeddedPlatform({ pageStoreFill: 'none', priceHistoryMinutes: 60, ...options });
}

/** The same two settings for a platform started as a person starts it (`launchPlatform`). */
export const LIGHT_PLATFORM_ENV = { PAGE_STORE_FILL: 'none', PRICE_HISTORY_MINUTES: '60' } as const;
