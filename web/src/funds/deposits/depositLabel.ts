import type { TFunction } from 'i18next';
import type { Coin, DepositPurpose } from '../../graphql/generated/graphql';

/** What a contract card sells, in the reader's language: "Bitcoin Mining (12 Months Contract)". */
export function contractLabel(plan: { coin: Coin; termMonths: number }, t: TFunction): string {
  return t('funds.deposits.miningContract', { coin: t(`coins.${plan.coin}`), count: plan.termMonths });
}

/**
 * What a deposit is for, in the reader's language, made from its purpose and its plan. The stored
 * comment stays as it was sent (operators read it); it is English text and is not translated.
 */
export function depositLabel(
  deposit: { purpose: DepositPurpose; planId?: string | null },
  plansById: ReadonlyMap<string, { coin: Coin; termMonths: number }>,
  t: TFunction,
): string {
  if (deposit.purpose === 'TRADING') return t('funds.deposits.purposeTrading');
  const plan = deposit.planId ? plansById.get(deposit.planId) : undefined;
  return plan ? contractLabel(plan, t) : t('funds.deposits.purposeMining');
}
