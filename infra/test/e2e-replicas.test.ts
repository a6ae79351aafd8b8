import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { DEFAULT_REDIS_KEY_PREFIX, redisAnswers } from '@mc/platform';
import { waitFor } from '@mc/platform/testing';
import { dropDatabases, type startDistributedPlatform } from '../src/distributed';
import { startDistributedInTest } from './support/distributed-in-test';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SUBGRAPHS = ['identity', 'funds', 'mining', 'trading', 'content'];
/** content's default contact-form limit per client IP an hour (services/content/src/service.ts). */
const CONTACT_LIMIT_PER_IP = 5;

type Platform = Awaited<ReturnType<typeof startDistributedPlatform>>;

/**
 * The distributed layout with two replicas of the gateway, compat and content, each pair a whole path
 * (compat-2 → gateway-2 → content-2), sharing the rate limits through the real Redis; PostgreSQL and
 * NATS are real too. The edge takes the replicas in turn and passes over a killed one.
 */
describe('two replicas of the gateway, compat and content', () => {
  const prefix = `replicas_${randomBytes(3).toString('hex')}_`;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cloudmine-replicas-'));
  let databaseUrl: string | undefined;
  let platform: Platform | undefined;
  let redis: Redis;
  const readyUrlOf = (name: string) => platform!.processes().find((each) => each.name === name)!.readyUrl;
  const originOf = (name: string) => new URL(readyUrlOf(name)).origin;

  beforeAll(async () => {
    if (!(await redisAnswers(REDIS_URL))) throw new Error(`This test needs Redis at ${REDIS_URL} (or set REDIS_URL).`);
    redis = new Redis(REDIS_URL);
    const started = await startDistributedInTest(prefix, path.join(scratch, 'data'), {
      replicas: { gateway: 2, compat: 2, content: 2 },
      redisUrl: REDIS_URL,
    });
    ({ platform, databaseUrl } = started);
  }, 180_000);

  afterAll(async () => {
    try {
      await platform?.stop();
    } finally {
      if (databaseUrl)
        await dropDatabases(
          databaseUrl,
          SUBGRAPHS.map((name) => `${prefix}${name}`),
        );
      if (redis) {
        const keys = await redis.keys(`${DEFAULT_REDIS_KEY_PREFIX}${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        redis.disconnect();
      }
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 90_000);

  it('starts every replica and waits until each is ready', async () => {
    const names = platform!.processes().map((each) => each.name);
    expect(names).toEqual(
      expect.arrayContaining(['gateway', 'gateway-2', 'compat', 'compat-2', 'content', 'content-2', 'trading']),
    );
    expect(names.filter((name) => name.startsWith('trading'))).toEqual(['trading']);
    for (const name of names) expect((await fetch(readyUrlOf(name))).status).toBe(200);
  });

  it('refuses the contact form at the limit when it is spent half through one path and half through the other', async () => {
    const visitorIp = '198.51.100.23';
    const send = (replica: 'compat' | 'compat-2', attempt: number, clientIp = visitorIp) =>
      fetch(`${originOf(replica)}/api/contact`, {
        method: 'POST',
        // compat believes the edge's X-Forwarded-For (loopback): the visitor's address as the edge would pass it.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
        body: JSON.stringify({
          name: 'Rita Replica',
          email: `rita.${attempt}@example.org`,
          phone: '+49 30 1234567',
          subject: 'Replicas',
          body: `attempt ${attempt}`,
        }),
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= CONTACT_LIMIT_PER_IP; attempt += 1)
      statuses.push((await send(attempt % 2 === 0 ? 'compat' : 'compat-2', attempt)).status);
    // Each content replica alone saw at most 3 attempts: only the shared count refuses the sixth.
    expect(statuses).toEqual([...Array<number>(CONTACT_LIMIT_PER_IP).fill(200), 429]);
    expect(await redis.get(`${DEFAULT_REDIS_KEY_PREFIX}${prefix}content:contact-ip:${visitorIp}`)).toBe(
      String(CONTACT_LIMIT_PER_IP + 1),
    );
    // Another visitor is not held back by this one's count.
    expect((await send('compat-2', 99, '198.51.100.24')).status).toBe(200);
  });

  it('answers the same last quote through both gateways', async () => {
    const quoteThrough = async (gateway: string) => {
      const response = await fetch(`${originOf(gateway)}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: '{ quote(symbol: "BTCUSDT") { ask at } }' }),
      });
      const body = (await response.json()) as { data: { quote: { ask: number; at: string } } };
      return body.data.quote;
    };
    // The feed ticks meanwhile: compare the two answers of one tick (the same `at`); several tries find one.
    let matched = 0;
    for (let attempt = 0; attempt < 20 && matched < 3; attempt += 1) {
      const [first, second] = await Promise.all([quoteThrough('gateway'), quoteThrough('gateway-2')]);
      if (first.at !== second.at) continue;
      expect(second.ask).toBe(first.ask);
      matched += 1;
    }
    expect(matched).toBeGreaterThan(0);
  });

  it('keeps answering through the edge when one gateway and one compat are killed', async () => {
    process.kill(platform!.processes().find((each) => each.name === 'gateway')!.pid!, 'SIGKILL');
    process.kill(platform!.processes().find((each) => each.name === 'compat')!.pid!, 'SIGKILL');
    const graphqlStatuses: number[] = [];
    const apiStatuses: number[] = [];
    for (let request = 0; request < 10; request += 1) {
      const graphql = await fetch(`${platform!.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: '{ quote(symbol: "ETHUSDT") { ask } }' }),
      });
      graphqlStatuses.push(graphql.status);
      apiStatuses.push((await fetch(`${platform!.url}/api/traders`)).status);
    }
    // The first request sent to a killed replica may fail (503, Retry-After); the edge then passes it over.
    expect(graphqlStatuses.filter((status) => status !== 200).length).toBeLessThanOrEqual(1);
    expect(apiStatuses.filter((status) => status !== 200).length).toBeLessThanOrEqual(1);
    expect(graphqlStatuses.slice(-5)).toEqual([200, 200, 200, 200, 200]);
    expect(apiStatuses.slice(-5)).toEqual([200, 200, 200, 200, 200]);
    // The supervisor starts the killed ones again, and the edge takes them in turn again.
    for (const name of ['gateway', 'compat'])
      await waitFor(async () => (await fetch(readyUrlOf(name)).catch(() => null))?.status === 200, 60_000);
  }, 90_000);
});
