import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { CookieJar } from './support/cookie-jar';

/**
 * The admin contract calls of legacy-api.md rows 49–53, with specification 001's payloads, through the
 * edge, compat, the gateway, mining and funds: grants and amendments wait for a second admin.
 */
let platform: EmbeddedPlatform;
const api = (route: string) => `${platform.url}/api${route}`;
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
const CHECKER = { email: 'checker@cloudmine.test', password: 'checker password' };
const root = new CookieJar();
const checker = new CookieJar();
const customer = new CookieJar();
let customerId: string;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function graphql(jar: CookieJar, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      'x-act-as': 'admin',
      cookie: jar.header(),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: any; errors?: { message: string }[] };
}

beforeAll(async () => {
  platform = await startTestPlatform({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'mining-legacy-')),
    port: 0,
    logger: pino({ level: 'silent' }),
    bootstrapAdmin: ROOT,
  });
  await root.call(api('/admins/auth/signin'), 'POST', ROOT);
  const created = await graphql(root, 'mutation ($input: CreateAdminInput!) { createAdmin(input: $input) { id } }', {
    input: { ...CHECKER, firstName: 'Cleo', lastName: 'Check', roles: ['ACCOUNTANT', 'OPERATOR'] },
  });
  expect(created.errors).toBeUndefined();
  await checker.call(api('/admins/auth/signin'), 'POST', CHECKER);
  const signedUp = await customer.call(api('/users'), 'POST', {
    first_name: 'Mia',
    last_name: 'Miner',
    phone_number: '+44 20 7946 0003',
    email: 'mia@example.com',
    password: 'long enough',
    confirm_password: 'long enough',
  });
  customerId = signedUp.body.data.id;
}, 120_000);
afterAll(() => platform?.stop());

/** Specification 001's create form with its defaults (currency 2, power 1, added 0.1, hashrate 1, …). */
const createForm = (overrides: Record<string, unknown> = {}) => ({
  user_id: customerId,
  currency: 2,
  power: 1,
  speed_per_day: 0.1,
  added: 0.1,
  hashrate: 1,
  plan: '1 Week Contract',
  expiry_date: day(8),
  ...overrides,
});

async function contractsOfCustomer(): Promise<{ id: string; status: string }[]> {
  const answer = await graphql(
    root,
    'query ($id: ID!) { customerContracts(userId: $id, pageSize: 100) { items { id status } } }',
    {
      id: customerId,
    },
  );
  return answer.data.customerContracts.items;
}

async function pendingAdjustments(): Promise<
  { id: string; reason: string; amount: { assetCode: string; amount: string } }[]
> {
  const answer = await graphql(
    root,
    'query ($id: ID!) { customer(id: $id) { adjustments(pageSize: 50) { items { id reason status amount { assetCode amount } } } } }',
    { id: customerId },
  );
  return answer.data.customer.adjustments.items.filter((item: { status: string }) => item.status === 'PENDING');
}

