import type { z } from 'zod';
import {
  identityCheckChangedV1,
  userCountryChangedV1,
  userDeactivatedV1,
  userDeviceVerifiedV1,
  userReactivatedV1,
  userRegisteredV1,
} from './identity';
import { depositConfirmedV1, withdrawalCompletedV1 } from './funds';
import {
  candleClosedV1,
  holdAbandonedV1,
  optionOpenedV1,
  optionSettledV1,
  tradeClosedV1,
  tradeOpenedV1,
  tradeVoidedV1,
} from './trading';
import { accrualBatchPostedV1, contractRefundRequestedV1, planAvailabilityV1, planPricedV1 } from './mining';
import { boosterReinvestedV1, boosterReinvestRequestedV1 } from './booster';
import {
  contractPledgedV1,
  loanClosedV1,
  loanOpenedV1,
  loanRefusedV1,
  pledgePayoutsDirectedV1,
  pledgeSettlementRequestedV1,
} from './pledges';
import { contentMailRequestedV1, contentTextPublishedV1 } from './content';

export * from './identity';
export * from './trading';
export * from './funds';
export * from './mining';
export * from './booster';
export * from './pledges';
export * from './content';

/**
 * Every durable event: subject → payload schema per version. Producers validate before appending
 * to the outbox; consumers parse with the same schema, so a contract change fails a test, not prod.
 */
export const eventContracts = {
  'trading.candle.closed': { 1: candleClosedV1 },
  'trading.trade.opened': { 1: tradeOpenedV1 },
  'trading.trade.closed': { 1: tradeClosedV1 },
  'trading.option.opened': { 1: optionOpenedV1 },
  'trading.option.settled': { 1: optionSettledV1 },
  'trading.hold.abandoned': { 1: holdAbandonedV1 },
  'trading.trade.voided': { 1: tradeVoidedV1 },
  'identity.user.registered': { 1: userRegisteredV1 },
  'identity.user.device_verified': { 1: userDeviceVerifiedV1 },
  'identity.identity.submitted': { 1: identityCheckChangedV1 },
  'identity.identity.approved': { 1: identityCheckChangedV1 },
  'identity.identity.declined': { 1: identityCheckChangedV1 },
  'identity.user.deactivated': { 1: userDeactivatedV1 },
  'identity.user.reactivated': { 1: userReactivatedV1 },
  'identity.user.country_changed': { 1: userCountryChangedV1 },
  'funds.deposit.confirmed': { 1: depositConfirmedV1 },
  'funds.withdrawal.completed': { 1: withdrawalCompletedV1 },
  'mining.plan.priced': { 1: planPricedV1 },
  'mining.plan.availability': { 1: planAvailabilityV1 },
  'mining.contract.refund_requested': { 1: contractRefundRequestedV1 },
  'mining.accrual.batch_posted': { 1: accrualBatchPostedV1 },
  'mining.booster.reinvest_requested': { 1: boosterReinvestRequestedV1 },
  'funds.booster.reinvested': { 1: boosterReinvestedV1 },
  'mining.contract.pledged': { 1: contractPledgedV1 },
  'mining.pledge.payouts_directed': { 1: pledgePayoutsDirectedV1 },
  'mining.pledge.settlement_requested': { 1: pledgeSettlementRequestedV1 },
  'funds.loan.opened': { 1: loanOpenedV1 },
  'funds.loan.refused': { 1: loanRefusedV1 },
  'funds.loan.closed': { 1: loanClosedV1 },
  'content.mail.requested': { 1: contentMailRequestedV1 },
  'content.text.published': { 1: contentTextPublishedV1 },
} as const satisfies Record<string, Record<number, z.ZodType>>;

export type EventSubject = keyof typeof eventContracts;

export function parseEventPayload<TSubject extends EventSubject>(
  subject: TSubject,
  version: number,
  payload: unknown,
): z.infer<(typeof eventContracts)[TSubject][1]> {
  const schema = (eventContracts[subject] as Record<number, z.ZodType | undefined>)[version];
  if (!schema) throw new Error(`No contract for ${subject} version ${version}`);
  return schema.parse(payload) as z.infer<(typeof eventContracts)[TSubject][1]>;
}

/** Validates a payload against its contract and builds the envelope fields producers need. */
export function contractPayload<TSubject extends EventSubject>(
  subject: TSubject,
  payload: z.infer<(typeof eventContracts)[TSubject][1]>,
) {
  return parseEventPayload(subject, 1, payload);
}
