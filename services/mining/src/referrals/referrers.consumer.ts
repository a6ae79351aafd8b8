import type { Consumer, ServiceRuntime } from '@mc/platform';
import { runningPurchasesOf, saveReferrer } from '../db/referrals.repository';
import { startConsumer } from '../events/consumer';
import { grantReferralBonus } from './referral-bonus';

export const REFERRERS_CONSUMER = 'mining-referrers';

/**
 * Keeps who referred whom (identity.user.registered). Registration normally comes long before a
 * purchase, but events of two streams may arrive in any order: purchases already running when the
 * referrer becomes known are credited now, once each, like new ones.
 */
export function startReferrersConsumer(runtime: ServiceRuntime, now: () => number): Promise<Consumer> {
  return startConsumer(runtime, {
    durableName: REFERRERS_CONSUMER,
    stream: 'identity',
    subject: 'identity.user.registered',
    apply: async (tx, registered) => {
      if (registered.referrerId === null || registered.referrerId === registered.userId) return;
      await saveReferrer(tx, registered.userId, registered.referrerId, new Date(registered.registeredAt));
      for (const purchase of await runningPurchasesOf(tx, registered.userId))
        await grantReferralBonus(tx, purchase, new Date(now()));
    },
  });
}
