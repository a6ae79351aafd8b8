import type { AddressInfo } from 'node:net';
import http from 'node:http';
import pino from 'pino';
import { createCompatRouter } from '../src/app';

let server: http.Server;
let base: string;

beforeAll(async () => {
  // Nothing listens on the gateway URL: these calls must be answered by compat itself.
  server = http.createServer(createCompatRouter('http://127.0.0.1:9/graphql', pino({ level: 'silent' })));
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

  it('answers an unreachable gateway with the legacy "server error" text', async () => {
    const response = await fetch(`${base}/api/users/auth/status`);
    expect(response.status).toBe(502);
    expect((await response.json()).errors).toEqual(['server error']);
  });
});
