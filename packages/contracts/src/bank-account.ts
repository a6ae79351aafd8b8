/**
 * The bank destination's rules, shared by the funds service (which decides) and the web form (which
 * checks before sending, so a typo is corrected next to its field).
 */
export const ACCOUNT_NUMBER = /^[0-9A-Za-z -]{4,40}$/;
export const ROUTING_NUMBER = /^[0-9A-Za-z-]{3,20}$/;

/** ISO 13616: country, check digits, then mod 97 of the rearranged number is 1 (spaces removed first). */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
