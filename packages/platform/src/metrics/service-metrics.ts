import type { Database } from '../db/database';
import { InFlightSharing } from '../in-flight';
import { readOutboxLag, type OutboxLag } from './outbox-lag.repository';
import { sampledGauge } from './registry';

const poolConnections = sampledGauge({
  name: 'cloudmine_db_pool_connections',
  help: 'Connections of the service database pool by state: total open, idle, max (the pool size); waiting is requests queued for one.',
  labelNames: ['service', 'state'],
});
const outboxUnpublished = sampledGauge({
  name: 'cloudmine_outbox_unpublished_events',
  help: 'Outbox rows not yet published to the bus.',
  labelNames: ['service'],
});
const outboxOldestAge = sampledGauge({
  name: 'cloudmine_outbox_oldest_unpublished_age_seconds',
  help: 'Age of the oldest unpublished outbox row (0 when every row is published).',
  labelNames: ['service'],
});

/**
 * A subgraph's database seen by the metrics: its pool's use and its outbox's lag, read at each scrape.
 * Returns the function that stops reporting them (the service stopped).
 */
export function watchServiceDatabase(
  service: string,
  database: Partial<Pick<Database, 'poolUse' | 'orm'>>,
): () => void {
  const orm = database.orm;
  const removers = [
    poolConnections.add(() => {
      const use = database.poolUse?.();
      if (!use) return [];
      return (['total', 'idle', 'waiting', 'max'] as const).map((state) => ({
        labels: { service, state },
        value: use[state],
      }));
    }),
  ];
  if (orm) {
    // The two outbox gauges of one scrape are collected together and share the query in flight.
    const lagReads = new InFlightSharing<OutboxLag>();
    const lagOnce = () => lagReads.run('outbox', () => readOutboxLag(orm));
    removers.push(
      outboxUnpublished.add(async () => [{ labels: { service }, value: (await lagOnce()).unpublished }]),
      outboxOldestAge.add(async () => [{ labels: { service }, value: (await lagOnce()).oldestAgeSeconds }]),
    );
  }
  return () => removers.forEach((remove) => remove());
}
