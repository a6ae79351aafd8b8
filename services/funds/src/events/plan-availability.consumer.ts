import type { Consumer, ServiceRuntime } from '@mc/platform';
import { savePlanAvailability } from '../db/plan-prices.repository';
import { startConsumer } from './consumer';

/** Keeps whether each mining plan is sold out, so a mining deposit for one is refused (PLAN_SOLD_OUT). */
export function startPlanAvailabilityConsumer(runtime: ServiceRuntime): Promise<Consumer> {
  return startConsumer(runtime, {
    durableName: 'funds-plan-availability',
    stream: 'mining',
    subject: 'mining.plan.availability',
    apply: (tx, plan) => savePlanAvailability(tx, plan.planId, plan.soldOut, new Date(plan.asOf)),
  });
}
