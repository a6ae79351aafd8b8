import type http from 'node:http';

/** How long a stopping server lets the requests in flight finish (DRAIN_TIMEOUT_MS). */
export const DEFAULT_DRAIN_MS = 10_000;
const IDLE_SWEEP_MS = 100;

/**
 * Stops a server the graceful way: no new connection is accepted, a request in flight runs to its end,
 * and each connection is closed as soon as it is idle. What still runs after `graceMs` is cut.
 * A keep-alive client (the edge's agent) thus never has a request cut by a SIGTERM, and sends its next
 * one to a new connection, which a supervisor's restarted process or another replica answers.
 */
export async function drainHttpServer(server: http.Server, graceMs: number): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Connections whose request ended meanwhile are closed too, not left to their keep-alive timeout.
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  server.closeIdleConnections();
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
