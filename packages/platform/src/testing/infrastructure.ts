import net from 'node:net';

/**
 * Where tests find PostgreSQL and NATS (DESIGN.md §12), in this order:
 * 1. explicit DATABASE_URL / NATS_URL;
 * 2. servers on their default loopback ports (5432, 4222);
 * 3. testcontainers, when a Docker engine answers;
 * 4. otherwise the embedded PGlite and the in-process bus.
 * The choice is printed once per process so a run always says what it tested against.
 */
export type DatabaseTarget = { kind: 'pg'; url: string; source: string } | { kind: 'pglite'; source: string };
export type BusTarget = { kind: 'nats'; url: string; source: string } | { kind: 'memory'; source: string };
export type TestInfrastructure = { database: DatabaseTarget; bus: BusTarget };

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';
const PROBE_TIMEOUT_MS = 500;

let cached: Promise<TestInfrastructure> | undefined;

export function resolveTestInfrastructure(): Promise<TestInfrastructure> {
  cached ??= resolve().then((infrastructure) => {
    if (!process.env.MC_TEST_QUIET) {
      process.stdout.write(
        `[test-infrastructure] database: ${describe(infrastructure.database)}; bus: ${describe(infrastructure.bus)}\n`,
      );
    }
    return infrastructure;
  });
  return cached;
}

/** In CI the real servers are required: a missing one fails the run instead of falling back. */
export function requireRealServersInCi(infrastructure: TestInfrastructure): void {
  if (process.env.CI !== 'true') return;
  const missing = [
    infrastructure.database.kind !== 'pg' ? 'PostgreSQL' : undefined,
    infrastructure.bus.kind !== 'nats' ? 'NATS' : undefined,
  ].filter(Boolean);
  if (missing.length > 0) throw new Error(`CI needs real servers but found none for: ${missing.join(', ')}`);
}

async function resolve(): Promise<TestInfrastructure> {
  const dockerAnswers = await dockerEngineAnswers();
  return { database: await resolveDatabase(dockerAnswers), bus: await resolveBus(dockerAnswers) };
}

async function resolveDatabase(dockerAnswers: boolean): Promise<DatabaseTarget> {
  if (process.env.DATABASE_URL) return { kind: 'pg', url: process.env.DATABASE_URL, source: 'DATABASE_URL' };
  if (await portAnswers('127.0.0.1', 5432)) return { kind: 'pg', url: DEFAULT_PG_URL, source: 'loopback:5432' };
  if (dockerAnswers) return { kind: 'pg', url: await startPostgresContainer(), source: 'testcontainers' };
  return { kind: 'pglite', source: 'embedded' };
}

async function resolveBus(dockerAnswers: boolean): Promise<BusTarget> {
  if (process.env.NATS_URL) return { kind: 'nats', url: process.env.NATS_URL, source: 'NATS_URL' };
  if (await portAnswers('127.0.0.1', 4222)) return { kind: 'nats', url: DEFAULT_NATS_URL, source: 'loopback:4222' };
  if (dockerAnswers) return { kind: 'nats', url: await startNatsContainer(), source: 'testcontainers' };
  return { kind: 'memory', source: 'in-process' };
}

function describe(target: DatabaseTarget | BusTarget): string {
  return 'url' in target
    ? `${target.kind} ${redact(target.url)} (${target.source})`
    : `${target.kind} (${target.source})`;
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}

export function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = net.connect({ host, port });
    const finish = (answered: boolean) => {
      socket.destroy();
      done(answered);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

async function dockerEngineAnswers(): Promise<boolean> {
  if (process.env.DOCKER_HOST) return true;
  return new Promise((done) => {
    const socket = net.connect({ path: '/var/run/docker.sock' });
    socket.setTimeout(PROBE_TIMEOUT_MS, () => {
      socket.destroy();
      done(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

async function startPostgresContainer(): Promise<string> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('postgres:16-alpine')
    .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
    .start();
  return `postgres://postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
}

async function startNatsContainer(): Promise<string> {
  const { GenericContainer } = await import('testcontainers');
  const container = await new GenericContainer('nats:2.10-alpine').withCommand(['-js']).withExposedPorts(4222).start();
  return `nats://${container.getHost()}:${container.getMappedPort(4222)}`;
}
