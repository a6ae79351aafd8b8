import os from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startSteppedChild } from './child';
import { makeRoomForSockets } from './file-limit';
import type { SocketsJob, SocketsReady, SocketsResult } from './load-ws';
import { untilProcessIdle } from './process-idle';
import { formatTable, percentile } from './stats';

export const TICKER_SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'EURUSD'];
/**
 * Sockets per load child: 5,000 is what one child held in the earlier fan-out rows, and it keeps a
 * child's descriptors far under the machine's 20,000 and its JSON parsing to one thread of its own.
 */
const SOCKETS_PER_CHILD = 5_000;
/** How long the sockets of one row may take to connect and see their first tick. */
const CONNECT_LIMIT_MS = 120_000;
/** Handshakes in flight per load child: four children stay under the server's accept queue of 511. */
const OPENING_LIMIT = 100;

export type SocketRow = {
  sockets: number;
  connected: number;
  failed: number;
  ticksPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  rssKbPerSocket: number;
  heapKbPerSocket: number;
  loadAverage: number;
  openFilesLimit: number | undefined;
};

/**
 * The ticker fan-out at each count: the sockets of a row are spread over load children; the bench
 * process holds the platform, so the memory the sockets cost is this process's growth between before
 * the row and once every socket is connected and subscribed, both after a full collection.
 */
export async function benchSockets(url: string, counts: number[], durationMs: number): Promise<SocketRow[]> {
  const rows: SocketRow[] = [];
  for (const sockets of counts) rows.push(await benchSocketRow(url, sockets, durationMs));
  return rows;
}

async function benchSocketRow(url: string, sockets: number, durationMs: number): Promise<SocketRow> {
  const openFilesLimit = makeRoomForSockets(sockets);
  await untilProcessIdle();
  const before = memoryAfterCollection();
  const children = shares(sockets).map((share) =>
    startSteppedChild<SocketsReady, SocketsResult>('load-ws.ts', {
      url,
      sockets: share,
      symbols: TICKER_SYMBOLS,
      durationMs,
      connectLimitMs: CONNECT_LIMIT_MS,
      openingLimit: OPENING_LIMIT,
    } satisfies SocketsJob),
  );
  const ready = await Promise.all(children.map(async (child) => child.ready));
  const connected = ready.reduce((sum, each) => sum + each.connected, 0);
  const after = memoryAfterCollection();
  for (const child of children) child.go();
  const results = await Promise.all(children.map(async (child) => child.result));
  const loadAverage = os.loadavg()[0]; // the 1-minute average at the end of the measured window
  const latenciesMs = results.flatMap((result) => result.latenciesMs).sort((a, b) => a - b);
  return {
    sockets,
    connected,
    failed: sockets - connected, // refused, closed or still opening at the limit
    ticksPerSecond: results.reduce((sum, result) => sum + (result.received / result.elapsedMs) * 1000, 0),
    p50Ms: percentile(latenciesMs, 0.5),
    p99Ms: percentile(latenciesMs, 0.99),
    rssKbPerSocket: (after.rss - before.rss) / 1024 / connected,
    heapKbPerSocket: (after.heapUsed - before.heapUsed) / 1024 / connected,
    loadAverage,
    openFilesLimit,
  };
}

export function printSockets(rows: SocketRow[], durationMs: number): void {
  process.stdout.write(
    `\nTicker fan-out: each socket subscribed to ${TICKER_SYMBOLS.join(', ')}, ${durationMs / 1000} s measured, ` +
      `at most ${SOCKETS_PER_CHILD} sockets per load process\n\n`,
  );
  const headers = ['sockets', 'connected', 'failed', 'ticks delivered/s', 'publish→receive p50 ms', 'p99 ms'];
  process.stdout.write(
    `${formatTable(
      [...headers, 'RSS KB/socket', 'heap KB/socket', 'load avg', 'open files limit'],
      rows.map((row) => [
        row.sockets,
        row.connected,
        String(row.failed),
        row.ticksPerSecond,
        row.p50Ms,
        row.p99Ms,
        row.rssKbPerSocket,
        row.heapKbPerSocket,
        row.loadAverage,
        row.openFilesLimit ?? 'n/a',
      ]),
    )}\n`,
  );
  process.stdout.write(
    '- KB/socket: growth of the bench process (which holds the platform) from before the row to all sockets ' +
      'subscribed, each after a full collection, ÷ sockets connected; failed: not connected within ' +
      `${CONNECT_LIMIT_MS / 1000} s; load avg: 1-minute, at the end of the row.\n\n`,
  );
}

function shares(sockets: number): number[] {
  const children = Math.ceil(sockets / SOCKETS_PER_CHILD);
  return Array.from(
    { length: children },
    (_, index) => Math.floor(sockets / children) + (index < sockets % children ? 1 : 0),
  );
}

/** `global.gc` when node runs with --expose-gc; otherwise exposed here, since `npm run bench` passes no flags. */
function memoryAfterCollection(): NodeJS.MemoryUsage {
  setFlagsFromString('--expose-gc');
  const collect = (globalThis.gc ?? runInNewContext('gc')) as () => void;
  collect();
  collect();
  return process.memoryUsage();
}
