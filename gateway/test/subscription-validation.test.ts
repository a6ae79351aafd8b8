import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import pino from 'pino';
import WebSocket from 'ws';
import { createMemoryBus, generateJwtKeys } from '@mc/platform';
import { InstrumentDirectory } from '../src/subscriptions/instrument-directory';
import { buildSubscriptionSchema } from '../src/subscriptions/subscription-schema';
import { TickerHub } from '../src/subscriptions/ticker-hub';
import { startWsServer } from '../src/subscriptions/ws-server';

/**
 * Documents that come in over the WebSocket are validated with every specified rule before anything is
 * subscribed: a malformed one gets an error and no field's subscribe function runs.
 */
const logger = pino({ level: 'silent' });
const bus = createMemoryBus();
const subscribeCalls: string[] = [];
let server: http.Server;
let ws: ReturnType<typeof startWsServer>;
let client: Client;

beforeAll(async () => {
  // Never started: a valid tickers subscription reaches its subscribe function and is refused there.
  const instruments = new InstrumentDirectory('http://127.0.0.1:9/graphql', 'unused-secret', logger);
  const schema = buildSubscriptionSchema(new TickerHub(bus), instruments, bus, {
    read: () => Promise.reject(new Error('not expected in this test')),
    logger,
  });
  for (const field of Object.values(schema.getSubscriptionType()!.getFields())) {
    const subscribe = field.subscribe!;
    field.subscribe = (...args) => {
      subscribeCalls.push(field.name);
      return subscribe(...args);
    };
  }
  server = http.createServer();
  ws = startWsServer({
    httpServer: server,
    schema,
    publicKey: generateJwtKeys().publicKey,
    allowedOrigins: [],
    logger,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createClient({
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
  });
});
afterAll(async () => {
  await client.dispose();
  await ws.stop();
  await new Promise((resolve) => server.close(resolve));
  await bus.close();
});
beforeEach(() => {
  subscribeCalls.length = 0;
});

type Outcome = { refused: string[] } | { executedWithErrors: string[] };

/**
 * graphql-ws answers a document refused before execution with an `error` message, and an error thrown
 * while subscribing with a `next` result carrying it.
 */
function outcomeOf(query: string): Promise<Outcome> {
  const messages = (errors: readonly { message: string }[] | undefined) => (errors ?? []).map((each) => each.message);
  return new Promise((resolve, reject) => {
    client.subscribe(
      { query },
      {
        next: (result) => resolve({ executedWithErrors: messages(result.errors) }),
        error: (error) =>
          Array.isArray(error)
            ? resolve({ refused: messages(error) })
            : reject(new Error(`socket failed: ${String(error)}`)),
        complete: () => reject(new Error('completed without a result or an error')),
      },
    );
  });
}

describe('subscription documents are validated in full', () => {
  it('runs a valid subscription up to its subscribe function (the count sees it)', async () => {
    expect(await outcomeOf('subscription { tickers(symbols: ["BTCUSDT"]) { symbol } }')).toEqual({
      executedWithErrors: ['Live prices are starting; try again in a moment'],
    });
    expect(subscribeCalls).toEqual(['tickers']);
  });

  it.each([
    ['a fragment cycle', 'subscription { ...F } fragment F on Subscription { ...F }', /within itself/],
    ['an unknown fragment', 'subscription { ...Missing }', /Unknown fragment "Missing"/],
    ['an undefined variable', 'subscription { tickers(symbols: $symbols) { symbol } }', /not defined/],
    ['a variable of the wrong type', 'subscription ($s: Int) { tickers(symbols: $s) { symbol } }', /expecting type/],
    ['an unknown field', 'subscription { tickers(symbols: ["A"]) { nope } }', /Cannot query field "nope"/],
    ['a missing argument', 'subscription { tickers { symbol } }', /argument "symbols" .* is required/],
    ['two root fields', 'subscription { myBalances { at } myMessages { id } }', /must select only one top level field/],
    ['an unknown directive', 'subscription { myBalances @nope { at } }', /Unknown directive "@nope"/],
    ['a value of the wrong type', 'subscription { tickers(symbols: [1]) { symbol } }', /String cannot represent/],
  ])('refuses %s before subscribing', async (_case, query, message) => {
    const outcome = await outcomeOf(query);
    expect('refused' in outcome && outcome.refused.join('\n')).toMatch(message);
    expect(subscribeCalls).toEqual([]);
  });
});
