import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { MemoryWindowCounters } from './memory-window-counters';
import type { WindowCounters } from './window-counters';

/**
 * One count and, for a window's first count, its expiry, in one atomic step: replicas counting the
 * same key at once each get their own count, and no key is left without an expiry (a key found
 * without one, say written by hand, gets the window's).
 */
const INCREMENT_WINDOW_LUA = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** A sign-in waits at most this long for Redis before it is counted in this process instead. */
const COMMAND_TIMEOUT_MS = 500;
/** How long a start waits for Redis; past it the service starts counting locally and keeps trying. */
const CONNECT_WAIT_MS = 3_000;

type WindowClient = Redis & { incrementWindow(key: string, windowMs: number): Promise<number> };

export type RedisWindowCountersOptions = {
  url: string;
  /** Put before every key (e.g. `cloudmine:identity:`), so services, platforms and test runs never share a count. */
  keyPrefix: string;
  logger: Logger;
};

/**
 * Window counts in Redis, shared by every replica of a service. While Redis cannot be reached the
 * counts are kept in this process (each replica then limits on its own, as one replica always did):
 * the limits are abuse brakes, and an outage of Redis must not stop sign-ins or contact forms. The
 * outage is logged once as it starts and once as it ends, not per request.
 */
export class RedisWindowCounters implements WindowCounters {
  private readonly client: WindowClient;
  private readonly fallback = new MemoryWindowCounters();
  private away = false;

  private constructor(private readonly options: RedisWindowCountersOptions) {
    this.client = new Redis(options.url, {
      lazyConnect: true,
      // Fail at once while disconnected, rather than queue a request's count behind a reconnect.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
      // A socket that never answered is destroyed this soon at close, so a stop is not held up by it.
      disconnectTimeout: 200,
      connectionName: options.keyPrefix.replace(/[^\w:-]/g, '_'),
    }) as WindowClient;
    this.client.defineCommand('incrementWindow', { numberOfKeys: 1, lua: INCREMENT_WINDOW_LUA });
    // Errors are answered per command (below); the client's own events would otherwise log per retry.
    this.client.on('error', () => undefined);
  }

  /** Connects, waiting a little for Redis; a Redis that is away at start is an outage, not a failed start. */
  static async open(options: RedisWindowCountersOptions): Promise<RedisWindowCounters> {
    const counters = new RedisWindowCounters(options);
    const connected = counters.client.connect().then(
      () => true,
      () => false,
    );
    const waited = new Promise<false>((resolve) => setTimeout(() => resolve(false), CONNECT_WAIT_MS).unref());
    if (!(await Promise.race([connected, waited]))) counters.noteAway(new Error('Redis did not answer at start'));
    return counters;
  }

  async increment(key: string, windowMs: number): Promise<number> {
    try {
      const count = await this.client.incrementWindow(this.options.keyPrefix + key, Math.ceil(windowMs));
      this.noteBack();
      return count;
    } catch (error) {
      this.noteAway(error);
      return this.fallback.increment(key, windowMs);
    }
  }

  async close(): Promise<void> {
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client.disconnect());
    else this.client.disconnect();
    await this.fallback.close();
  }

  private noteAway(error: unknown): void {
    if (this.away) return;
    this.away = true;
    this.options.logger.warn({ err: error }, 'Redis is away: rate limits count in this process until it answers');
  }

  private noteBack(): void {
    if (!this.away) return;
    this.away = false;
    this.options.logger.info('Redis answers again: rate limits are shared by the replicas again');
  }
}