describe('legacy admin contract calls', () => {
  let contractId: string;

  it('POST /api/users/contracts grants a contract awaiting approval; "added" becomes a pending adjustment', async () => {
    const requestId = '0b7d2c9e-4f1a-4c3b-9d8e-7a6b5c4d3e2f';
    const granted = await root.call(api('/users/contracts'), 'POST', createForm({ request_id: requestId }));
    expect(granted.status).toBe(200);
    expect(granted.body.errors).toEqual([]);
    expect(granted.body.data).toMatchObject({
      user_id: customerId,
      plan: '1 Week Contract',
      currency: 2,
      power: 1,
      hashrate: 0.001,
      expiry_date: day(8),
      status: 'Pending',
      source: 'SUPPORT_GRANT',
      grant_status: 'PENDING',
      mined: 0,
      added: 0.1,
      added_adjustment: { status: 'pending' },
    });
    expect(granted.body.message).toContain('a second admin must approve it');
    expect(granted.body.message).toContain('speed_per_day is computed from the market parameters');
    contractId = granted.body.data.id;
    const adjustments = await pendingAdjustments();
    expect(adjustments).toEqual([
      expect.objectContaining({
        amount: { assetCode: 'BTC', amount: '0.10000000' },
        reason: expect.stringContaining(contractId),
      }),
    ]);
    // The same call again (same request_id) records nothing more.
    const again = await root.call(api('/users/contracts'), 'POST', createForm({ request_id: requestId }));
    expect(again.body.data).toMatchObject({ id: contractId, added_adjustment: granted.body.data.added_adjustment });
    expect(await contractsOfCustomer()).toHaveLength(1);
    expect(await pendingAdjustments()).toHaveLength(1);
  });

  it('PATCH …/play: the creator may not approve the grant; a second admin does, and it mines', async () => {
    const byCreator = await root.call(api('/users/contracts/play'), 'PATCH', {
      user_id: customerId,
      contract_id: contractId,
    });
    expect(byCreator.status).toBe(403);
    expect(byCreator.body.errors[0]).toContain('other than its creator');
    const played = await checker.call(api('/users/contracts/play'), 'PATCH', {
      user_id: customerId,
      contract_id: contractId,
    });
    expect(played.status).toBe(200);
    expect(played.body.data).toMatchObject({ status: 'Mining', grant_status: 'APPROVED', starts_on: day(1) });
  });

  it('PATCH …/pause stops a mining contract (speed ignored); play resumes it; a second pause of a stopped one is 409', async () => {
    const paused = await checker.call(api('/users/contracts/pause'), 'PATCH', {
      user_id: customerId,
      contract_id: contractId,
      speed_per_day: 5,
    });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ status: 'Stopped', stopped_reason: 'Paused by support' });
    expect(paused.body.message).toContain('the value sent was not used');
    const twice = await checker.call(api('/users/contracts/pause'), 'PATCH', {
      user_id: customerId,
      contract_id: contractId,
    });
    expect(twice.status).toBe(409);
    const resumed = await root.call(api('/users/contracts/play'), 'PATCH', {
      user_id: customerId,
      contract_id: contractId,
      reason: 'Rigs are back',
    });
    expect(resumed.body.data.status).toBe('Mining');
  });

  it('PATCH /api/users/contracts relabels at once; the new power and the added amount wait for a second admin', async () => {
    const amended = await root.call(api('/users/contracts'), 'PATCH', {
      id: contractId,
      user_id: customerId,
      plan: 'Gold Contract',
      power: 2,
      added: 0.5,
    });
    expect(amended.status).toBe(200);
    expect(amended.body.data).toMatchObject({ plan: 'Gold Contract', power: 1, pending_power: 2, added: 0.5 });
    expect(amended.body.message).toContain('the new power waits for a second admin');
    expect((await pendingAdjustments()).map((item) => item.amount.amount).sort()).toEqual(['0.10000000', '0.50000000']);
    const nothing = await root.call(api('/users/contracts'), 'PATCH', {
      id: contractId,
      user_id: customerId,
      plan: 'Gold Contract',
      power: 1,
      added: 0,
    });
    expect(nothing.status).toBe(422);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const before = await contractsOfCustomer();
    const cases: [Record<string, unknown>, number, string][] = [
      [createForm({ currency: 7 }), 400, 'currency must be 2 (Bitcoin)'],
      [createForm({ currency: 'BTC' }), 400, 'currency'],
      [createForm({ power: 'lots' }), 400, 'power must be a number'],
      [createForm({ power: 0 }), 400, 'power must be'],
      [createForm({ added: 'some' }), 400, 'added must be a number with at most 8 decimals'],
      [createForm({ expiry_date: 'soon' }), 400, 'expiry_date must be a date'],
      [createForm({ expiry_date: day(-3) }), 400, 'expiry_date must be a date after'],
      [createForm({ plan: '' }), 400, 'plan is required'],
      [createForm({ user_id: '6f1c2b3a-0000-4000-8000-000000000000' }), 404, 'User Not Found'],
    ];
    for (const [form, status, error] of cases) {
      const refused = await root.call(api('/users/contracts'), 'POST', form);
      expect([form, refused.status, refused.body.data]).toEqual([form, status, null]);
      expect(refused.body.errors.join(' ')).toContain(error);
    }
    const elsewhere = { user_id: '6f1c2b3a-0000-4000-8000-000000000000', contract_id: contractId };
    expect((await root.call(api('/users/contracts/pause'), 'PATCH', elsewhere)).status).toBe(404);
    expect(
      (await root.call(api('/users/contracts/play'), 'PATCH', { user_id: customerId, contract_id: 'no-such-id' }))
        .status,
    ).toBe(404);
    expect((await root.call(api('/users/contracts'), 'DELETE', { id: contractId })).status).toBe(400);
    expect(await contractsOfCustomer()).toEqual(before);
    expect(await pendingAdjustments()).toHaveLength(2);
  });

  it('answers a customer with 403 and a guest with 401', async () => {
    for (const [route, method] of [
      ['/users/contracts', 'POST'],
      ['/users/contracts', 'PATCH'],
      ['/users/contracts', 'DELETE'],
      ['/users/contracts/play', 'PATCH'],
      ['/users/contracts/pause', 'PATCH'],
    ] as const) {
      const body = { ...createForm(), id: contractId, contract_id: contractId };
      expect([route, method, (await customer.call(api(route), method, body)).status]).toEqual([route, method, 403]);
      expect([route, method, (await new CookieJar().call(api(route), method, body)).status]).toEqual([
        route,
        method,
        401,
      ]);
    }
  });

  it('DELETE /api/users/contracts terminates the contract and keeps the record; a second delete is 409', async () => {
    const deleted = await checker.call(api('/users/contracts'), 'DELETE', { id: contractId, user_id: customerId });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({
      id: contractId,
      status: 'Terminated',
      termination_reason: 'Deleted by support',
    });
    expect(await contractsOfCustomer()).toEqual([{ id: contractId, status: 'TERMINATED' }]);
    const again = await checker.call(api('/users/contracts'), 'DELETE', { id: contractId, user_id: customerId });
    expect(again.status).toBe(409);
  });

  it('grants Ethereum (currency 3) for the plan term without an added amount; only the other admin approves it', async () => {
    const granted = await checker.call(
      api('/users/contracts'),
      'POST',
      createForm({ currency: 3, added: 0, expiry_date: '' }),
    );
    expect(granted.body.data).toMatchObject({ currency: 3, plan_id: 'eth-1', status: 'Pending', added: 0 });
    const self = await checker.call(api('/users/contracts/play'), 'PATCH', {
      user_id: customerId,
      contract_id: granted.body.data.id,
    });
    expect(self.status).toBe(403);
    const approved = await root.call(api('/users/contracts/play'), 'PATCH', {
      user_id: customerId,
      contract_id: granted.body.data.id,
    });
    expect(approved.body.data.status).toBe('Mining');
  });
  it('GET /api/users/auth/status and GET /api/users/{id} carry the mining figures per coin and the paged contracts', async () => {
    const status = await customer.call(api('/users/auth/status'), 'GET');
    expect(status.status).toBe(200);
    const mine = status.body.data;
    for (const coin of ['bitcoin', 'ethereum', 'bitcoin_cash', 'tether']) {
      // Both contracts start mining tomorrow or ended: no power today, so no rate to grow by.
      expect([coin, mine[`mining_power_${coin}`]]).toEqual([coin, 0]);
      expect(mine).toHaveProperty(`daily_mining_${coin}`);
      expect(mine).toHaveProperty(`per_second_${coin}`);
    }
    expect(mine.contracts).toMatchObject({ current_page: 1, last_page: 1, total: 2, next_page_url: null });
    expect(mine.contracts.data.map((contract: { status: string }) => contract.status).sort()).toEqual([
      'Mining',
      'Terminated',
    ]);
    expect(mine.contracts.data.find((contract: { currency: number }) => contract.currency === 3)).toMatchObject({
      plan_id: 'eth-1',
      power: 1,
      mined: 0,
      starts_on: day(1),
    });
    const byAdmin = await root.call(api(`/users/${customerId}`), 'GET');
    expect(byAdmin.body.data.contracts).toEqual(mine.contracts);
    expect(byAdmin.body.data.mining_power_ethereum).toBe(0);
    expect((await customer.call(api('/users/auth/status?page=0'), 'GET')).status).toBe(400);
  });
});
