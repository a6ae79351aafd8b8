import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';

/**
 * Where each UTC day's hashprice comes from. The default simulates one; an adapter fed from pool
 * data (e.g. a hashprice index) can replace it without touching anything else.
 */
export interface HashpriceSource {
  /** The hashprice of `day` (YYYY-MM-DD), given the value in force before it (null: none yet). */
  hashpriceForDay(day: string, previousMsatPerThDay: bigint | null): Promise<{ msatPerThDay: bigint; reason: string }>;
}

export const DEFAULT_HASHPRICE_MSAT = 50_000n;
export const SIMULATED_MIN_MSAT = 30_000n;
export const SIMULATED_MAX_MSAT = 80_000n;
/** At most ±3 % a day. */
export const MAX_DAILY_STEP_BASIS_POINTS = 300;

/**
 * The day's drift in basis points, in [−300, +300], from a PRNG seeded by the date alone
 * (SHA-256 of the day): every replica and every restart draws the same step for the same day.
 */
export function dailyStepBasisPoints(day: string): number {
  assert.match(day, /^\d{4}-\d{2}-\d{2}$/, `day must be YYYY-MM-DD, got ${day}`);
  const draw = createHash('sha256').update(`mining.hashprice:${day}`).digest().readUInt32BE(0);
  return (draw % (2 * MAX_DAILY_STEP_BASIS_POINTS + 1)) - MAX_DAILY_STEP_BASIS_POINTS;
}

/** The previous value moved by the day's step, kept within the simulation's bounds. */
export function simulatedHashprice(day: string, previousMsatPerThDay: bigint | null): bigint {
  if (previousMsatPerThDay === null) return DEFAULT_HASHPRICE_MSAT;
  const moved = (previousMsatPerThDay * BigInt(10_000 + dailyStepBasisPoints(day))) / 10_000n;
  if (moved < SIMULATED_MIN_MSAT) return SIMULATED_MIN_MSAT;
  if (moved > SIMULATED_MAX_MSAT) return SIMULATED_MAX_MSAT;
  return moved;
}

export const simulatedHashpriceSource: HashpriceSource = {
  hashpriceForDay: (day, previous) =>
    Promise.resolve({
      msatPerThDay: simulatedHashprice(day, previous),
      reason: previous === null ? 'Simulated hashprice: initial value' : `Simulated hashprice: daily drift of ${day}`,
    }),
};

/** The UTC day of an instant, as YYYY-MM-DD. */
export function utcDay(atMs: number): string {
  return new Date(atMs).toISOString().slice(0, 10);
}

/** The days after `fromDay` up to and including `toDay`, at most `limit` of the newest. */
export function daysAfter(fromDay: string, toDay: string, limit: number): string[] {
  const startMs = Date.parse(`${fromDay}T00:00:00Z`) + 86_400_000;
  const endMs = Date.parse(`${toDay}T00:00:00Z`);
  const days: string[] = [];
  for (let atMs = Math.max(startMs, endMs - (limit - 1) * 86_400_000); atMs <= endMs; atMs += 86_400_000)
    days.push(utcDay(atMs));
  return days;
}
