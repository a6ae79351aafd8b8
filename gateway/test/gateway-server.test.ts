import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createMemoryBus, generateJwtKeys, serviceMigrations } from '@mc/platform';
import { startSubgraphHarness, TEST_INTERNAL_SECRET, type SubgraphHarness } from '@mc/platform/testing';
import { startTradingService, TRADING_MIGRATIONS_DIR } from '@mc/trading';
import { startGateway, type RunningGateway } from '../src';

/**
 * The gateway in production mode in front of a real trading subgraph, and a "content" subgraph
 * that accepts connections but never answers (a stuck dependency, injected on purpose).
 */
let trading: SubgraphHarness;
let stuck: http.Server;
let gateway: RunningGateway;
const bus = createMemoryBus();

beforeAll(async () => {
  trading = await startSubgraphHarness(
    'gwtrading',
    serviceMigrations(TRADING_MIGRATIONS_DIR),
    (runtime) => startTradingService(runtime, { tickIntervalMs: 50 }),
    { bus },
  );
  stuck = http.createServer(() => undefined);
  await new Promise<void>((resolve) => stuck.listen(0, '127.0.0.1', resolve));
  const stuckUrl = `http://127.0.0.1:${(stuck.address() as AddressInfo).port}/graphql`;
  gateway = await startGateway({
    subgraphUrls: { identity: stuckUrl, funds: stuckUrl, mining: stuckUrl, trading: trading.url, content: stuckUrl },
    internalSecret: TEST_INTERNAL_SECRET,
    publicKey: generateJwtKeys().publicKey,
    bus,
    logger: pino({ level: 'silent' }),
    allowedOrigins: [],
    host: '127.0.0.1',
    port: 0,
    production: true,
    subgraphTimeoutMs: 500,
  });
});
afterAll(async () => {
  await gateway.stop();
  await trading.stop();
  stuck.closeAllConnections();
  await new Promise((resolve) => stuck.close(resolve));
  await bus.close();
});

async function post(query: string) {
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: any;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}

describe('gateway in production mode', () => {
  it('serves a query through a subgraph', async () => {
    const { body } = await post('{ quote(symbol: "BTCUSDT") { ask bid } }');
    expect(body.data.quote.ask).toBeGreaterThan(body.data.quote.bid);
  });

  it('refuses introspection', async () => {
    const { status, body } = await post('{ __schema { types { name } } }');
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toMatch(/introspection/i);
  });

  it('returns domain errors without stack traces', async () => {
    const { body } = await post('{ quote(symbol: "NOPE") { ask } }');
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'INSTRUMENT_NOT_FOUND' });
    expect(JSON.stringify(body)).not.toMatch(/stacktrace|at .*\.ts/);
  });

  it('gives up on a stuck subgraph after its timeout and says so', async () => {
    const startedAtMs = Date.now();
    const { body } = await post('{ siteSettings { productName } }');
    expect(Date.now() - startedAtMs).toBeLessThan(3_000);
    expect(body.data).toBeNull();
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  it('is ready once the instrument list is loaded', async () => {
    const base = gateway.url.replace('/graphql', '');
    expect((await fetch(`${base}/ready`)).status).toBe(200);
  });
});
