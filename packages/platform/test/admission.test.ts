import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { admissionControl } from '../src';

/**
 * A real HTTP server whose handler holds every request until the test lets it go, behind admission
 * control of two in work and two waiting.
 */
let server: http.Server;
let url: string;
let handled: string[];
let held: (() => void)[];
let admission: ReturnType<typeof admissionControl>;

beforeEach(async () => {
  handled = [];
  held = [];
  admission = admissionControl({ maxInFlight: 2, maxQueued: 2, maxWaitMs: 1_500, retryAfterSeconds: 2 });
  const app = express();
  app.use(admission.middleware);
  app.get('/:name', (request, response) => {
    handled.push(request.params.name);
    held.push(() => response.json({ name: request.params.name }));
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};
const releaseAll = () => held.splice(0).forEach((respond) => respond());

describe('admission control', () => {
  it('works on two, queues two, and refuses the fifth at once with 503 and Retry-After', async () => {
    const first = ['a', 'b', 'c', 'd'].map((name) => fetch(`${url}/${name}`));
    await until(() => handled.length === 2 && admission.queued() === 2);
    const refused = await fetch(`${url}/e`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toMatchObject({
      errors: [{ extensions: { code: 'UNAVAILABLE', reason: 'OVERLOADED', details: { retryAfterMs: 2_000 } } }],
    });
    expect(handled).toEqual(['a', 'b']);
    releaseAll();
    await until(() => handled.length === 4);
    releaseAll();
    const answers = await Promise.all(first);
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(handled).toEqual(['a', 'b', 'c', 'd']);
    expect(admission.counters).toMatchObject({ admitted: 4, refused: 1 });
    expect(admission.inFlight()).toBe(0);
  });

  it('drops a waiting request whose client has gone without working on it', async () => {
    const busy = ['a', 'b'].map((name) => fetch(`${url}/${name}`));
    await until(() => handled.length === 2);
    const leaving = new AbortController();
    const gone = fetch(`${url}/gone`, { signal: leaving.signal }).catch(() => 'aborted');
    await until(() => admission.queued() === 1);
    leaving.abort();
    expect(await gone).toBe('aborted');
    await until(() => admission.counters.abandoned === 1);
    expect(admission.queued()).toBe(0);
    const next = fetch(`${url}/next`);
    releaseAll();
    await until(() => handled.length === 3);
    releaseAll();
    await Promise.all([...busy, next]);
    expect(handled).toEqual(['a', 'b', 'next']);
  });

  it('refuses a request that waited longer than the limit rather than starting it late', async () => {
    const busy = ['a', 'b'].map((name) => fetch(`${url}/${name}`));
    await until(() => handled.length === 2);
    const startedMs = Date.now();
    const late = await fetch(`${url}/late`);
    expect(late.status).toBe(503);
    expect(Date.now() - startedMs).toBeGreaterThanOrEqual(1_400);
    releaseAll();
    await Promise.all(busy);
    expect(handled).toEqual(['a', 'b']);
  });
});
