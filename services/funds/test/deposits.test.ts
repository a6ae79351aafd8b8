import { randomUUID } from 'node:crypto';
import { newEvent } from '@mc/platform';
import { waitFor } from '@mc/platform/testing';
import { findPlanOffer } from '../src/db/plan-prices.repository';
import { verifyLedger } from '../src/ledger/verify';
import {
  addPoolWallets,
  admin,
  balancesOf,
  CONFIRM_DEPOSIT,
  CREATE_DEPOSIT,
  customer,
  DEPOSIT_FIELDS,
  offerPlan,
  startFundsHarness,
  type FundsHarness,
} from './funds-harness';

let harness: FundsHarness;
const superadmin = admin();
const accountant = admin(['accountant']);

beforeAll(async () => {
  harness = await startFundsHarness();
  await addPoolWallets(harness, superadmin);
  await offerPlan(harness, 'btc-1', 10_000);
  await offerPlan(harness, 'eth-2', 24_500);
});
// Some tests move the clock; each starts with feed prices as fresh as its clock.
beforeEach(() => harness.feedPrices());
afterAll(() => harness.stop());

const trading = (amount: string | null, extra: Record<string, unknown> = {}) => ({
  input: { purpose: 'TRADING', cryptoCurrency: 'BTC', amount, currency: 'USD', ...extra },
});
const FAIL = `mutation ($id: ID!, $reason: String) { failDeposit(id: $id, reason: $reason) { ${DEPOSIT_FIELDS} } }`;
const RECORD = `mutation ($input: RecordDepositInput!) { recordDeposit(input: $input) { ${DEPOSIT_FIELDS} } }`;
const CANCEL = `mutation ($id: ID!) { cancelDeposit(id: $id) { ${DEPOSIT_FIELDS} } }`;

