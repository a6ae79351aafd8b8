import { randomUUID } from 'node:crypto';
import { queryRows } from '@mc/platform';
import { sql } from 'drizzle-orm';
import { expireDue } from '../src/db/contracts.repository';
import { boughtContract, CONTRACT_FIELDS, refundRequests } from './contract-factory';
import { admin, customer, START_MS, startMiningHarness, type MiningHarness } from './mining-harness';

let harness: MiningHarness;
const operator = admin(['operator']);

beforeAll(async () => {
  harness = await startMiningHarness();
});
afterAll(() => harness.stop());
beforeEach(() => {
  harness.clock.now = START_MS;
});

/** Moves the clock to noon UTC of the day. */
const onDay = (day: string) => {
  harness.clock.now = Date.parse(`${day}T12:00:00Z`);
};

const ACTION = (name: string) =>
  `mutation ($id: ID!, $reason: String!) { ${name}(id: $id, reason: $reason) { ${CONTRACT_FIELDS} } }`;
const STOP = ACTION('stopContract');
const RESUME = ACTION('resumeContract');
const TERMINATE = ACTION('terminateContract');
const READ = `query ($id: ID!) { contract(id: $id) { ${CONTRACT_FIELDS} } }`;

/** The refusal's reason and the status it names. */
async function refusal(query: string, id: string, viewer = operator) {
  const { errors } = await harness.query(query, { id, reason: 'Not allowed now' }, viewer);
  const error = errors?.[0] as { extensions?: { reason?: string; code?: string; details?: { status?: string } } };
  return {
    reason: error?.extensions?.reason,
    code: error?.extensions?.code,
    status: error?.extensions?.details?.status,
  };
}

async function audits(contractId: string) {
  return queryRows<{ operation: string; admin_id: string; before: any; after: any }>(
    harness.database.orm,
    sql`select operation, admin_id, before, after from audit_log where target_id = ${contractId} order by id`,
  );
}

