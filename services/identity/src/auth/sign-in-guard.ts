import { identityError } from '../errors';
import { DEFAULT_SIGN_IN_LIMITS, slowDownDelayMs, type SignInLimits } from './sign-in-rules';

/** One admitted attempt, to report back when its password was right. */
export type SignInAttempt = { readonly account: string; readonly address: string };

type PairState = { failuresAtMs: number[]; lockedUntilMs: number };
type AccountState = { failures: number; lastFailureAtMs: number };

/** Past this many tracked keys, expired ones are swept before another is added (a bound on memory). */
const SWEEP_ABOVE = 100_000;

/**
 * Wrong-password limits of one kind of account (customers or admins), keyed by the normalised
 * e-mail whether or not it has an account, so the answers reveal nothing. In memory, per process,
 * like the other limits (a restart forgets them; several replicas would share a store).
 *
 * An attempt is counted as a failure when it is admitted, before its password is checked, and
 * taken back when the password was right: so attempts racing one another are each counted once,
 * and no more of them reach the password check than the limits allow.
 */
export class SignInGuard {
  private readonly limits: SignInLimits;
  private readonly pairs = new Map<string, PairState>();
  private readonly accounts = new Map<string, AccountState>();
  private readonly knownAddresses = new Map<string, Map<string, number>>();

  constructor(
    limits: Partial<SignInLimits> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { ...DEFAULT_SIGN_IN_LIMITS, ...limits };
  }

  /**
   * Admits an attempt on `account` from `address`, or refuses it without counting it: SIGN_IN_LOCKED
   * when this pair has failed too often, SIGN_IN_SLOWED when the account's failures from everywhere
   * ask this (unknown) address to wait.
   */
  admit(account: string, address: string): SignInAttempt {
    const nowMs = this.now();
    const pair = this.pairOf(account, address, nowMs);
    if (pair.lockedUntilMs > nowMs) throw locked(pair.lockedUntilMs - nowMs);
    const state = this.accountOf(account, nowMs);
    if (!this.isKnown(account, address, nowMs)) {
      const waitMs = state.lastFailureAtMs + slowDownDelayMs(state.failures, this.limits) - nowMs;
      if (waitMs > 0) throw slowed(waitMs);
    }
    pair.failuresAtMs.push(nowMs);
    if (pair.failuresAtMs.length >= this.limits.failuresPerAddress) pair.lockedUntilMs = nowMs + this.limits.lockMs;
    state.failures += 1;
    state.lastFailureAtMs = nowMs;
    return { account, address };
  }

  /** The password was right: the attempt was no failure, the pair starts afresh and the address is known. */
  succeeded(attempt: SignInAttempt): void {
    this.pairs.delete(pairKey(attempt.account, attempt.address));
    const state = this.accounts.get(attempt.account);
    if (state) state.failures = Math.max(0, state.failures - 1);
    this.remember(attempt.account, attempt.address);
  }

  /** After a password reset: the failures guessed at the old password no longer count. */
  forgetFailures(account: string): void {
    this.accounts.delete(account);
    const prefix = pairKey(account, '');
    for (const key of this.pairs.keys()) if (key.startsWith(prefix)) this.pairs.delete(key);
  }

  private pairOf(account: string, address: string, nowMs: number): PairState {
    const key = pairKey(account, address);
    let pair = this.pairs.get(key);
    if (!pair || (pair.lockedUntilMs !== 0 && pair.lockedUntilMs <= nowMs)) {
      if (this.pairs.size > SWEEP_ABOVE) this.sweep(nowMs);
      pair = { failuresAtMs: [], lockedUntilMs: 0 };
      this.pairs.set(key, pair);
    }
    pair.failuresAtMs = pair.failuresAtMs.filter((atMs) => nowMs - atMs < this.limits.failureWindowMs);
    return pair;
  }

  private accountOf(account: string, nowMs: number): AccountState {
    let state = this.accounts.get(account);
    if (!state || nowMs - state.lastFailureAtMs >= this.limits.quietResetMs) {
      if (this.accounts.size > SWEEP_ABOVE) this.sweep(nowMs);
      state = { failures: 0, lastFailureAtMs: 0 };
      this.accounts.set(account, state);
    }
    return state;
  }

  private isKnown(account: string, address: string, nowMs: number): boolean {
    const seenAtMs = this.knownAddresses.get(account)?.get(address);
    return seenAtMs !== undefined && nowMs - seenAtMs < this.limits.knownAddressMs;
  }

  private remember(account: string, address: string): void {
    const nowMs = this.now();
    let addresses = this.knownAddresses.get(account);
    if (!addresses) {
      if (this.knownAddresses.size > SWEEP_ABOVE) this.sweep(nowMs);
      addresses = new Map();
      this.knownAddresses.set(account, addresses);
    }
    // Re-inserted, so the map's order stays oldest first.
    addresses.delete(address);
    addresses.set(address, nowMs);
    while (addresses.size > this.limits.knownAddressesPerAccount) addresses.delete(addresses.keys().next().value!);
  }

  private sweep(nowMs: number): void {
    for (const [key, pair] of this.pairs) {
      const recent = pair.failuresAtMs.some((atMs) => nowMs - atMs < this.limits.failureWindowMs);
      if (pair.lockedUntilMs <= nowMs && !recent) this.pairs.delete(key);
    }
    for (const [key, state] of this.accounts)
      if (nowMs - state.lastFailureAtMs >= this.limits.quietResetMs) this.accounts.delete(key);
    for (const [key, addresses] of this.knownAddresses) {
      for (const [address, seenAtMs] of addresses)
        if (nowMs - seenAtMs >= this.limits.knownAddressMs) addresses.delete(address);
      if (addresses.size === 0) this.knownAddresses.delete(key);
    }
  }
}

/** A NUL cannot occur in a parsed e-mail, so no account and address pair can pass for another. */
function pairKey(account: string, address: string): string {
  return `${account}\u0000${address}`;
}

function locked(retryAfterMs: number) {
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return identityError(
    'SIGN_IN_LOCKED',
    `Too many wrong passwords for this account from your network: try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password`,
    { retryAfterMs },
  );
}

function slowed(retryAfterMs: number) {
  const seconds = Math.ceil(retryAfterMs / 1000);
  return identityError(
    'SIGN_IN_SLOWED',
    `Many wrong passwords were tried for this account: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
    { retryAfterMs },
  );
}
