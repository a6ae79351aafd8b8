import pino from 'pino';
import { createMemoryBus } from '../bus';
import type { EventBus } from '../bus/event-bus';
import type { Migration } from '../db/migrate';
import { encodeViewer, GUEST, INTERNAL_SECRET_HEADER, VIEWER_HEADER, type Viewer } from '../auth/viewer';
import type { ServiceRuntime } from '../runtime';
import type { RunningServer } from '../server/subgraph-server';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_INTERNAL_SECRET = 'test-internal-secret-0123456789';

export type GraphQLResponse<TData = Record<string, unknown>> = {
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string; reason?: string } }[];
};

export type SubgraphHarness = {
  url: string;
  database: TestDatabase;
  bus: EventBus;
  query<TData = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    viewer?: Viewer,
  ): Promise<GraphQLResponse<TData>>;
  stop(): Promise<void>;
};

/** Starts one subgraph on a free loopback port with its own test database and an in-process bus. */
export async function startSubgraphHarness(
  label: string,
  migrations: Migration[],
  start: (runtime: ServiceRuntime) => Promise<RunningServer>,
  options: { bus?: EventBus } = {},
): Promise<SubgraphHarness> {
  const database = await createTestDatabase(label, migrations);
  const bus = options.bus ?? createMemoryBus();
  const server = await start({
    database,
    bus,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    internalSecret: TEST_INTERNAL_SECRET,
    host: '127.0.0.1',
    port: 0,
    production: false,
  });
  return {
    url: server.url,
    database,
    bus,
    query: (query, variables = {}, viewer = GUEST) => postGraphQL(server.url, query, variables, viewer),
    stop: async () => {
      await server.stop();
      if (!options.bus) await bus.close();
      await database.close();
    },
  };
}

export async function postGraphQL<TData>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  viewer: Viewer,
  /** Further headers, e.g. the client IP the gateway forwards. */
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<TData>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [INTERNAL_SECRET_HEADER]: TEST_INTERNAL_SECRET,
      [VIEWER_HEADER]: encodeViewer(viewer),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResponse<TData>;
}
