import { randomUUID } from 'node:crypto';
import { verifyLiabilityInclusion } from '@mc/contracts';
import { GUEST, type Viewer } from '@mc/platform';
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

beforeAll(async () => {
  harness = await startFundsHarness();
  await addPoolWallets(harness, superadmin);
});
afterAll(() => harness.stop());

const PROOF_FIELDS = 'id root publishedAt leafCount totals { assetCode amount amountMinor }';
const PUBLISH = `mutation ($requestId: ID) { publishLiabilityProof(requestId: $requestId) { ${PROOF_FIELDS} } }`;
const LATEST = `{ latestLiabilityProof { ${PROOF_FIELDS} } }`;
const INCLUSION = `query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { liabilityProof {
  proof { id root } leafIndex salt leafHash balances { assetCode amount amountMinor } path { side hash } } } } }`;
const COMPLETE = `mutation ($id: ID!) { completeWithdrawal(id: $id) { ${WITHDRAWAL_FIELDS} } }`;
const withdrawal = (amount: string) => ({
  input: {
    method: 'BITCOIN',
    source: 'TRADING',
    amount,
    currency: 'USD',
    walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  },
});

const inclusionOf = (userId: string, viewer: Viewer) =>
  harness.query(INCLUSION, { reps: [{ __typename: 'User', id: userId }] }, viewer);
async function myProof(user: Viewer & { userId: string }) {
  const { data, errors } = await inclusionOf(user.userId, user);
  if (errors) throw new Error(JSON.stringify(errors));
  return (data as { _entities: { liabilityProof: any }[] })._entities[0].liabilityProof;
}
const publish = async (viewer: Viewer, requestId: string | null = randomUUID()) =>
  (await harness.ok(PUBLISH, { requestId }, viewer)).publishLiabilityProof;

/** A customer with an approved identity check, `funds` USD deposited and `withdrawn` USD asked back. */
async function customerWith(funds: string, withdrawn?: string) {
  const user = customer();
  await approveIdentity(harness, user.userId);
  await fundTrading(harness, user, accountant, funds);
  if (withdrawn)
    return {
      user,
      withdrawalId: (await harness.ok(CREATE_WITHDRAWAL, withdrawal(withdrawn), user)).createWithdrawal.id as string,
    };
  return { user, withdrawalId: null };
}

/** What the ledger owes customers per asset, summed in SQL apart from the code under test. */
async function owedPerAsset(): Promise<Record<string, string>> {
  const rows = await harness.database.script((run) =>
    run(`
    select asset, sum(balance_minor)::text as total from ledger_accounts
     where owner <> 'platform' and purpose in ('AVAILABLE', 'HELD') group by asset having sum(balance_minor) <> 0`),
  );
  return Object.fromEntries(rows.map((row) => [row.asset, row.total]));
}

