import { randomUUID } from 'node:crypto';
import { newEvent, type Viewer } from '@mc/platform';
import { waitFor } from '@mc/platform/testing';
import { lockHold } from '../src/db/ledger.repository';
import { verifyLedger } from '../src/ledger/verify';
import {
  addPoolWallets,
  admin,
  balancesOf,
  customer,
  fundTrading,
  startFundsHarness,
  type FundsHarness,
} from './funds-harness';

/** trading.trade.voided in funds: the margin released, or the result reversed by a compensating entry. */
let harness: FundsHarness;
const accountant = admin(['accountant']);

beforeAll(async () => {
  harness = await startFundsHarness();
  await addPoolWallets(harness, admin());
});
afterAll(() => harness.stop());

type Customer = Viewer & { userId: string };
const PLACE = `mutation ($input: PlaceTradingHoldInput!) { placeTradingHold(input: $input) { holdId } }`;

async function fundedCustomer(): Promise<Customer> {
  const user = customer();
  await fundTrading(harness, user, accountant, '1000');
  return user;
}

async function holdMargin(user: Customer, tradeId: string, amount = '100') {
  const { errors } = await harness.query(PLACE, { input: { holdId: `trade:${tradeId}`, amount } }, user);
  if (errors) throw new Error(JSON.stringify(errors));
}

async function availableSettlesAt(user: Customer, available: string) {
  return waitFor(
    async () => {
      const { balances } = await balancesOf(harness, user);
      return balances.trading.amount === available && balances;
    },
    10_000,
    `available at ${available}`,
  );
}

const closed = (user: Customer, tradeId: string, profitMinor: string) =>
  newEvent('trading.trade.closed', {
    tradeId,
    userId: user.userId,
    holdId: `trade:${tradeId}`,
    assetCode: 'USD',
    marginMinor: '10000',
    profitMinor,
    closedBy: 'CUSTOMER',
    closeTickId: '1',
    closePrice: 1.1,
    closedAt: new Date().toISOString(),
  });

const voided = (user: Customer, tradeId: string, previousStatus: 'OPEN' | 'CLOSED', profitMinor: string | null) =>
  newEvent('trading.trade.voided', {
    tradeId,
    userId: user.userId,
    holdId: `trade:${tradeId}`,
    assetCode: 'USD',
    marginMinor: '10000',
    previousStatus,
    profitMinor,
    reason: 'Feed error',
    voidedAt: new Date().toISOString(),
  });

async function journalOf(tradeId: string) {
  return harness.database.script(
    (execute) =>
      execute('select kind, description from journal_transactions where id = $1', [`trade:${tradeId}:void`]) as Promise<
        { kind: string; description: string }[]
      >,
  );
}

describe('voided trades in funds', () => {
  it('releases an open trade’s margin, once whatever is redelivered', async () => {
    const user = await fundedCustomer();
    const tradeId = randomUUID();
    await holdMargin(user, tradeId);
    const event = voided(user, tradeId, 'OPEN', null);
    await harness.bus.publish(event);
    await harness.bus.publish(event);
    await harness.bus.publish(voided(user, tradeId, 'OPEN', null));
    await waitFor(async () => (await lockHold(harness.database.orm, `trade:${tradeId}`))?.status === 'VOIDED');
    const balances = await availableSettlesAt(user, '1000.00');
    expect(balances.tradingHeld.amount).toBe('0.00');
  });

  it('reverses a closed trade’s profit once, and waits for the close when the void arrives first', async () => {
    const user = await fundedCustomer();
    const tradeId = randomUUID();
    await holdMargin(user, tradeId);
    await harness.bus.publish(voided(user, tradeId, 'CLOSED', '2550'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await journalOf(tradeId)).toEqual([]);
    await harness.bus.publish(closed(user, tradeId, '2550'));
    await availableSettlesAt(user, '1000.00');
    // The same void announced again (another event id) finds its journal entry: nothing more moves.
    await harness.bus.publish(voided(user, tradeId, 'CLOSED', '2550'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await availableSettlesAt(user, '1000.00')).toBeTruthy();
    expect(await journalOf(tradeId)).toEqual([
      { kind: 'TRADE_VOID_REVERSAL', description: 'Trade voided (Feed error): profit reversed' },
    ]);
  });

  it('refunds a closed trade’s loss from revenue', async () => {
    const user = await fundedCustomer();
    const tradeId = randomUUID();
    await holdMargin(user, tradeId);
    await harness.bus.publish(closed(user, tradeId, '-4000'));
    await availableSettlesAt(user, '960.00');
    await harness.bus.publish(voided(user, tradeId, 'CLOSED', '-4000'));
    await availableSettlesAt(user, '1000.00');
    expect((await journalOf(tradeId))[0].description).toBe('Trade voided (Feed error): loss refunded');
  });

  it('takes back a profit no further than the available balance and says what was not recovered', async () => {
    const user = await fundedCustomer();
    const tradeId = randomUUID();
    await holdMargin(user, tradeId);
    await harness.bus.publish(closed(user, tradeId, '2550'));
    await availableSettlesAt(user, '1025.50');
    await holdMargin(user, randomUUID(), '1010');
    await harness.bus.publish(voided(user, tradeId, 'CLOSED', '2550'));
    await availableSettlesAt(user, '0.00');
    expect((await journalOf(tradeId))[0].description).toBe(
      'Trade voided (Feed error): profit reversed (10.00 not recovered)',
    );
  });

  it('keeps every ledger invariant', async () => {
    const report = await verifyLedger(harness.database);
    expect(report.results.filter((result) => !result.held)).toEqual([]);
  });
});
