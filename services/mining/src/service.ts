import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AuditLogReader,
  Outbox,
  startDomainSubgraph,
  type Consumer,
  type DomainSubgraphOptions,
  type RunningServer,
  type ServiceRuntime,
} from '@mc/platform';
import { AccrualJob } from './accruals/accrual-job';
import { AccrualService } from './accruals/accrual.service';
import { BoosterService } from './booster/booster.service';
import { startReinvestedConsumer } from './booster/reinvested.consumer';
import { buildContext, type MiningContext } from './context';
import { ContractService } from './contracts/contract.service';
import { ExpirySweeper } from './contracts/expiry-sweeper';
import { startContractsConsumer } from './events/contracts.consumer';
import { MiningLivePublisher, runtimeAnnouncingPurchases } from './live/mining-live';
import { startRatesConsumer } from './events/rates.consumer';
import { AmendmentService } from './grants/amendment.service';
import { GrantService } from './grants/grant.service';
import { MiningService } from './mining.service';
import { OverviewService } from './overview/overview.service';
import { HashpriceSimulator } from './parameters/hashprice-simulator';
import { ParameterService } from './parameters/parameter.service';
import { simulatedHashpriceSource, type HashpriceSource } from './parameters/simulated-hashprice';
import { PlanAvailabilityAnnouncer } from './plans/plan-availability';
import { announcePlanPrices } from './plans/plan-prices';
import { startLoanConsumers } from './pledges/loans.consumers';
import { PledgeService } from './pledges/pledge.service';
import { PledgeSettlementJob } from './pledges/settlement-job';
import { LiveTicks } from './rates/coin-rates';
import { ReferralService } from './referrals/referral.service';
import { startReferrersConsumer } from './referrals/referrers.consumer';
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
  const grants = new GrantService(runtime.database, outbox, contracts);
  const amendments = new AmendmentService(runtime.database, contracts);
  const auditLog = new AuditLogReader(runtime.database);
  const sweeper = new ExpirySweeper(contracts, runtime.logger.child({ module: 'contract-expiry' }));
  const accruals = new AccrualService(runtime.database, outbox, now, settlementDelayMs(options));
  const accrualJob = new AccrualJob(accruals, runtime.logger.child({ module: 'accrual' }));
  const overview = new OverviewService(runtime.database, mining, now);
  const live = new MiningLivePublisher(runtime.bus, now, runtime.logger.child({ module: 'live-mining' }));
  const booster = new BoosterService(runtime.database, now);
  const pledges = new PledgeService(runtime.database, outbox, now);
  const referrals = new ReferralService(runtime.database);
  const settlements = new PledgeSettlementJob(pledges, runtime.logger.child({ module: 'pledge-settlement' }));
  const availability = new PlanAvailabilityAnnouncer(mining, outbox, runtime.logger.child({ module: 'availability' }));
  const consumers: Consumer[] = [];
  const release = async () => {
    sweeper.stop();
    settlements.stop();
    availability.stop();
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
    await availability.start();
    consumers.push(await startRatesConsumer(runtime));
    consumers.push(await startContractsConsumer(runtimeAnnouncingPurchases(runtime, live), now));
    consumers.push(await startReferrersConsumer(runtime, now));
    consumers.push(await startReinvestedConsumer(runtime, now));
    consumers.push(...(await startLoanConsumers(runtime, pledges)));
    await sweeper.start();
    await accrualJob.start();
    await settlements.start();
    outbox.relay.start();
    return await startDomainSubgraph<MiningContext>(runtime, {
      name: 'mining',
      typeDefs: MINING_TYPE_DEFS,
      // The generated `Resolvers` type checks the map; Apollo's map type has no place for
      // `__resolveReference(reference, context, info)`, so the map crosses into it here only.
      resolvers: resolvers as DomainSubgraphOptions<MiningContext>['resolvers'],
      context: (viewer, http) =>
        buildContext(
          {
            mining,
            parameters,
            contracts,
            accruals,
            overview,
            live,
            booster,
            pledges,
            referrals,
            grants,
            amendments,
            auditLog,
          },
          viewer,
          http.request,
        ),
      onStop: release,
    });
  } catch (error) {
    await release();
    throw error;
  }
}
