import {
  createNatsBus,
  createNatsBusConnectingInBackground,
  type DeliveredEvent,
  type EventBus,
  type EventEnvelope,
} from '../../src/bus';
import { startDomainSubgraph } from '../../src/server/subgraph-server';
import { ownNatsServer, type OwnNatsServer } from '../../src/testing/nats-server';
import { waitFor } from '../../src/testing/wait-for';
import { PROBE_SECRET, probeRuntime } from '../support/probe-runtime';
import { uniqueSuffix } from './wait-for';

/**
 * A NATS outage longer than the client's default reconnect budget (ten attempts), on a NATS server of
 * this test's own (never the machine's shared one): the bus reports the cut, logs it, reconnects by
 * itself when the server is back, and events flow again.
 */
const RECONNECT_WAIT_MS = 100;
/** Ten attempts of at most the wait plus the 500 ms jitter each: what the default budget would allow. */
const DEFAULT_BUDGET_MS = 10 * (RECONNECT_WAIT_MS + 500);

describe('NATS outage', () => {
  let server: OwnNatsServer | undefined;
  let bus: EventBus | undefined;
  const logs: string[] = [];
  const logger = {
    info: (_fields: object, message: string) => logs.push(message),
    warn: (_fields: object, message: string) => logs.push(message),
    error: (_fields: object, message: string) => logs.push(message),
  };
  afterAll(async () => {
    await bus?.close().catch(() => undefined);
    await server?.stop();
  });

  it('reconnects by itself after an outage longer than the default reconnect budget, and says so', async () => {
    server = await ownNatsServer();
    await server.start();

    bus = await createNatsBus({
      url: server.url,
      name: 'outage',
      logger: logger as never,
      reconnectTimeWaitMs: RECONNECT_WAIT_MS,
    });
    const stream = `outage${uniqueSuffix()}`;
    const received: string[] = [];
    await bus.consume({
      durableName: 'workers',
      stream,
      subjects: [`${stream}.>`],
      handler: async (event: DeliveredEvent) => void received.push(event.eventId),
    });
    const event = (eventId: string): EventEnvelope => ({
      eventId,
      subject: `${stream}.thing.happened`,
      occurredAt: new Date().toISOString(),
      version: 1,
      payload: {},
    });
    await bus.publish(event('before'));
    await waitFor(() => received.includes('before'), 10_000, 'the event published before the outage');

    await server.stop();
    await waitFor(() => !bus!.connected(), 10_000, 'the bus to notice the outage');
    await new Promise((resolve) => setTimeout(resolve, DEFAULT_BUDGET_MS + 2_000));
    expect(bus.connected()).toBe(false);

    await server.start();
    await waitFor(() => bus!.connected(), 20_000, 'the bus to reconnect');
    await bus.publish(event('after'));
    await waitFor(() => received.includes('after'), 20_000, 'the event published after the outage');
    expect(logs).toEqual(expect.arrayContaining(['NATS disconnected; reconnecting', 'NATS reconnected']));
  }, 60_000);
});

describe('readiness', () => {
  it('answers 503 while the event bus is disconnected, 200 again once it is back', async () => {
    let connected = false;
    const server = await startDomainSubgraph(probeRuntime({ bus: { connected: () => connected } }), {
      name: 'probe',
      typeDefs: 'type Query { ok: Boolean }',
      resolvers: {},
      context: () => ({}),
    });
    try {
      const ready = () => fetch(server.url.replace('/graphql', '/ready')).then((response) => response.status);
      expect(await ready()).toBe(503);
      connected = true;
      expect(await ready()).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('a service started while NATS is down', () => {
  let server: OwnNatsServer | undefined;
  let bus: EventBus | undefined;
  afterAll(async () => {
    await bus?.close().catch(() => undefined);
    await server?.stop();
  });

  it('serves what needs no bus, is not ready, and connects, consumes and subscribes once NATS is up', async () => {
    server = await ownNatsServer();
    bus = await createNatsBusConnectingInBackground({
      url: server.url,
      name: 'late',
      reconnectTimeWaitMs: RECONNECT_WAIT_MS,
    });
    const subgraph = await startDomainSubgraph(probeRuntime({ bus }), {
      name: 'late',
      typeDefs: 'type Query { ok: Boolean }',
      resolvers: { Query: { ok: () => true } },
      context: () => ({}),
    });
    const stream = `late${uniqueSuffix()}`;
    const event: EventEnvelope = {
      eventId: 'after-start',
      subject: `${stream}.thing.happened`,
      occurredAt: new Date().toISOString(),
      version: 1,
      payload: {},
    };
    try {
      const ready = () => fetch(subgraph.url.replace('/graphql', '/ready')).then((response) => response.json());
      expect(await ready()).toEqual({ status: 'unavailable', service: 'late', missing: 'event bus' });
      const answer = await fetch(subgraph.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-secret': PROBE_SECRET },
        body: JSON.stringify({ query: '{ ok }' }),
      });
      expect(await answer.json()).toEqual({ data: { ok: true } });
      // Asked for while NATS is down: started once it is up.
      const received: string[] = [];
      await bus.consume({
        durableName: 'workers',
        stream,
        subjects: [`${stream}.>`],
        handler: async (delivered: DeliveredEvent) => void received.push(delivered.eventId),
      });
      const live: unknown[] = [];
      bus.subscribeLive(`${stream}-live.tick`, (_subject, data) => live.push(data));
      await expect(bus.publish(event)).rejects.toThrow('NATS is not connected yet');

      await server.start();
      await waitFor(() => bus!.connected(), 20_000, 'the bus to connect');
      expect(await ready()).toEqual({ status: 'ready', service: 'late' });
      await bus.publish(event);
      await waitFor(() => received.includes('after-start'), 20_000, 'the event, by the consumer asked for earlier');
      await waitFor(
        () => {
          bus!.publishLive(`${stream}-live.tick`, { n: 1 });
          return live.length > 0;
        },
        10_000,
        'a live message, by the subscription made earlier',
      );
    } finally {
      await subgraph.stop();
    }
  }, 60_000);
});
