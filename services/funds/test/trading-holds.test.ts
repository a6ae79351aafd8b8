import { randomUUID } from 'node:crypto';
import { newEvent, type Viewer } from '@mc/platform';
import { waitFor } from '@mc/platform/testing';
import { lockHold } from '../src/db/ledger.repository';
import { verifyLedger } from '../src/ledger/verify';
import { settlementMovements } from '../src/trading/trading-holds';
import {
  addPoolWallets,
  admin,
  approveIdentity,
  balancesOf,
  CREATE_WITHDRAWAL,
  customer,
  fundTrading,
  startFundsHarness,
  type FundsHarness,
} from './funds-harness';

let harness: FundsHarness;
const accountant = admin(['accountant']);

beforeAll(async () => {
  harness = await startFundsHarness();
  await addPoolWallets(harness, admin());
});
afterAll(() => harness.stop());

const PLACE = `mutation ($input: PlaceTradingHoldInput!) { placeTradingHold(input: $input) { holdId status amount { assetCode amount amountMinor } } }`;
const place = (user: Viewer, holdId: string, amount: string) =>
  harness.query(PLACE, { input: { holdId, amount } }, user);

async function fundedCustomer(amount = '1000') {
  const user = customer();
  await fundTrading(harness, user, accountant, amount);
  return user;
}

async function trading(user: Viewer & { userId: string }) {
  const { balances } = await balancesOf(harness, user);
  return { available: balances.trading.amount as string, held: balances.tradingHeld.amount as string };
}

async function settled(holdId: string) {
  await waitFor(async () => (await lockHold(harness.database.orm, holdId))?.status !== 'PENDING', 10_000, holdId);
  return (await lockHold(harness.database.orm, holdId))!.status;
}

describe('placing a trading hold', () => {
  it('refuses a customer without a trading balance: please deposit to place trades', async () => {
    const { errors } = await place(customer(), `trade:${randomUUID()}`, '10');
    expect(errors?.[0].extensions?.reason).toBe('DEPOSIT_REQUIRED');
    expect(errors?.[0].message).toBe('Please deposit to place trades');
  });

  it('moves available to held once per hold id', async () => {
    const user = await fundedCustomer();
    const holdId = `trade:${randomUUID()}`;
    const first = await place(user, holdId, '100');
    const again = await place(user, holdId, '100');
    expect(first.data?.placeTradingHold).toEqual({
      holdId,
      status: 'PENDING',
      amount: { assetCode: 'USD', amount: '100.00', amountMinor: '10000' },
    });
    expect(again.data).toEqual(first.data);
    expect(await trading(user)).toEqual({ available: '900.00', held: '100.00' });
  });

  it('refuses the same hold id with another amount, a bad amount and more than the balance', async () => {
    const user = await fundedCustomer();
    const holdId = `option:${randomUUID()}`;
    await place(user, holdId, '10');
    expect((await place(user, holdId, '11')).errors?.[0].extensions?.reason).toBe('IDEMPOTENCY_CONFLICT');
    expect((await place(user, `trade:${randomUUID()}`, '0')).errors?.[0].extensions?.reason).toBe('INVALID_INPUT');
    expect((await place(user, `trade:${randomUUID()}`, '1.001')).errors?.[0].extensions?.reason).toBe('INVALID_INPUT');
    expect((await place(user, 'trade:nope', '1')).errors?.[0].extensions?.reason).toBe('INVALID_INPUT');
    expect((await place(user, `trade:${randomUUID()}`, '991')).errors?.[0].extensions?.reason).toBe(
      'INSUFFICIENT_FUNDS',
    );
  });

  it("holds a mirror's amount in the customer's trading currency, of those offered, once", async () => {
    const user = await fundedCustomer();
    const holdId = `trade:${randomUUID()}`;
    const offered = [
      { currency: 'EUR', amount: '46.00' },
      { currency: 'USD', amount: '50.00' },
    ];
    const first = await harness.query(PLACE, { input: { holdId, amounts: offered } }, user);
    expect(first.data?.placeTradingHold.amount).toEqual({ assetCode: 'USD', amount: '50.00', amountMinor: '5000' });
    await harness.query(PLACE, { input: { holdId, amounts: offered } }, user);
    expect(await trading(user)).toEqual({ available: '950.00', held: '50.00' });
    const refusals = await Promise.all([
      harness.query(PLACE, { input: { holdId: `trade:${randomUUID()}`, amounts: [offered[0]] } }, user),
      harness.query(PLACE, { input: { holdId: `trade:${randomUUID()}`, amount: '1', amounts: offered } }, user),
      harness.query(PLACE, { input: { holdId: `trade:${randomUUID()}` } }, user),
    ]);
    expect(refusals.map((answer) => answer.errors?.[0].extensions?.reason)).toEqual([
      'INVALID_INPUT',
      'INVALID_INPUT',
      'INVALID_INPUT',
    ]);
    expect(await trading(user)).toEqual({ available: '950.00', held: '50.00' });
  });

  it('holds only one of two requests at once that together exceed the balance', async () => {
    const user = await fundedCustomer('500');
    const answers = await Promise.all([
      place(user, `trade:${randomUUID()}`, '300'),
      place(user, `trade:${randomUUID()}`, '300'),
    ]);
    expect(answers.filter((answer) => answer.data?.placeTradingHold)).toHaveLength(1);
    expect(answers.map((answer) => answer.errors?.[0].extensions?.reason).filter(Boolean)).toEqual([
      'INSUFFICIENT_FUNDS',
    ]);
    expect(await trading(user)).toEqual({ available: '200.00', held: '300.00' });
  });
});

