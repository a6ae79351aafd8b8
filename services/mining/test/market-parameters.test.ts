import { randomUUID } from 'node:crypto';
import { createLogger, queryRows } from '@mc/platform';
import { sql } from 'drizzle-orm';
import { HashpriceSimulator } from '../src/parameters/hashprice-simulator';
import { simulatedHashprice, simulatedHashpriceSource } from '../src/parameters/simulated-hashprice';
import { admin, customer, START_MS, startMiningHarness, type MiningHarness } from './mining-harness';

let harness: MiningHarness;
const operator = admin(['operator']);

beforeAll(async () => {
  harness = await startMiningHarness();
});
afterAll(() => harness.stop());

const SET_HASHPRICE = `mutation ($value: Int!, $reason: String!, $requestId: ID) {
  setHashprice(valueMsatPerThDay: $value, reason: $reason, requestId: $requestId) { id msatPerThDay btcPerThDay validFrom setBy reason } }`;
const SET_FEE = `mutation ($planId: ID!, $value: Int!, $reason: String!, $requestId: ID) {
  setPlanFee(planId: $planId, microUsdPerThDay: $value, reason: $reason, requestId: $requestId) { id planId microUsdPerThDay usdPerThDay setBy } }`;
const SET_CAPACITY = `mutation ($coin: Coin!, $ths: Int!, $reason: String!, $requestId: ID) {
  setCapacity(coin: $coin, ths: $ths, reason: $reason, requestId: $requestId) { id coin capacityThs setBy } }`;
const HISTORY = `query ($from: DateTime!, $to: DateTime!) { hashpriceHistory(from: $from, to: $to) { msatPerThDay validFrom setBy reason } }`;

async function auditRows(operation: string) {
  return queryRows<{ admin_id: string; ip: string; target_id: string; before: any; after: any }>(
    harness.database.orm,
    sql`select admin_id, ip, target_id, before, after from audit_log where operation = ${operation} order by id`,
  );
}

describe('the simulated hashprice', () => {
  it('records the default at start, as a system row of the day', async () => {
    const data = await harness.ok(HISTORY, { from: '2031-01-01T00:00:00Z', to: '2031-12-31T00:00:00Z' }, operator);
    expect(data.hashpriceHistory).toEqual([
      {
        msatPerThDay: 50_000,
        validFrom: '2031-05-01T00:00:00.000Z',
        setBy: 'system',
        reason: 'Simulated hashprice: initial value',
      },
    ]);
  });

  it('catches up every missed day once, each drifting from the one before, even with two runs at once', async () => {
    harness.clock.now = START_MS + 3 * 86_400_000;
    const simulator = () =>
      new HashpriceSimulator(harness.database, simulatedHashpriceSource, () => harness.clock.now, createLogger('test'));
    const runs = await Promise.all([simulator().catchUp(), simulator().catchUp()]);
    expect(runs.flat().sort()).toEqual(['2031-05-02', '2031-05-03', '2031-05-04']);
    expect(await simulator().catchUp()).toEqual([]);
    const data = await harness.ok(HISTORY, { from: '2031-05-01T00:00:00Z', to: '2031-05-31T00:00:00Z' }, operator);
    const values = data.hashpriceHistory.map((row: { msatPerThDay: number }) => BigInt(row.msatPerThDay));
    let expected = 50_000n;
    for (const [index, day] of ['2031-05-02', '2031-05-03', '2031-05-04'].entries()) {
      expected = simulatedHashprice(day, expected);
      expect(values[index + 1]).toBe(expected);
    }
  });
});

