import { randomUUID } from 'node:crypto';
import { GUEST, queryRows, type Viewer } from '@mc/platform';
import { sql } from 'drizzle-orm';
import { boughtContract, CONTRACT_FIELDS } from './contract-factory';
import { admin, customer, START_MS, startMiningHarness, type MiningHarness } from './mining-harness';

/** Support grants: PENDING_PAYMENT until a second admin approves; against a real database. */
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

const GRANT_FIELDS = `${CONTRACT_FIELDS} planLabel grant { status reason requestedBy requestedExpiresOn decidedBy
  rejectionReason }`;
const GRANT = `mutation ($input: GrantContractInput!) { grantContract(input: $input) { ${GRANT_FIELDS} } }`;
const APPROVE = `mutation ($id: ID!) { approveContractGrant(id: $id) { ${GRANT_FIELDS} } }`;
const REJECT = `mutation ($id: ID!, $reason: String!) { rejectContractGrant(id: $id, reason: $reason) { ${GRANT_FIELDS} } }`;
const READ = `query ($id: ID!) { contract(id: $id) { ${GRANT_FIELDS} } }`;
const SOLD = `{ marketParameters { capacities { coin soldHashrateThs } } }`;
const SET_CAPACITY = `mutation ($coin: Coin!, $ths: Int!) { setCapacity(coin: $coin, ths: $ths, reason: "Test capacity") { id } }`;

type GrantInput = {
  userId: string;
  planId: string;
  powerGhs: string;
  planLabel?: string | null;
  expiresOn?: string | null;
  reason: string;
  requestId?: string;
};
const grantInput = (overrides: Partial<GrantInput> = {}): GrantInput => ({
  userId: randomUUID(),
  planId: 'btc-1',
  powerGhs: '1',
  planLabel: '1 Week Contract',
  expiresOn: null,
  reason: 'Goodwill after the outage',
  ...overrides,
});

async function granted(overrides: Partial<GrantInput> = {}, by = maker) {
  return (await harness.ok(GRANT, { input: grantInput(overrides) }, by)).grantContract;
}

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
  queryRows<{ operation: string; admin_id: string }>(
    harness.database.orm,
    sql`select operation, admin_id from audit_log where target_id = ${contractId} order by id`,
  );
const contractsOf = (userId: string) =>
  queryRows<{ id: string }>(harness.database.orm, sql`select id from contracts where user_id = ${userId}`);
const soldBtc = async () =>
  (await harness.ok(SOLD)).marketParameters.capacities.find((row: { coin: string }) => row.coin === 'BTC')
    .soldHashrateThs as string;

