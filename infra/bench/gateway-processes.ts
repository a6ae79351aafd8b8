import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INTERNAL_SECRET_HEADER, VIEWER_HEADER } from '@mc/platform';
import { REPOSITORY_ROOT } from '../src/layout';
import { freePort, startProcess, waitUntilReady, type ManagedProcess } from '../src/processes';
import { installOnDemand } from './install-on-demand';

/** A gateway the dashboard rows measure in a process of its own, so its CPU time can be read. */
export type GatewayProcess = { url: string; pid: number; stop(): Promise<void> };
export type HiveVariant = 'default' | 'no-sharing' | 'router-runtime';

const HIVE_DIR = path.join(__dirname, 'hive');
const HIVE_PACKAGES = ['@graphql-hive/gateway', '@graphql-hive/router-runtime'];

/** Hive is installed from infra/bench/hive's own lockfile on first use (half a gigabyte CI never installs). */
export function ensureHiveInstalled(): void {
  installOnDemand(HIVE_DIR, HIVE_PACKAGES);
}

export async function startHiveGateway(
  variant: HiveVariant,
  subgraphUrls: Record<string, string>,
  internalSecret: string,
): Promise<GatewayProcess> {
  const port = await freePort();
  const child = startProcess(
    `hive ${variant}`,
    path.join(__dirname, 'hive-gateway.ts'),
    {
      HIVE_VARIANT: variant,
      PORT: String(port),
      SUPERGRAPH_PATH: path.join(REPOSITORY_ROOT, 'gateway', 'supergraph.graphql'),
      SUBGRAPH_URLS: JSON.stringify(subgraphUrls),
      INTERNAL_SECRET: internalSecret,
      SECRET_HEADER: INTERNAL_SECRET_HEADER,
      VIEWER_HEADER,
    },
    true,
  );
  return ready(child, `http://127.0.0.1:${port}`, '/readiness');
}

/** Our gateway as the distributed mode runs it (gateway/src/main.ts), over the embedded platform's subgraphs. */
export async function startOwnGateway(
  subgraphUrls: Record<string, string>,
  internalSecret: string,
  publicKey: string,
  sharedReads = true,
): Promise<GatewayProcess> {
  const port = await freePort();
  const child = startProcess(
    'gateway',
    path.join(REPOSITORY_ROOT, 'gateway', 'src', 'main.ts'),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      INTERNAL_SECRET: internalSecret,
      JWT_PUBLIC_KEY: publicKey,
      // Its own in-memory bus: the HTTP queries measured here use none.
      NATS_URL: undefined,
      LOG_LEVEL: 'warn',
      GATEWAY_SHARED_READS: sharedReads ? 'on' : 'off',
      IDENTITY_URL: subgraphUrls.identity,
      FUNDS_URL: subgraphUrls.funds,
      MINING_URL: subgraphUrls.mining,
      TRADING_URL: subgraphUrls.trading,
      CONTENT_URL: subgraphUrls.content,
    },
    true,
  );
  return ready(child, `http://127.0.0.1:${port}`, '/health');
}

async function ready(child: ManagedProcess, origin: string, readyPath: string): Promise<GatewayProcess> {
  try {
    await waitUntilReady(`${origin}${readyPath}`, child);
  } catch (error) {
    await child.stop();
    throw error;
  }
  const pid = child.child.pid;
  if (pid === undefined) throw new Error(`${child.name} has no PID`);
  // Stopped by its PID (SIGTERM, then SIGKILL after the grace period): see infra/src/processes.ts.
  return { url: `${origin}/graphql`, pid, stop: async () => void (await child.stop()) };
}

let clockTicksPerSecond: number | undefined;

/** User and system CPU time the process has used so far (Linux: /proc/<pid>/stat, in clock ticks). */
export function cpuTimeMs(pid: number): number {
  clockTicksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are
  // the 14th and 15th fields of the line, the 12th and 13th after the name.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond) * 1000;
}
