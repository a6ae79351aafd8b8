import { fundsError } from '../errors';
import { formatMinor, parseAmount, rescaleUp } from '../ledger/amounts';

export const LINK_VALID_MS = 30 * 60_000;
export const TRADING_MINIMUM_WHOLE = 500n;
export const FIAT_SCALE = 2;
export const CRYPTO_SCALE = 8;
export const TRADING_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type TradingCurrency = (typeof TRADING_CURRENCIES)[number];
export type DepositCrypto = 'BTC' | 'ETH';

const PLAN_ID = /^[a-z]+-[1-9]$/;

export function isTradingCurrency(value: string | null | undefined): value is TradingCurrency {
  return (TRADING_CURRENCIES as readonly string[]).includes(value ?? '');
}

/** A trading deposit: at least 500 in the trading currency (default 500). */
export function tradingPrice(
  amount: string | null | undefined,
  currency: string | null | undefined,
): { asset: TradingCurrency; minor: bigint } {
  if (!isTradingCurrency(currency)) throw fundsError('INVALID_INPUT', 'currency must be USD, EUR or GBP');
  const parsed = parseAmount(amount?.trim() || '500', FIAT_SCALE, { unit: currency });
  if (!parsed.ok)
    throw fundsError('INVALID_INPUT', `amount ${parsed.problem}`, {
      fields: [{ field: 'amount', problem: parsed.problem }],
    });
  const minimum = TRADING_MINIMUM_WHOLE * 10n ** BigInt(FIAT_SCALE);
  if (parsed.minor < minimum)
    throw fundsError('BELOW_MINIMUM', `The minimum trading deposit is 500 ${currency}`, {
      minimum: '500.00',
      currency,
    });
  return { asset: currency, minor: parsed.minor };
}

/** A mining deposit buys the plan on the contract card, priced in USD (checked by `requireOfferedPlan`). */
export function miningPrice(
  planId: string | null | undefined,
  price: string | null | undefined,
  comment: string | null | undefined,
) {
  if (!planId || !PLAN_ID.test(planId)) throw fundsError('INVALID_INPUT', 'planId must name a plan such as btc-1');
  const parsed = parseAmount(price ?? '', FIAT_SCALE);
  if (!parsed.ok || parsed.minor <= 0n)
    throw fundsError('INVALID_INPUT', `price ${parsed.ok ? 'must be above zero' : parsed.problem}`);
  return { asset: 'USD' as const, minor: parsed.minor, planId, comment: requireComment(comment) };
}

/**
 * The plan must be offered and not sold out, and the card's price must reach its minimum, all as mining
 * last announced them (mining.plan.priced, mining.plan.availability).
 */
export function requireOfferedPlan(
  order: { planId: string; minor: bigint },
  plan: { priceUsdMinor: bigint; soldOut: boolean } | undefined,
): void {
  if (plan === undefined) throw fundsError('PLAN_NOT_OFFERED', `No mining plan ${order.planId} is offered`);
  if (plan.soldOut)
    throw fundsError('PLAN_SOLD_OUT', `The ${order.planId} plan is sold out: no hashrate is left to sell`, {
      planId: order.planId,
    });
  if (order.minor < plan.priceUsdMinor) {
    const minimum = formatMinor(plan.priceUsdMinor, FIAT_SCALE);
    throw fundsError('BELOW_MINIMUM', `The ${order.planId} plan costs at least ${minimum} USD`, {
      minimum,
      currency: 'USD',
    });
  }
}

export function requireComment(comment: string | null | undefined): string {
  const trimmed = comment?.trim() ?? '';
  if (trimmed.length < 1 || trimmed.length > 300)
    throw fundsError('INVALID_INPUT', 'comment must be 1 to 300 characters');
  return trimmed;
}

/** The crypto to pay for `priceMinor` (scale 2) at `rate` (price of one coin), rounded up to 8 decimals. */
export function quoteCrypto(priceMinor: bigint, rate: number): bigint {
  if (!(rate > 0) || !Number.isFinite(rate)) throw new Error(`Unusable rate ${rate}`);
  const rateE8 = BigInt(Math.round(rate * 1e8));
  const priceE16 = rescaleUp(priceMinor, FIAT_SCALE, CRYPTO_SCALE) * 10n ** 8n;
  return priceE16 / rateE8 + (priceE16 % rateE8 === 0n ? 0n : 1n);
}

export function paymentLinkOf(
  timestampMs: bigint,
  crypto: DepositCrypto,
  address: string,
  cryptoAmount: string,
): string {
  const query = new URLSearchParams({ timestamp: timestampMs.toString(), crypto, address, cryptoprice: cryptoAmount });
  return `/payment.html?${query.toString()}`;
}

/** A customer pays a pending link for 30 minutes; money an admin recorded has arrived already. */
/** The link's 30 minutes are over (a pending deposit can still be confirmed late). */
export function linkExpired(deposit: { linkTimestampMs: bigint }, nowMs: number): boolean {
  return BigInt(nowMs) >= deposit.linkTimestampMs + BigInt(LINK_VALID_MS);
}

export function linkValid(
  deposit: { status: string; linkTimestampMs: bigint; createdByAdminId: string | null },
  nowMs: number,
): boolean {
  return deposit.status === 'PENDING' && !deposit.createdByAdminId && !linkExpired(deposit, nowMs);
}