describe('creating a deposit', () => {
  it('makes a pending trading deposit with a sticky address, a crypto quote and a 30-minute link', async () => {
    const user = customer();
    const { createDeposit: deposit } = await harness.ok(CREATE_DEPOSIT, trading(null), user);
    expect(deposit).toMatchObject({
      purpose: 'TRADING',
      status: 'PENDING',
      price: { assetCode: 'USD', amount: '500.00' },
      cryptoCurrency: 'BTC',
      linkValid: true,
      createdByAdmin: false,
    });
    expect(deposit.walletAddress).toMatch(/^bc1/);
    expect(Number(deposit.priceInCrypto.amount)).toBeGreaterThan(0);
    expect(deposit.timestamp).toBe(String(harness.clock.now));
    expect(deposit.link).toBe(
      `/payment.html?timestamp=${deposit.timestamp}&crypto=BTC&address=${deposit.walletAddress}&cryptoprice=${deposit.priceInCrypto.amount}`,
    );
    const again = await harness.ok(CREATE_DEPOSIT, trading('750'), user);
    expect(again.createDeposit.walletAddress).toBe(deposit.walletAddress);
    expect((await balancesOf(harness, user)).pendingDepositCount).toBe(2);
  });

  it('refuses less than 500, a bad amount, a bad currency and a guest, and stores nothing', async () => {
    const user = customer();
    expect(await harness.refused(CREATE_DEPOSIT, trading('499.99'), user)).toBe('BELOW_MINIMUM');
    expect(await harness.refused(CREATE_DEPOSIT, trading('12abc'), user)).toBe('INVALID_INPUT');
    expect(await harness.refused(CREATE_DEPOSIT, trading('500.001'), user)).toBe('INVALID_INPUT');
    expect(await harness.refused(CREATE_DEPOSIT, trading('500', { currency: 'JPY' }), user)).toBe('INVALID_INPUT');
    expect(await harness.refused(CREATE_DEPOSIT, trading('500'), { kind: 'guest' })).toBe('SIGN_IN_REQUIRED');
    expect(await harness.refused(CREATE_DEPOSIT, trading('500'), superadmin)).toBe('CUSTOMER_ONLY');
    expect((await balancesOf(harness, user)).pendingDepositCount).toBe(0);
  });

  it('accepts exactly 500 and returns the first deposit for the same requestId', async () => {
    const user = customer();
    const requestId = randomUUID();
    const first = await harness.ok(CREATE_DEPOSIT, trading('500.00', { requestId }), user);
    const second = await harness.ok(CREATE_DEPOSIT, trading('900', { requestId }), user);
    expect(second.createDeposit.id).toBe(first.createDeposit.id);
    expect(second.createDeposit.price.amount).toBe('500.00');
    expect(await harness.refused(CREATE_DEPOSIT, trading('500', { requestId }), customer())).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
  });

  it('opens at most 30 payment links an hour per customer; replays are free and the next hour opens again', async () => {
    const [user, other] = [customer(), customer()];
    const requestIds = Array.from({ length: 30 }, () => randomUUID());
    await Promise.all(requestIds.map((requestId) => harness.ok(CREATE_DEPOSIT, trading('500', { requestId }), user)));
    expect(await harness.refused(CREATE_DEPOSIT, trading('500'), user)).toBe('RATE_LIMITED');
    expect(
      (await harness.ok(CREATE_DEPOSIT, trading('500', { requestId: requestIds[0] }), user)).createDeposit.status,
    ).toBe('PENDING');
    expect((await balancesOf(harness, user)).pendingDepositCount).toBe(30);
    await harness.ok(CREATE_DEPOSIT, trading('500'), other);
    harness.clock.now += 3_600_000;
    await harness.feedPrices();
    await harness.ok(CREATE_DEPOSIT, trading('500'), user);
    expect((await balancesOf(harness, user)).pendingDepositCount).toBe(31);
  });

  it("quotes the crypto amount from the feed's latest ask, rounded up, and refuses without a tick in the last minute", async () => {
    const user = customer();
    const inEuro = customer();
    await harness.feedPrices({ BTCUSDT: 60_000, ETHUSDT: 3_000, EURUSD: 1.2 });
    const { createDeposit: bitcoin } = await harness.ok(CREATE_DEPOSIT, trading('500'), user);
    expect(bitcoin.priceInCrypto).toEqual({ assetCode: 'BTC', amount: '0.00833334' });
    const ether = await harness.ok(
      CREATE_DEPOSIT,
      { input: { purpose: 'TRADING', cryptoCurrency: 'ETH', amount: '600', currency: 'EUR' } },
      inEuro,
    );
    expect(ether.createDeposit.priceInCrypto).toEqual({ assetCode: 'ETH', amount: '0.24000000' });
    harness.clock.now += 60_001;
    expect(await harness.refused(CREATE_DEPOSIT, trading('500'), user)).toBe('LIVE_PRICE_UNAVAILABLE');
    expect((await balancesOf(harness, user)).pendingDepositCount).toBe(1);
    await harness.feedPrices({ BTCUSDT: 50_000 });
    expect((await harness.ok(CREATE_DEPOSIT, trading('500'), user)).createDeposit.priceInCrypto.amount).toBe(
      '0.01000000',
    );
  });

  it('prices a mining deposit from the contract card in USD, at least the price mining announced for the plan', async () => {
    const user = customer();
    const input = {
      purpose: 'MINING',
      cryptoCurrency: 'ETH',
      planId: 'btc-1',
      comment: 'BTC Mining (12 Months Contract)',
      price: '10000',
    };
    const { createDeposit } = await harness.ok(CREATE_DEPOSIT, { input }, user);
    expect(createDeposit).toMatchObject({
      purpose: 'MINING',
      price: { assetCode: 'USD', amount: '10000.00' },
      cryptoCurrency: 'ETH',
    });
    expect(createDeposit.walletAddress).toMatch(/^0x/);
    expect(
      (await harness.ok(CREATE_DEPOSIT, { input: { ...input, price: '12500.50' } }, user)).createDeposit.price.amount,
    ).toBe('12500.50');
    expect(await harness.refused(CREATE_DEPOSIT, { input: { ...input, price: '9999.99' } }, user)).toBe(
      'BELOW_MINIMUM',
    );
    expect(await harness.refused(CREATE_DEPOSIT, { input: { ...input, planId: 'ltc-1' } }, user)).toBe(
      'PLAN_NOT_OFFERED',
    );
    expect(await harness.refused(CREATE_DEPOSIT, { input: { ...input, planId: 'nope' } }, user)).toBe('INVALID_INPUT');
    expect((await balancesOf(harness, user)).pendingDepositCount).toBe(2);
  });

  it('follows a changed plan price', async () => {
    const user = customer();
    await offerPlan(harness, 'btc-2', 25_000);
    const input = {
      purpose: 'MINING',
      cryptoCurrency: 'BTC',
      planId: 'btc-2',
      comment: 'BTC Mining (18 Months Contract)',
      price: '25000',
    };
    await harness.ok(CREATE_DEPOSIT, { input }, user);
    await offerPlan(harness, 'btc-2', 26_000);
    expect(await harness.refused(CREATE_DEPOSIT, { input }, user)).toBe('BELOW_MINIMUM');
  });

  it('refuses a mining deposit for a plan mining announced sold out, until it is available again', async () => {
    const user = customer();
    await offerPlan(harness, 'btc-3', 100_000);
    const input = {
      purpose: 'MINING',
      cryptoCurrency: 'BTC',
      planId: 'btc-3',
      comment: 'BTC Mining (24 Months Contract)',
      price: '100000',
    };
    const announce = async (soldOut: boolean, asOf: string) => {
      await harness.bus.publish(newEvent('mining.plan.availability', { planId: 'btc-3', soldOut, asOf }));
      await waitFor(
        async () => (await findPlanOffer(harness.database.orm, 'btc-3'))?.soldOut === soldOut,
        10_000,
        `btc-3 sold out: ${soldOut}`,
      );
    };
    await announce(true, '2031-01-01T10:00:00.000Z');
    const before = (await balancesOf(harness, user)).pendingDepositCount;
    expect(await harness.refused(CREATE_DEPOSIT, { input }, user)).toBe('PLAN_SOLD_OUT');
    expect((await balancesOf(harness, user)).pendingDepositCount).toBe(before);
    // An older announcement (another replica's, delivered late) does not undo the newer one.
    await harness.bus.publish(
      newEvent('mining.plan.availability', { planId: 'btc-3', soldOut: false, asOf: '2031-01-01T09:00:00.000Z' }),
    );
    await announce(false, '2031-01-01T11:00:00.000Z');
    expect((await harness.ok(CREATE_DEPOSIT, { input }, user)).createDeposit.purpose).toBe('MINING');
  });

  it('serves the public payment link until it expires, and never to a wrong address', async () => {
    const user = customer();
    const { createDeposit } = await harness.ok(CREATE_DEPOSIT, trading('600'), user);
    const LINK =
      'query ($t: String!, $a: String!) { paymentLink(timestamp: $t, address: $a) { valid status priceInCrypto { amount } walletAddress } }';
    const open = await harness.ok(
      LINK,
      { t: createDeposit.timestamp, a: createDeposit.walletAddress },
      { kind: 'guest' },
    );
    expect(open.paymentLink).toMatchObject({
      valid: true,
      status: 'PENDING',
      walletAddress: createDeposit.walletAddress,
    });
    expect(
      (await harness.ok(LINK, { t: createDeposit.timestamp, a: 'bc1qwrong' }, { kind: 'guest' })).paymentLink,
    ).toBeNull();
    expect(
      (await harness.ok(LINK, { t: 'abc', a: createDeposit.walletAddress }, { kind: 'guest' })).paymentLink,
    ).toBeNull();
    harness.clock.now = Number(createDeposit.timestamp) + 30 * 60_000;
    const expired = await harness.ok(
      LINK,
      { t: createDeposit.timestamp, a: createDeposit.walletAddress },
      { kind: 'guest' },
    );
    expect(expired.paymentLink.valid).toBe(false);
    // A late payment can still be confirmed.
    await harness.ok(CONFIRM_DEPOSIT, { id: createDeposit.id, ref: 'late-tx' }, accountant);
  });
});