describe('the contract state machine', () => {
  it('stops, resumes and terminates with reasons; stopped days extend the expiry; each change is kept and audited', async () => {
    const contract = await boughtContract(harness);
    onDay('2031-05-12');
    const stopped = (await harness.ok(STOP, { id: contract.id, reason: 'Rig maintenance' }, operator)).stopContract;
    expect(stopped).toMatchObject({ status: 'STOPPED', stoppedReason: 'Rig maintenance', expiresOn: '2032-05-01' });
    onDay('2031-05-15');
    // Still stopped: its expiry keeps moving (three stopped days so far).
    expect(await harness.refused(READ, { id: contract.id }, customer())).toBe('CONTRACT_NOT_FOUND');
    const seen = (await harness.ok(READ, { id: contract.id }, operator)).contract;
    expect(seen).toMatchObject({ status: 'STOPPED', stoppedDays: 3, expiresOn: '2032-05-04' });
    onDay('2031-05-17');
    const resumed = (await harness.ok(RESUME, { id: contract.id, reason: 'Rigs back' }, operator)).resumeContract;
    expect(resumed).toMatchObject({ status: 'MINING', stoppedReason: null, stoppedDays: 5, expiresOn: '2032-05-06' });
    onDay('2031-05-22');
    const ended = (await harness.ok(TERMINATE, { id: contract.id, reason: 'Customer asked' }, operator))
      .terminateContract;
    // Mined 2031-05-02..11 and 05-17..21 (15 days): 350 of 365 days left, ⌊1,000,000 × 350 ÷ 365⌋ cents.
    expect(ended).toMatchObject({
      status: 'TERMINATED',
      terminationReason: 'Customer asked',
      endedOn: '2031-05-22',
      expiresOn: '2032-05-06',
      refund: { reason: 'TERMINATED_BY_SUPPORT', amountUsd: '9589.04', remainingDays: 350 },
    });
    expect(ended.transitions).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'MINING', actedBy: 'system' }),
      {
        fromStatus: 'MINING',
        toStatus: 'STOPPED',
        reason: 'Rig maintenance',
        actedBy: operator.adminId,
        effectiveOn: '2031-05-12',
      },
      {
        fromStatus: 'STOPPED',
        toStatus: 'MINING',
        reason: 'Rigs back',
        actedBy: operator.adminId,
        effectiveOn: '2031-05-17',
      },
      {
        fromStatus: 'MINING',
        toStatus: 'TERMINATED',
        reason: 'Customer asked',
        actedBy: operator.adminId,
        effectiveOn: '2031-05-22',
      },
    ]);
    expect(await refundRequests(harness, contract.id)).toEqual([
      expect.objectContaining({
        reason: 'TERMINATED_BY_SUPPORT',
        pricePaidMinor: '1000000',
        refundMinor: '958904',
        remainingDays: 350,
        termDays: 365,
      }),
    ]);
    const entries = await audits(contract.id);
    expect(entries.map((entry) => entry.operation)).toEqual(['STOP_CONTRACT', 'RESUME_CONTRACT', 'TERMINATE_CONTRACT']);
    expect(entries[0]).toMatchObject({
      admin_id: operator.adminId,
      before: { status: 'MINING' },
      after: { status: 'STOPPED' },
    });
  });

  it('refuses every other transition with 409 naming the current status', async () => {
    const contract = await boughtContract(harness);
    expect(await refusal(RESUME, contract.id)).toEqual({
      reason: 'INVALID_TRANSITION',
      code: 'CONFLICT',
      status: 'MINING',
    });
    await harness.ok(STOP, { id: contract.id, reason: 'Pause' }, operator);
    expect(await refusal(STOP, contract.id)).toEqual({
      reason: 'INVALID_TRANSITION',
      code: 'CONFLICT',
      status: 'STOPPED',
    });
    await harness.ok(TERMINATE, { id: contract.id, reason: 'End it' }, operator);
    for (const action of [STOP, RESUME, TERMINATE])
      expect(await refusal(action, contract.id)).toEqual({
        reason: 'INVALID_TRANSITION',
        code: 'CONFLICT',
        status: 'TERMINATED',
      });
    expect(await audits(contract.id)).toHaveLength(2);
  });

  it('terminates a stopped contract once when two admins try at once, refunding the days it will not mine', async () => {
    const contract = await boughtContract(harness);
    onDay('2031-06-01');
    await harness.ok(STOP, { id: contract.id, reason: 'Pause' }, operator);
    onDay('2031-06-11');
    const results = await Promise.all([
      harness.query(TERMINATE, { id: contract.id, reason: 'First' }, operator),
      harness.query(TERMINATE, { id: contract.id, reason: 'Second' }, admin(['superadmin'])),
    ]);
    expect(results.filter((result) => result.errors).map((result) => result.errors?.[0].extensions?.reason)).toEqual([
      'INVALID_TRANSITION',
    ]);
    // Mined 2031-05-02..31 (30 days) before the stop: 335 days left; the stop's ten days are not charged.
    const [request] = await refundRequests(harness, contract.id);
    expect(request).toMatchObject({ remainingDays: 335, refundMinor: String((1_000_000n * 335n) / 365n) });
    expect(await refundRequests(harness, contract.id)).toHaveLength(1);
  });

  it('refunds the whole price when terminated before it started, and stops before the start cost no days', async () => {
    const contract = await boughtContract(harness, { priceMinor: '1234567' });
    await harness.ok(STOP, { id: contract.id, reason: 'Check the payment' }, operator);
    onDay('2031-05-02');
    // Stopped since 2031-05-01, the day before the start: no mining day was lost yet.
    const seen = (await harness.ok(READ, { id: contract.id }, operator)).contract;
    expect(seen).toMatchObject({ stoppedDays: 0, expiresOn: '2032-05-01' });
    const ended = (await harness.ok(TERMINATE, { id: contract.id, reason: 'Payment disputed' }, operator))
      .terminateContract;
    expect(ended.refund).toEqual({ reason: 'TERMINATED_BY_SUPPORT', amountUsd: '12345.67', remainingDays: 365 });
  });

  it('refuses customers, guests, admins without the role, a missing reason and unknown contracts', async () => {
    const contract = await boughtContract(harness);
    const variables = { id: contract.id, reason: 'Some reason' };
    expect(await harness.refused(STOP, variables, customer())).toBe('ADMIN_ROLE_REQUIRED');
    expect(await harness.refused(STOP, variables)).toBe('SIGN_IN_REQUIRED');
    expect(await harness.refused(STOP, variables, admin(['accountant']))).toBe('ADMIN_ROLE_REQUIRED');
    expect(await harness.refused(STOP, { ...variables, reason: ' x ' }, operator)).toBe('INVALID_INPUT');
    expect(await harness.refused(STOP, { ...variables, id: 'nope' }, operator)).toBe('CONTRACT_NOT_FOUND');
    expect(await harness.refused(STOP, { ...variables, id: randomUUID() }, operator)).toBe('CONTRACT_NOT_FOUND');
    expect((await harness.ok(STOP, variables, admin(['superadmin']))).stopContract.status).toBe('STOPPED');
  });
});

