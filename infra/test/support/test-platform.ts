import { LIGHT_PASSWORD_COST } from '@mc/identity';
import { startEmbeddedPlatform, type EmbeddedOptions, type EmbeddedPlatform } from '../../src/embedded';

/**
 * The embedded platform as the suites start it. Four settings of `npm start` are lighter here: no public
 * page is rendered ahead (each is rendered for its first guest), instruments get an hour of price
 * history instead of a day, the databases live in memory, and passwords are hashed at argon2id's light
 * test cost (ADR 0038). The first two are half a minute of CPU per start that the suite running beside
 * this one needs on a two-core machine; the third spares the disk 200 MB of copied clusters per start;
 * the fourth spares a fifth of a second of CPU at every sign-up and sign-in. A suite that tests one of
 * them, or restarts the platform on its data, passes its own value.
 */
export function startTestPlatform(options: EmbeddedOptions): Promise<EmbeddedPlatform> {
  return startEmbeddedPlatform({
    pageStoreFill: 'none',
    priceHistoryMinutes: 60,
    databasesInMemory: true,
    passwordHashCost: LIGHT_PASSWORD_COST,
    ...options,
  });
}

/** The same two settings for a platform started as a person starts it (`launchPlatform`). */
export const LIGHT_PLATFORM_ENV = { PAGE_STORE_FILL: 'none', PRICE_HISTORY_MINUTES: '60' } as const;
