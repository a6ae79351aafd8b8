import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { startEdge } from '../src/edge';
import { ADMIN_DIST_DIR, WEB_DIST_DIR, WEB_SSR_DIR } from '../src/layout';

describe('edge', () => {
  it('fails its start on a taken port instead of crashing the process, so the launcher can stop what it started', async () => {
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const port = (squatter.address() as net.AddressInfo).port;
    try {
      await expect(
        startEdge({
          host: '127.0.0.1',
          port,
          gatewayOrigin: 'http://127.0.0.1:9',
          compatOrigin: 'http://127.0.0.1:9',
          webDistDir: WEB_DIST_DIR,
          webSsrDir: WEB_SSR_DIR,
          adminDistDir: ADMIN_DIST_DIR,
          logger: pino({ level: 'silent' }),
        }),
      ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await new Promise<void>((resolve) => squatter.close(() => resolve()));
    }
  });

  it('keeps an idle client connection open past Node’s 5 s default, so a request sent on it is answered', async () => {
    const { edge, stop } = await edgeBeforeCompat('{"ok":true}');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; socket: net.Socket }>((resolve, reject) => {
        const request = http.get(`${edge.url}/api/ping`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, socket: request.socket! }));
        });
        request.on('error', reject);
      });
    try {
      const first = await get();
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const second = await get();
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
      await stop();
    }
  });

  it('answers 503 with Retry-After, in the caller’s shape, while the gateway or compat cannot be reached', async () => {
    // Nothing listens on the gateway's address (port 9); compat goes away halfway.
    const { edge, stop, stopCompat } = await edgeBeforeCompat('{"ok":true}');
    try {
      const graph = await fetch(`${edge.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect([graph.status, graph.headers.get('retry-after')]).toEqual([503, '1']);
      expect(await graph.json()).toEqual({
        errors: [
          {
            message: 'The service is restarting; please try again in a moment',
            extensions: { code: 'UNAVAILABLE', reason: 'UPSTREAM_UNAVAILABLE' },
          },
        ],
      });
      expect((await fetch(`${edge.url}/api/ping`)).status).toBe(200);
      await stopCompat();
      const legacy = await fetch(`${edge.url}/api/users/auth/status`);
      expect([legacy.status, legacy.headers.get('retry-after')]).toEqual([503, '1']);
      expect(await legacy.json()).toEqual({
        errors: ['The service is restarting; please try again in a moment'],
        message: 'The service is restarting; please try again in a moment',
        data: null,
      });
    } finally {
      await stop();
    }
  });

  it('sends a built file compressed as the browser accepts it, compresses its own pages, and passes proxied answers as they came', async () => {
    // A client build as vite-plugin-compression2 leaves it: each asset beside its .br and .gz.
    const adminDist = mkdtempSync(path.join(os.tmpdir(), 'edge-compression-'));
    const script = `console.log(${JSON.stringify('mining '.repeat(2_000))});`;
    mkdirSync(path.join(adminDist, 'assets'));
    writeFileSync(path.join(adminDist, 'assets', 'panel.js'), script);
    writeFileSync(path.join(adminDist, 'assets', 'panel.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(adminDist, 'assets', 'panel.js.gz'), gzipSync(script));
    const shell = `<!doctype html><html><body>${'<div>panel</div>'.repeat(500)}</body></html>`;
    writeFileSync(path.join(adminDist, 'index.html'), shell);
    const answer = JSON.stringify({ rows: Array.from({ length: 500 }, (_, row) => ({ row })) });
    const { edge, stop } = await edgeBeforeCompat(answer, adminDist);
    try {
      const br = await rawGet(`${edge.url}/control/assets/panel.js`, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(br.body).toString()).toBe(script);
      const gzip = await rawGet(`${edge.url}/control/assets/panel.js`, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(script);
      const plain = await rawGet(`${edge.url}/control/assets/panel.js`, '');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);

      const page = await rawGet(`${edge.url}/control/account/index.html`, 'gzip');
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(page.body).toString()).toBe(shell);

      const proxied = await rawGet(`${edge.url}/api/rows`, 'gzip, br');
      expect(proxied.headers['content-encoding']).toBeUndefined();
      expect(proxied.body.toString()).toBe(answer);
    } finally {
      await stop();
      rmSync(adminDist, { recursive: true, force: true });
    }
  });
});

/**
 * An edge in front of a stand-in compat that answers `body` to every call (the edge proxies /api to it).
 * Like the real compat (and the gateway), the stand-in keeps idle connections 65 s.
 */
async function edgeBeforeCompat(body: string, adminDistDir = ADMIN_DIST_DIR) {
  const compat = http.createServer((_request, response) =>
    response.setHeader('content-type', 'application/json').end(body),
  );
  compat.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => compat.listen(0, '127.0.0.1', resolve));
  const edge = await startEdge({
    host: '127.0.0.1',
    port: 0,
    gatewayOrigin: 'http://127.0.0.1:9',
    compatOrigin: `http://127.0.0.1:${(compat.address() as net.AddressInfo).port}`,
    webDistDir: WEB_DIST_DIR,
    webSsrDir: WEB_SSR_DIR,
    adminDistDir,
    pageStoreFill: 'none',
    logger: pino({ level: 'silent' }),
  });
  const stopCompat = async () => {
    if (!compat.listening) return;
    compat.closeAllConnections();
    await new Promise<void>((resolve) => compat.close(() => resolve()));
  };
  const stop = async () => {
    await edge.stop();
    await stopCompat();
  };
  return { edge, stop, stopCompat };
}

/** A GET whose body is kept as sent (fetch would decompress it), with the encodings the client accepts. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
  });
}
