import { z } from 'zod';
import { env } from '@mc/platform';
import { PRICE_FEED_KINDS } from './feed';

/** Variables only trading reads; the shared ones are parsed by `runServiceMain`. */
export const tradingEnvShape = {
  PRICE_FEED: z.enum(PRICE_FEED_KINDS).default('simulated'),
  /** Minutes of simulated candle history recorded for an instrument without any, at start (0: none; a week at most). */
  PRICE_HISTORY_MINUTES: z.coerce.number().int().min(0).max(10_080).default(1_440),
  /** Funds's GraphQL endpoint: trading asks it to hold margins and stakes (DESIGN.md §8). */
  FUNDS_URL: env.optionalUrl(),
};
