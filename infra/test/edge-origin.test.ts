import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import WebSocket from 'ws';
import type { RunningServer } from '@mc/platform';
import { startEdge } from '../src/edge';
import { ADMIN_DIST_DIR, REPOSITORY_ROOT, WEB_DIST_DIR, WEB_SSR_DIR } from '../src/layout';
import { graphqlRefusal, legacyRefusal, ORIGIN_REFUSED_MESSAGE } from '../src/origin-check';

/**
 * The edge refuses a write or a WebSocket that a browser sends from a page of another site, before the
 * gateway or compat sees it (ADR 0030). The upstream here counts what reaches it of this test's requests,
 * which carry a visitor's session cookie (the edge's own background reads of public pages do not).
 */
const EVIL = 'https://evil.example';
const PARTNER = 'https://admin.cloudmine.example';
const PUBLIC_URL = 'https://cloudmine.example';

let upstream: http.Server;
let edge: RunningServer;
const reached: string[] = [];
const SESSION_COOKIE = 'access_token=a-session';

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    if (request.headers.cookie === SESSION_COOKIE) reached.push(`${request.method} ${request.url}`);
    response.setHeader('content-type', 'application/json');
    response.end('{"data":{}}');
  });
  upstream.on('upgrade', (request, socket) => {
    if (request.headers.cookie === SESSION_COOKIE) reached.push(`UPGRADE ${request.url}`);
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  edge = await startEdge({
    host: '127.0.0.1',
    port: 0,
    gatewayOrigin: origin,
    compatOrigin: origin,
    webDistDir: WEB_DIST_DIR,
    webSsrDir: WEB_SSR_DIR,
    adminDistDir: ADMIN_DIST_DIR,
    logger: pino({ level: 'silent' }),
    // The upstream here is a stand-in, not a gateway: nothing to render the public pages ahead from.
    pageStoreFill: 'none',
    publicUrl: PUBLIC_URL,
    allowedOrigins: [PARTNER],
  });
});
afterAll(async () => {
  await edge.stop();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});
beforeEach(() => {
  reached.length = 0;
});

