/** The platform's clock: milliseconds since the epoch, as `Date.now` gives them. */
export type Clock = () => number;

const DAY_MS = 86_400_000;
/** Far enough for any test of a term (the longest plan runs 24 months), short of dates PostgreSQL or JS refuse. */
const MAX_OFFSET_DAYS = 36_500;

/**
 * The test clock (like Stripe's test clocks): `CLOCK_OFFSET_DAYS=N` moves the platform's clock N whole
 * days forward, so a platform restarted with it lives the days it missed (accrual catch-up, expiries,
 * the hashprice's daily drift) exactly as it would after real downtime. Refused in production: a
 * shifted clock there would post real money on days that have not happened.
 */
export function platformClock(environment: NodeJS.ProcessEnv): { now: Clock; offsetDays: number } {
  const raw = environment.CLOCK_OFFSET_DAYS?.trim() ?? '';
  if (raw === '' || raw === '0') return { now: Date.now, offsetDays: 0 };
  if (environment.NODE_ENV === 'production')
    throw new Error('CLOCK_OFFSET_DAYS is a test clock and is refused when NODE_ENV=production');
  if (!/^\d+$/.test(raw) || Number(raw) > MAX_OFFSET_DAYS)
    throw new Error(`CLOCK_OFFSET_DAYS must be a whole number of days from 0 to ${MAX_OFFSET_DAYS}, not "${raw}"`);
  const offsetMs = Number(raw) * DAY_MS;
  return { now: () => Date.now() + offsetMs, offsetDays: Number(raw) };
}

/** The furthest a running test clock may be moved in one step: a day (a test of expiries needs minutes). */
const MAX_ADVANCE_MS = DAY_MS;

/**
 * A test clock that a test moves forward while the platform runs (an option's five minutes pass at
 * once instead of in real time). It starts from `base` and only ever moves forward, so recorded times
 * stay in order. Refused in production, like CLOCK_OFFSET_DAYS: only an in-process test can hold it.
 */
export function advancingClock(
  environment: NodeJS.ProcessEnv,
  base: Clock = Date.now,
): { now: Clock; advance: (ms: number) => void } {
  if (environment.NODE_ENV === 'production')
    throw new Error('An advancing test clock is refused when NODE_ENV=production');
  let aheadMs = 0;
  return {
    now: () => base() + aheadMs,
    advance: (ms: number) => {
      if (!Number.isInteger(ms) || ms <= 0 || ms > MAX_ADVANCE_MS)
        throw new Error(`A test clock advances by 1 to ${MAX_ADVANCE_MS} whole milliseconds, not ${ms}`);
      aheadMs += ms;
    },
  };
}
