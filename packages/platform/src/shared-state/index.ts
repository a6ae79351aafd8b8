import type { Logger } from 'pino';
import { MemoryWindowCounters } from './memory-window-counters';
import type { WindowCounters } from './window-counters';

export type { WindowCounters } from './window-counters';
export { MemoryWindowCounters } from './memory-window-counters';

/** What every key in Redis starts with when REDIS_KEY_PREFIX is not set. */
export const DEFAULT_REDIS_KEY_PREFIX = 'cloudmine:';

/**
 * A service's window counters: in Redis when REDIS_URL is set (the distributed mode sets it), so
 * every replica counts against one limit; else in this process. Keys are `<prefix><service>:…`.
 */
export async function openWindowCounters(options: {
  redisUrl: string | undefined;
  keyPrefix?: string;
  service: string;
  logger: Logger;
}): Promise<WindowCounters> {
  if (!options.redisUrl) return new MemoryWindowCounters();
  // Loaded only when used: a process without REDIS_URL never pays for the client at start.
  const { RedisWindowCounters } = await import('./redis-window-counters');
  return RedisWindowCounters.open({
    url: options.redisUrl,
    keyPrefix: `${options.keyPrefix ?? DEFAULT_REDIS_KEY_PREFIX}${options.service}:`,
    logger: options.logger.child({ module: 'shared-state' }),
  });
}

/** Whether Redis at `url` answers a PING within `timeoutMs`: the distributed launcher uses it only then. */
export async function redisAnswers(url: string, timeoutMs = 2_000): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
