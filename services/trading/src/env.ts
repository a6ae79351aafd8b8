import { z } from 'zod';
import { env } from '@mc/platform';
import { PRICE_FEED_KINDS } from './feed';

/** Variables only trading reads; the shared ones are parsed by `runServiceMain`. */
export const tradingEnvShape = {
  PRICE_FEED: z.enum(PRICE_FEED_KINDS).default('simulated'),
  /** Funds's GraphQL endpoint: trading asks it to hold margins and stakes (DESIGN.md §8). */
  FUNDS_URL: env.optionalUrl(),
};
