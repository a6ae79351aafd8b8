import { formatMinorUnits } from '../plans/plan-display';

/** Micro-USD as USD with up to 6 decimals (0.036). */
export function formatMicroUsd(microUsd: bigint): string {
  return formatMinorUnits(microUsd, 6);
}

/** Micro-USD as USD truncated toward zero to the cent (23.004999 → 23). */
export function formatMicroUsdAsCents(microUsd: bigint): string {
  return formatMinorUnits(microUsd / 10_000n, 2);
}

/** Millisatoshi as BTC (50,000 msat → 0.0000005). */
export function formatMsatAsBtc(msat: bigint): string {
  return formatMinorUnits(msat, 11);
}