describe('support grants', () => {
  it('records a grant awaiting a second admin, holding capacity, shown to the customer without admin ids', async () => {
    const soldBefore = Number(await soldBtc());
    const userId = randomUUID();
    const contract = await granted({ userId, powerGhs: '1500.5', expiresOn: '2031-06-01' });
    expect(contract).toMatchObject({
      status: 'PENDING_PAYMENT',
      source: 'SUPPORT_GRANT',
      coin: 'BTC',
      powerGhs: '1500.5',
      planLabel: '1 Week Contract',
      startsOn: '2031-05-02',
      expiresOn: '2031-06-01',
      termDays: 30,
      pricePaidUsd: null,
      grant: { status: 'PENDING', reason: 'Goodwill after the outage', requestedBy: maker.adminId },
      transitions: [
        {
          fromStatus: null,
          toStatus: 'PENDING_PAYMENT',
          reason: 'Goodwill after the outage',
          actedBy: maker.adminId,
          effectiveOn: '2031-05-01',
        },
      ],
    });
    expect(Number(await soldBtc())).toBeCloseTo(soldBefore + 1.5005, 6);
    const seen = (await harness.ok(READ, { id: contract.id }, { kind: 'user', userId })).contract;
    expect(seen.grant).toMatchObject({ status: 'PENDING', requestedBy: null });
    expect((await audits(contract.id)).map((entry) => entry.operation)).toEqual(['GRANT_CONTRACT']);
  });

  it('names a grant by its label, else by its coin and real term, and says it starts later until its start day', async () => {
    const NAMING = `query ($id: ID!) { contract(id: $id) { name term { unit count } status startsLater startsOn } }`;
    const read = async (id: string) => (await harness.ok(NAMING, { id }, checker)).contract;
    // A week's grant of a 12-month plan, unlabelled: named by its 7 days, not by the plan's 12 months.
    const week = await granted({ planLabel: null, expiresOn: '2031-05-09' });
    const labelled = await granted({ planLabel: '1 Week Contract', expiresOn: '2031-05-09' });
    const planLong = await granted({ planLabel: null, expiresOn: null });
    expect(await read(week.id)).toMatchObject({
      name: 'Bitcoin Mining (7 Days Contract)',
      term: { unit: 'DAYS', count: 7 },
      startsLater: false,
    });
    expect(await read(labelled.id)).toMatchObject({ name: '1 Week Contract', term: { unit: 'DAYS', count: 7 } });
    expect(await read(planLong.id)).toMatchObject({
      name: 'Bitcoin Mining (12 Months Contract)',
      term: { unit: 'MONTHS', count: 12 },
    });
    // Approved today, it mines from tomorrow: MINING, but it has not started yet.
    await harness.ok(APPROVE, { id: planLong.id }, checker);
    expect(await read(planLong.id)).toMatchObject({ status: 'MINING', startsOn: '2031-05-02', startsLater: true });
    onDay('2031-05-02');
    expect(await read(planLong.id)).toMatchObject({ status: 'MINING', startsLater: false });
  });

  it('refuses the creator, then starts the contract from the next UTC day on a second admin approval, once', async () => {
    const contract = await granted({ expiresOn: '2031-06-01' });
    expect(await refusal(APPROVE, { id: contract.id }, maker)).toMatchObject({
      reason: 'SECOND_ADMIN_REQUIRED',
      code: 'FORBIDDEN',
    });
    onDay('2031-05-05');
    const approved = (await harness.ok(APPROVE, { id: contract.id }, checker)).approveContractGrant;
    expect(approved).toMatchObject({
      status: 'MINING',
      startsOn: '2031-05-06',
      expiresOn: '2031-06-01',
      termDays: 26,
      grant: { status: 'APPROVED', decidedBy: checker.adminId },
    });
    expect(approved.transitions.at(-1)).toMatchObject({
      fromStatus: 'PENDING_PAYMENT',
      toStatus: 'MINING',
      actedBy: checker.adminId,
      effectiveOn: '2031-05-05',
    });
    expect(await refusal(APPROVE, { id: contract.id }, admin(['operator']))).toEqual({
      reason: 'INVALID_TRANSITION',
      code: 'CONFLICT',
      status: 'MINING',
    });
    expect((await audits(contract.id)).map((entry) => [entry.operation, entry.admin_id])).toEqual([
      ['GRANT_CONTRACT', maker.adminId],
      ['APPROVE_GRANT_CONTRACT', checker.adminId],
    ]);
  });

  it('takes the plan term from the day after approval when no expiry was asked for', async () => {
    const contract = await granted({ planId: 'eth-2', planLabel: null });
    onDay('2031-05-10');
    const approved = (await harness.ok(APPROVE, { id: contract.id }, checker)).approveContractGrant;
    expect(approved).toMatchObject({ coin: 'ETH', planLabel: null, startsOn: '2031-05-11', termDays: 548 });
    expect(approved.expiresOn).toBe('2032-11-09');
  });

  it('approves once when two admins approve at once', async () => {
    const contract = await granted();
    const results = await Promise.all([
      harness.query(APPROVE, { id: contract.id }, checker),
      harness.query(APPROVE, { id: contract.id }, admin(['superadmin'])),
    ]);
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.flatMap((result) => result.errors ?? []).map((error) => error.extensions?.reason)).toEqual([
      'INVALID_TRANSITION',
    ]);
    const transitions = (await harness.ok(READ, { id: contract.id }, checker)).contract.transitions;
    expect(transitions.map((row: { toStatus: string }) => row.toStatus)).toEqual(['PENDING_PAYMENT', 'MINING']);
  });

  it('rejects with the reason (the creator may withdraw it): terminated, nothing refunded, no approval after', async () => {
    const contract = await granted();
    expect(await refusal(REJECT, { id: contract.id, reason: 'no' })).toMatchObject({ reason: 'INVALID_INPUT' });
    const rejected = (await harness.ok(REJECT, { id: contract.id, reason: 'Wrong customer' }, maker))
      .rejectContractGrant;
    expect(rejected).toMatchObject({
      status: 'TERMINATED',
      terminationReason: 'Wrong customer',
      endedOn: '2031-05-01',
      refund: null,
      grant: { status: 'REJECTED', rejectionReason: 'Wrong customer', decidedBy: maker.adminId },
    });
    for (const query of [APPROVE, REJECT])
      expect(await refusal(query, { id: contract.id, reason: 'Again please' })).toMatchObject({
        reason: 'INVALID_TRANSITION',
        status: 'TERMINATED',
      });
    expect((await audits(contract.id)).map((entry) => entry.operation)).toEqual([
      'GRANT_CONTRACT',
      'REJECT_GRANT_CONTRACT',
    ]);
  });

  it('shows a grant terminated before a decision as TERMINATED', async () => {
    const contract = await granted();
    await harness.ok(
      `mutation ($id: ID!) { terminateContract(id: $id, reason: "Customer left") { id } }`,
      { id: contract.id },
      maker,
    );
    expect((await harness.ok(READ, { id: contract.id }, checker)).contract.grant.status).toBe('TERMINATED');
    expect(await refusal(APPROVE, { id: contract.id })).toMatchObject({ status: 'TERMINATED' });
  });

  it('answers an unknown grant, a purchase and a malformed id with GRANT_NOT_FOUND', async () => {
    const purchase = await boughtContract(harness);
    for (const id of [randomUUID(), purchase.id, 'not-an-id'])
      expect(await refusal(APPROVE, { id })).toMatchObject({ reason: 'GRANT_NOT_FOUND', code: 'NOT_FOUND' });
  });

  it('refuses bad input with 400 and records nothing', async () => {
    const userId = randomUUID();
    const cases: [Partial<GrantInput>, string][] = [
      [{ powerGhs: '0' }, 'INVALID_INPUT'],
      [{ powerGhs: '-1' }, 'INVALID_INPUT'],
      [{ powerGhs: '1.2345' }, 'INVALID_INPUT'],
      [{ powerGhs: 'lots' }, 'INVALID_INPUT'],
      [{ powerGhs: '1000000000.001' }, 'INVALID_INPUT'],
      [{ expiresOn: '2031-05-02' }, 'INVALID_INPUT'],
      [{ expiresOn: '2031-02-30' }, 'INVALID_INPUT'],
      [{ expiresOn: '2036-05-04' }, 'INVALID_INPUT'],
      [{ planLabel: ' ' }, 'INVALID_INPUT'],
      [{ planLabel: 'x'.repeat(101) }, 'INVALID_INPUT'],
      [{ reason: 'ok' }, 'INVALID_INPUT'],
      [{ planId: 'btc-9' }, 'PLAN_NOT_FOUND'],
      [{ requestId: 'not-a-uuid' }, 'INVALID_INPUT'],
    ];
    for (const [overrides, reason] of cases)
      expect([
        overrides,
        (await refusal(GRANT, { input: grantInput({ userId, ...overrides }) }, maker)).reason,
      ]).toEqual([overrides, reason]);
    expect((await refusal(GRANT, { input: grantInput({ userId: 'someone' }) }, maker)).reason).toBe('INVALID_INPUT');
    // The boundaries themselves are accepted: 0.001 GH/s, and an expiry the day after tomorrow.
    await granted({ userId, powerGhs: '0.001', expiresOn: '2031-05-03' });
    expect(await contractsOf(userId)).toHaveLength(1);
  });

  it('is idempotent on requestId: the same grant twice, or at once, records one; another admin or customer conflicts', async () => {
    const requestId = randomUUID();
    const userId = randomUUID();
    const first = await granted({ userId, requestId });
    expect((await granted({ userId, requestId })).id).toBe(first.id);
    expect((await refusal(GRANT, { input: grantInput({ userId, requestId }) }, checker)).reason).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect((await refusal(GRANT, { input: grantInput({ requestId }) }, maker)).reason).toBe('IDEMPOTENCY_CONFLICT');
    const atOnce = randomUUID();
    const other = randomUUID();
    const both = await Promise.all([
      harness.ok(GRANT, { input: grantInput({ userId: other, requestId: atOnce }) }, maker),
      harness.ok(GRANT, { input: grantInput({ userId: other, requestId: atOnce }) }, maker),
    ]);
    expect(both[0].grantContract.id).toBe(both[1].grantContract.id);
    expect(await contractsOf(userId)).toHaveLength(1);
    expect(await contractsOf(other)).toHaveLength(1);
  });

  it('checks the coin capacity on the grant and again on the approval, under the capacity lock', async () => {
    const superadmin = admin(['superadmin']);
    const capacities = (await harness.ok(SOLD)).marketParameters.capacities as {
      coin: string;
      soldHashrateThs: string;
    }[];
    const sold = Math.ceil(Number(capacities.find((row) => row.coin === 'USDT')?.soldHashrateThs));
    // USDT: whole TH/s sold so far plus 10.
    await harness.ok(SET_CAPACITY, { coin: 'USDT', ths: sold + 10 }, superadmin);
    expect((await refusal(GRANT, { input: grantInput({ planId: 'usdt-1', powerGhs: '10001' }) }, maker)).reason).toBe(
      'CAPACITY_EXCEEDED',
    );
    const contract = await granted({ planId: 'usdt-1', powerGhs: '6000' });
    expect((await refusal(GRANT, { input: grantInput({ planId: 'usdt-1', powerGhs: '6000' }) }, maker)).reason).toBe(
      'CAPACITY_EXCEEDED',
    );
    await harness.ok(SET_CAPACITY, { coin: 'USDT', ths: sold }, superadmin);
    expect(await refusal(APPROVE, { id: contract.id })).toMatchObject({
      reason: 'CAPACITY_EXCEEDED',
      code: 'CONFLICT',
    });
    expect((await harness.ok(READ, { id: contract.id }, checker)).contract.status).toBe('PENDING_PAYMENT');
    await harness.ok(SET_CAPACITY, { coin: 'USDT', ths: 1_000_000 }, superadmin);
    expect((await harness.ok(APPROVE, { id: contract.id }, checker)).approveContractGrant.status).toBe('MINING');
  });

  it('refuses an approval once the expiry asked for has come', async () => {
    const contract = await granted({ expiresOn: '2031-05-03' });
    onDay('2031-05-02');
    expect(await refusal(APPROVE, { id: contract.id })).toMatchObject({
      reason: 'INVALID_TRANSITION',
      status: 'PENDING_PAYMENT',
    });
    expect((await harness.ok(READ, { id: contract.id }, checker)).contract.status).toBe('PENDING_PAYMENT');
  });

  it('lets only operators grant and decide', async () => {
    const contract = await granted();
    for (const viewer of [customer(), admin(['accountant'])]) {
      expect((await refusal(GRANT, { input: grantInput() }, viewer)).reason).toBe('ADMIN_ROLE_REQUIRED');
      expect((await refusal(APPROVE, { id: contract.id }, viewer)).reason).toBe('ADMIN_ROLE_REQUIRED');
      expect((await refusal(REJECT, { id: contract.id, reason: 'Not mine' }, viewer)).reason).toBe(
        'ADMIN_ROLE_REQUIRED',
      );
    }
    expect((await refusal(GRANT, { input: grantInput() }, GUEST)).reason).toBe('SIGN_IN_REQUIRED');
  });
});
