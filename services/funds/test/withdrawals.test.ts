import { randomUUID } from 'node:crypto';
import { verifyLedger } from '../src/ledger/verify';
import {
  admin,
  approveIdentity,
  addPoolWallets,
  balancesOf,
  CREATE_WITHDRAWAL,
  customer,
  fundTrading,
  startFundsHarness,
  WITHDRAWAL_FIELDS,
  type FundsHarness,
} from './funds-harness';

let harness: FundsHarness;
const superadmin = admin();
const accountant = admin(['accountant']);
const BTC_DESTINATION = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

beforeAll(async () => {
  harness = await startFundsHarness();
  await addPoolWallets(harness, superadmin);
});
afterAll(() => harness.stop());

const COMPLETE = `mutation ($id: ID!, $ref: String) { completeWithdrawal(id: $id, payoutReference: $ref) { ${WITHDRAWAL_FIELDS} } }`;
const FAIL = `mutation ($id: ID!, $reason: String!) { failWithdrawal(id: $id, reason: $reason) { ${WITHDRAWAL_FIELDS} } }`;
const bitcoin = (amount: string, extra: Record<string, unknown> = {}) => ({
  input: { method: 'BITCOIN', source: 'TRADING', amount, currency: 'USD', walletAddress: BTC_DESTINATION, ...extra },
});

/** A customer with an approved identity check and `funds` USD of trading money. */
async function fundedCustomer(funds = '1000') {
  const user = customer();
  await approveIdentity(harness, user.userId);
  await fundTrading(harness, user, accountant, funds);
  return user;
}

