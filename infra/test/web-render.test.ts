import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@mc/platform/testing';
import pino from 'pino';
import type { EmbeddedPlatform } from '../src/embedded';
import { REPOSITORY_ROOT, WEB_DIST_DIR } from '../src/layout';
import { freePort } from '../src/processes';
import { fetchDocument } from './support/prerender-flow';
import { trackGroup } from './support/stop-group';
import { startTestPlatform } from './support/test-platform';

/**
 * The render process of the container layout (infra/src/main-web-render.ts, docker-compose `web-render`)
 * as nginx uses it: nginx sends it every path that is no file of the web client's build, so it must
 * answer the web client's routes with the SPA shell and any other path 404 (nginx.conf, ADR 0029). It
 * runs as its own process, as in the containers, against the gateway of an embedded platform.
 */
let platform: EmbeddedPlatform;
let renderUrl: string;
let stopRender: () => Promise<unknown> = async () => undefined;
let renderOutput = '';

beforeAll(async () => {
  platform = await startTestPlatform({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'web-render-')),
    port: 0,
    logger: pino({ level: 'silent' }),
  });
  const port = await freePort();
  // Without NATS the stored pages refresh at their interval only; this test publishes nothing.
  const { NATS_URL: _noBus, PUBLIC_URL: _addressAsked, ...environment } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/src/main-web-render.ts'], {
    cwd: REPOSITORY_ROOT,
    env: {
      ...environment,
      PORT: String(port),
      HOST: '127.0.0.1',
      GATEWAY_URL: platform.gatewayUrl,
      PAGE_STORE_FILL: 'none',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  stopRender = trackGroup(child).stop;
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => (renderOutput += chunk.toString()));
  renderUrl = `http://127.0.0.1:${port}`;
  await waitFor(() => fetch(`${renderUrl}/robots.txt`).then((response) => response.ok), 60_000, 'web-render');
}, 180_000);

afterAll(async () => {
  await stopRender();
  await platform?.stop();
}, 60_000);

describe('the render process nginx sends the paths that are no file to', () => {
  it("answers the web client's routes with the SPA shell", async () => {
    const shell = readFileSync(path.join(WEB_DIST_DIR, 'index.html'), 'utf8');
    for (const route of ['/user/index.html', '/signin.html', '/user/mining/contracts/abc']) {
      const answer = await fetchDocument(`${renderUrl}${route}`);
      expect({ route, status: answer.status, shell: answer.html === shell }).toEqual({
        route,
        status: 200,
        shell: true,
      });
    }
  });

  it('answers any other path 404 with the rendered Not Found page', async () => {
    for (const unknown of ['/no-such-page', '/user/dashboard.html']) {
      const answer = await fetchDocument(`${renderUrl}${unknown}?lang=de`);
      expect({ unknown, status: answer.status }).toEqual({ unknown, status: 404 });
      expect(answer.html).toContain('data-testid="not-found"');
      expect(answer.html).toContain(`data-path="${unknown}"`);
      expect(answer.html).toMatch(/<html[^>]* lang="de"/);
    }
    expect(renderOutput).not.toMatch(/serving the shell|serving the SPA shell/);
  }, 60_000);
});
