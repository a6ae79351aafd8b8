/**
 * The figures of the sign-in guard (docs/identity.md, "Wrong passwords"). Failures are counted per
 * (account, client address) for the hard limit, and per account across addresses for a slow-down
 * that never locks: so an attacker elsewhere slows guessing without locking the owner out.
 */
export type SignInLimits = {
  /** Wrong passwords from one address for one account, within `failureWindowMs`, that lock that pair. */
  failuresPerAddress: number;
  failureWindowMs: number;
  /** How long a locked (account, address) pair is refused, from its last counted failure. */
  lockMs: number;
  /** Failures of the account, from any address, before each further attempt must wait. */
  failuresBeforeSlowDown: number;
  /** The longest wait between two attempts on a slowed account. */
  maxDelayMs: number;
  /** The account's count is forgotten after this long without a failure. */
  quietResetMs: number;
  /** A successful sign-in makes its address known to the account for this long: the slow-down skips it. */
  knownAddressMs: number;
  /** The most addresses remembered per account; the oldest is forgotten first. */
  knownAddressesPerAccount: number;
};

const MINUTE_MS = 60_000;

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  failuresPerAddress: 10,
  failureWindowMs: 15 * MINUTE_MS,
  lockMs: 15 * MINUTE_MS,
  failuresBeforeSlowDown: 20,
  maxDelayMs: 5 * MINUTE_MS,
  quietResetMs: 15 * MINUTE_MS,
  knownAddressMs: 30 * 24 * 60 * MINUTE_MS,
  knownAddressesPerAccount: 10,
};

/**
 * How long the next attempt on an account must wait after its latest failure, when the account has
 * `failures` of them: nothing below the threshold, then 2 s, 4 s, 8 s … doubling with each failure,
 * capped at `maxDelayMs`.
 */
export function slowDownDelayMs(failures: number, limits: SignInLimits): number {
  const beyond = failures - limits.failuresBeforeSlowDown;
  if (beyond < 0) return 0;
  // Capped before the power grows past what a double holds exactly.
  return Math.min(1000 * 2 ** Math.min(beyond + 1, 40), limits.maxDelayMs);
}
