import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Outbox,
  startDomainSubgraph,
  type Consumer,
  type DomainSubgraphOptions,
  type RunningServer,
  type ServiceRuntime,
} from '@mc/platform';
import { AccrualJob } from './accruals/accrual-job';
import { AccrualService } from './accruals/accrual.service';
import { buildContext, type MiningContext } from './context';
import { ContractService } from './contracts/contract.service';
import { ExpirySweeper } from './contracts/expiry-sweeper';
import { startContractsConsumer } from './events/contracts.consumer';
import { startRatesConsumer } from './events/rates.consumer';
import { MiningService } from './mining.service';
import { HashpriceSimulator } from './parameters/hashprice-simulator';
import { ParameterService } from './parameters/parameter.service';
import { simulatedHashpriceSource, type HashpriceSource } from './parameters/simulated-hashprice';
import { announcePlanPrices } from './plans/plan-prices';
import { LiveTicks } from './rates/coin-rates';
import { resolvers } from './resolvers';

export const MINING_MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');
export const MINING_TYPE_DEFS = readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8');

/** After a UTC day closes, the accrual waits this long for the day's last candles before it runs. */
export const DEFAULT_ACCRUAL_SETTLEMENT_DELAY_MS = 10 * 60_000;

/**
 * `now`: the service's clock (tests move it); `hashpriceSource`: the simulated one unless replaced;
 * `accrualSettlementDelayMs`: when after midnight UTC a day is accrued (`MINING_ACCRUAL_SETTLEMENT_MINUTES`).
 */
export type MiningOptions = {
  now?: () => number;
  hashpriceSource?: HashpriceSource;
  accrualSettlementDelayMs?: number;
};

function settlementDelayMs(options: MiningOptions): number {
  if (options.accrualSettlementDelayMs !== undefined) return options.accrualSettlementDelayMs;
  const minutes = Number(process.env.MINING_ACCRUAL_SETTLEMENT_MINUTES ?? '');
  return Number.isInteger(minutes) && minutes >= 0 && minutes < 24 * 60
    ? minutes * 60_000
    : DEFAULT_ACCRUAL_SETTLEMENT_DELAY_MS;
}

export async function startMiningService(runtime: ServiceRuntime, options: MiningOptions = {}): Promise<RunningServer> {
  const now = options.now ?? Date.now;
  const liveTicks = new LiveTicks(runtime.bus, now);
  const mining = new MiningService(runtime.database, liveTicks, now);
  const parameters = new ParameterService(runtime.database, now);
  const simulator = new HashpriceSimulator(
    runtime.database,
    options.hashpriceSource ?? simulatedHashpriceSource,
    now,
    runtime.logger.child({ module: 'hashprice' }),
  );
  const outbox = new Outbox(runtime.database, { bus: runtime.bus, logger: runtime.logger.child({ module: 'outbox' }) });
  const contracts = new ContractService(runtime.database, outbox, now);
  const sweeper = new ExpirySweeper(contracts, runtime.logger.child({ module: 'contract-expiry' }));
  const accruals = new AccrualService(runtime.database, outbox, now, settlementDelayMs(options));
  const accrualJob = new AccrualJob(accruals, runtime.logger.child({ module: 'accrual' }));
  const consumers: Consumer[] = [];
  const release = async () => {
    sweeper.stop();
    await accrualJob.stop();
    simulator.stop();
    liveTicks.stop();
    await Promise.all(consumers.map((consumer) => consumer.stop()));
    await outbox.relay.stop();
  };
  try {
    liveTicks.start();
    await simulator.start();
    await announcePlanPrices(outbox);
    consumers.push(await startRatesConsumer(runtime));
    consumers.push(await startContractsConsumer(runtime, now));
    await sweeper.start();
    await accrualJob.start();
    outbox.relay.start();
    return await startDomainSubgraph<MiningContext>(runtime, {
      name: 'mining',
      typeDefs: MINING_TYPE_DEFS,
      // The generated `Resolvers` type checks the map; Apollo's map type has no place for
      // `__resolveReference(reference, context, info)`, so the map crosses into it here only.
      resolvers: resolvers as DomainSubgraphOptions<MiningContext>['resolvers'],
      context: (viewer, http) => buildContext({ mining, parameters, contracts, accruals }, viewer, http.request),
      onStop: release,
    });
  } catch (error) {
    await release();
    throw error;
  }
}