describe('proof of liabilities', () => {
  it('has nothing to show before the first publication', async () => {
    expect((await harness.ok(LATEST, {}, GUEST)).latestLiabilityProof).toBeNull();
    const { user } = await customerWith('500');
    expect(await myProof(user)).toBeNull();
  });

  it('publishes a root whose totals are what customers are owed and whose every proof checks out', async () => {
    const held = await customerWith('1000', '300');
    const paid = await customerWith('600', '100');
    await harness.ok(COMPLETE, { id: paid.withdrawalId }, accountant);
    const proof = await publish(accountant);
    const owed = await owedPerAsset();
    expect(
      Object.fromEntries(
        proof.totals.map((money: { assetCode: string; amountMinor: string }) => [money.assetCode, money.amountMinor]),
      ),
    ).toEqual(owed);
    expect((await harness.ok(LATEST, {}, GUEST)).latestLiabilityProof).toEqual(proof);

    for (const [{ user }, usd] of [
      [held, '100000'],
      [paid, '50000'],
    ] as const) {
      const inclusion = await myProof(user);
      expect(inclusion.proof).toEqual({ id: proof.id, root: proof.root });
      expect(inclusion.balances).toEqual([
        { assetCode: 'USD', amount: (Number(usd) / 100).toFixed(2), amountMinor: usd },
      ]);
      const available = await balancesOf(harness, user);
      expect(BigInt(usd)).toBe(
        BigInt(available.balances.trading.amount.replace('.', '')) +
          BigInt(available.balances.tradingHeld.amount.replace('.', '')),
      );
      expect(
        await verifyLiabilityInclusion(
          { userId: user.userId, salt: inclusion.salt, balances: inclusion.balances },
          inclusion.path,
          proof.root,
        ),
      ).toBe(true);
      expect(
        await verifyLiabilityInclusion(
          { userId: user.userId, salt: inclusion.salt, balances: [{ assetCode: 'USD', amountMinor: '1' }] },
          inclusion.path,
          proof.root,
        ),
      ).toBe(false);
    }
    const { fundsAuditLog } = await harness.ok(
      'query ($search: String) { fundsAuditLog(search: $search) { items { operation adminId } } }',
      { search: proof.id },
      superadmin,
    );
    expect(fundsAuditLog.items).toEqual([{ operation: 'liability_proof.published', adminId: accountant.adminId }]);
  });

  it('lets only the customer read their own inclusion proof, and only accountants publish', async () => {
    const { user } = await customerWith('700');
    await publish(superadmin);
    const reasonOf = async (viewer: Viewer) => (await inclusionOf(user.userId, viewer)).errors?.[0].extensions?.reason;
    expect(await reasonOf(customer())).toBe('OWN_PROOF_ONLY');
    expect(await reasonOf(superadmin)).toBe('CUSTOMER_ONLY');
    expect(await reasonOf(GUEST)).toBe('SIGN_IN_REQUIRED');
    expect(await reasonOf({ kind: 'guest', sessionExpired: true })).toBe('SESSION_EXPIRED');
    expect(await myProof(user)).not.toBeNull();
    expect(await harness.refused(PUBLISH, { requestId: randomUUID() }, admin(['operator']))).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
    expect(await harness.refused(PUBLISH, { requestId: randomUUID() }, user)).toBe('ADMIN_ROLE_REQUIRED');
    expect(await harness.refused(PUBLISH, { requestId: randomUUID() }, GUEST)).toBe('SIGN_IN_REQUIRED');
    expect(await harness.refused(PUBLISH, { requestId: 'not-a-uuid' }, accountant)).toBe('INVALID_INPUT');
  });

  it('returns the first snapshot for the same requestId, and makes one when two arrive at once', async () => {
    const requestId = randomUUID();
    const first = await publish(accountant, requestId);
    await customerWith('800');
    expect(await publish(accountant, requestId)).toEqual(first);
    expect((await publish(accountant)).leafCount).toBe(first.leafCount + 1);

    const raced = randomUUID();
    const [one, two] = await Promise.all([publish(accountant, raced), publish(superadmin, raced)]);
    expect(one).toEqual(two);
    const rows = await harness.database.script((run) =>
      run(`
      select (select count(*) from liability_snapshots where id = '${raced}')::int as snapshots,
             (select count(*) from audit_log where target_id = '${raced}')::int as audits`),
    );
    expect(rows[0]).toEqual({ snapshots: 1, audits: 1 });
  });

  it('keeps published snapshots and leaves append-only', async () => {
    await customerWith('900');
    const { id } = await publish(accountant);
    for (const statement of [
      `update liability_snapshots set root_hash = repeat('0', 64) where id = '${id}'`,
      `delete from liability_snapshots where id = '${id}'`,
      `update liability_leaves set balances = '{"USD": "1"}' where snapshot_id = '${id}'`,
      `delete from liability_leaves where snapshot_id = '${id}'`,
      'truncate liability_leaves',
    ]) {
      await expect(harness.database.script((run) => run(statement))).rejects.toThrow(/append-only/);
    }
    expect((await harness.ok(LATEST, {}, GUEST)).latestLiabilityProof.id).toBe(id);
    expect((await verifyLedger(harness.database)).results.filter((result) => !result.held)).toEqual([]);
  });

  it('makes ledger:verify report a leaf changed around the guards', async () => {
    const { id } = await publish(accountant);
    // As a superuser could: replica mode skips the append-only triggers for this one transaction.
    await harness.database.script((run) =>
      run(`set local session_replication_role = replica;
      update liability_leaves set balances = '{"USD": "1"}' where snapshot_id = '${id}' and leaf_index = 0`),
    );
    const failed = (await verifyLedger(harness.database)).results.filter((result) => !result.held);
    expect(failed).toEqual([
      {
        name: 'the latest proof of liabilities recomputes from its stored leaves',
        held: false,
        offenders: [{ snapshotId: id, leafIndex: 0 }],
      },
    ]);
  });
});
