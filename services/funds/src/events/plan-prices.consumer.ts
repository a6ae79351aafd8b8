import type { Consumer, ServiceRuntime } from '@mc/platform';
import { savePlanPrice } from '../db/plan-prices.repository';
import { FIAT_SCALE } from '../deposits/deposit-rules';
import { startConsumer } from './consumer';

/** Keeps funds' copy of each mining plan's minimum price, which a mining deposit must reach. */
export function startPlanPricesConsumer(runtime: ServiceRuntime): Promise<Consumer> {
  return startConsumer(runtime, {
    durableName: 'funds-plan-prices',
    stream: 'mining',
    subject: 'mining.plan.priced',
    apply: (tx, plan) =>
      savePlanPrice(tx, {
        planId: plan.planId,
        coin: plan.coin,
        termMonths: plan.termMonths,
        priceUsdMinor: BigInt(plan.priceUsd) * 10n ** BigInt(FIAT_SCALE),
      }),
  });
}
