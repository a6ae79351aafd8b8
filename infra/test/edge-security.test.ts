import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pino from 'pino';
import type { RunningServer } from '@mc/platform';
import { startEdge } from '../src/edge';
import { ADMIN_DIST_DIR, REPOSITORY_ROOT, WEB_DIST_DIR, WEB_SSR_DIR } from '../src/layout';
import { CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from '../src/security-headers';

/** An upstream that answers with the forwarding headers it was given. */
async function startEcho(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': forwardedProto } = request.headers;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ forwardedFor, forwardedProto }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const edgeOver = (origin: string, options: { https?: boolean; trustedProxies?: string[] } = {}) =>
  startEdge({
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
    ...options,
  });

describe('edge security', () => {
  let echo: Awaited<ReturnType<typeof startEcho>>;
  const edges: RunningServer[] = [];
  beforeAll(async () => {
    echo = await startEcho();
  });
  afterAll(async () => {
    for (const edge of edges) await edge.stop();
    await echo.close();
  });
  const start = async (options: { https?: boolean; trustedProxies?: string[] } = {}) => {
    const edge = await edgeOver(echo.origin, options);
    edges.push(edge);
    return edge;
  };

  it('passes on the address the client connected from, never an X-Forwarded-For the client made up', async () => {
    const edge = await start();
    for (const route of ['/api/users/auth/status', '/graphql']) {
      const answer = await fetch(`${edge.url}${route}`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(await answer.json()).toEqual({ forwardedFor: '127.0.0.1', forwardedProto: 'http' });
    }
  });

  it('believes X-Forwarded-For only from a proxy the configuration names', async () => {
    const edge = await start({ trustedProxies: ['127.0.0.1'] });
    const answer = await fetch(`${edge.url}/api/users/auth/status`, {
      headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
    });
    // The named proxy (loopback here) vouches for the last hop only: the entry it appended.
    expect((await answer.json()) as unknown).toMatchObject({ forwardedFor: '203.0.113.9' });
  });

  it.each([['/'], ['/control'], ['/api/users/auth/status'], ['/graphql']])(
    'sends the security headers on %s, without HSTS over http',
    async (route) => {
      const edge = await start();
      const answer = await fetch(`${edge.url}${route}`);
      expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('adds Strict-Transport-Security and forwards the https scheme when the public address is https', async () => {
    const edge = await start({ https: true });
    const answer = await fetch(`${edge.url}/api/users/auth/status`);
    expect(answer.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await answer.json()).toMatchObject({ forwardedProto: 'https' });
  });

  it('keeps the nginx edge of the distributed layout on the same policy and forwarding rule', () => {
    const nginx = readFileSync(path.join(REPOSITORY_ROOT, 'infra', 'nginx', 'nginx.conf'), 'utf8');
    expect(nginx).toContain(`add_header Content-Security-Policy "${CONTENT_SECURITY_POLICY}" always;`);
    expect(nginx).toContain(`"${STRICT_TRANSPORT_SECURITY}"`);
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(nginx).not.toContain('$proxy_add_x_forwarded_for');
  });
});
