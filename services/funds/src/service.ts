import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startSubgraphServer, type RunningServer, type ServiceRuntime } from '@mc/platform';
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
    return await startSubgraphServer<FundsContext>({
      name: 'funds',
      typeDefs: FUNDS_TYPE_DEFS,
      resolvers,
      context: (viewer) => ({ viewer, funds }),
      internalSecret: runtime.internalSecret,
      logger: runtime.logger,
      checkReady: () => runtime.database.ping(),
      host: runtime.host,
      port: runtime.port,
      production: runtime.production,
      onStop: () => ratesConsumer.stop(),
    });
  } catch (error) {
    // The server never started, so its onStop will not run: release the consumer here.
    await ratesConsumer.stop();
    throw error;
  }
}
