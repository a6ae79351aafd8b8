import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Outbox,
  startDomainSubgraph,
  type DomainSubgraphOptions,
  type RunningServer,
  type ServiceRuntime,
} from '@mc/platform';
import type { MiningContext } from './context';
import { MiningService } from './mining.service';
import { announcePlanPrices } from './plans/plan-prices';
import { resolvers } from './resolvers';

export const MINING_MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');
export const MINING_TYPE_DEFS = readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8');

export async function startMiningService(runtime: ServiceRuntime): Promise<RunningServer> {
  const mining = new MiningService(runtime.database);
  const outbox = new Outbox(runtime.database, { bus: runtime.bus, logger: runtime.logger.child({ module: 'outbox' }) });
  await announcePlanPrices(outbox);
  outbox.relay.start();
  try {
    return await startDomainSubgraph<MiningContext>(runtime, {
      name: 'mining',
      typeDefs: MINING_TYPE_DEFS,
      // The generated `Resolvers` type checks the map; Apollo's map type has no place for
      // `__resolveReference(reference, context, info)`, so the map crosses into it here only.
      resolvers: resolvers as DomainSubgraphOptions<MiningContext>['resolvers'],
      context: (viewer) => ({ viewer, mining }),
      onStop: () => outbox.relay.stop(),
    });
  } catch (error) {
    await outbox.relay.stop();
    throw error;
  }
}
