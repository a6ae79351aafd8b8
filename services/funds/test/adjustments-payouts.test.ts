import { randomUUID } from 'node:crypto';
import {
  admin,
  approveIdentity,
  addPoolWallets,
  balancesOf,
  BTC_ADDRESS,
  CREATE_WITHDRAWAL,
  customer,
  fundTrading,
  startFundsHarness,
  type FundsHarness,
} from './funds-harness';

let harness: FundsHarness;
const superadmin = admin();
const maker = admin(['accountant']);
const checker = admin(['accountant']);

beforeAll(async () => {
  harness = await startFundsHarness();
  await addPoolWallets(harness, superadmin);
});
afterAll(() => harness.stop());

const REQUEST =
  'mutation ($userId: ID!, $asset: String!, $amount: String!, $reason: String!, $requestId: ID) { requestAdjustment(userId: $userId, assetCode: $asset, amount: $amount, reason: $reason, requestId: $requestId) { id status amount { assetCode amount } createdByAdminId } }';
const APPROVE = 'mutation ($id: ID!) { approveAdjustment(id: $id) { id status decidedByAdminId } }';
const REJECT =
  'mutation ($id: ID!, $reason: String!) { rejectAdjustment(id: $id, reason: $reason) { id status rejectionReason } }';
const TARGETS =
  'mutation ($userId: ID!, $targets: [BalanceTargetInput!]!, $reason: String!) { requestBalanceTargets(userId: $userId, targets: $targets, reason: $reason) { id amount { assetCode amount } status } }';
const STATEMENT =
  'query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { statement { total items { kind description note { code params { name value } } account amount { assetCode amount } balanceAfter { amount } referenceType } } } } }';

