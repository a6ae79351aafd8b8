/**
 * Is this the failure of a statement whose database connection was lost or could not be opened (a
 * server restart, a failover, an operator ending the session)? Such a statement did not run, or ran in a
 * transaction the server rolled back, so the request may be tried again; any other error may not.
 */
export function isConnectionLoss(error: unknown): boolean {
  let current: unknown = error;
  // drizzle wraps the driver's error in its own (`cause`). Not `instanceof Error`: errors made by
  // another realm (a socket's, under a test runner's VM) are errors too.
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (lostByCode(code) || (typeof message === 'string' && LOST_MESSAGES.some((text) => message.includes(text))))
      return true;
    current = cause;
  }
  return false;
}

/**
 * PostgreSQL's class 08 (connection exception) and 57P01–57P03 (the server shutting down, crashed or
 * starting); Node's socket errors when the server is not there.
 */
function lostByCode(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  return code.startsWith('08') || ['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(code);
}

/** What `pg` says, without a code, of a connection that ended or never opened. */
const LOST_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];
