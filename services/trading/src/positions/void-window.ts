/**
 * The admin void's window (DESIGN.md §2): a trade may be voided within 5 trading sessions of its opening.
 * A trading session is a UTC weekday, Monday to Friday, from 00:00 to 24:00 UTC. The opening's own day
 * counts as the first session when it is a weekday; a trade opened on a weekend starts counting on Monday.
 * The window ends at midnight UTC after the fifth session: a trade opened on Monday may be voided until
 * Friday 24:00, one opened on Friday until Thursday 24:00.
 */
export const VOID_WINDOW_SESSIONS = 5;
const DAY_MS = 86_400_000;

export function isTradingSession(dayStartMs: number): boolean {
  const weekday = new Date(dayStartMs).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The first instant a trade opened at `openedAt` can no longer be voided. */
export function voidDeadline(openedAt: Date): Date {
  let dayStartMs = Math.floor(openedAt.getTime() / DAY_MS) * DAY_MS;
  let sessions = 0;
  for (;;) {
    if (isTradingSession(dayStartMs)) sessions += 1;
    if (sessions === VOID_WINDOW_SESSIONS) return new Date(dayStartMs + DAY_MS);
    dayStartMs += DAY_MS;
  }
}

export function withinVoidWindow(openedAt: Date, nowMs: number): boolean {
  return nowMs < voidDeadline(openedAt).getTime();
}