describe('expiry', () => {
  it('shows a contract expired from its effective expiry day; the sweep records it once; then nothing more is allowed', async () => {
    const contract = await boughtContract(harness, { planId: 'usdt-1' });
    onDay('2032-04-30');
    expect((await harness.ok(READ, { id: contract.id }, operator)).contract.status).toBe('MINING');
    onDay('2032-05-01');
    expect((await harness.ok(READ, { id: contract.id }, operator)).contract.status).toBe('EXPIRED');
    expect(await refusal(STOP, contract.id)).toMatchObject({ reason: 'INVALID_TRANSITION', status: 'EXPIRED' });
    const at = new Date(harness.clock.now);
    const sweeps = await Promise.all([
      expireDue(harness.database.orm, '2032-05-01', at),
      expireDue(harness.database.orm, '2032-05-01', at),
    ]);
    expect(sweeps.flat().filter((id) => id === contract.id)).toHaveLength(1);
    expect(await expireDue(harness.database.orm, '2032-05-01', at)).toEqual([]);
    const seen = (await harness.ok(READ, { id: contract.id }, operator)).contract;
    expect(seen).toMatchObject({ status: 'EXPIRED', endedOn: '2032-05-01', refund: null });
    expect(seen.transitions.at(-1)).toEqual({
      fromStatus: 'MINING',
      toStatus: 'EXPIRED',
      reason: 'The term ended',
      actedBy: 'system',
      effectiveOn: '2032-05-01',
    });
    expect(await refusal(TERMINATE, contract.id)).toMatchObject({ status: 'EXPIRED' });
  });

  it('does not expire a stopped contract; after resuming it expires on the moved date', async () => {
    const contract = await boughtContract(harness, { planId: 'usdt-1' });
    onDay('2032-04-01');
    await harness.ok(STOP, { id: contract.id, reason: 'Long pause' }, operator);
    onDay('2032-06-01');
    expect(await expireDue(harness.database.orm, '2032-06-01', new Date(harness.clock.now))).not.toContain(contract.id);
    const resumed = (await harness.ok(RESUME, { id: contract.id, reason: 'Back' }, operator)).resumeContract;
    // Stopped 2032-04-01..05-31: 61 days, so 2032-05-01 + 61 = 2032-07-01.
    expect(resumed).toMatchObject({ status: 'MINING', stoppedDays: 61, expiresOn: '2032-07-01' });
    onDay('2032-07-01');
    expect(await expireDue(harness.database.orm, '2032-07-01', new Date(harness.clock.now))).toContain(contract.id);
  });

  it('frees the capacity of expired contracts, even before the sweep records them', async () => {
    const soldBnb = async () =>
      (
        await harness.ok('{ marketParameters { capacities { coin soldHashrateThs } } }')
      ).marketParameters.capacities.find((row: { coin: string }) => row.coin === 'BNB').soldHashrateThs;
    await boughtContract(harness, { planId: 'bnb-1' });
    expect(await soldBnb()).toBe('2000');
    onDay('2032-05-01');
    expect(await soldBnb()).toBe('0');
  });
});
