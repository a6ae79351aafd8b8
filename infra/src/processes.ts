import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { DEFAULT_DRAIN_MS } from '@mc/platform';
import { REPOSITORY_ROOT } from './layout';

/** `stop()` resolves false when the process had to be killed after the grace period. */
export type ManagedProcess = {
  name: string;
  /** The current child: a new one after each restart. */
  readonly child: ChildProcess;
  /** From now on, a crash is logged and the service started again with backoff. */
  supervise(): void;
  /** Starts the service again after it stopped cleanly (which supervision leaves alone); else nothing. */
  startAgain(): void;
  readonly supervised: boolean;
  stop(): Promise<boolean>;
};

/** A stopping service drains for DEFAULT_DRAIN_MS; it is killed only once that and its closing are over. */
export const STOP_GRACE_MS = DEFAULT_DRAIN_MS + 5_000;
/**
 * Backoff between restarts: doubles from the first to the last, and starts over after a stable run. The
 * first is short, for a restart within 3 s; a service that keeps dying soon waits longer.
 */
export const RESTART_BACKOFF_MS = { first: 100, last: 30_000, stableAfter: 60_000 };

/**
 * Starts `node <bundle>.cjs` (or `node --import tsx <entry>.ts`) with its own environment; its output
 * lines are prefixed with its name. No `tsx` wrapper process: it would treat a second SIGTERM (the
 * process group's and ours) as "force kill" and cut the service's graceful shutdown short.
 */
export function startProcess(
  name: string,
  entry: string,
  environment: NodeJS.ProcessEnv,
  echo: boolean,
): ManagedProcess {
  const spawnChild = () => spawnService(name, entry, environment, echo);
  let child = spawnChild();
  let stopping = false;
  let supervised = false;
  let backoffMs = RESTART_BACKOFF_MS.first;
  let startedAtMs = Date.now();

  const restartWhenItDies = (current: ChildProcess) => {
    current.once('exit', (code, signal) => {
      if (stopping || !supervised) return;
      // Status 0 is a stop asked for (an operator's SIGTERM to this one service): it is not undone.
      if (code === 0) return supervisorSays(`${name} (pid ${current.pid}) stopped cleanly; not restarted`);
      if (Date.now() - startedAtMs > RESTART_BACKOFF_MS.stableAfter) backoffMs = RESTART_BACKOFF_MS.first;
      const how = signal ? `signal ${signal}` : `status ${code}`;
      supervisorSays(`${name} (pid ${current.pid}) exited with ${how}; restarting in ${backoffMs} ms`);
      setTimeout(() => {
        if (stopping) return;
        child = spawnChild();
        startedAtMs = Date.now();
        supervisorSays(`${name} restarted (pid ${child.pid})`);
        restartWhenItDies(child);
      }, backoffMs);
      backoffMs = Math.min(backoffMs * 2, RESTART_BACKOFF_MS.last);
    });
  };
  const port = environment.PORT ? `, port ${environment.PORT}` : '';
  supervisorSays(`${name} started (pid ${child.pid}${port})`);

  return {
    name,
    get child() {
      return child;
    },
    get supervised() {
      return supervised;
    },
    supervise: () => {
      if (supervised) return;
      supervised = true;
      restartWhenItDies(child);
    },
    startAgain: () => {
      if (stopping || child.exitCode === null || child.signalCode !== null) return;
      child = spawnChild();
      startedAtMs = Date.now();
      supervisorSays(`${name} started again (pid ${child.pid})`);
      if (supervised) restartWhenItDies(child);
    },
    stop: async () => {
      stopping = true;
      return stopChild(name, child);
    },
  };
}

function spawnService(name: string, entry: string, environment: NodeJS.ProcessEnv, echo: boolean): ChildProcess {
  // A bundle (service-bundles.ts) is plain JavaScript; a TypeScript entry goes through tsx.
  const runEntry = entry.endsWith('.cjs') ? ['--enable-source-maps', entry] : ['--import', 'tsx', entry];
  const child = spawn(process.execPath, runEntry, {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (stream: NodeJS.ReadableStream | null, target: NodeJS.WritableStream) => {
    stream?.on('data', (chunk: Buffer) => {
      if (!echo) return;
      for (const line of chunk.toString().split('\n').filter(Boolean)) target.write(`[${name}] ${line}\n`);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return child;
}

async function stopChild(name: string, child: ChildProcess): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode === 0;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    process.stderr.write(`[${name}] did not stop within ${STOP_GRACE_MS} ms; killed\n`);
    child.kill('SIGKILL');
  }, STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
  return !killed && child.exitCode === 0;
}

/** Always printed, whatever LOG_LEVEL says: an operator must see that a service died. */
function supervisorSays(line: string): void {
  process.stderr.write(`[supervisor] ${line}\n`);
}

/** How long the launcher waits for one service to be ready (START_BUDGET_MS); a busy host needs more. */
export const DEFAULT_START_BUDGET_MS = 120_000;

/**
 * Polls an HTTP endpoint until it answers 200. An unsupervised process that died fails the wait at
 * once; a supervised one is started again meanwhile, and the wait goes on within its budget.
 */
export async function waitUntilReady(
  url: string,
  owner: ManagedProcess,
  timeoutMs = DEFAULT_START_BUDGET_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!owner.supervised && owner.child.exitCode !== null)
      throw new Error(`${owner.name} exited with status ${owner.child.exitCode} before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${owner.name} was not ready at ${url} within ${timeoutMs} ms`);
}

/** A port that was free a moment ago on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Is a process with this pid running (signal 0 only asks)? */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