/** trading.trade.closed for a trade of `marginMinor` 100.00 USD. */
const closed = (user: { userId: string }, tradeId: string, profitMinor: string) =>
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

describe('settling and voiding trading holds', () => {
  it('pays a profit from EXPENSE and takes a loss to REVENUE, once each', async () => {
    const user = await fundedCustomer();
    const [winner, loser] = [randomUUID(), randomUUID()];
    await place(user, `trade:${winner}`, '100');
    await place(user, `trade:${loser}`, '100');
    const win = closed(user, winner, '2550');
    await harness.bus.publish(win);
    await harness.bus.publish(win);
    await harness.bus.publish(closed(user, loser, '-4000'));
    expect(await settled(`trade:${winner}`)).toBe('POSTED');
    expect(await settled(`trade:${loser}`)).toBe('POSTED');
    expect(await trading(user)).toEqual({ available: '985.50', held: '0.00' });
  });

  it('settles an option: a win pays the payout, a tie returns the stake', async () => {
    const user = await fundedCustomer();
    const [won, tied] = [randomUUID(), randomUUID()];
    await place(user, `option:${won}`, '50');
    await place(user, `option:${tied}`, '50');
    for (const [optionId, outcome, profitMinor] of [
      [won, 'WON', '4250'],
      [tied, 'TIED', '0'],
    ] as const) {
      await harness.bus.publish(
        newEvent('trading.option.settled', {
          optionId,
          userId: user.userId,
          holdId: `option:${optionId}`,
          assetCode: 'USD',
          stakeMinor: '5000',
          profitMinor,
          outcome,
          settleTickId: '7',
          settlePrice: 100.5,
          settledAt: new Date().toISOString(),
        }),
      );
    }
    expect(await settled(`option:${won}`)).toBe('POSTED');
    expect(await settled(`option:${tied}`)).toBe('POSTED');
    expect(await trading(user)).toEqual({ available: '1042.50', held: '0.00' });
  });

  it("takes a copied trader's profit share to REVENUE in the settlement's journal transaction, naming the trader", async () => {
    const user = await fundedCustomer();
    const tradeId = randomUUID();
    await place(user, `trade:${tradeId}`, '100');
    const share = { amountMinor: '510', traderId: randomUUID(), traderName: 'Ada Lovelace', shareBps: 2000 };
    await harness.bus.publish(
      newEvent('trading.trade.closed', { ...closed(user, tradeId, '2550').payload, profitShare: share }),
    );
    expect(await settled(`trade:${tradeId}`)).toBe('POSTED');
    expect(await trading(user)).toEqual({ available: '1020.40', held: '0.00' }); // 900 + 100 + 25.50 − 5.10
    const { data } = await harness.query(
      'query ($id: ID!) { _entities(representations: [{__typename: "User", id: $id, currency: "USD"}]) { ... on User { statement(pageSize: 3) { items { kind description amount { amount } referenceId } } } } }',
      { id: user.userId },
      user,
    );
    const lines = data?._entities[0].statement.items.filter((line: any) => line.referenceId === `trade:${tradeId}`);
    expect(lines.map((line: any) => line.amount.amount).sort()).toEqual(['-100.00', '-5.10', '125.50']);
    expect(lines[0].description).toBe(
      'Copied trade closed (customer): margin released with its result, less 5.10 USD profit share (20 %) to trader Ada Lovelace',
    );
  });

  it('refuses a profit share above the profit', async () => {
    const user = await fundedCustomer();
    const tradeId = randomUUID();
    await place(user, `trade:${tradeId}`, '100');
    const share = { amountMinor: '2551', traderId: randomUUID(), traderName: 'Greedy', shareBps: 5000 };
    await harness.bus.publish(
      newEvent('trading.trade.closed', { ...closed(user, tradeId, '2550').payload, profitShare: share }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await lockHold(harness.database.orm, `trade:${tradeId}`))?.status).toBe('PENDING');
  });

  it('never posts a loss larger than the margin', async () => {
    const user = await fundedCustomer();
    const tradeId = randomUUID();
    await place(user, `trade:${tradeId}`, '100');
    await harness.bus.publish(closed(user, tradeId, '-10001'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await lockHold(harness.database.orm, `trade:${tradeId}`))?.status).toBe('PENDING');
    expect(await trading(user)).toEqual({ available: '900.00', held: '100.00' });
  });

  it('voids an abandoned hold, and refuses a hold request that arrives after its abandonment', async () => {
    const user = await fundedCustomer();
    const [placed, late] = [randomUUID(), randomUUID()];
    await place(user, `trade:${placed}`, '100');
    for (const holdId of [`trade:${placed}`, `trade:${late}`]) {
      await harness.bus.publish(
        newEvent('trading.hold.abandoned', { holdId, userId: user.userId, abandonedAt: new Date().toISOString() }),
      );
    }
    expect(await settled(`trade:${placed}`)).toBe('VOIDED');
    await waitFor(
      async () => (await place(user, `trade:${late}`, '100')).errors?.[0].extensions?.reason === 'HOLD_CANCELLED',
    );
    expect(await trading(user)).toEqual({ available: '1000.00', held: '0.00' });
  });

  it('keeps every ledger invariant', async () => {
    const report = await verifyLedger(harness.database);
    expect(report.results.filter((result) => !result.held)).toEqual([]);
  });
});

