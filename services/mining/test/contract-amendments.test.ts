import { randomUUID } from 'node:crypto';
import { queryRows, type Viewer } from '@mc/platform';
import { sql } from 'drizzle-orm';
import { accrualService, setCloses, setHashprice, settleBefore } from './accrual-support';
import { boughtContract } from './contract-factory';
import { admin, customer, START_MS, startMiningHarness, type MiningHarness } from './mining-harness';

/** Support's amendments: a label at once, a power once a second admin approves, from the next UTC day. */
let harness: MiningHarness;
const maker = admin(['operator']);
const checker = admin(['operator']);

beforeAll(async () => {
  harness = await startMiningHarness();
});
afterAll(() => harness.stop());
beforeEach(() => {
  harness.clock.now = START_MS;
});

const onDay = (day: string) => {
  harness.clock.now = Date.parse(`${day}T12:00:00Z`);
};

const AMENDMENT_FIELDS = `id contractId kind status fromLabel toLabel fromPowerGhs toPowerGhs reason requestedBy decidedBy
  rejectionReason effectiveOn`;
const CONTRACT = `id status powerGhs planLabel amendments { ${AMENDMENT_FIELDS} }`;
const AMEND = `mutation ($id: ID!, $planLabel: String, $powerGhs: String, $reason: String!, $requestId: ID) {
  amendContract(id: $id, planLabel: $planLabel, powerGhs: $powerGhs, reason: $reason, requestId: $requestId) { ${CONTRACT} } }`;
const APPROVE = `mutation ($id: ID!) { approveContractAmendment(id: $id) { ${AMENDMENT_FIELDS} contract { powerGhs } } }`;
const REJECT = `mutation ($id: ID!, $reason: String!) { rejectContractAmendment(id: $id, reason: $reason) { ${AMENDMENT_FIELDS} } }`;
const READ = `query ($id: ID!) { contract(id: $id) { ${CONTRACT} } }`;

const amend = async (variables: Record<string, unknown>, by: Viewer = maker) =>
  (await harness.ok(AMEND, { reason: 'Customer upgrade', ...variables }, by)).amendContract;

async function refusal(query: string, variables: Record<string, unknown>, viewer: Viewer = checker) {
  const { errors } = await harness.query(query, variables, viewer);
  const error = errors?.[0] as { extensions?: { reason?: string; code?: string; details?: { status?: string } } };
  return {
    reason: error?.extensions?.reason,
    code: error?.extensions?.code,
    status: error?.extensions?.details?.status,
  };
}

const audits = (contractId: string) =>
  queryRows<{ operation: string }>(
    harness.database.orm,
    sql`select operation from audit_log where target_id = ${contractId} order by id`,
  );

/** A bought btc-1 contract: 2,000 TH/s = 2,000,000 GH/s. */
const bought = () => boughtContract(harness);

