import { toMinor } from '../money';
import type { CryptoCurrency } from '../../graphql/generated/graphql';
import { CRYPTO_CURRENCIES, type PaymentLink } from '../queries/deposits';

/** The query of a payment link: /payment.html?timestamp&crypto&address&cryptoprice. */
export interface PaymentParams {
  /** Unix milliseconds, as text (it is sent back to the server as it came). */
  timestamp: string;
  crypto: CryptoCurrency;
  address: string;
  /** The crypto amount to pay, 8 decimals at most. */
  cryptoPrice: string;
}

/** The link's query when every part is present and well formed; null for a mangled link. */
export function readPaymentParams(search: URLSearchParams): PaymentParams | null {
  const timestamp = search.get('timestamp') ?? '';
  const crypto = search.get('crypto') ?? '';
  const address = (search.get('address') ?? '').trim();
  const cryptoPrice = (search.get('cryptoprice') ?? '').trim();
  if (!/^\d{1,15}$/.test(timestamp)) return null;
  if (!(CRYPTO_CURRENCIES as readonly string[]).includes(crypto)) return null;
  if (address === '' || address.length > 120) return null;
  const minor = toMinor(cryptoPrice, 8);
  if (minor === null || minor <= 0n) return null;
  return { timestamp, crypto: crypto as CryptoCurrency, address, cryptoPrice };
}

/** The link as the server made it: same coin and the same amount (a hand-edited amount is not honoured). */
export function linkMatches(params: PaymentParams, link: PaymentLink): boolean {
  return (
    link.cryptoCurrency === params.crypto &&
    link.walletAddress === params.address &&
    toMinor(link.priceInCrypto.amount, 8) === toMinor(params.cryptoPrice, 8)
  );
}

/**
 * What the QR code holds, so that a wallet app fills in address and amount: a BIP-21 URI for
 * Bitcoin, an EIP-681 URI for Ethereum (whose amount is in wei, 10^18 to the coin).
 */
export function paymentUri(crypto: CryptoCurrency, address: string, amount: string): string {
  if (crypto === 'BTC') return `bitcoin:${address}?amount=${amount}`;
  const wei = (toMinor(amount, 8) ?? 0n) * 10n ** 10n;
  return `ethereum:${address}?value=${wei.toString()}`;
}
