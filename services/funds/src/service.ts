import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startDomainSubgraph, type RunningServer, type ServiceRuntime } from '@mc/platform';
import type { FundsContext } from './context';
import { startExchangeRatesConsumer } from './events/exchange-rates.consumer';
import { FundsService } from './funds.service';
import { resolvers } from './resolvers';

export const FUNDS_MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');
export const FUNDS_TYPE_DEFS = readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8');

export async function startFundsService(runtime: ServiceRuntime): Promise<RunningServer> {
  const funds = new FundsService(runtime.database);
  const ratesConsumer = await startExchangeRatesConsumer(runtime, funds);
  try {
    return await startDomainSubgraph<FundsContext>(runtime, {
      name: 'funds',
      typeDefs: FUNDS_TYPE_DEFS,
      resolvers,
      context: (viewer) => ({ viewer, funds }),
      onStop: () => ratesConsumer.stop(),
    });
  } catch (error) {
    // The server never started, so its onStop will not run: release the consumer here.
    await ratesConsumer.stop();
    throw error;
  }
}