describe('contract amendments', () => {
  it('applies a new label at once, audited and shown to the customer without admin ids', async () => {
    const contract = await bought();
    const amended = await amend({ id: contract.id, planLabel: ' Gold Contract ' });
    expect(amended).toMatchObject({ planLabel: 'Gold Contract', powerGhs: '2000000' });
    expect(amended.amendments).toEqual([
      expect.objectContaining({
        kind: 'LABEL',
        status: 'APPLIED',
        fromLabel: null,
        toLabel: 'Gold Contract',
        requestedBy: maker.adminId,
        effectiveOn: '2031-05-01',
      }),
    ]);
    const seen = (await harness.ok(READ, { id: contract.id }, { kind: 'user', userId: contract.userId })).contract;
    expect(seen.planLabel).toBe('Gold Contract');
    expect(seen.amendments[0]).toMatchObject({ toLabel: 'Gold Contract', requestedBy: null });
    expect((await audits(contract.id)).map((entry) => entry.operation)).toEqual(['AMEND_CONTRACT_LABEL']);
  });

  it('keeps a new power pending until a second admin approves it, once; it counts from the next day', async () => {
    const contract = await bought();
    const asked = await amend({ id: contract.id, powerGhs: '2500000.5' });
    expect(asked.powerGhs).toBe('2000000');
    const [pending] = asked.amendments;
    expect(pending).toMatchObject({
      kind: 'POWER',
      status: 'PENDING',
      fromPowerGhs: '2000000',
      toPowerGhs: '2500000.5',
    });
    expect(await refusal(APPROVE, { id: pending.id }, maker)).toMatchObject({
      reason: 'SECOND_ADMIN_REQUIRED',
      code: 'FORBIDDEN',
    });
    onDay('2031-05-04');
    const approved = (await harness.ok(APPROVE, { id: pending.id }, checker)).approveContractAmendment;
    expect(approved).toMatchObject({
      status: 'APPROVED',
      decidedBy: checker.adminId,
      effectiveOn: '2031-05-05',
      contract: { powerGhs: '2500000.5' },
    });
    expect(await refusal(APPROVE, { id: pending.id }, admin(['operator']))).toEqual({
      reason: 'INVALID_TRANSITION',
      code: 'CONFLICT',
      status: 'APPROVED',
    });
    expect((await audits(contract.id)).map((entry) => entry.operation)).toEqual([
      'REQUEST_CONTRACT_AMENDMENT',
      'APPROVE_CONTRACT_AMENDMENT',
    ]);
  });

  it('accrues the former hashrate up to the approval day and the new one from the next day', async () => {
    const accruals = accrualService(harness);
    onDay('2031-07-01');
    const contract = await bought();
    await setHashprice(harness, '2031-07-01', 50_000n);
    await setCloses(harness, '2031-07-02', '2031-07-05', { BTC: 100_000 });
    onDay('2031-07-03');
    const [pending] = (await amend({ id: contract.id, powerGhs: '4000000' })).amendments;
    await harness.ok(APPROVE, { id: pending.id }, checker);
    settleBefore(harness, '2031-07-06');
    await accruals.catchUp();
    const days = await queryRows<{ day: string; hashrate_mhs: string; gross_sat: string }>(
      harness.database.orm,
      sql`select day::text, hashrate_mhs::text, gross_sat::text from accruals where contract_id = ${contract.id}
          order by day`,
    );
    // 2,000 TH/s × 0.0000005 BTC = 0.001 BTC a day; 4,000 TH/s from 07-04: 0.002 BTC.
    expect(days).toEqual([
      { day: '2031-07-02', hashrate_mhs: '2000000000', gross_sat: '100000' },
      { day: '2031-07-03', hashrate_mhs: '2000000000', gross_sat: '100000' },
      { day: '2031-07-04', hashrate_mhs: '4000000000', gross_sat: '200000' },
      { day: '2031-07-05', hashrate_mhs: '4000000000', gross_sat: '200000' },
    ]);
  });

  it('rejects a pending power change with a reason (the asker may withdraw it); the power stays', async () => {
    const contract = await bought();
    const [pending] = (await amend({ id: contract.id, powerGhs: '1000' })).amendments;
    const rejected = (await harness.ok(REJECT, { id: pending.id, reason: 'Typo in the power' }, maker))
      .rejectContractAmendment;
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectionReason: 'Typo in the power', effectiveOn: null });
    expect(await refusal(APPROVE, { id: pending.id })).toMatchObject({ status: 'REJECTED' });
    expect((await harness.ok(READ, { id: contract.id }, checker)).contract.powerGhs).toBe('2000000');
  });

  it('lets one power change wait at a time, also when two are asked at once', async () => {
    const contract = await bought();
    await amend({ id: contract.id, powerGhs: '1000' });
    expect(await refusal(AMEND, { id: contract.id, powerGhs: '2000', reason: 'Another one' })).toMatchObject({
      reason: 'AMENDMENT_PENDING',
      code: 'CONFLICT',
    });
    const other = await bought();
    const results = await Promise.all(
      ['3000', '4000'].map((powerGhs) =>
        harness.query(AMEND, { id: other.id, powerGhs, reason: 'At once' }, admin(['operator'])),
      ),
    );
    expect(results.flatMap((result) => result.errors ?? []).map((error) => error.extensions?.reason)).toEqual([
      'AMENDMENT_PENDING',
    ]);
    const amendments = (await harness.ok(READ, { id: other.id }, checker)).contract.amendments;
    expect(amendments).toHaveLength(1);
  });

  it('is idempotent on requestId, and refuses the id for another contract or admin', async () => {
    const contract = await bought();
    const requestId = randomUUID();
    await amend({ id: contract.id, planLabel: 'Silver', powerGhs: '1500', requestId });
    const again = await amend({ id: contract.id, planLabel: 'Silver', powerGhs: '1500', requestId });
    expect(again.amendments.map((row: { kind: string }) => row.kind)).toEqual(['LABEL', 'POWER']);
    expect((await refusal(AMEND, { id: contract.id, planLabel: 'Gold', reason: 'Again', requestId })).reason).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    const other = await bought();
    expect((await refusal(AMEND, { id: other.id, planLabel: 'X', reason: 'Again', requestId }, maker)).reason).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
  });

  it('refuses contracts that are not running, unknown ids and bad input, changing nothing', async () => {
    const grant = (
      await harness.ok(
        `mutation ($input: GrantContractInput!) { grantContract(input: $input) { id } }`,
        { input: { userId: randomUUID(), planId: 'btc-1', powerGhs: '1', reason: 'Pending grant' } },
        maker,
      )
    ).grantContract;
    expect(await refusal(AMEND, { id: grant.id, planLabel: 'Label', reason: 'Too early' })).toMatchObject({
      reason: 'INVALID_TRANSITION',
      status: 'PENDING_PAYMENT',
    });
    const contract = await bought();
    const cases: [Record<string, unknown>, string][] = [
      [{ id: contract.id }, 'INVALID_INPUT'],
      [{ id: contract.id, powerGhs: '2000000' }, 'INVALID_INPUT'],
      [{ id: contract.id, powerGhs: '0' }, 'INVALID_INPUT'],
      [{ id: contract.id, powerGhs: '1.0001' }, 'INVALID_INPUT'],
      [{ id: contract.id, planLabel: '' }, 'INVALID_INPUT'],
      [{ id: contract.id, planLabel: 'New', reason: 'no' }, 'INVALID_INPUT'],
      [{ id: randomUUID(), planLabel: 'New' }, 'CONTRACT_NOT_FOUND'],
      [{ id: 'nope', planLabel: 'New' }, 'CONTRACT_NOT_FOUND'],
    ];
    for (const [variables, reason] of cases)
      expect([variables, (await refusal(AMEND, { reason: 'Bad input', ...variables }, maker)).reason]).toEqual([
        variables,
        reason,
      ]);
    for (const id of [randomUUID(), 'nope'])
      expect((await refusal(APPROVE, { id })).reason).toBe('AMENDMENT_NOT_FOUND');
    await harness.ok(
      `mutation ($id: ID!) { terminateContract(id: $id, reason: "Ended") { id } }`,
      { id: contract.id },
      maker,
    );
    expect(await refusal(AMEND, { id: contract.id, planLabel: 'Late', reason: 'Too late' })).toMatchObject({
      reason: 'INVALID_TRANSITION',
      status: 'TERMINATED',
    });
    expect((await harness.ok(READ, { id: contract.id }, checker)).contract.amendments).toEqual([]);
  });

  it('refuses approving a pending power change once the contract ended, and more power than the capacity left', async () => {
    const ended = await bought();
    const [pending] = (await amend({ id: ended.id, powerGhs: '1000' })).amendments;
    await harness.ok(
      `mutation ($id: ID!) { terminateContract(id: $id, reason: "Ended") { id } }`,
      { id: ended.id },
      maker,
    );
    expect(await refusal(APPROVE, { id: pending.id })).toMatchObject({
      reason: 'INVALID_TRANSITION',
      status: 'TERMINATED',
    });
    const contract = await boughtContract(harness, { planId: 'bnb-1' });
    await harness.ok(
      `mutation { setCapacity(coin: BNB, ths: 3000, reason: "Small BNB capacity") { id } }`,
      {},
      admin(['superadmin']),
    );
    const [more] = (await amend({ id: contract.id, powerGhs: '4000000' })).amendments;
    expect(await refusal(APPROVE, { id: more.id })).toMatchObject({ reason: 'CAPACITY_EXCEEDED', code: 'CONFLICT' });
    expect((await harness.ok(READ, { id: contract.id }, checker)).contract.powerGhs).toBe('2000000');
  });

  it('lets only operators amend and decide', async () => {
    const contract = await bought();
    const [pending] = (await amend({ id: contract.id, powerGhs: '1000' })).amendments;
    for (const viewer of [customer(), admin(['accountant'])]) {
      expect((await refusal(AMEND, { id: contract.id, planLabel: 'Mine', reason: 'Mine now' }, viewer)).reason).toBe(
        'ADMIN_ROLE_REQUIRED',
      );
      expect((await refusal(APPROVE, { id: pending.id }, viewer)).reason).toBe('ADMIN_ROLE_REQUIRED');
    }
  });
});
