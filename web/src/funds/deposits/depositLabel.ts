import type { TFunction } from 'i18next';
import type { Coin, ContractTermUnit, DepositPurpose } from '../../graphql/generated/graphql';

/** What a contract card sells, in the reader's language: "Bitcoin Mining (12 Months Contract)". */
export function contractLabel(plan: { coin: Coin; termMonths: number }, t: TFunction): string {
  return t('funds.deposits.miningContract', { coin: t(`coins.${plan.coin}`), count: plan.termMonths });
}

/**
 * A contract's name in the reader's language, by mining's one rule (Contract.name): the label support
 * gave it, as typed, else its coin and real term: a grant of 7 days is "Bitcoin Mining (7 Days Contract)".
 */
export function contractName(
  contract: { planLabel?: string | null; coin: Coin; term: { unit: ContractTermUnit; count: number } },
  t: TFunction,
): string {
  if (contract.planLabel) return contract.planLabel;
  const coin = t(`coins.${contract.coin}`);
  return contract.term.unit === 'MONTHS'
    ? t('funds.deposits.miningContract', { coin, count: contract.term.count })
    : t('funds.deposits.miningContractDays', { coin, count: contract.term.count });
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
