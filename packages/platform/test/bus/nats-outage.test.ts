import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import {
  createNatsBus,
  createNatsBusConnectingInBackground,
  type DeliveredEvent,
  type EventBus,
  type EventEnvelope,
} from '../../src/bus';
import { startDomainSubgraph } from '../../src/server/subgraph-server';
import { waitFor } from '../../src/testing/wait-for';
import { uniqueSuffix } from './wait-for';

/**
 * A NATS outage longer than the client's default reconnect budget (ten attempts), on a NATS server of
 * this test's own (never the machine's shared one): the bus reports the cut, logs it, reconnects by
 * itself when the server is back, and events flow again.
 */
const NATS_SERVER = '/usr/sbin/nats-server';
const RECONNECT_WAIT_MS = 100;
/** Ten attempts of at most the wait plus the 500 ms jitter each: what the default budget would allow. */
const DEFAULT_BUDGET_MS = 10 * (RECONNECT_WAIT_MS + 500);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startNatsServer(port: number, storeDir: string): ChildProcess {
  return spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
}

async function stopNatsServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe('NATS outage', () => {
  let server: ChildProcess;
  let bus: EventBus | undefined;
  const logs: string[] = [];
  const logger = {
    info: (_fields: object, message: string) => logs.push(message),
    warn: (_fields: object, message: string) => logs.push(message),
    error: (_fields: object, message: string) => logs.push(message),
  };
  afterAll(async () => {
    await bus?.close().catch(() => undefined);
    if (server) await stopNatsServer(server);
  });

  it('reconnects by itself after an outage longer than the default reconnect budget, and says so', async () => {
    if (!existsSync(NATS_SERVER)) throw new Error(`This test needs ${NATS_SERVER} (Debian package nats-server)`);
    const port = await freePort();
    const storeDir = mkdtempSync(path.join(os.tmpdir(), 'nats-outage-'));
    server = startNatsServer(port, storeDir);
    await waitFor(() => answers(port), 10_000, 'the test NATS server');

    bus = await createNatsBus({
      url: `nats://127.0.0.1:${port}`,
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

    await stopNatsServer(server);
    await waitFor(() => !bus!.connected(), 10_000, 'the bus to notice the outage');
    await new Promise((resolve) => setTimeout(resolve, DEFAULT_BUDGET_MS + 2_000));
    expect(bus.connected()).toBe(false);

    server = startNatsServer(port, storeDir);
    await waitFor(() => bus!.connected(), 20_000, 'the bus to reconnect');
    await bus.publish(event('after'));
    await waitFor(() => received.includes('after'), 20_000, 'the event published after the outage');
    expect(logs).toEqual(expect.arrayContaining(['NATS disconnected; reconnecting', 'NATS reconnected']));
  }, 60_000);
});

describe('readiness', () => {
  it('answers 503 while the event bus is disconnected, 200 again once it is back', async () => {
    let connected = false;
    const server = await startDomainSubgraph(
      {
        internalSecret: 'a test internal secret',
        logger: pino({ level: 'silent' }),
        host: '127.0.0.1',
        port: 0,
        production: false,
        database: { ping: async () => undefined },
        bus: { connected: () => connected },
      },
      { name: 'probe', typeDefs: 'type Query { ok: Boolean }', resolvers: {}, context: () => ({}) },
    );
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
  let server: ChildProcess | undefined;
  let bus: EventBus | undefined;
  afterAll(async () => {
    await bus?.close().catch(() => undefined);
    if (server) await stopNatsServer(server);
  });

  it('serves what needs no bus, is not ready, and connects, consumes and subscribes once NATS is up', async () => {
    if (!existsSync(NATS_SERVER)) throw new Error(`This test needs ${NATS_SERVER} (Debian package nats-server)`);
    const port = await freePort();
    bus = await createNatsBusConnectingInBackground({
      url: `nats://127.0.0.1:${port}`,
      name: 'late',
      reconnectTimeWaitMs: RECONNECT_WAIT_MS,
    });
    const subgraph = await startDomainSubgraph(
      {
        internalSecret: 'a test internal secret',
        logger: pino({ level: 'silent' }),
        host: '127.0.0.1',
        port: 0,
        production: false,
        database: { ping: async () => undefined },
        bus,
      },
      {
        name: 'late',
        typeDefs: 'type Query { ok: Boolean }',
        resolvers: { Query: { ok: () => true } },
        context: () => ({}),
      },
    );
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
        headers: { 'content-type': 'application/json', 'x-internal-secret': 'a test internal secret' },
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

      server = startNatsServer(port, mkdtempSync(path.join(os.tmpdir(), 'nats-late-')));
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
