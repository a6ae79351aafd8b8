/**
 * Timing rules both transports share, so a handler sees the same redelivery behaviour in the
 * embedded mode as against JetStream.
 */

/** JetStream's own default ack wait; used when a consumer does not choose one. */
export const DEFAULT_ACK_WAIT_MS = 30_000;

/** JetStream's default duplicate window: the same eventId within it is stored once. */
export const DEFAULT_DUPLICATE_WINDOW_MS = 2 * 60_000;

/** Upper bound for the pause before a failed message is retried. */
const MAX_RETRY_DELAY_MS = 1_000;

export function ackWaitOf(ackWaitMs: number | undefined): number {
  return ackWaitMs ?? DEFAULT_ACK_WAIT_MS;
}

/**
 * Pause between a handler failure and the redelivery: short, so a transient failure is retried
 * quickly, but never longer than the ack wait (tests pass a few hundred milliseconds).
 */
export function retryDelayOf(ackWaitMs: number | undefined): number {
  return Math.min(ackWaitOf(ackWaitMs), MAX_RETRY_DELAY_MS);
}

/** Stream of an event subject: its first token (`funds.deposit.confirmed` → `funds`). */
export function streamOfSubject(subject: string): string {
  const stream = subject.split('.')[0];
  if (!stream || !subject.includes('.'))
    throw new Error(`Event subject "${subject}" must look like <stream>.<entity>.<verb>`);
  return stream;
}
