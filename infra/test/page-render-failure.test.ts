import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEB_DIST_DIR, WEB_SSR_DIR } from '../src/layout';
import { createPageRenderer } from '../src/prerender/page-renderer';

/**
 * The web client's server build against a gateway that answers every request 503, as its admission
 * control does when it is full. The render shows the page's error box, so it must be refused: served or
 * stored, it would show guests "Page unavailable" until the next refresh (a CI rehearsal got exactly that).
 */
describe('a server render whose page data fails', () => {
  let gateway: Server;
  let gatewayUrl: string;

  beforeAll(async () => {
    gateway = createServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      response.end(JSON.stringify({ errors: [{ message: 'busy', extensions: { code: 'UNAVAILABLE' } }] }));
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise((resolve) => gateway.close(resolve)));

  it('is refused, not answered as the page', async () => {
    const renderer = createPageRenderer({ webDistDir: WEB_DIST_DIR, webSsrDir: WEB_SSR_DIR, gatewayUrl });
    expect(renderer.available()).toBe(true);
    await expect(
      renderer.render(
        { url: '/terms.html', language: 'en', theme: 'LIGHT', publicUrl: 'http://127.0.0.1:3000', forwardHeaders: {} },
        20_000,
      ),
    ).rejects.toThrow('a query of /terms.html failed during the server render');
  });
});
