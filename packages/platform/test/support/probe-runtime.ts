import pino from 'pino';

export const PROBE_SECRET = 'a test internal secret';

/** What startDomainSubgraph needs of a runtime, on a free loopback port: a database and a bus that answer, unless replaced. */
export function probeRuntime(
  overrides: {
    database?: { ping(): Promise<void> };
    bus?: { connected(): boolean };
    drainMs?: number;
  } = {},
) {
  return {
    internalSecret: PROBE_SECRET,
    logger: pino({ level: 'silent' }),
    host: '127.0.0.1',
    port: 0,
    production: false,
    database: { ping: async () => undefined },
    bus: { connected: () => true },
    ...overrides,
  };
}
