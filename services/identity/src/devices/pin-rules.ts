import { randomInt } from 'node:crypto';

export const PIN_LENGTH = 5;
export const PIN_TTL_MS = 15 * 60_000;
export const MAX_FAILED_PIN_ATTEMPTS = 5;
export const PIN_RESEND_INTERVAL_MS = 60_000;
export const PIN_SENDS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

export function generatePin(): string {
  return randomInt(0, 10 ** PIN_LENGTH)
    .toString()
    .padStart(PIN_LENGTH, '0');
}

export function isWellFormedPin(pin: string): boolean {
  return new RegExp(`^[0-9]{${PIN_LENGTH}}$`).test(pin);
}

export type PreviousSend = { sentAt: Date; windowStartedAt: Date; sendsInWindow: number };
export type SendDecision =
  { allowed: true; windowStartedAt: Date; sendsInWindow: number } | { allowed: false; retryAfterMs: number };

/** At most one PIN a minute and five an hour per customer. */
export function decidePinSend(previous: PreviousSend | undefined, nowMs: number): SendDecision {
  if (!previous) return { allowed: true, windowStartedAt: new Date(nowMs), sendsInWindow: 1 };
  const sinceLastMs = nowMs - previous.sentAt.getTime();
  if (sinceLastMs < PIN_RESEND_INTERVAL_MS)
    return { allowed: false, retryAfterMs: PIN_RESEND_INTERVAL_MS - sinceLastMs };
  const windowAgeMs = nowMs - previous.windowStartedAt.getTime();
  if (windowAgeMs >= HOUR_MS) return { allowed: true, windowStartedAt: new Date(nowMs), sendsInWindow: 1 };
  if (previous.sendsInWindow >= PIN_SENDS_PER_HOUR) return { allowed: false, retryAfterMs: HOUR_MS - windowAgeMs };
  return { allowed: true, windowStartedAt: previous.windowStartedAt, sendsInWindow: previous.sendsInWindow + 1 };
}
