import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Outbox,
  RateLimiter,
  startDomainSubgraph,
  type Consumer,
  type DomainSubgraphOptions,
  type RunningServer,
  type ServiceRuntime,
  AuditLogReader,
} from '@mc/platform';
import { AdjustmentService } from './adjustments/adjustment.service';
import { AssetScales } from './balances/asset-scales';
import { BalanceService } from './balances/balance.service';
import { buildContext, type FundsContext, type FundsServices } from './context';
import { DepositService } from './deposits/deposit.service';
import { PaymentLinks } from './deposits/payment-links';
import { LiveQuotes } from './rates/live-quotes';
import { startExchangeRatesConsumer } from './events/exchange-rates.consumer';
import { startIdentityConsumers } from './events/identity.consumers';
import { startMiningAccrualsConsumer } from './events/mining-accruals.consumer';
import { startMiningRefundsConsumer } from './events/mining-refunds.consumer';
import { startPlanAvailabilityConsumer } from './events/plan-availability.consumer';
import { startPlanPricesConsumer } from './events/plan-prices.consumer';
import { FundsService } from './funds.service';
import { BalancePublisher } from './live/balance-publisher';
import { startLoanConsumers } from './loans/loans.consumers';
import { LoanService } from './loans/loan.service';
import { startBoosterConsumer } from './mining/booster.consumer';
import { PayoutService } from './payouts/payout.service';
import { LiabilityProofService } from './proofs/liability-proof.service';
import { resolvers } from './resolvers';
import { startTradingConsumers } from './trading/trading.consumers';
import { TradingHoldService } from './trading/trading-hold.service';
import { WalletService } from './wallets/wallet.service';
import { WithdrawalService } from './withdrawals/withdrawal.service';
import { FundsWork } from './work';

export const FUNDS_MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');
export const FUNDS_TYPE_DEFS = readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8');

/** `depositsPerHour`: payment links one customer may open in an hour (default 30). */
export type FundsOptions = { now?: () => number; depositsPerHour?: number };

export async function startFundsService(runtime: ServiceRuntime, options: FundsOptions = {}): Promise<RunningServer> {
  const services = fundsServices(runtime, options.now ?? Date.now, options.depositsPerHour ?? 30);
  const consumers: Consumer[] = [];
  const release = async () => {
    services.quotes.stop();
    await Promise.all(consumers.map((consumer) => consumer.stop()));
    await services.outbox.relay.stop();
  };
  try {
    services.quotes.start();
    consumers.push(
      await startExchangeRatesConsumer(runtime, services.funds),
      await startPlanPricesConsumer(runtime),
      await startPlanAvailabilityConsumer(runtime),
      await startMiningAccrualsConsumer(runtime, services.livePublisher),
      await startMiningRefundsConsumer(runtime, services.livePublisher),
      await startBoosterConsumer(runtime, services.livePublisher),
      ...(await startLoanConsumers(runtime, services.livePublisher, services.now)),
      ...(await startIdentityConsumers(runtime)),
      ...(await startTradingConsumers(runtime, services.livePublisher)),
    );
    services.outbox.relay.start();
    return await startDomainSubgraph<FundsContext>(runtime, {
      name: 'funds',
      typeDefs: FUNDS_TYPE_DEFS,
      // Apollo types `__resolveReference` as a field resolver (parent, args, context, info), but calls it as
      // (reference, context, info), which is what the generated types say: the one cast, at Apollo's door.
      resolvers: resolvers as DomainSubgraphOptions<FundsContext>['resolvers'],
      context: (viewer, http) => buildContext(services, viewer, http.request),
      onStop: release,
    });
  } catch (error) {
    // The server never started, so its onStop will not run: release what did start here.
    await release();
    throw error;
  }
}

function fundsServices(
  runtime: ServiceRuntime,
  now: () => number,
  depositsPerHour: number,
): FundsServices & { outbox: Outbox; quotes: LiveQuotes; livePublisher: BalancePublisher } {
  const { database } = runtime;
  const funds = new FundsService(database);
  const scales = new AssetScales(() => funds.assets());
  const outbox = new Outbox(database, { bus: runtime.bus, logger: runtime.logger.child({ module: 'outbox' }) });
  const livePublisher = new BalancePublisher(
    database,
    runtime.bus,
    scales,
    runtime.logger.child({ module: 'live-balances' }),
  );
  const work = new FundsWork(outbox, livePublisher);
  const wallets = new WalletService(database);
  const quotes = new LiveQuotes(runtime.bus, now);
  return {
    outbox,
    livePublisher,
    funds,
    scales,
    now,
    wallets,
    quotes,
    balances: new BalanceService(database, scales),
    deposits: new DepositService(
      database,
      work,
      new PaymentLinks(database, wallets, quotes, now),
      new RateLimiter({
        name: 'deposit-links',
        limit: depositsPerHour,
        windowMs: 3_600_000,
        counters: runtime.counters,
        now,
      }),
    ),
    withdrawals: new WithdrawalService(database, work),
    loans: new LoanService(database, work, now),
    adjustments: new AdjustmentService(database, work, scales),
    payouts: new PayoutService(database),
    auditLog: new AuditLogReader(database),
    liabilityProofs: new LiabilityProofService(database),
    tradingHolds: new TradingHoldService(work),
  };
}
