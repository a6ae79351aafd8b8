import { randomUUID } from 'node:crypto';
import { priceTickSubject } from '@mc/contracts';
import { newEvent, serviceMigrations, type Viewer } from '@mc/platform';
import { startSubgraphHarness, waitFor, type SubgraphHarness } from '@mc/platform/testing';
import { FUNDS_MIGRATIONS_DIR, startFundsService, type FundsOptions } from '../src';
import { findCustomer } from '../src/db/customers.repository';
import { findPlanOffer } from '../src/db/plan-prices.repository';

/** A funds subgraph on the test database and bus, with a clock the tests move. */
export type FundsHarness = SubgraphHarness & {
  clock: { now: number };
  /** Ticks of the feed's BTC, ETH, EUR and GBP prices at the clock's time: deposits are quoted from them. */
  feedPrices(asks?: Partial<typeof FEED_ASKS>): Promise<void>;
  /** Runs a GraphQL operation and returns its data, failing the test on any error. */
  ok<T = Record<string, any>>(query: string, variables: Record<string, unknown>, viewer: Viewer): Promise<T>;
  /** Runs an operation that must be refused and returns the first error's reason code. */
  refused(query: string, variables: Record<string, unknown>, viewer: Viewer): Promise<string>;
};

export const FEED_ASKS = { BTCUSDT: 60_000, ETHUSDT: 3_000, EURUSD: 1.08, GBPUSD: 1.25 };

export const BTC_ADDRESS = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
export const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

export async function startFundsHarness(options: Omit<FundsOptions, 'now'> = {}): Promise<FundsHarness> {
  const clock = { now: Date.UTC(2031, 4, 1, 12, 0) };
  const harness = await startSubgraphHarness('funds', serviceMigrations(FUNDS_MIGRATIONS_DIR), (runtime) =>
    startFundsService(runtime, { ...options, now: () => clock.now }),
  );
  const feedPrices = async (asks: Partial<typeof FEED_ASKS> = {}) => {
    for (const [symbol, ask] of Object.entries({ ...FEED_ASKS, ...asks })) {
      harness.bus.publishLive(priceTickSubject(symbol), {
        symbol,
        ask,
        bid: ask,
        at: new Date(clock.now).toISOString(),
      });
    }
    // Live messages are delivered on the next turns of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  await feedPrices();
  return Object.assign(harness, {
    clock,
    feedPrices,
    async ok<T>(query: string, variables: Record<string, unknown>, viewer: Viewer): Promise<T> {
      const { data, errors } = await harness.query(query, variables, viewer);
      if (errors) throw new Error(`unexpected GraphQL errors: ${JSON.stringify(errors)}`);
      return data as T;
    },
    async refused(query: string, variables: Record<string, unknown>, viewer: Viewer): Promise<string> {
      const { errors } = await harness.query(query, variables, viewer);
      if (!errors?.length) throw new Error('expected a refusal, got data');
      return String(errors[0].extensions?.reason ?? errors[0].extensions?.code);
    },
  });
}

export const customer = (userId: string = randomUUID()): Viewer & { userId: string } => ({ kind: 'user', userId });
export const admin = (
  roles: ('superadmin' | 'operator' | 'accountant' | 'compliance')[] = ['superadmin'],
): Viewer & { adminId: string } => ({ kind: 'admin', adminId: randomUUID(), roles });

/** Mining announces a plan's price: the event funds consumes, through the real bus. */
export async function offerPlan(harness: SubgraphHarness, planId: string, priceUsd: number): Promise<void> {
  const coin = planId.split('-')[0].toUpperCase();
  await harness.bus.publish(newEvent('mining.plan.priced', { planId, coin, termMonths: 12, priceUsd }));
  await waitFor(
    async () => (await findPlanOffer(harness.database.orm, planId))?.priceUsdMinor === BigInt(priceUsd * 100),
    10_000,
    `${planId} priced`,
  );
}

/** Identity approves the customer's check: the event funds consumes, through the real bus. */
export async function approveIdentity(harness: SubgraphHarness, userId: string): Promise<void> {
  await harness.bus.publish(
    newEvent('identity.identity.approved', { userId, at: new Date().toISOString(), reason: null }),
  );
  await waitFor(
    async () => (await findCustomer(harness.database.orm, userId))?.identityApproved,
    10_000,
    'identity approval applied',
  );
}

export async function addPoolWallets(harness: FundsHarness, operator: Viewer): Promise<void> {
  const existing = await harness.ok<{ wallets: { address: string }[] }>('{ wallets { address } }', {}, operator);
  for (const [address, type] of [
    [BTC_ADDRESS, 'BTC'],
    [ETH_ADDRESS, 'ETH'],
  ]) {
    if (existing.wallets.some((wallet) => wallet.address === address)) continue;
    await harness.ok(
      'mutation ($address: String!, $type: CryptoCurrency!) { createWallet(address: $address, type: $type) { id } }',
      { address, type },
      operator,
    );
  }
}

export const DEPOSIT_FIELDS =
  'id userId purpose status price { assetCode amount } priceInCrypto { assetCode amount } cryptoCurrency walletAddress timestamp link linkValid linkExpired linkExpiresAt createdByAdmin transactionReference failureReason';
export const WITHDRAWAL_FIELDS =
  'id status method source amount { assetCode amount } fee { amount } netAmount { amount } destination { walletAddress iban } failureReason payoutReference';

export const CREATE_DEPOSIT = `mutation ($input: CreateDepositInput!) { createDeposit(input: $input) { ${DEPOSIT_FIELDS} } }`;
export const CONFIRM_DEPOSIT = `mutation ($id: ID!, $ref: String) { confirmDeposit(id: $id, transactionReference: $ref) { ${DEPOSIT_FIELDS} } }`;
export const CREATE_WITHDRAWAL = `mutation ($input: CreateWithdrawalInput!) { createWithdrawal(input: $input) { ${WITHDRAWAL_FIELDS} } }`;
export const BALANCES =
  'query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { balances { trading { assetCode amount } tradingHeld { amount } mining { assetCode amount } } pendingDepositCount pendingWithdrawalCount } } }';

/** A confirmed trading deposit of `amount` for the customer (the trading currency is fixed by the first). */
export async function fundTrading(
  harness: FundsHarness,
  user: Viewer & { userId: string },
  accountant: Viewer,
  amount: string,
  currency = 'USD',
): Promise<void> {
  const { createDeposit } = await harness.ok(
    CREATE_DEPOSIT,
    { input: { purpose: 'TRADING', cryptoCurrency: 'BTC', amount, currency } },
    user,
  );
  await harness.ok(CONFIRM_DEPOSIT, { id: createDeposit.id, ref: null }, accountant);
}

export async function balancesOf(harness: FundsHarness, user: Viewer & { userId: string }, currency = 'USD') {
  const data = await harness.ok(BALANCES, { reps: [{ __typename: 'User', id: user.userId, currency }] }, user);
  return data._entities[0];
}
