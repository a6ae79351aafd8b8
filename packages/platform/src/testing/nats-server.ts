import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from './wait-for';

const NATS_SERVER = '/usr/sbin/nats-server';

/** A NATS server (with JetStream) of a test's own, never the machine's shared one: stopped and started at will. */
export type OwnNatsServer = { url: string; port: number; start(): Promise<void>; stop(): Promise<void> };

/**
 * Picks a free loopback port and a store folder, kept across stops so streams outlive an outage; the
 * server is not running until `start()`.
 */
export async function ownNatsServer(): Promise<OwnNatsServer> {
  if (!existsSync(NATS_SERVER)) throw new Error(`This needs ${NATS_SERVER} (Debian package nats-server)`);
  const store = mkdtempSync(path.join(os.tmpdir(), 'own-nats-'));
  const port = await freeLoopbackPort();
  let server: ChildProcess | undefined;
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    start: async () => {
      if (server && server.exitCode === null && server.signalCode === null) return;
      server = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], { stdio: 'ignore' });
      await waitFor(() => answers(port), 10_000, 'the NATS server to answer');
    },
    stop: async () => {
      const running = server;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
  };
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