describe('requesting a withdrawal', () => {
  it('publishes the rules before submission', async () => {
    const user = await fundedCustomer();
    const { withdrawalRules } = await harness.ok(
      '{ withdrawalRules { source assetCode minimum { amount } feePercent minimumFee { amount } methods identityCheckRequired } }',
      {},
      user,
    );
    expect(withdrawalRules[0]).toEqual({
      source: 'TRADING',
      assetCode: 'USD',
      minimum: { amount: '50.00' },
      feePercent: '1.00',
      minimumFee: { amount: '1.00' },
      methods: ['BITCOIN', 'ETHEREUM', 'PAYPAL', 'BANK'],
      identityCheckRequired: true,
    });
    expect(withdrawalRules.map((rule: { source: string }) => rule.source)).toEqual([
      'TRADING',
      'BTC_MINING',
      'ETH_MINING',
      'BNB_MINING',
      'USDT_MINING',
    ]);
  });

  it('publishes the trading rule in the chosen currency before the first deposit, and in the fixed one after', async () => {
    const RULES =
      'query ($currency: String) { withdrawalRules(currency: $currency) { source assetCode minimum { assetCode amount } } }';
    const newcomer = customer();
    const before = await harness.ok(RULES, { currency: 'GBP' }, newcomer);
    expect(before.withdrawalRules[0]).toEqual({
      source: 'TRADING',
      assetCode: 'GBP',
      minimum: { assetCode: 'GBP', amount: '50.00' },
    });
    expect(
      (await harness.ok(RULES, {}, newcomer)).withdrawalRules.map((rule: { source: string }) => rule.source),
    ).not.toContain('TRADING');
    expect(
      (await harness.ok(RULES, { currency: 'JPY' }, newcomer)).withdrawalRules.map(
        (rule: { source: string }) => rule.source,
      ),
    ).not.toContain('TRADING');
    const funded = await fundedCustomer();
    expect((await harness.ok(RULES, { currency: 'GBP' }, funded)).withdrawalRules[0].assetCode).toBe('USD');
  });

  it('holds the amount at once and shows the fee deducted from it', async () => {
    const user = await fundedCustomer();
    const { createWithdrawal } = await harness.ok(CREATE_WITHDRAWAL, bitcoin('300'), user);
    expect(createWithdrawal).toMatchObject({
      status: 'PENDING',
      amount: { assetCode: 'USD', amount: '300.00' },
      fee: { amount: '3.00' },
      netAmount: { amount: '297.00' },
    });
    const balances = await balancesOf(harness, user);
    expect(balances.balances.trading.amount).toBe('700.00');
    expect(balances.balances.tradingHeld.amount).toBe('300.00');
    expect(balances.pendingWithdrawalCount).toBe(1);
  });

  it('refuses without an approved identity check, below the minimum, above the balance, and with a bad destination', async () => {
    const unverified = customer();
    await fundTrading(harness, unverified, accountant, '600');
    expect(await harness.refused(CREATE_WITHDRAWAL, bitcoin('100'), unverified)).toBe('IDENTITY_CHECK_REQUIRED');
    const user = await fundedCustomer('600');
    expect(await harness.refused(CREATE_WITHDRAWAL, bitcoin('49.99'), user)).toBe('BELOW_MINIMUM');
    expect(await harness.refused(CREATE_WITHDRAWAL, bitcoin('600.01'), user)).toBe('INSUFFICIENT_FUNDS');
    expect(await harness.refused(CREATE_WITHDRAWAL, bitcoin('100', { walletAddress: 'not-an-address' }), user)).toBe(
      'INVALID_INPUT',
    );
    expect(await harness.refused(CREATE_WITHDRAWAL, bitcoin('100', { currency: 'EUR' }), user)).toBe(
      'CURRENCY_MISMATCH',
    );
    expect(
      await harness.refused(
        CREATE_WITHDRAWAL,
        {
          input: {
            method: 'BANK',
            source: 'TRADING',
            amount: '100',
            currency: 'USD',
            bankName: 'Bank',
            accountName: 'A B',
            iban: 'DE89370400440532013001',
          },
        },
        user,
      ),
    ).toBe('INVALID_INPUT');
    expect(
      await harness.refused(
        CREATE_WITHDRAWAL,
        { input: { method: 'PAYPAL', source: 'BTC_MINING', amount: '0.01', currency: 'BTC', paypalEmail: 'a@b.co' } },
        user,
      ),
    ).toBe('INVALID_INPUT');
    const balances = await balancesOf(harness, user);
    expect(balances.balances.trading.amount).toBe('600.00');
    expect(balances.pendingWithdrawalCount).toBe(0);
  });

  it('says the largest amount it takes, in the account currency, of an amount beyond it', async () => {
    const user = await fundedCustomer('600');
    const beyond = await harness.query(CREATE_WITHDRAWAL, bitcoin('1000000000000'), user);
    expect(beyond.errors?.[0]).toMatchObject({
      message: 'amount must be at most 9999999999.99 USD',
      extensions: {
        code: 'BAD_REQUEST',
        reason: 'INVALID_INPUT',
        details: { fields: [{ field: 'amount', problem: 'must be at most 9999999999.99 USD' }] },
      },
    });
    const justBeyond = await harness.query(CREATE_WITHDRAWAL, bitcoin('10000000000'), user);
    expect(justBeyond.errors?.[0].message).toBe('amount must be at most 9999999999.99 USD');
    expect(await harness.refused(CREATE_WITHDRAWAL, bitcoin('9999999999.99'), user)).toBe('INSUFFICIENT_FUNDS');
    const mining = { input: { method: 'BITCOIN', source: 'BTC_MINING', amount: '99999999999', currency: 'BTC' } };
    const inBitcoin = await harness.query(
      CREATE_WITHDRAWAL,
      { input: { ...mining.input, walletAddress: BTC_DESTINATION } },
      user,
    );
    expect(inBitcoin.errors?.[0].message).toBe('amount must be at most 9999999999.99999999 BTC');
    expect((await balancesOf(harness, user)).pendingWithdrawalCount).toBe(0);
  });

  it('accepts exactly the whole balance, a valid IBAN, and a PayPal e-mail', async () => {
    const user = await fundedCustomer('600');
    await harness.ok(
      CREATE_WITHDRAWAL,
      {
        input: {
          method: 'BANK',
          source: 'TRADING',
          amount: '100',
          currency: 'USD',
          bankName: 'Bank',
          accountName: 'A B',
          iban: 'DE89370400440532013000',
        },
      },
      user,
    );
    await harness.ok(
      CREATE_WITHDRAWAL,
      { input: { method: 'PAYPAL', source: 'TRADING', amount: '100', currency: 'USD', paypalEmail: 'me@example.com' } },
      user,
    );
    await harness.ok(CREATE_WITHDRAWAL, bitcoin('400.00'), user);
    expect((await balancesOf(harness, user)).balances.trading.amount).toBe('0.00');
  });

  it('lets exactly one of two concurrent withdrawals through when together they exceed the balance', async () => {
    const user = await fundedCustomer('500');
    const results = await Promise.all([
      harness.query(CREATE_WITHDRAWAL, bitcoin('300'), user),
      harness.query(CREATE_WITHDRAWAL, bitcoin('300'), user),
    ]);
    expect(results.filter((result) => !result.errors).length).toBe(1);
    expect(results.find((result) => result.errors)?.errors?.[0].extensions?.reason).toBe('INSUFFICIENT_FUNDS');
    expect((await balancesOf(harness, user)).balances.trading.amount).toBe('200.00');
  });

  it('holds once for the same requestId sent twice at the same time', async () => {
    const user = await fundedCustomer('500');
    const requestId = randomUUID();
    const [first, second] = await Promise.all([
      harness.ok(CREATE_WITHDRAWAL, bitcoin('100', { requestId }), user),
      harness.ok(CREATE_WITHDRAWAL, bitcoin('100', { requestId }), user),
    ]);
    expect(first.createWithdrawal.id).toBe(second.createWithdrawal.id);
    expect((await balancesOf(harness, user)).balances.tradingHeld.amount).toBe('100.00');
  });
});