describe('adjustments (maker-checker)', () => {
  it('posts only when a different admin approves, and shows in the statement with its reason', async () => {
    const user = customer();
    const { requestAdjustment } = await harness.ok(
      REQUEST,
      { userId: user.userId, asset: 'BTC', amount: '0.5', reason: 'Missed payout of 1 May' },
      maker,
    );
    expect(requestAdjustment).toMatchObject({
      status: 'PENDING',
      amount: { assetCode: 'BTC', amount: '0.50000000' },
      createdByAdminId: maker.adminId,
    });
    expect((await balancesOf(harness, user)).balances.mining[0]).toEqual({ assetCode: 'BTC', amount: '0.00000000' });
    expect(await harness.refused(APPROVE, { id: requestAdjustment.id }, maker)).toBe('SECOND_ADMIN_REQUIRED');
    const [first, second] = await Promise.all([
      harness.ok(APPROVE, { id: requestAdjustment.id }, checker),
      harness.ok(APPROVE, { id: requestAdjustment.id }, checker),
    ]);
    expect(first.approveAdjustment.status).toBe('APPROVED');
    expect(second.approveAdjustment.status).toBe('APPROVED');
    expect((await balancesOf(harness, user)).balances.mining[0].amount).toBe('0.50000000');
    const statement = await harness.ok(
      STATEMENT,
      { reps: [{ __typename: 'User', id: user.userId, currency: 'USD' }] },
      user,
    );
    expect(statement._entities[0].statement.items).toEqual([
      {
        kind: 'ADJUSTMENT',
        description: 'Adjustment: Missed payout of 1 May',
        note: { code: 'ADJUSTMENT', params: [{ name: 'reason', value: 'Missed payout of 1 May' }] },
        account: 'AVAILABLE',
        amount: { assetCode: 'BTC', amount: '0.50000000' },
        balanceAfter: { amount: '0.50000000' },
        referenceType: 'adjustment',
      },
    ]);
    expect(await harness.refused(REJECT, { id: requestAdjustment.id, reason: 'no' }, checker)).toBe(
      'INVALID_TRANSITION',
    );
  });

  it('refuses a debit below zero at approval, a zero amount, bad input and non-accountants', async () => {
    const user = customer();
    const { requestAdjustment } = await harness.ok(
      REQUEST,
      { userId: user.userId, asset: 'ETH', amount: '-1', reason: 'Reverse a double credit' },
      maker,
    );
    expect(await harness.refused(APPROVE, { id: requestAdjustment.id }, checker)).toBe('INSUFFICIENT_FUNDS');
    expect(
      await harness.refused(
        REQUEST,
        { userId: user.userId, asset: 'ETH', amount: '0', reason: 'nothing at all' },
        maker,
      ),
    ).toBe('NOTHING_TO_ADJUST');
    expect(
      await harness.refused(
        REQUEST,
        { userId: user.userId, asset: 'XYZ', amount: '1', reason: 'unknown asset' },
        maker,
      ),
    ).toBe('INVALID_INPUT');
    expect(
      await harness.refused(
        REQUEST,
        { userId: user.userId, asset: 'ETH', amount: '1', reason: 'x'.repeat(301) },
        maker,
      ),
    ).toBe('INVALID_INPUT');
    expect(
      await harness.refused(REQUEST, { userId: 'someone', asset: 'ETH', amount: '1', reason: 'bad user id' }, maker),
    ).toBe('INVALID_INPUT');
    expect(
      await harness.refused(
        REQUEST,
        { userId: user.userId, asset: 'ETH', amount: '1', reason: 'by an operator' },
        admin(['operator']),
      ),
    ).toBe('ADMIN_ROLE_REQUIRED');
    expect(
      await harness.refused(
        REQUEST,
        { userId: user.userId, asset: 'ETH', amount: '1', reason: 'by the customer' },
        user,
      ),
    ).toBe('ADMIN_ROLE_REQUIRED');
    expect(await harness.refused(REJECT, { id: requestAdjustment.id, reason: 'Not needed' }, maker)).toBe(
      'SECOND_ADMIN_REQUIRED',
    );
    const rejected = await harness.ok(REJECT, { id: requestAdjustment.id, reason: 'Not needed' }, checker);
    expect(rejected.rejectAdjustment).toMatchObject({ status: 'REJECTED', rejectionReason: 'Not needed' });
  });

  it('creates one adjustment for the same requestId', async () => {
    const user = customer();
    const requestId = randomUUID();
    const variables = { userId: user.userId, asset: 'USDT', amount: '10', reason: 'Goodwill credit', requestId };
    const [first, second] = await Promise.all([
      harness.ok(REQUEST, variables, maker),
      harness.ok(REQUEST, variables, maker),
    ]);
    expect(first.requestAdjustment.id).toBe(second.requestAdjustment.id);
    const { allAdjustments } = await harness.ok(
      '{ allAdjustments(status: PENDING) { items { id userId } } }',
      {},
      checker,
    );
    expect(allAdjustments.items.filter((item: { userId: string }) => item.userId === user.userId)).toHaveLength(1);
  });

  it('Direct Update requests target minus current for each changed balance', async () => {
    const user = customer();
    await fundTrading(harness, user, maker, '700');
    const { requestBalanceTargets } = await harness.ok(
      TARGETS,
      {
        userId: user.userId,
        reason: 'Align with bank statement',
        targets: [
          { assetCode: 'USD', target: '650' },
          { assetCode: 'BTC', target: '0' },
          { assetCode: 'ETH', target: '0.25' },
        ],
      },
      maker,
    );
    expect(requestBalanceTargets.map((item: { amount: unknown }) => item.amount)).toEqual([
      { assetCode: 'USD', amount: '-50.00' },
      { assetCode: 'ETH', amount: '0.25000000' },
    ]);
    for (const item of requestBalanceTargets) await harness.ok(APPROVE, { id: item.id }, checker);
    const balances = await balancesOf(harness, user);
    expect(balances.balances.trading.amount).toBe('650.00');
    expect(balances.balances.mining[1].amount).toBe('0.25000000');
    expect(
      await harness.refused(
        TARGETS,
        { userId: user.userId, reason: 'Nothing changes', targets: [{ assetCode: 'USD', target: '650.00' }] },
        maker,
      ),
    ).toBe('NOTHING_TO_ADJUST');
  });

  it('Direct Update sent twice makes its adjustments once, and waits for one pending update per balance', async () => {
    const user = customer();
    const form = { userId: user.userId, reason: 'Align with the bank', targets: [{ assetCode: 'BNB', target: '2' }] };
    const [first, second] = await Promise.all([harness.ok(TARGETS, form, maker), harness.ok(TARGETS, form, maker)]);
    expect(second.requestBalanceTargets[0].id).toBe(first.requestBalanceTargets[0].id);
    const changed = { ...form, targets: [{ assetCode: 'BNB', target: '3' }] };
    expect(await harness.refused(TARGETS, changed, maker)).toBe('DIRECT_UPDATE_PENDING');
    await harness.ok(REJECT, { id: first.requestBalanceTargets[0].id, reason: 'Wrong figure' }, checker);
    const { requestBalanceTargets } = await harness.ok(TARGETS, changed, maker);
    expect(requestBalanceTargets[0].amount).toEqual({ assetCode: 'BNB', amount: '3.00000000' });
    const REJECT_AGAIN = await harness.ok(
      REJECT,
      { id: first.requestBalanceTargets[0].id, reason: 'Wrong figure' },
      checker,
    );
    expect(REJECT_AGAIN.rejectAdjustment.status).toBe('REJECTED');
  });
});

