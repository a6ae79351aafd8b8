import type { AddressInfo } from 'node:net';
import http from 'node:http';
import pino from 'pino';
import { createCompatRouter } from '../src/app';

let server: http.Server;
let base: string;

beforeAll(async () => {
  // Nothing listens on the gateway URL (a port freed a moment ago): compat itself must answer these calls.
  const freed = http.createServer();
  await new Promise<void>((resolve) => freed.listen(0, '127.0.0.1', resolve));
  const gatewayPort = (freed.address() as AddressInfo).port;
  await new Promise((resolve) => freed.close(resolve));
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}/graphql`;
  server = http.createServer(createCompatRouter(gatewayUrl, pino({ level: 'silent' })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('legacy envelope', () => {
  it('answers an unknown /api path with 404 in the envelope', async () => {
    const response = await fetch(`${base}/api/does/not/exist`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: ['Unknown API call: GET /api/does/not/exist'],
      message: 'Unknown API call: GET /api/does/not/exist',
      data: null,
    });
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const response = await fetch(`${base}/api/users/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: ['Malformed JSON body'],
      message: 'Malformed JSON body',
      data: null,
    });
  });

  it('answers an unreachable gateway with the legacy "server error" text, 503 and Retry-After', async () => {
    const response = await fetch(`${base}/api/users/auth/status`);
    expect([response.status, response.headers.get('retry-after')]).toEqual([503, '1']);
    expect(await response.json()).toEqual({
      errors: ['server error'],
      message: 'The service is restarting; please try again in a moment',
      data: null,
    });
  });
});