function send(method: string, route: string, headers: Record<string, string>) {
  return fetch(`${edge.url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: SESSION_COOKIE, ...headers },
    body: method === 'GET' ? undefined : '{"query":"mutation { signOut }"}',
  });
}

describe('the edge refuses writes from other sites', () => {
  it.each([
    ['POST', '/graphql'],
    ['POST', '/api/users/auth/signin'],
    ['PATCH', '/api/users/auth/update/phone'],
    ['PUT', '/api/users'],
    ['DELETE', '/api/payouts'],
  ])('%s %s from another origin: 403, and nothing reaches the service', async (method, route) => {
    const answer = await send(method, route, { origin: EVIL });
    expect(answer.status).toBe(403);
    expect(reached).toEqual([]);
  });

  it('answers /graphql with a GraphQL error and /api with the legacy envelope', async () => {
    const graphql = await send('POST', '/graphql', { origin: EVIL });
    expect(await graphql.json()).toEqual({
      errors: [{ message: ORIGIN_REFUSED_MESSAGE, extensions: { code: 'FORBIDDEN', reason: 'ORIGIN_NOT_ALLOWED' } }],
    });
    const legacy = await send('PATCH', '/api/users/auth/update/phone', { origin: EVIL });
    expect(await legacy.json()).toEqual({
      errors: [ORIGIN_REFUSED_MESSAGE],
      message: ORIGIN_REFUSED_MESSAGE,
      data: null,
    });
    expect(graphql.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it.each([
    ['Sec-Fetch-Site cross-site without an Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site cross-site with an allowed Origin', { 'sec-fetch-site': 'cross-site', origin: PARTNER }],
    [
      'Sec-Fetch-Site same-site from an origin not listed',
      { 'sec-fetch-site': 'same-site', origin: 'https://blog.cloudmine.example' },
    ],
    ['Origin null (a sandboxed frame, a file)', { origin: 'null' }],
    ['the public host over plain http', { origin: 'http://cloudmine.example' }],
  ])('refuses %s', async (_case, headers) => {
    expect((await send('POST', '/graphql', headers)).status).toBe(403);
    expect(reached).toEqual([]);
  });

  it.each([
    ['no Origin and no Sec-Fetch-Site (curl, a server-to-server legacy client)', {}],
    ["PUBLIC_URL's origin", { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' }],
    ["the edge's own address", { origin: 'edge', 'sec-fetch-site': 'same-origin' }],
    ['an origin ALLOWED_ORIGINS adds, same-site', { origin: PARTNER, 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site none (typed by the user) without an Origin', { 'sec-fetch-site': 'none' }],
  ])('passes %s on', async (_case, headers: Record<string, string>) => {
    const withOrigin = headers.origin === 'edge' ? { ...headers, origin: edge.url } : headers;
    expect((await send('POST', '/graphql', withOrigin)).status).toBe(200);
    expect((await send('PATCH', '/api/users/auth/update/phone', withOrigin)).status).toBe(200);
    expect(reached).toEqual(['POST /graphql', 'PATCH /api/users/auth/update/phone']);
  });

  it('lets reads through from anywhere: GET changes nothing (a mutation over GET is refused by the gateway)', async () => {
    expect((await send('GET', '/api/users/auth/status', { origin: EVIL, 'sec-fetch-site': 'cross-site' })).status).toBe(
      200,
    );
    expect(reached).toEqual(['GET /api/users/auth/status']);
  });
});

describe('the edge refuses WebSockets from other sites', () => {
  function upgrade(headers: Record<string, string>): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${edge.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
        headers: { cookie: SESSION_COOKIE, ...headers },
      });
      socket.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.on('open', () => reject(new Error('the socket opened')));
      socket.on('error', reject);
    });
  }

  it('answers an upgrade from another origin or site with 403 before the gateway sees it', async () => {
    expect(await upgrade({ origin: EVIL })).toBe(403);
    expect(await upgrade({ origin: PARTNER, 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(reached).toEqual([]);
  });

  it("passes an upgrade from the platform's own origin on to the gateway", async () => {
    expect(await upgrade({ origin: PUBLIC_URL })).toBe(400);
    expect(await upgrade({ origin: PARTNER })).toBe(400);
    expect(reached).toEqual(['UPGRADE /graphql', 'UPGRADE /graphql']);
  });
});

describe('the nginx edge of the distributed layout refuses the same', () => {
  const infraFile = (...parts: string[]) => readFileSync(path.join(REPOSITORY_ROOT, 'infra', ...parts), 'utf8');
  const script = path.join(REPOSITORY_ROOT, 'infra', 'nginx', '40-allowed-origins.sh');

  function allowedOriginsFile(environment: Record<string, string>) {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'allowed-origins-')), 'allowed-origins.conf');
    const run = spawnSync('sh', [script], {
      env: { PATH: process.env.PATH, ALLOWED_ORIGINS_FILE: file, ...environment },
      encoding: 'utf8',
    });
    return { status: run.status, stderr: run.stderr, lines: run.status === 0 ? readFileSync(file, 'utf8') : '' };
  }

  it('with the same answers, before any location', () => {
    const nginx = infraFile('nginx', 'nginx.conf');
    expect(nginx).toContain(`return 403 '${JSON.stringify(legacyRefusal())}';`);
    expect(nginx).toContain(`return 403 '${JSON.stringify(graphqlRefusal())}';`);
    expect(nginx).toContain('include /etc/nginx/allowed-origins.conf;');
    expect(nginx).toMatch(/location @graphql_ws \{\s+if \(\$foreign_socket\) \{\s+return 403;/);
    expect(infraFile('docker', 'Dockerfile.edge')).toContain(
      'COPY --chmod=755 infra/nginx/40-allowed-origins.sh /docker-entrypoint.d/40-allowed-origins.sh',
    );
  });

  it("from PUBLIC_URL's origin and ALLOWED_ORIGINS, written when the container starts", () => {
    const written = allowedOriginsFile({
      PUBLIC_URL: 'https://CloudMine.example/app/',
      ALLOWED_ORIGINS: ' http://localhost:3000/ ,https://admin.cloudmine.example',
    });
    expect(written.status).toBe(0);
    expect(written.lines).toBe(
      '"http://localhost:3000" allowed;\n"https://admin.cloudmine.example" allowed;\n"https://cloudmine.example" allowed;\n',
    );
  });

  it.each([['nowhere'], ['ftp://cloudmine.example'], ['https://a.example";x']])(
    'stops the container on ALLOWED_ORIGINS=%s',
    (value) => {
      const written = allowedOriginsFile({ ALLOWED_ORIGINS: value });
      expect(written.status).toBe(1);
      expect(written.stderr).toContain('is not an http(s) origin');
    },
  );
});
