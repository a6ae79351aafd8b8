import { spawnSync } from 'node:child_process';

/**
 * Whether resolveTestInfrastructure() will find a NATS server, answered synchronously.
 *
 * Jest registers tests synchronously, so "run the NATS cases or none" cannot await the async
 * resolver. This mirrors its order (NATS_URL, the loopback port, a Docker engine for
 * testcontainers) with a short probe in a child process; the suite's beforeAll then takes
 * the actual url from resolveTestInfrastructure() and fails loudly if the two disagree.
 */
export function natsWillResolve(): boolean {
  if (process.env.NATS_URL || process.env.DOCKER_HOST) return true;
  const probe = `
    const net = require('node:net');
    const answers = (target) => new Promise((done) => {
      const socket = net.connect(target);
      const finish = (ok) => { socket.destroy(); done(ok); };
      socket.setTimeout(500, () => finish(false));
      socket.once('connect', () => finish(true));
      socket.once('error', () => finish(false));
    });
    Promise.all([answers({ host: '127.0.0.1', port: 4222 }), answers({ path: '/var/run/docker.sock' })])
      .then((results) => process.exit(results.some(Boolean) ? 0 : 1));
  `;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 5_000 }).status === 0;
}
