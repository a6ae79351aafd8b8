import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryBus, generateJwtKeys, signAccessToken, VIEWER_HEADER } from '@mc/platform';
import { startGateway, type RunningGateway } from '../src';
import { SHAREABLE_MARK } from '../src/shared-subgraph-fetch';
import { productionGatewayOptions } from './support/production-gateway';

/**
 * Identical reads in flight at once reach a subgraph once; anything that could differ (the viewer, a
 * mutation) goes out on its own. The stand-in subgraph answers every call after 300 ms, so calls made
 * together are in flight together even on a loaded machine, and records what it was sent.
 */
type Received = { body: string; headers: http.IncomingHttpHeaders };
const received: Received[] = [];
let standIn: http.Server;
let gateway: RunningGateway;
let unshared: RunningGateway;
const bus = createMemoryBus();
const keys = generateJwtKeys();
const token = (sub: string) => signAccessToken(keys.privateKey, { kind: 'user', sub }, 600);

function answer(body: string, index: number): unknown {
  if (body.includes('instruments')) return { data: { instruments: [] } };
  if (body.includes('sendContactMessage'))
    return { data: { sendContactMessage: { id: `m-${index}`, receivedAt: '2026-11-28T10:00:00.000Z' } } };
  return { data: { siteSettings: { productName: 'CloudMine' } } };
}

beforeAll(async () => {
  standIn = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const index = body.includes('instruments') ? -1 : received.push({ body, headers: request.headers });
      const reply = JSON.stringify(answer(body, index));
      setTimeout(() => response.setHeader('content-type', 'application/json').end(reply), 300);
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/graphql`;
  const subgraphUrls = { identity: url, funds: url, mining: url, trading: url, content: url };
  gateway = await startGateway(productionGatewayOptions(subgraphUrls, keys.publicKey, bus));
  unshared = await startGateway(productionGatewayOptions(subgraphUrls, keys.publicKey, bus, { sharedReads: false }));
});
afterAll(async () => {
  await gateway.stop();
  await unshared.stop();
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
  await bus.close();
});
beforeEach(() => {
  received.length = 0;
});

async function post(query: string, bearer?: string, variables?: Record<string, unknown>, url = gateway.url) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

const SETTINGS = '{ siteSettings { productName } }';

describe('identical subgraph reads in flight at once', () => {
  it('go out once for one viewer, and every caller gets the whole answer', async () => {
    const customer = token('u-1');
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(SETTINGS, customer)));
    for (const body of answers) expect(body).toEqual({ data: { siteSettings: { productName: 'CloudMine' } } });
    expect(received).toHaveLength(1);
    expect(received[0].headers[SHAREABLE_MARK]).toBeUndefined();
  });

  it('go out once per viewer: one customer never gets an answer made for another', async () => {
    await Promise.all([post(SETTINGS, token('u-1')), post(SETTINGS, token('u-2')), post(SETTINGS, token('u-1'))]);
    expect(received).toHaveLength(2);
    expect(new Set(received.map((call) => call.headers[VIEWER_HEADER])).size).toBe(2);
  });

  it('are not shared once the first has been answered', async () => {
    await post(SETTINGS, token('u-1'));
    await post(SETTINGS, token('u-1'));
    expect(received).toHaveLength(2);
  });

  it('never include mutations: each is sent, even when identical', async () => {
    const mutation = 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }';
    const input = {
      name: 'Ann',
      email: 'ann@example.com',
      phone: '+44 20 7946 0000',
      subject: 'Hi',
      body: 'Hello there',
      language: 'en',
    };
    const answers = await Promise.all([1, 2, 3].map(() => post(mutation, token('u-1'), { input })));
    expect(received).toHaveLength(3);
    expect(new Set(answers.map((body) => JSON.stringify(body.data))).size).toBe(3);
  });

  it('all go out when shared reads are off (GATEWAY_SHARED_READS=off)', async () => {
    const customer = token('u-1');
    await Promise.all(Array.from({ length: 4 }, () => post(SETTINGS, customer, undefined, unshared.url)));
    expect(received).toHaveLength(4);
  });
});
