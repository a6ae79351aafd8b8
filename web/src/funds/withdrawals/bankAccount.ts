import { ACCOUNT_NUMBER, isValidIban, ROUTING_NUMBER } from '@mc/contracts/src/bank-account';

/**
 * The bank fields' rules (shared with the funds service, which decides), checked in the page before
 * anything is sent, so the customer corrects a typo next to the field instead of reading a refusal.
 */

/** Which rule a bank field breaks, as the key of its message; null when it keeps them. */
export type BankFieldProblem = 'ibanInvalid' | 'accountNumberInvalid' | 'routingNumberInvalid' | null;

export function ibanProblem(value: string): BankFieldProblem {
  return isValidIban(value) ? null : 'ibanInvalid';
}

export function accountNumberProblem(value: string): BankFieldProblem {
  return ACCOUNT_NUMBER.test(value.trim()) ? null : 'accountNumberInvalid';
}

/** Optional: an empty routing number keeps the rule. */
export function routingNumberProblem(value: string): BankFieldProblem {
  const routing = value.trim();
  return routing === '' || ROUTING_NUMBER.test(routing) ? null : 'routingNumberInvalid';
}