describe('settlement movements', () => {
  const user = randomUUID();
  it('returns margin and profit, or what is left after a loss, and nothing for a full loss', () => {
    const amounts = (held: bigint, profit: bigint) =>
      settlementMovements(user, 'USD', held, profit).map((movement) => [
        movement.account.purpose,
        movement.amountMinor,
      ]);
    expect(amounts(100n, 25n)).toEqual([
      ['AVAILABLE', 125n],
      ['EXPENSE', -25n],
    ]);
    expect(amounts(100n, -40n)).toEqual([
      ['AVAILABLE', 60n],
      ['REVENUE', 40n],
    ]);
    expect(amounts(100n, -100n)).toEqual([['REVENUE', 100n]]);
    expect(amounts(100n, 0n)).toEqual([['AVAILABLE', 100n]]);
  });
});

describe('the held trading money by purpose', () => {
  const HELD_BY_PURPOSE =
    'query ($id: ID!) { _entities(representations: [{__typename: "User", id: $id, currency: "USD"}]) { ... on User { balances { tradingHeld { amount } tradingHeldByPurpose { purpose amount { assetCode amount } } } } } }';
  const heldOf = async (user: Viewer & { userId: string }, reader: Viewer = user) => {
    const { data, errors } = await harness.query(HELD_BY_PURPOSE, { id: user.userId }, reader);
    return errors ? { refused: errors[0].extensions?.reason } : data?._entities[0].balances;
  };
  const usd = (amount: string) => ({ assetCode: 'USD', amount });

  it('names each held amount by what holds it, adding up to the held total; a settled one leaves', async () => {
    const user = await fundedCustomer();
    expect(await heldOf(user)).toEqual({ tradingHeld: { amount: '0.00' }, tradingHeldByPurpose: [] });
    await approveIdentity(harness, user.userId);
    const withdrawal = {
      input: {
        method: 'BITCOIN',
        source: 'TRADING',
        amount: '100',
        currency: 'USD',
        walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      },
    };
    expect((await harness.query(CREATE_WITHDRAWAL, withdrawal, user)).errors).toBeUndefined();
    const [first, second] = [randomUUID(), randomUUID()];
    await place(user, `trade:${first}`, '100');
    await place(user, `trade:${second}`, '100');
    await place(user, `option:${randomUUID()}`, '10');
    expect(await heldOf(user)).toEqual({
      tradingHeld: { amount: '310.00' },
      tradingHeldByPurpose: [
        { purpose: 'TRADE_MARGIN', amount: usd('200.00') },
        { purpose: 'OPTION_STAKE', amount: usd('10.00') },
        { purpose: 'PENDING_WITHDRAWAL', amount: usd('100.00') },
      ],
    });
    await harness.bus.publish(closed(user, first, '0'));
    expect(await settled(`trade:${first}`)).toBe('POSTED');
    expect((await heldOf(user)).tradingHeldByPurpose[0]).toEqual({ purpose: 'TRADE_MARGIN', amount: usd('100.00') });
    await harness.bus.publish(closed(user, second, '0'));
    expect(await settled(`trade:${second}`)).toBe('POSTED');
    expect(await heldOf(user)).toEqual({
      tradingHeld: { amount: '110.00' },
      tradingHeldByPurpose: [
        { purpose: 'OPTION_STAKE', amount: usd('10.00') },
        { purpose: 'PENDING_WITHDRAWAL', amount: usd('100.00') },
      ],
    });
  });

  it('is not readable by another customer', async () => {
    const user = await fundedCustomer();
    await place(user, `trade:${randomUUID()}`, '10');
    expect(await heldOf(user, customer())).toMatchObject({ refused: expect.any(String) });
  });
});
