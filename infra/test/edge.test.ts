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
});
