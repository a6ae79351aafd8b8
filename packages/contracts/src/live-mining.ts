import { z } from 'zod';
import { isoDateTime } from './scalars';

/**
 * Core-NATS live message on `live.mining.<userId>`: the customer's mining changed in a way their
 * balances do not show (a contract was made, stopped, resumed or ended), so the subscription server
 * reads a new `myMining` snapshot. It carries no figures: the snapshot reads them where they are kept.
 */
export const liveMiningChanged = z.object({
  at: isoDateTime,
  reason: z.enum(['CONTRACT_CREATED', 'CONTRACT_CHANGED']),
});
export type LiveMiningChanged = z.infer<typeof liveMiningChanged>;
export const liveMiningSubject = (userId: string) => `live.mining.${userId}`;
