import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@mc/platform/testing';
import { REPOSITORY_ROOT } from '../src/layout';
import { freePort, isAlive, startProcess, waitUntilReady, type ManagedProcess } from '../src/processes';

const folder = mkdtempSync(path.join(os.tmpdir(), 'supervised-'));

/** A service's entry file: `body` is its program. */
function entry(name: string, body: string): string {
  const file = path.join(folder, `${name}.mjs`);
  writeFileSync(file, body);
  return file;
}

const started: ManagedProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((each) => each.stop()));
});

function supervised(name: string, file: string, environment: NodeJS.ProcessEnv = {}): ManagedProcess {
  const managed = startProcess(name, file, environment, false);
  managed.supervise();
  started.push(managed);
  return managed;
}

describe('the launcher’s supervision', () => {
  it('starts a crashed service again, but not one that stopped cleanly (an operator’s SIGTERM)', async () => {
    const crashing = supervised('crashing', entry('crashing', 'setTimeout(() => process.exit(3), 100);'));
    const firstPid = crashing.child.pid;
    await waitFor(async () => (crashing.child.pid !== firstPid ? true : undefined), 10_000, 'a restart');

    const listening = path.join(folder, 'stopping-listens');
    const stopping = supervised(
      'stopping',
      entry(
        'stopping',
        [
          "import { writeFileSync } from 'node:fs';",
          "process.on('SIGTERM', () => process.exit(0));",
          `writeFileSync(${JSON.stringify(listening)}, '');`,
          'setInterval(() => undefined, 1_000);',
        ].join('\n'),
      ),
    );
    const pid = stopping.child.pid;
    // Its SIGTERM handler is in place (a busy machine may take seconds to get there).
    await waitFor(() => existsSync(listening), 20_000, 'the stopping service to start');
    stopping.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect({ pid: stopping.child.pid, exitCode: stopping.child.exitCode }).toEqual({ pid, exitCode: 0 });
  }, 60_000);

  it('waits, within its budget, for a service that died during its start and was started again', async () => {
    const port = await freePort();
    const marker = path.join(folder, 'first-start-done');
    // The first start dies before it listens; the second serves /ready.
    const file = entry(
      'flaky',
      [
        "import { existsSync, writeFileSync } from 'node:fs';",
        "import http from 'node:http';",
        `if (!existsSync(${JSON.stringify(marker)})) { writeFileSync(${JSON.stringify(marker)}, ''); process.exit(1); }`,
        "http.createServer((_q, r) => r.end('ready')).listen(Number(process.env.PORT), '127.0.0.1');",
      ].join('\n'),
    );
    const flaky = supervised('flaky', file, { PORT: String(port) });
    await waitUntilReady(`http://127.0.0.1:${port}/ready`, flaky, 20_000);
    expect(existsSync(marker)).toBe(true);
  }, 30_000);
  it('has a service stop by itself when its launcher died without stopping it', async () => {
    const stopped = path.join(folder, 'orphan-stopped');
    const started = path.join(folder, 'orphan-started');
    const stopOnSignals = path.join(REPOSITORY_ROOT, 'packages', 'platform', 'src', 'server', 'subgraph-server.ts');
    const service = entry(
      'orphan-service',
      [
        `import { writeFileSync } from 'node:fs';`,
        `import { stopOnSignals } from ${JSON.stringify(stopOnSignals)};`,
        `const quiet = { info() {}, error() {} };`,
        `stopOnSignals(async () => writeFileSync(${JSON.stringify(stopped)}, 'stopped'), quiet);`,
        `writeFileSync(${JSON.stringify(started)}, '');`,
        `setInterval(() => undefined, 1_000);`,
      ].join('\n'),
    );
    const launcher = entry(
      'orphan-launcher',
      [
        `import { spawn } from 'node:child_process';`,
        `const child = spawn(process.execPath, ['--import', 'tsx', ${JSON.stringify(service)}], { stdio: 'ignore' });`,
        `process.stdout.write(String(child.pid) + '\\n');`,
        `setInterval(() => undefined, 1_000);`,
      ].join('\n'),
    );
    const parent = spawn(process.execPath, [launcher], { cwd: REPOSITORY_ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const servicePid = Number(await waitFor(() => /^(\d+)\n/.exec(output)?.[1], 20_000, 'the service pid'));
    // Started (its signal handlers are in place) before the launcher dies: seconds on a busy machine.
    await waitFor(() => existsSync(started), 20_000, 'the service to start');
    parent.kill('SIGKILL');
    try {
      await waitFor(() => existsSync(stopped), 10_000, 'the orphaned service to stop');
      expect(readFileSync(stopped, 'utf8')).toBe('stopped');
      await waitFor(() => !isAlive(servicePid), 10_000, 'the orphaned service to exit');
    } finally {
      if (isAlive(servicePid)) process.kill(servicePid, 'SIGKILL');
    }
  }, 60_000);
});
