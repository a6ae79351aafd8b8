import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@mc/platform/testing';
import { freePort } from '../src/processes';

/**
 * A PostgreSQL cluster and a NATS server of the fault suite's own, on free loopback ports and in
 * temporary folders: the suite restarts and stops them at will, never the machine's shared ones.
 */
export type OwnServer = { url: string; stop(): Promise<void>; start(): Promise<void> };

const POSTGRES_BIN = () => {
  const versions = readdirSync('/usr/lib/postgresql').sort();
  if (versions.length === 0) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
  return path.join('/usr/lib/postgresql', versions.at(-1)!, 'bin');
};

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
function runPostgresTool(tool: string, args: string[]): void {
  const program = path.join(POSTGRES_BIN(), tool);
  const [command, commandArgs] =
    process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  execFileSync(command, commandArgs, { stdio: 'pipe' });
}

export async function startOwnPostgres(): Promise<OwnServer & { restart(): Promise<void> }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'chaos-postgres-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres', folder]);
  const data = path.join(folder, 'data');
  const port = await freePort();
  runPostgresTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  // Durability is not what is measured: fsync off keeps the suite's writes cheap on a shared disk.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`;
  const pgCtl = (...args: string[]) => runPostgresTool('pg_ctl', ['-D', data, '-l', path.join(folder, 'log'), ...args]);
  pgCtl('-o', options, '-w', 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => pgCtl('-o', options, '-w', 'start'),
    stop: async () => pgCtl('-m', 'fast', '-w', 'stop'),
    // A fast restart: the server ends every session, as an operator's restart or a failover does.
    restart: async () => pgCtl('-o', options, '-m', 'fast', '-w', 'restart'),
  };
}

const NATS_SERVER = '/usr/sbin/nats-server';

export async function startOwnNats(): Promise<OwnServer> {
  if (!existsSync(NATS_SERVER)) throw new Error(`The fault suite needs ${NATS_SERVER} (Debian package nats-server)`);
  const store = mkdtempSync(path.join(os.tmpdir(), 'chaos-nats-'));
  const port = await freePort();
  let server: ChildProcess | undefined;
  const url = `nats://127.0.0.1:${port}`;
  const start = async () => {
    server = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], { stdio: 'ignore' });
    await waitFor(async () => (await answers(port)) || undefined, 10_000, 'the fault suite’s NATS server');
  };
  const stop = async () => {
    const running = server;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();
  return { url, start, stop };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