describe('confirming and failing', () => {
  it('credits the trading balance exactly once, even when confirmed twice at the same time', async () => {
    const user = customer();
    const { createDeposit } = await harness.ok(CREATE_DEPOSIT, trading('500'), user);
    const [first, second] = await Promise.all([
      harness.ok(CONFIRM_DEPOSIT, { id: createDeposit.id, ref: '0xabc' }, accountant),
      harness.ok(CONFIRM_DEPOSIT, { id: createDeposit.id, ref: '0xabc' }, accountant),
    ]);
    expect(first.confirmDeposit.status).toBe('CONFIRMED');
    expect(second.confirmDeposit.status).toBe('CONFIRMED');
    expect(first.confirmDeposit.transactionReference).toBe('0xabc');
    const balances = await balancesOf(harness, user);
    expect(balances.balances.trading).toEqual({ assetCode: 'USD', amount: '500.00' });
    expect(balances.pendingDepositCount).toBe(0);
    expect(await harness.refused(FAIL, { id: createDeposit.id, reason: 'too late' }, accountant)).toBe(
      'INVALID_TRANSITION',
    );
  });

  it('shows the trading balance in the currency of the first deposit, and refuses another currency afterwards', async () => {
    const user = customer();
    const { createDeposit } = await harness.ok(CREATE_DEPOSIT, trading('800', { currency: 'EUR' }), user);
    await harness.ok(CONFIRM_DEPOSIT, { id: createDeposit.id }, accountant);
    expect((await balancesOf(harness, user, 'USD')).balances.trading).toEqual({ assetCode: 'EUR', amount: '800.00' });
    expect(await harness.refused(CREATE_DEPOSIT, trading('500', { currency: 'GBP' }), user)).toBe('CURRENCY_MISMATCH');
  });

  it('fails a pending deposit without moving money; a failed one cannot be confirmed', async () => {
    const user = customer();
    const { createDeposit } = await harness.ok(CREATE_DEPOSIT, trading('500'), user);
    const { failDeposit } = await harness.ok(FAIL, { id: createDeposit.id, reason: 'No payment arrived' }, accountant);
    expect(failDeposit).toMatchObject({ status: 'FAILED', failureReason: 'No payment arrived' });
    expect((await harness.ok(FAIL, { id: createDeposit.id, reason: 'again' }, accountant)).failDeposit.status).toBe(
      'FAILED',
    );
    expect(await harness.refused(CONFIRM_DEPOSIT, { id: createDeposit.id }, accountant)).toBe('INVALID_TRANSITION');
    expect((await balancesOf(harness, user)).balances.trading.amount).toBe('0.00');
  });

  it('refuses confirmation to a customer, to an operator and for an unknown id', async () => {
    const user = customer();
    const { createDeposit } = await harness.ok(CREATE_DEPOSIT, trading('500'), user);
    expect(await harness.refused(CONFIRM_DEPOSIT, { id: createDeposit.id }, user)).toBe('ADMIN_ROLE_REQUIRED');
    expect(await harness.refused(CONFIRM_DEPOSIT, { id: createDeposit.id }, admin(['operator']))).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
    expect(await harness.refused(CONFIRM_DEPOSIT, { id: randomUUID() }, accountant)).toBe('DEPOSIT_NOT_FOUND');
    expect(await harness.refused(CONFIRM_DEPOSIT, { id: 'not-a-uuid' }, accountant)).toBe('DEPOSIT_NOT_FOUND');
  });

  it('credits a mining deposit to the platform as a purchase and announces it for the mining domain', async () => {
    const user = customer();
    const events: unknown[] = [];
    const consumer = await harness.bus.consume({
      durableName: `test-mining-${randomUUID().slice(0, 8)}`,
      stream: 'funds',
      subjects: ['funds.deposit.confirmed'],
      handler: async (event) => {
        events.push(event.payload);
      },
    });
    const input = { purpose: 'MINING', cryptoCurrency: 'BTC', planId: 'eth-2', comment: 'ETH Mining', price: '24500' };
    const { createDeposit } = await harness.ok(CREATE_DEPOSIT, { input }, user);
    await harness.ok(CONFIRM_DEPOSIT, { id: createDeposit.id }, accountant);
    const deadline = Date.now() + 10_000;
    while (
      !events.some((event) => (event as { depositId: string }).depositId === createDeposit.id) &&
      Date.now() < deadline
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    await consumer.stop();
    expect(events).toContainEqual(
      expect.objectContaining({
        depositId: createDeposit.id,
        purpose: 'MINING',
        planId: 'eth-2',
        priceAsset: 'USD',
        priceMinor: '2450000',
      }),
    );
    expect((await balancesOf(harness, user)).balances.trading.amount).toBe('0.00');
    expect((await verifyLedger(harness.database)).ok).toBe(true);
  });
});

describe('deposits an admin records', () => {
  const record = (userId: string, extra: Record<string, unknown> = {}) => ({
    input: {
      userId,
      purpose: 'TRADING',
      amount: '1000',
      currency: 'USD',
      cryptoCurrency: 'BTC',
      comment: 'Bank wire',
      transactionReference: 'WIRE-1',
      ...extra,
    },
  });

  it('records a mining purchase at the plan price or above, and nothing below it', async () => {
    const user = customer();
    const mining = { purpose: 'MINING', planId: 'btc-1', comment: 'BTC Mining (12 Months Contract)' };
    expect(await harness.refused(RECORD, record(user.userId, { ...mining, amount: '9000' }), accountant)).toBe(
      'BELOW_MINIMUM',
    );
    expect(
      (await harness.ok(RECORD, record(user.userId, { ...mining, amount: '10000' }), accountant)).recordDeposit.price
        .amount,
    ).toBe('10000.00');
    expect((await balancesOf(harness, user)).pendingDepositCount).toBe(1);
  });

  it("records trading money only in the currency the customer's trading account is fixed in", async () => {
    const user = customer();
    await harness.ok(CREATE_DEPOSIT, trading('500'), user);
    expect(await harness.refused(RECORD, record(user.userId, { currency: 'EUR' }), accountant)).toBe(
      'CURRENCY_MISMATCH',
    );
    expect((await harness.ok(RECORD, record(user.userId), accountant)).recordDeposit.price.assetCode).toBe('USD');
  });

  it('records once for the same requestId', async () => {
    const user = customer();
    const requestId = randomUUID();
    const [first, second] = await Promise.all(
      [0, 1].map(() => harness.ok(RECORD, record(user.userId, { requestId }), accountant)),
    );
    expect(second.recordDeposit.id).toBe(first.recordDeposit.id);
    expect((await balancesOf(harness, user)).pendingDepositCount).toBe(1);
  });

  it('needs a second admin to confirm, keeps the recorded reference, and offers the customer nothing to pay', async () => {
    const user = customer();
    const { recordDeposit } = await harness.ok(RECORD, record(user.userId), accountant);
    expect(recordDeposit).toMatchObject({
      createdByAdmin: true,
      status: 'PENDING',
      transactionReference: 'WIRE-1',
      linkValid: false,
    });
    const link = await harness.ok(
      'query ($t: String!, $a: String!) { paymentLink(timestamp: $t, address: $a) { valid } }',
      { t: recordDeposit.timestamp, a: recordDeposit.walletAddress },
      user,
    );
    expect(link.paymentLink.valid).toBe(false);
    expect(await harness.refused(CONFIRM_DEPOSIT, { id: recordDeposit.id }, accountant)).toBe('SECOND_ADMIN_REQUIRED');
    const checker = admin(['accountant']);
    expect(await harness.refused(CONFIRM_DEPOSIT, { id: recordDeposit.id, ref: 'WIRE-2' }, checker)).toBe(
      'INVALID_INPUT',
    );
    const { confirmDeposit } = await harness.ok(CONFIRM_DEPOSIT, { id: recordDeposit.id, ref: 'WIRE-1' }, checker);
    expect(confirmDeposit).toMatchObject({ status: 'CONFIRMED', transactionReference: 'WIRE-1' });
    expect((await balancesOf(harness, user)).balances.trading.amount).toBe('1000.00');
  });

  it('records a deposit without a reference, as the old admin client sends it, and confirms it only with one', async () => {
    const user = customer();
    for (const missing of [{ transactionReference: ' ' }, { transactionReference: null }]) {
      const { recordDeposit } = await harness.ok(RECORD, record(user.userId, missing), accountant);
      expect(recordDeposit).toMatchObject({ status: 'PENDING', transactionReference: null, linkExpired: false });
      const checker = admin(['accountant']);
      expect(await harness.refused(CONFIRM_DEPOSIT, { id: recordDeposit.id }, checker)).toBe('INVALID_INPUT');
      expect(await harness.refused(CONFIRM_DEPOSIT, { id: recordDeposit.id, ref: '  ' }, checker)).toBe(
        'INVALID_INPUT',
      );
      const { confirmDeposit } = await harness.ok(CONFIRM_DEPOSIT, { id: recordDeposit.id, ref: 'WIRE-9' }, checker);
      expect(confirmDeposit).toMatchObject({ status: 'CONFIRMED', transactionReference: 'WIRE-9' });
    }
    expect((await balancesOf(harness, user)).balances.trading.amount).toBe('2000.00');
    expect(
      await harness.refused(RECORD, record(user.userId, { transactionReference: 'x'.repeat(201) }), accountant),
    ).toBe('INVALID_INPUT');
  });

  it('cancels only a pending admin-created deposit', async () => {
    const user = customer();
    const { recordDeposit } = await harness.ok(RECORD, record(user.userId), accountant);
    const cancelled = await Promise.all([0, 1].map(() => harness.ok(CANCEL, { id: recordDeposit.id }, accountant)));
    expect(cancelled.map((result) => result.cancelDeposit.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(await harness.refused(CONFIRM_DEPOSIT, { id: recordDeposit.id }, superadmin)).toBe('INVALID_TRANSITION');
    const { createDeposit } = await harness.ok(CREATE_DEPOSIT, trading('500'), user);
    expect(await harness.refused(CANCEL, { id: createDeposit.id }, accountant)).toBe('INVALID_TRANSITION');
  });

  it('writes every admin decision to the funds audit log', async () => {
    const log = await harness.ok(
      '{ fundsAuditLog(search: "deposit.") { total items { operation adminId ip } } }',
      {},
      superadmin,
    );
    expect(log.fundsAuditLog.total).toBeGreaterThan(3);
    expect(log.fundsAuditLog.items.map((entry: { operation: string }) => entry.operation)).toEqual(
      expect.arrayContaining(['deposit.confirmed', 'deposit.failed', 'deposit.recorded', 'deposit.cancelled']),
    );
    expect(await harness.refused('{ fundsAuditLog { total } }', {}, customer())).toBe('ADMIN_ROLE_REQUIRED');
  });
});

describe('reading deposits', () => {
  it('shows a customer only their own deposits; admins see all', async () => {
    const owner = customer();
    const { createDeposit } = await harness.ok(CREATE_DEPOSIT, trading('500'), owner);
    const READ = 'query ($id: ID!) { deposit(id: $id) { id } }';
    expect((await harness.ok(READ, { id: createDeposit.id }, owner)).deposit.id).toBe(createDeposit.id);
    expect((await harness.ok(READ, { id: createDeposit.id }, customer())).deposit).toBeNull();
    expect((await harness.ok(READ, { id: createDeposit.id }, superadmin)).deposit.id).toBe(createDeposit.id);
    const stranger = await harness.query(
      'query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { deposits { total } } } }',
      { reps: [{ __typename: 'User', id: owner.userId, currency: 'USD' }] },
      customer(),
    );
    expect(stranger.errors?.[0].extensions?.reason).toBe('ADMIN_ROLE_REQUIRED');
    const all = await harness.ok(
      'query ($s: String) { allDeposits(search: $s) { total items { id } } }',
      { s: owner.userId },
      superadmin,
    );
    expect(all.allDeposits.items.map((item: { id: string }) => item.id)).toContain(createDeposit.id);
  });

  it("takes the deposits of the customers a search matched in identity, besides the search's own matches", async () => {
    const [named, other, commented] = [customer(), customer(), customer()];
    const ids = async (user: typeof named) => (await harness.ok(CREATE_DEPOSIT, trading('500'), user)).createDeposit.id;
    const [ofNamed, ofOther] = [await ids(named), await ids(other)];
    const ofCommented = (
      await harness.ok(
        RECORD,
        {
          input: {
            userId: commented.userId,
            purpose: 'TRADING',
            amount: '500',
            currency: 'USD',
            cryptoCurrency: 'BTC',
            comment: 'Wire from Zed',
          },
        },
        superadmin,
      )
    ).recordDeposit.id;
    const SEARCH = `query ($s: String, $ids: [ID!]) {
      allDeposits(search: $s, searchCustomerIds: $ids, pageSize: 100) { total items { id } }
    }`;
    const found = async (variables: Record<string, unknown>) =>
      (await harness.ok(SEARCH, variables, superadmin)).allDeposits.items.map((item: { id: string }) => item.id);
    expect((await found({ s: 'zed', ids: [named.userId] })).sort()).toEqual([ofNamed, ofCommented].sort());
    expect(await found({ s: 'zed' })).toEqual([ofCommented]);
    expect(await found({ s: 'zed', ids: [] })).toEqual([ofCommented]);
    expect(await found({ s: 'zed', ids: [named.userId] })).not.toContain(ofOther);
    const hundred = Array.from({ length: 100 }, () => randomUUID());
    expect((await found({ s: 'zed', ids: [...hundred, named.userId].slice(1) })).sort()).toEqual(
      [ofNamed, ofCommented].sort(),
    );
    expect(await harness.refused(SEARCH, { s: 'zed', ids: [...hundred, named.userId] }, superadmin)).toBe(
      'INVALID_INPUT',
    );
    expect(await harness.refused(SEARCH, { s: 'zed', ids: ['not-a-customer'] }, superadmin)).toBe('INVALID_INPUT');
    expect(await harness.refused(SEARCH, { s: 'zed', ids: [named.userId] }, named)).toBe('ADMIN_ROLE_REQUIRED');
  });
});
