/**
 * The bank fields' rules, checked in the page before anything is sent. They are the funds
 * service's rules (services/funds/src/withdrawals/withdrawal-rules.ts), which decide; here they
 * only let the customer correct a typo next to the field instead of reading a refusal afterwards.
 */

const ACCOUNT_NUMBER = /^[0-9A-Za-z -]{4,40}$/;
const ROUTING_NUMBER = /^[0-9A-Za-z-]{3,20}$/;

/** Which rule a bank field breaks, as the key of its message; null when it keeps them. */
export type BankFieldProblem = 'ibanInvalid' | 'accountNumberInvalid' | 'routingNumberInvalid' | null;

/** ISO 13616: country, check digits, then mod 97 of the rearranged number is 1. Spaces are allowed. */
export function ibanProblem(value: string): BankFieldProblem {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return 'ibanInvalid';
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1 ? null : 'ibanInvalid';
}

export function accountNumberProblem(value: string): BankFieldProblem {
  return ACCOUNT_NUMBER.test(value.trim()) ? null : 'accountNumberInvalid';
}

/** Optional: an empty routing number keeps the rule. */
export function routingNumberProblem(value: string): BankFieldProblem {
  const routing = value.trim();
  return routing === '' || ROUTING_NUMBER.test(routing) ? null : 'routingNumberInvalid';
}
