import { formatAmount } from '../funds/money';
import { formatPrice, MAX_PRICE_DECIMALS } from '../ui/format';

/** A price at the instrument's precision, or at most 5 decimals when it is not known. */
export function priceText(price: number, pricePrecision: number | undefined): string {
  return formatPrice(price, pricePrecision ?? MAX_PRICE_DECIMALS);
}

/** Profit with its sign, in the currency's format: "+$12.40", "-$3.00". */
export function profitText(profit: string, currency: string): string {
  const negative = profit.startsWith('-');
  const formatted = formatAmount(negative ? profit.slice(1) : profit, currency);
  return `${negative ? '-' : Number(profit) > 0 ? '+' : ''}${formatted}`;
}

export function profitColor(profit: string | null | undefined): string | undefined {
  if (!profit) return undefined;
  const value = Number(profit);
  return value > 0 ? 'teal' : value < 0 ? 'red' : undefined;
}
