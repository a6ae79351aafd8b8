import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { serviceMigrations } from '../src/db/migrate';
import { isPrivateAddress, MAX_OPERATION_NAMES, metricsExposition, operationLabel, sampledGauge } from '../src/metrics';
import { watchServiceDatabase } from '../src/metrics/service-metrics';
import { startDomainSubgraph, type RunningServer } from '../src/server/subgraph-server';
import { databaseFactories, type DatabaseFactory } from './support/databases';
import { PROBE_SECRET, probeRuntime } from './support/probe-runtime';

/** The value of the one series of `name` whose labels include `labels`, from an exposition text. */
function valueOf(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[3] ?? '').split(',');
    if (wanted.every((label) => present.includes(label))) return Number(match[4]);
  }
  return undefined;
}

const scrape = async () => (await metricsExposition()).body;

describe('metrics of a subgraph server', () => {
  let server: RunningServer;
  const ask = (body: object, headers: Record<string, string> = {}) =>
    fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-secret': PROBE_SECRET, ...headers },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startDomainSubgraph(probeRuntime(), {
      name: 'probe',
      typeDefs: 'type Query { answer: Int! }',
      resolvers: { Query: { answer: () => 42 } },
      context: () => ({}),
    });
  });
  afterAll(() => server.stop());

  it('counts and times each operation by name, and its errors by extensions.code', async () => {
    expect((await ask({ query: 'query Probe { answer }', operationName: 'Probe' })).status).toBe(200);
    expect((await ask({ query: 'query Probe { answer }' })).status).toBe(200);
    expect((await ask({ query: 'query Broken { nothing }' })).status).toBe(400);

    const response = await fetch(server.url.replace('/graphql', '/metrics'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    const probe = { service: 'probe', operation: 'Probe', type: 'query' };
    expect(valueOf(text, 'cloudmine_graphql_operations_total', { ...probe, outcome: 'ok' })).toBe(2);
    expect(valueOf(text, 'cloudmine_graphql_operation_duration_seconds_count', probe)).toBe(2);
    expect(
      valueOf(text, 'cloudmine_graphql_errors_total', {
        service: 'probe',
        operation: 'Broken',
        code: 'GRAPHQL_VALIDATION_FAILED',
      }),
    ).toBe(1);
    const graphqlOk = { service: 'probe', route: '/graphql', method: 'POST' };
    expect(valueOf(text, 'cloudmine_http_requests_total', { ...graphqlOk, status: '2xx' })).toBe(2);
    expect(valueOf(text, 'cloudmine_http_requests_total', { ...graphqlOk, status: '4xx' })).toBe(1);
    // Node's own figures come with them.
    expect(valueOf(text, 'process_cpu_seconds_total', {})).toBeGreaterThan(0);
  });

  it('answers 404 to a scrape that came through a proxy (the edge or nginx set X-Forwarded-For)', async () => {
    const response = await fetch(server.url.replace('/graphql', '/metrics'), {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('cloudmine_');
  });
});

describe('metric labels and scrapers', () => {
  it('keeps operation names bounded: odd names and names past the limit count as other', () => {
    expect(operationLabel(undefined)).toBe('anonymous');
    expect(operationLabel('user 123 <script>')).toBe('other');
    expect(operationLabel('x'.repeat(81))).toBe('other');
    for (let index = 0; index < MAX_OPERATION_NAMES + 5; index += 1) operationLabel(`Generated${index}`);
    expect(operationLabel('OneMoreAfterTheLimit')).toBe('other');
    expect(operationLabel('Generated0')).toBe('Generated0');
  });

  it('takes only loopback and private addresses as internal', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.9', 'fd12::1'])
      expect({ address, internal: isPrivateAddress(address) }).toEqual({ address, internal: true });
    for (const address of ['203.0.113.9', '172.32.0.1', '::ffff:8.8.8.8', '2001:db8::1', ''])
      expect({ address, internal: isPrivateAddress(address) }).toEqual({ address, internal: false });
  });

  it('leaves out a sampler that fails or does not answer, without holding the scrape up', async () => {
    const gauge = sampledGauge({ name: 'test_sampled_value', help: 'test', labelNames: ['source'] });
    const removers = [
      gauge.add(() => [{ labels: { source: 'quick' }, value: 7 }]),
      gauge.add(() => new Promise(() => undefined)),
      gauge.add(() => Promise.reject(new Error('broken'))),
    ];
    const startedAtMs = Date.now();
    const text = await scrape();
    expect(Date.now() - startedAtMs).toBeLessThan(5_000);
    expect(valueOf(text, 'test_sampled_value', { source: 'quick' })).toBe(7);
    expect(text.match(/^test_sampled_value\{/gm)).toHaveLength(1);
    removers.forEach((remove) => remove());
    expect(valueOf(await scrape(), 'test_sampled_value', { source: 'quick' })).toBeUndefined();
  });
});

describe.each([['pglite'], ['pg']] as const)('outbox lag and pool use on %s', (driver) => {
  let factory: DatabaseFactory | undefined;
  let database: Database | undefined;

  beforeAll(async () => {
    factory = (await databaseFactories()).find((candidate) => candidate.driver === driver);
  });
  afterEach(async () => database?.close());

  it('reports the unpublished outbox rows and the age of the oldest, read at scrape time', async () => {
    if (!factory) return expect(driver).toBe('pg');
    const opened = await factory.open('metrics', serviceMigrations(mkdtempSync(path.join(os.tmpdir(), 'none-'))));
    database = opened;
    const stopWatching = watchServiceDatabase(`lag-${driver}`, opened);
    const service = { service: `lag-${driver}` };
    expect(valueOf(await scrape(), 'cloudmine_outbox_unpublished_events', service)).toBe(0);
    expect(valueOf(await scrape(), 'cloudmine_outbox_oldest_unpublished_age_seconds', service)).toBe(0);

    const insert = (eventId: string, ageSeconds: number, published: boolean) =>
      opened.orm.execute(sql`insert into outbox (event_id, subject, version, payload, occurred_at, published_at)
        values (${eventId}, 'test.thing.happened', 1, '{}',
                now() - make_interval(secs => ${ageSeconds}), ${published ? sql`now()` : sql`null`})`);
    await insert('00000000-0000-4000-8000-000000000001', 300, true);
    await insert('00000000-0000-4000-8000-000000000002', 30, false);
    await insert('00000000-0000-4000-8000-000000000003', 5, false);
    const text = await scrape();
    expect(valueOf(text, 'cloudmine_outbox_unpublished_events', service)).toBe(2);
    const age = valueOf(text, 'cloudmine_outbox_oldest_unpublished_age_seconds', service) ?? 0;
    expect(age).toBeGreaterThanOrEqual(30);
    expect(age).toBeLessThan(300);
    if (driver === 'pg') {
      const max = valueOf(text, 'cloudmine_db_pool_connections', { ...service, state: 'max' }) ?? 0;
      const total = valueOf(text, 'cloudmine_db_pool_connections', { ...service, state: 'total' }) ?? 0;
      expect(max).toBeGreaterThanOrEqual(1);
      expect(total).toBeGreaterThanOrEqual(1);
      expect(total).toBeLessThanOrEqual(max);
      expect(valueOf(text, 'cloudmine_db_pool_connections', { ...service, state: 'waiting' })).toBe(0);
    } else {
      expect(valueOf(text, 'cloudmine_db_pool_connections', { ...service, state: 'max' })).toBeUndefined();
    }
    stopWatching();
    expect(valueOf(await scrape(), 'cloudmine_outbox_unpublished_events', service)).toBeUndefined();
  });
});
