import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useEffect, useRef, useState } from 'react';

/** What a failed query says about an outage of a part of the platform (issue 26). */
export interface Unavailability {
  /** The services named as away (`details.service`); empty when the answer named none. */
  services: string[];
  /** The server's hint (`details.retryAfterMs`), null when it gave none. */
  retryAfterMs: number | null;
}

/** The edge answers these while the gateway itself is away or restarting. */
const UPSTREAM_AWAY_STATUSES = new Set([502, 503, 504]);

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The outage behind a failed query, or null when it failed for another reason. Only an answer whose
 * every error is `UNAVAILABLE` (a service or its database away for a moment) counts: any other
 * refusal is the caller's to show as it is.
 */
export function unavailabilityOf(error: unknown): Unavailability | null {
  if (ServerError.is(error)) {
    return UPSTREAM_AWAY_STATUSES.has(error.statusCode) ? { services: [], retryAfterMs: null } : null;
  }
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return null;
  if (!error.errors.every((item) => item.extensions?.code === 'UNAVAILABLE')) return null;
  const details = error.errors.map((item) => (item.extensions?.details ?? {}) as Record<string, unknown>);
  const services = details.map((detail) => detail.service).filter((name) => typeof name === 'string');
  const hints = details.map((detail) => numberOrNull(detail.retryAfterMs)).filter((hint) => hint !== null);
  return { services: [...new Set(services)], retryAfterMs: hints.length > 0 ? Math.max(...hints) : null };
}

const FIRST_RETRY_MS = 1_000;

/**
 * The wait before retry number `attempt` (0-based): doubling from 1 s, at least the server's hint, at most
 * `longestMs` (15 s for a query; a subscription's follower waits up to 30 s).
 */
export function retryDelayMs(attempt: number, hintMs: number | null, longestMs = 15_000): number {
  // The exponent is bounded so a long outage cannot overflow the doubling; the cap decides anyway.
  const doubled = FIRST_RETRY_MS * 2 ** Math.min(attempt, 16);
  return Math.min(longestMs, Math.max(doubled, hintMs ?? 0));
}

/**
 * Retries a query by itself while it fails only because a part of the platform is away, with a
 * growing wait, so a block that shows "unavailable, retrying" comes back on its own once the service
 * is. Returns the outage while there is one (null otherwise).
 */
export function useRetryWhileUnavailable(error: unknown, retry: (() => unknown) | undefined): Unavailability | null {
  const unavailability = unavailabilityOf(error);
  // The latest retry function, so a caller's inline arrow does not restart the wait at every render.
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  });
  const attempts = useRef(0);
  const [round, setRound] = useState(0);
  const hint = unavailability?.retryAfterMs ?? null;
  const away = unavailability !== null;
  const canRetry = retry !== undefined;
  useEffect(() => {
    if (!away) {
      attempts.current = 0;
      return undefined;
    }
    if (!canRetry) return undefined;
    const timer = setTimeout(
      () => {
        attempts.current += 1;
        Promise.resolve()
          .then(() => latestRetry.current?.())
          .catch(() => undefined)
          // Still away after the retry: the next round waits longer.
          .finally(() => setRound((value) => value + 1));
      },
      retryDelayMs(attempts.current, hint),
    );
    return () => clearTimeout(timer);
  }, [away, canRetry, hint, round]);
  return unavailability;
}
