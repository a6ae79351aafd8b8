import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import pino from 'pino';
import { RateLimiter } from '../../src/rate-limiter';
import { MemoryWindowCounters, openWindowCounters } from '../../src/shared-state';
import { RedisWindowCounters } from '../../src/shared-state/redis-window-counters';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const HOUR_MS = 3_600_000;

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return {
    logger,
    warnings: () => lines.filter((line) => line.level === 40),
    infos: () => lines.filter((line) => line.level === 30),
  };
}

/** A TCP relay in front of Redis that the test can cut and restore: Redis itself is shared by everyone here. */
async function startRelay(targetPort: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  let listening = true;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: async () => {
      listening = false;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: () => new Promise<void>((resolve) => ((listening = true), server.listen(port, '127.0.0.1', resolve))),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('window counters in Redis', () => {
  const runPrefix = `cloudmine-test:${randomUUID()}:`;
  let admin: Redis;
  const opened: { close(): Promise<void> }[] = [];
  const open = async (url = REDIS_URL, logger = recordingLogger().logger) => {
    const counters = await RedisWindowCounters.open({ url, keyPrefix: `${runPrefix}svc:`, logger });
    opened.push(counters);
    return counters;
  };

  beforeAll(async () => {
    admin = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await admin.connect().catch((error: unknown) => {
      throw new Error(`these tests need Redis at ${REDIS_URL} (REDIS_URL): ${String(error)}`);
    });
  });

  afterAll(async () => {
    await Promise.all(opened.map((each) => each.close()));
    const keys = await admin.keys(`${runPrefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    admin.disconnect();
  });

  it('counts a window under the prefix, with an expiry, and opens a new window once it has passed', async () => {
    const counters = await open();
    expect([await counters.increment('w', 1_000), await counters.increment('w', 1_000)]).toEqual([1, 2]);
    const ttlMs = await admin.pttl(`${runPrefix}svc:w`);
    expect(ttlMs).toBeGreaterThan(0);
    expect(ttlMs).toBeLessThanOrEqual(1_000);
    await waitFor(async () => (await admin.exists(`${runPrefix}svc:w`)) === 0, 10_000, 'the window to expire');
    expect(await counters.increment('w', 1_000)).toBe(1);
  });

  it('gives a key found without an expiry the window of its next count', async () => {
    await admin.set(`${runPrefix}svc:stuck`, '7');
    const counters = await open();
    expect(await counters.increment('stuck', HOUR_MS)).toBe(8);
    expect(await admin.pttl(`${runPrefix}svc:stuck`)).toBeGreaterThan(HOUR_MS - 60_000);
  });

  it('shares one limit between two replicas, and keeps two limiters of one service apart', async () => {
    const [replicaA, replicaB] = [await open(), await open()];
    const signIns = [replicaA, replicaB].map(
      (counters) => new RateLimiter({ name: 'sign-in', limit: 3, windowMs: HOUR_MS, counters }),
    );
    const contact = new RateLimiter({ name: 'contact', limit: 3, windowMs: HOUR_MS, counters: replicaA });
    const answers = [];
    for (const limiter of [signIns[0], signIns[1], signIns[0], signIns[1]])
      answers.push(await limiter.consume('10.0.0.1'));
    expect(answers).toEqual([true, true, true, false]);
    expect(await contact.consume('10.0.0.1')).toBe(true);
    expect(await signIns[1].consume('10.0.0.2')).toBe(true);
  });

  it('allows exactly the limit of 50 attempts made at once through two replicas', async () => {
    const replicas = [await open(), await open()];
    const limiters = replicas.map(
      (counters) => new RateLimiter({ name: 'burst', limit: 10, windowMs: HOUR_MS, counters }),
    );
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => limiters[index % 2].consume('same-ip')));
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(await admin.get(`${runPrefix}svc:burst:same-ip`)).toBe('50');
  });

  it('counts in this process while Redis is away, logs the outage once, and shares counts again when it returns', async () => {
    const relay = await startRelay(Number(new URL(REDIS_URL).port || 6379));
    const log = recordingLogger();
    try {
      const counters = await open(relay.url, log.logger);
      const limiter = new RateLimiter({ name: 'outage', limit: 2, windowMs: HOUR_MS, counters });
      expect(await limiter.consume('ip')).toBe(true);
      await relay.cut();
      // Every attempt is answered (none hangs, none throws), and the limit still holds in this process.
      const during = [];
      for (let attempt = 0; attempt < 4; attempt += 1) during.push(await limiter.consume('ip'));
      expect(during).toEqual([true, true, false, false]);
      expect(log.warnings().map((line) => line.msg)).toEqual([expect.stringContaining('Redis is away')]);
      await relay.restore();
      // Redis's own count (1) resumes once the client has reconnected.
      await waitFor(
        async () => (await counters.increment('probe', HOUR_MS)) > 0 && log.infos().length > 0,
        15_000,
        'the reconnect',
      );
      expect(await limiter.consume('ip')).toBe(true);
      expect(await limiter.consume('ip')).toBe(false);
      expect(await admin.get(`${runPrefix}svc:outage:ip`)).toBe('3');
      expect(log.warnings()).toHaveLength(1);
      expect(log.infos().map((line) => line.msg)).toEqual([expect.stringContaining('Redis answers again')]);
    } finally {
      await relay.close();
    }
  });

  it('starts while Redis cannot be reached, counting in this process', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const log = recordingLogger();
    const counters = await open(`redis://127.0.0.1:${port}`, log.logger);
    const limiter = new RateLimiter({ name: 'down', limit: 1, windowMs: HOUR_MS, counters });
    expect([await limiter.consume('ip'), await limiter.consume('ip')]).toEqual([true, false]);
    expect(log.warnings()).toHaveLength(1);
  });
});

describe('window counters in memory', () => {
  it('are what a service gets without REDIS_URL, and count per window with the given clock', async () => {
    const logger = recordingLogger().logger;
    expect(await openWindowCounters({ redisUrl: undefined, service: 'content', logger })).toBeInstanceOf(
      MemoryWindowCounters,
    );
    let nowMs = 0;
    const counters = new MemoryWindowCounters(() => nowMs);
    expect([await counters.increment('k', 100), await counters.increment('k', 100)]).toEqual([1, 2]);
    nowMs = 99;
    expect(await counters.increment('k', 100)).toBe(3);
    nowMs = 100;
    expect(await counters.increment('k', 100)).toBe(1);
  });
});