describe('wallets', () => {
  const CREATE =
    'mutation ($address: String!, $type: CryptoCurrency!) { createWallet(address: $address, type: $type) { id address type assignedCount } }';
  it('adds addresses of the right shape once, and changes only the address', async () => {
    const { createWallet } = await harness.ok(
      CREATE,
      { address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', type: 'BTC' },
      superadmin,
    );
    expect(createWallet).toMatchObject({ type: 'BTC', assignedCount: 0 });
    expect(
      await harness.refused(CREATE, { address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', type: 'BTC' }, superadmin),
    ).toBe('WALLET_ADDRESS_TAKEN');
    expect(
      await harness.refused(CREATE, { address: '0x52908400098527886E0F7030069857D2E4169EE7', type: 'BTC' }, superadmin),
    ).toBe('INVALID_INPUT');
    expect(await harness.refused(CREATE, { address: 'bc1qxyz', type: 'BTC' }, customer())).toBe('ADMIN_ROLE_REQUIRED');
    expect(
      await harness.refused(
        CREATE,
        { address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', type: 'BTC' },
        admin(['accountant']),
      ),
    ).toBe('ADMIN_ROLE_REQUIRED');
    const UPDATE =
      'mutation ($id: ID!, $address: String!) { updateWallet(id: $id, address: $address) { address type } }';
    expect(
      (
        await harness.ok(
          UPDATE,
          { id: createWallet.id, address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' },
          admin(['operator']),
        )
      ).updateWallet,
    ).toEqual({ address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', type: 'BTC' });
    expect(await harness.refused(UPDATE, { id: createWallet.id, address: BTC_ADDRESS }, superadmin)).toBe(
      'WALLET_ADDRESS_TAKEN',
    );
    expect(
      await harness.refused(UPDATE, { id: randomUUID(), address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT' }, superadmin),
    ).toBe('WALLET_NOT_FOUND');
  });
});

describe('payouts', () => {
  it('an operator attaches a link and hides one; the public list follows', async () => {
    const user = customer();
    await approveIdentity(harness, user.userId);
    await fundTrading(harness, user, maker, '900');
    const input = {
      method: 'BITCOIN',
      source: 'TRADING',
      amount: '100',
      currency: 'USD',
      walletAddress: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
    };
    const { createWithdrawal } = await harness.ok(CREATE_WITHDRAWAL, { input }, user);
    const ATTACH =
      'mutation ($id: ID!, $link: String!) { attachPayoutLink(withdrawalId: $id, link: $link) { id link hidden } }';
    expect(
      await harness.refused(ATTACH, { id: createWithdrawal.id, link: 'https://blockstream.info/tx/abc' }, superadmin),
    ).toBe('PAYOUT_NOT_FOUND');
    await harness.ok('mutation ($id: ID!) { completeWithdrawal(id: $id) { id } }', { id: createWithdrawal.id }, maker);
    expect(
      (await harness.ok(ATTACH, { id: createWithdrawal.id, link: 'https://blockstream.info/tx/abc' }, superadmin))
        .attachPayoutLink,
    ).toEqual({ id: createWithdrawal.id, link: 'https://blockstream.info/tx/abc', hidden: false });
    expect(await harness.refused(ATTACH, { id: createWithdrawal.id, link: 'javascript:alert(1)' }, superadmin)).toBe(
      'INVALID_INPUT',
    );
    const MATCH = 'mutation ($input: PayoutMatchInput!) { attachPayoutLinkByMatch(input: $input) { id link } }';
    const match = {
      walletAddress: input.walletAddress,
      amount: '99.00',
      currency: 'USD',
      date: new Date().toISOString().slice(0, 10),
      link: 'https://blockstream.info/tx/def',
    };
    expect(await harness.refused(MATCH, { input: { ...match, amount: '98.00' } }, superadmin)).toBe(
      'NO_MATCHING_WITHDRAWAL',
    );
    expect(await harness.refused(MATCH, { input: { ...match, date: '01/05/2031' } }, superadmin)).toBe('INVALID_INPUT');
    expect((await harness.ok(MATCH, { input: match }, superadmin)).attachPayoutLinkByMatch).toEqual({
      id: createWithdrawal.id,
      link: 'https://blockstream.info/tx/def',
    });
    await harness.ok(ATTACH, { id: createWithdrawal.id, link: 'https://blockstream.info/tx/abc' }, superadmin);
    const PUBLIC = 'query ($s: String) { payouts(search: $s) { total items { id link } } }';
    expect((await harness.ok(PUBLIC, { s: createWithdrawal.id }, { kind: 'guest' })).payouts.items).toEqual([
      { id: createWithdrawal.id, link: 'https://blockstream.info/tx/abc' },
    ]);
    await harness.ok(
      'mutation ($id: ID!) { hidePayout(withdrawalId: $id) { hidden } }',
      { id: createWithdrawal.id },
      superadmin,
    );
    expect((await harness.ok(PUBLIC, { s: createWithdrawal.id }, { kind: 'guest' })).payouts.total).toBe(0);
    expect(
      (
        await harness.ok(
          'query ($s: String) { allPayouts(search: $s) { items { hidden } } }',
          { s: createWithdrawal.id },
          superadmin,
        )
      ).allPayouts.items,
    ).toEqual([{ hidden: true }]);
  });
});
