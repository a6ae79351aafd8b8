import http from 'node:http';
import net from 'node:net';
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
    // A stand-in compat that answers every call; the edge proxies /api to it.
    const compat = http.createServer((_request, response) =>
      response.setHeader('content-type', 'application/json').end('{"ok":true}'),
    );
    // As the real compat (and the gateway): idle connections are kept 65 s.
    compat.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve) => compat.listen(0, '127.0.0.1', resolve));
    const edge = await startEdge({
      host: '127.0.0.1',
      port: 0,
      gatewayOrigin: 'http://127.0.0.1:9',
      compatOrigin: `http://127.0.0.1:${(compat.address() as net.AddressInfo).port}`,
      webDistDir: WEB_DIST_DIR,
      webSsrDir: WEB_SSR_DIR,
      adminDistDir: ADMIN_DIST_DIR,
      pageStoreFill: 'none',
      logger: pino({ level: 'silent' }),
    });
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
      await edge.stop();
      compat.closeAllConnections();
      await new Promise<void>((resolve) => compat.close(() => resolve()));
    }
  });
});
