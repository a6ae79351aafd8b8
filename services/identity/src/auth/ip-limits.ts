import { RateLimiter, type WindowCounters } from '@mc/platform';
import { identityError } from '../errors';

/**
 * Calls whose secret (a PIN, an e-mailed token) could be guessed or whose e-mails could flood an
 * inbox, counted per client IP on top of each call's own per-account limit (DESIGN.md §9):
 * - pin: requesting and entering device PINs;
 * - token: redeeming password-reset and e-mail-change tokens;
 * - reset: asking for reset or e-mail-change tokens.
 */
export type GuardedCall = 'pin' | 'token' | 'reset';

export const DEFAULT_IP_LIMITS: Record<GuardedCall, number> = { pin: 30, token: 30, reset: 20 };
const WINDOW_MS = 15 * 60_000;

export class IpLimits {
  private readonly limiters: Record<GuardedCall, RateLimiter>;

  constructor(
    limits: Partial<Record<GuardedCall, number>> = {},
    counters?: WindowCounters,
    now: () => number = Date.now,
  ) {
    const limiterOf = (call: GuardedCall) =>
      new RateLimiter({
        name: `ip-${call}`,
        limit: limits[call] ?? DEFAULT_IP_LIMITS[call],
        windowMs: WINDOW_MS,
        counters,
        now,
      });
    this.limiters = { pin: limiterOf('pin'), token: limiterOf('token'), reset: limiterOf('reset') };
  }

  /** Counts one call from this IP; refuses it (429) once the IP is over its limit for 15 minutes. */
  async check(call: GuardedCall, clientIp: string): Promise<void> {
    if (!(await this.limiters[call].consume(clientIp)))
      throw identityError('RATE_LIMITED', 'Too many attempts from this network: wait 15 minutes and try again');
  }
}
