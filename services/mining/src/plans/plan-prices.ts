import { contractPayload } from '@mc/contracts';
import type { EventEnvelope, Outbox } from '@mc/platform';
import { listPlans, type PlanRow } from '../db/plans.repository';
import { uuidFrom } from '../events/derived-id';

/**
 * Tells funds every plan's price, so it can refuse a mining deposit below it. The event id is
 * derived from the plan and its price: announcing again after a restart appends nothing (the
 * outbox ignores a known id), and a changed price is a new event.
 */
export async function announcePlanPrices(outbox: Outbox, now: () => number = Date.now): Promise<void> {
  await outbox.transaction(async (tx, publish) => {
    for (const plan of await listPlans(tx)) await publish(planPricedEvent(plan, new Date(now()).toISOString()));
  });
}

export function planPricedEvent(plan: PlanRow, occurredAt: string): EventEnvelope {
  const payload = contractPayload('mining.plan.priced', {
    planId: plan.id,
    coin: plan.coin,
    termMonths: plan.termMonths,
    priceUsd: plan.priceUsd,
  });
  return {
    eventId: uuidFrom(`mining.plan.priced:${plan.id}:${plan.priceUsd}`),
    subject: 'mining.plan.priced',
    occurredAt,
    version: 1,
    payload,
  };
}
