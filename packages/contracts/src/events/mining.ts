import { z } from 'zod';

/**
 * Durable `mining.plan.priced`: a plan's current minimum price. Mining announces each plan at
 * start (one event per plan and price, so a restart announces nothing new); funds keeps the price
 * to refuse a mining deposit below it.
 */
export const planPricedV1 = z.object({
  planId: z.string().regex(/^[a-z]+-[1-9]$/),
  coin: z.enum(['BTC', 'ETH', 'USDT', 'BNB']),
  termMonths: z.number().int().min(1).max(120),
  priceUsd: z.number().int().positive(),
});
export type PlanPricedV1 = z.infer<typeof planPricedV1>;