describe('market parameter changes', () => {
  it('sets the hashprice from now on, keeps the history and audits before and after', async () => {
    const requestId = randomUUID();
    const { setHashprice } = await harness.ok(
      SET_HASHPRICE,
      { value: 61_000, reason: 'Pool data for the week', requestId },
      operator,
    );
    expect(setHashprice).toMatchObject({
      msatPerThDay: 61_000,
      btcPerThDay: '0.00000061',
      validFrom: new Date(harness.clock.now).toISOString(),
      setBy: operator.adminId,
      reason: 'Pool data for the week',
    });
    const current = await harness.ok('{ marketParameters { hashprice { msatPerThDay setBy reason } } }');
    // The public sees the value, not who set it nor why.
    expect(current.marketParameters.hashprice).toEqual({ msatPerThDay: 61_000, setBy: null, reason: null });
    const [entry] = await auditRows('SET_HASHPRICE');
    expect(entry).toMatchObject({ admin_id: operator.adminId, ip: 'unknown', target_id: 'hashprice' });
    // It replaced the simulator's value of the day (2031-05-04, the clock's day by now).
    expect(entry.before).toMatchObject({ setBy: 'system', systemDay: '2031-05-04' });
    expect(entry.after).toMatchObject({ msatPerThDay: '61000', setBy: operator.adminId, requestId });
  });

  it('records the same request once, sent twice or twice at once', async () => {
    const requestId = randomUUID();
    const variables = { value: 62_000, reason: 'Retry-safe change', requestId };
    const [first, second] = await Promise.all([
      harness.ok(SET_HASHPRICE, variables, operator),
      harness.ok(SET_HASHPRICE, variables, operator),
    ]);
    const third = await harness.ok(SET_HASHPRICE, variables, operator);
    expect(second.setHashprice.id).toBe(first.setHashprice.id);
    expect(third.setHashprice.id).toBe(first.setHashprice.id);
    expect(await auditRows('SET_HASHPRICE')).toHaveLength(2);
    expect(await harness.refused(SET_HASHPRICE, { ...variables, value: 63_000 }, operator)).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
  });

  it('applies two different changes at once one after the other, each audited with the value it replaced', async () => {
    await Promise.all(
      [64_000, 65_000].map((value) => harness.ok(SET_HASHPRICE, { value, reason: 'Concurrent' }, operator)),
    );
    const entries = (await auditRows('SET_HASHPRICE')).slice(-2);
    expect(entries[1].before.msatPerThDay).toBe(entries[0].after.msatPerThDay);
  });

  it('refuses bad values, a missing reason, customers, guests and admins without the role', async () => {
    for (const value of [0, -5, 10_000_001])
      expect(await harness.refused(SET_HASHPRICE, { value, reason: 'Bad value' }, operator)).toBe('INVALID_INPUT');
    expect(await harness.refused(SET_HASHPRICE, { value: 50_000, reason: '  ' }, operator)).toBe('INVALID_INPUT');
    expect(await harness.refused(SET_HASHPRICE, { value: 50_000, reason: 'Ok', requestId: 'x' }, operator)).toBe(
      'INVALID_INPUT',
    );
    expect(await harness.refused(SET_HASHPRICE, { value: 50_000, reason: 'A customer' }, customer())).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
    expect(await harness.refused(SET_HASHPRICE, { value: 50_000, reason: 'A guest' })).toBe('SIGN_IN_REQUIRED');
    expect(await harness.refused(SET_HASHPRICE, { value: 50_000, reason: 'No role' }, admin(['accountant']))).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
    expect(
      await harness.refused(HISTORY, { from: '2031-01-01T00:00:00Z', to: '2032-01-01T00:00:00Z' }, customer()),
    ).toBe('ADMIN_ROLE_REQUIRED');
    expect(await harness.refused(SET_FEE, { planId: 'btc-9', value: 1, reason: 'No such plan' }, operator)).toBe(
      'PLAN_NOT_FOUND',
    );
    expect(await harness.refused(SET_FEE, { planId: 'btc-1', value: 1_000_001, reason: 'Too high' }, operator)).toBe(
      'INVALID_INPUT',
    );
    expect(await harness.refused(SET_CAPACITY, { coin: 'BTC', ths: -1, reason: 'Negative' }, operator)).toBe(
      'INVALID_INPUT',
    );
  });

  it('sets a plan fee with its history and a superadmin may do it too', async () => {
    const boss = admin(['superadmin']);
    const { setPlanFee } = await harness.ok(SET_FEE, { planId: 'btc-4', value: 25_000, reason: 'Pro discount' }, boss);
    expect(setPlanFee).toMatchObject({ planId: 'btc-4', microUsdPerThDay: 25_000, usdPerThDay: '0.025' });
    const history = await harness.ok(
      '{ planFeeHistory(planId: "btc-4") { microUsdPerThDay setBy reason } }',
      {},
      operator,
    );
    expect(history.planFeeHistory).toEqual([
      { microUsdPerThDay: 30_000, setBy: 'system', reason: 'Initial maintenance fee' },
      { microUsdPerThDay: 25_000, setBy: boss.adminId, reason: 'Pro discount' },
    ]);
    const plan = await harness.ok('{ plan(id: "btc-4") { variant maintenanceFeeUsdPerThDay } }');
    expect(plan.plan).toEqual({ variant: 'PRO', maintenanceFeeUsdPerThDay: '0.025' });
    expect((await auditRows('SET_PLAN_FEE'))[0]).toMatchObject({ target_id: 'btc-4' });
  });

  it('sets a coin capacity; a plan larger than what is left is sold out', async () => {
    await harness.ok(SET_CAPACITY, { coin: 'ETH', ths: 3_000, reason: 'Rigs moved to BTC' }, operator);
    const data = await harness.ok(
      '{ plans(coin: ETH) { id soldOut } marketParameters { capacities { coin capacityThs soldThs } } }',
    );
    expect(data.plans).toEqual([
      { id: 'eth-1', soldOut: false },
      { id: 'eth-2', soldOut: true },
      { id: 'eth-3', soldOut: true },
    ]);
    expect(data.marketParameters.capacities).toContainEqual({ coin: 'ETH', capacityThs: 3_000, soldThs: 0 });
    const history = await harness.ok('{ capacityHistory(coin: ETH) { capacityThs setBy } }', {}, operator);
    expect(history.capacityHistory.map((row: { capacityThs: number }) => row.capacityThs)).toEqual([1_000_000, 3_000]);
  });
});

describe('the audit log', () => {
  it('shows the changes in the audit log that any admin reads in the panel, newest first, searchable', async () => {
    const requestId = randomUUID();
    await harness.ok(SET_CAPACITY, { coin: 'ETH', ths: 4_321, reason: 'Audit log reading', requestId }, operator);
    const LOG = `query ($search: String) { miningAuditLog(search: $search, pageSize: 3) {
      total page pageSize items { adminId operation targetType targetId after admin { id } } } }`;
    const { miningAuditLog: all } = await harness.ok(LOG, {}, admin(['accountant']));
    expect(all.pageSize).toBe(3);
    expect(all.items[0]).toMatchObject({ operation: 'SET_CAPACITY', targetId: 'ETH' });
    expect(all.items[0].admin).toEqual({ id: all.items[0].adminId });
    expect(JSON.parse(all.items[0].after)).toMatchObject({ capacityThs: '4321' });
    const { miningAuditLog: found } = await harness.ok(LOG, { search: 'set_capacity' }, operator);
    expect(found.items.every((entry: { operation: string }) => entry.operation === 'SET_CAPACITY')).toBe(true);
    expect(await harness.refused(LOG, {}, customer())).toBe('ADMIN_ROLE_REQUIRED');
    expect(await harness.refused(LOG, {})).toBe('SIGN_IN_REQUIRED');
  });
});