describe('deciding a withdrawal', () => {
  it('completes it: the hold is posted, the fee kept, a payout listed with a masked destination', async () => {
    const user = await fundedCustomer();
    const { createWithdrawal } = await harness.ok(CREATE_WITHDRAWAL, bitcoin('200'), user);
    const [done, again] = await Promise.all([
      harness.ok(COMPLETE, { id: createWithdrawal.id, ref: 'txid-1' }, accountant),
      harness.ok(COMPLETE, { id: createWithdrawal.id, ref: 'txid-1' }, accountant),
    ]);
    expect(done.completeWithdrawal).toMatchObject({ status: 'COMPLETED', payoutReference: 'txid-1' });
    expect(again.completeWithdrawal.status).toBe('COMPLETED');
    const balances = await balancesOf(harness, user);
    expect(balances.balances.trading.amount).toBe('800.00');
    expect(balances.balances.tradingHeld.amount).toBe('0.00');
    const { payouts } = await harness.ok(
      'query ($s: String) { payouts(search: $s) { total items { id maskedDestination amount { amount assetCode } method } } }',
      { s: createWithdrawal.id },
      { kind: 'guest' },
    );
    expect(payouts.items).toEqual([
      {
        id: createWithdrawal.id,
        maskedDestination: expect.stringMatching(/^bc1q•+mdq$|^bc1q•+5mdq$/),
        amount: { amount: '198.00', assetCode: 'USD' },
        method: 'BITCOIN',
      },
    ]);
    expect(await harness.refused(FAIL, { id: createWithdrawal.id, reason: 'changed my mind' }, accountant)).toBe(
      'INVALID_TRANSITION',
    );
  });

  it('fails it with a reason: the hold is released', async () => {
    const user = await fundedCustomer();
    const { createWithdrawal } = await harness.ok(CREATE_WITHDRAWAL, bitcoin('200'), user);
    expect(await harness.refused(FAIL, { id: createWithdrawal.id, reason: '  ' }, accountant)).toBe('INVALID_INPUT');
    const [failed, again] = await Promise.all(
      [0, 1].map(() => harness.ok(FAIL, { id: createWithdrawal.id, reason: 'Address rejected' }, accountant)),
    );
    expect(failed.failWithdrawal).toMatchObject({ status: 'FAILED', failureReason: 'Address rejected' });
    expect(again.failWithdrawal).toMatchObject({ status: 'FAILED', failureReason: 'Address rejected' });
    expect(await harness.refused(COMPLETE, { id: createWithdrawal.id }, accountant)).toBe('INVALID_TRANSITION');
    const balances = await balancesOf(harness, user);
    expect(balances.balances.trading.amount).toBe('1000.00');
    expect(balances.balances.tradingHeld.amount).toBe('0.00');
  });

  it('refuses a customer and an operator', async () => {
    const user = await fundedCustomer();
    const { createWithdrawal } = await harness.ok(CREATE_WITHDRAWAL, bitcoin('100'), user);
    expect(await harness.refused(COMPLETE, { id: createWithdrawal.id }, user)).toBe('ADMIN_ROLE_REQUIRED');
    expect(await harness.refused(COMPLETE, { id: createWithdrawal.id }, admin(['operator']))).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
  });

  it('keeps every ledger invariant', async () => {
    const report = await verifyLedger(harness.database);
    expect(report.results.filter((result) => !result.held)).toEqual([]);
  });
});
