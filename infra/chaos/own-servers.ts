import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ownNatsServer } from '@mc/platform/testing';
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

/** The suite's NATS, started. */
export async function startOwnNats(): Promise<OwnServer> {
  const nats = await ownNatsServer();
  await nats.start();
  return nats;
}
