import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../../src/layout';
import { freePort } from '../../src/processes';
import { trackGroup } from './stop-group';

/** `stop()` resolves true when the platform said it stopped cleanly after SIGTERM. */
export type LaunchedPlatform = {
  url: string;
  startupMs: number;
  dataDir: string;
  output(): string;
  stop(): Promise<boolean>;
};

/**
 * The tests' environment without the migrated-cluster images the test run keeps (global-setup.ts): the
 * platform started as a person starts it makes its databases itself, and its start-up time is measured.
 */
function platformEnvironment(): NodeJS.ProcessEnv {
  const { PGLITE_IMAGE_CACHE_DIR: _keptByTheTests, ...environment } = process.env;
  return environment;
}

/**
 * Starts the platform the way a person does (`npm start` or `npm run start:distributed`) in a
 * temporary DATA_DIR on a free port, and waits for its "running at" line.
 */
export async function launchPlatform(
  script: 'start' | 'start:distributed',
  extraEnv: NodeJS.ProcessEnv = {},
  timeoutMs = 120_000,
): Promise<LaunchedPlatform> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cloudmine-e2e-'));
  const startedAtMs = Date.now();
  const child = spawn('npm', ['run', script, '--silent'], {
    cwd: REPOSITORY_ROOT,
    env: { ...platformEnvironment(), PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const group = trackGroup(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`platform did not start within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const check = () => {
      const match = /is running at (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`platform exited with ${code} before it started:\n${output}`));
    });
  });
  const stop = async () => {
    await group.stop();
    return output.includes('CloudMine stopped cleanly');
  };
  return { url, startupMs: Date.now() - startedAtMs, dataDir, output: () => output, stop };
}
