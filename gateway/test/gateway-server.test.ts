import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryBus, generateJwtKeys, serviceMigrations, signAccessToken } from '@mc/platform';
import { startSubgraphHarness, type SubgraphHarness } from '@mc/platform/testing';
import { startTradingService, TRADING_MIGRATIONS_DIR } from '@mc/trading';
import { startGateway, type RunningGateway } from '../src';
import { MAX_ALIASES } from '../src/limits';
import { productionGatewayOptions } from './support/production-gateway';

/**
 * The gateway in production mode in front of a real trading subgraph, and a "content" subgraph
 * that accepts connections but never answers (a stuck dependency, injected on purpose).
 */
let trading: SubgraphHarness;
let stuck: http.Server;
let gateway: RunningGateway;
const bus = createMemoryBus();
const keys = generateJwtKeys();
const adminToken = signAccessToken(keys.privateKey, { kind: 'admin', sub: 'admin-1', roles: ['operator'] }, 600);

beforeAll(async () => {
  trading = await startSubgraphHarness(
    'gwtrading',
    serviceMigrations(TRADING_MIGRATIONS_DIR),
    // No simulated history: its inserts would hold the subgraph past the 500 ms limit on a busy machine.
    (runtime) => startTradingService(runtime, { tickIntervalMs: 50, priceHistoryMinutes: 0 }),
    { bus },
  );
  stuck = http.createServer(() => undefined);
  await new Promise<void>((resolve) => stuck.listen(0, '127.0.0.1', resolve));
  const stuckUrl = `http://127.0.0.1:${(stuck.address() as AddressInfo).port}/graphql`;
  const subgraphUrls = {
    identity: stuckUrl,
    funds: stuckUrl,
    mining: stuckUrl,
    trading: trading.url,
    content: stuckUrl,
  };
  gateway = await startGateway(productionGatewayOptions(subgraphUrls, keys.publicKey, bus, { subgraphTimeoutMs: 500 }));
});
afterAll(async () => {
  await gateway.stop();
  await trading.stop();
  stuck.closeAllConnections();
  await new Promise((resolve) => stuck.close(resolve));
  await bus.close();
});

async function post(query: string, variables?: Record<string, unknown>, token?: string) {
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
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

  it('refuses introspection to anonymous callers, in a query or a fragment, but not __typename', async () => {
    for (const query of [
      '{ __schema { types { name } } }',
      '{ __type(name: "Query") { name } }',
      'query { ...Peek } fragment Peek on Query { __schema { queryType { name } } }',
    ]) {
      const { status, body } = await post(query);
      expect(status).toBe(403);
      expect(body.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'INTROSPECTION_DISABLED' });
    }
    expect((await post('{ __typename }')).body.data).toEqual({ __typename: 'Query' });
  });

  it('lets a signed-in admin introspect', async () => {
    const { status, body } = await post('{ __schema { queryType { name } } }', undefined, adminToken);
    expect(status).toBe(200);
    expect(body.data.__schema.queryType.name).toBe('Query');
  });

  it('refuses an object passed as a String! variable with a clear 400, not an internal error', async () => {
    const { status, body } = await post('query ($s: String!) { quote(symbol: $s) { ask } }', { s: { a: 1 } });
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' });
    expect(body.errors?.[0].message).toMatch(/String cannot represent/);
  });

  it('refuses a DateTime that is not one, as a literal or a variable, with a clear 400', async () => {
    const literal = await post(
      '{ candles(symbol: "BTCUSDT", from: "notadate", to: "2030-01-01T00:00:00Z") { close } }',
    );
    const variable = await post(
      'query ($from: DateTime!) { candles(symbol: "BTCUSDT", from: $from, to: "2030-01-01T00:00:00Z") { close } }',
      { from: 'notadate' },
    );
    for (const { status, body } of [literal, variable]) {
      expect(status).toBe(400);
      expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(body.errors?.[0].message).toMatch(/DateTime must be an ISO-8601 string/);
    }
    const fine = await post(
      '{ candles(symbol: "BTCUSDT", from: "2020-01-01T00:00:00Z", to: "2020-01-01T00:05:00Z") { close } }',
    );
    expect(fine.body.errors).toBeUndefined();
  });

  it('refuses an operation with more aliases than the limit, before any subgraph is asked', async () => {
    const aliases = (count: number) =>
      `{ ${Array.from({ length: count }, (_, index) => `q${index}: quote(symbol: "BTCUSDT") { ask }`).join(' ')} }`;
    expect((await post(aliases(MAX_ALIASES))).body.errors).toBeUndefined();
    const { status, body } = await post(aliases(MAX_ALIASES + 1));
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toBe(`An operation may use at most ${MAX_ALIASES} aliases`);
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
    // Named, and retryable: the subgraph gave no answer at all.
    expect(body.errors?.[0]).toMatchObject({
      message: 'The content service is unavailable; please try again',
      extensions: {
        code: 'UNAVAILABLE',
        reason: 'SERVICE_UNAVAILABLE',
        details: { service: 'content', retryAfterMs: 1_000 },
      },
    });
  });

  it('is not ready while subgraphs do not answer, and names them', async () => {
    const response = await fetch(gateway.url.replace('/graphql', '/ready'));
    expect(response.status).toBe(503);
    // The instruments are loaded and the bus is up: only the stuck subgraphs are missing.
    expect(await response.json()).toEqual({
      status: 'subgraphs missing',
      service: 'gateway',
      missing: ['identity', 'funds', 'mining', 'content'],
    });
    // Its own part (for an orchestrator's probe) is ready: it answers what the others can.
    const self = await fetch(gateway.url.replace('/graphql', '/ready/self'));
    expect([self.status, await self.json()]).toEqual([200, { status: 'ready', service: 'gateway' }]);
  });

  // The last test: it stops the gateway.
  it('lets a request in flight finish when it is stopped (SIGTERM), then takes no new connection', async () => {
    // The stuck subgraph's timeout makes this request last 500 ms.
    const inFlight = post('{ siteSettings { productName } }');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const stopped = gateway.stop();
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(answered.body.errors?.length).toBeGreaterThan(0);
    await stopped;
    await expect(post('{ __typename }')).rejects.toThrow();
  });
});
