import { z } from 'zod';
import { PRICE_FEED_KINDS } from './feed';

/** Variables only trading reads; the shared ones are parsed by `runServiceMain`. */
export const tradingEnvShape = {
  PRICE_FEED: z.enum(PRICE_FEED_KINDS).default('simulated'),
};
