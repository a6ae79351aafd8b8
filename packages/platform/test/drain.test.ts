import { startDomainSubgraph, type RunningServer } from '../src/server/subgraph-server';
import { PROBE_SECRET, probeRuntime } from './support/probe-runtime';

/** A subgraph whose one field answers after `ms`, stopped with `drainMs` of grace. */
async function slowSubgraph(drainMs: number): Promise<RunningServer> {
  return startDomainSubgraph(probeRuntime({ drainMs }), {
    name: 'slow',
    typeDefs: 'type Query { after(ms: Int!): Int! }',
    resolvers: {
      Query: {
        after: (_parent: unknown, { ms }: { ms: number }) => new Promise((done) => setTimeout(() => done(ms), ms)),
      },
    },
    context: () => ({}),
  });
}

const ask = (server: RunningServer, ms: number) =>
  fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-secret': PROBE_SECRET },
    body: JSON.stringify({ query: `{ after(ms: ${ms}) }` }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));

const readiness = (server: RunningServer) =>
  fetch(server.url.replace('/graphql', '/ready')).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as unknown,
  }));

describe('a server stopped by SIGTERM (drain)', () => {
  it('finishes the request in flight, says it is stopping, then takes no new connection', async () => {
    const server = await slowSubgraph(10_000);
    const inFlight = ask(server, 600);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = server.stop();
    let stopDone = false;
    void stopped.then(() => (stopDone = true));

    expect(await inFlight).toEqual({ status: 200, body: { data: { after: 600 } } });
    await stopped;
    expect(stopDone).toBe(true);
    await expect(ask(server, 1)).rejects.toThrow();
  });

  it('cuts a request still running when the grace period ends', async () => {
    const server = await slowSubgraph(200);
    const inFlight = ask(server, 3_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const startedAtMs = Date.now();
    await server.stop();
    expect(Date.now() - startedAtMs).toBeLessThan(2_000);
    await expect(inFlight).rejects.toThrow();
  });

  it('names the dependency that is missing on /ready', async () => {
    const server = await startDomainSubgraph(
      probeRuntime({ database: { ping: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) } }),
      { name: 'nodb', typeDefs: 'type Query { ok: Boolean }', resolvers: {}, context: () => ({}) },
    );
    try {
      expect(await readiness(server)).toEqual({
        status: 503,
        body: { status: 'unavailable', service: 'nodb', missing: 'database' },
      });
    } finally {
      await server.stop();
    }
  });
});
