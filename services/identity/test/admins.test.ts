import { sql } from 'drizzle-orm';
import { generateJwtKeys, serviceMigrations, verifyAccessToken, type Viewer } from '@mc/platform';
import { startSubgraphHarness, type SubgraphHarness } from '@mc/platform/testing';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from '../src';
import { callIdentity, SIGN_UP, signUpInput, testIdentityOptions } from './identity-client';

const keys = generateJwtKeys();
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
let harness: SubgraphHarness;

beforeAll(async () => {
  harness = await startSubgraphHarness('idadmins', serviceMigrations(IDENTITY_MIGRATIONS_DIR), (runtime) =>
    startIdentityService(runtime, {
      ...testIdentityOptions(),
      jwtPrivateKey: keys.privateKey,
      bootstrapAdmin: ROOT,
    }),
  );
});
afterAll(() => harness.stop());

const call = (
  query: string,
  variables: Record<string, unknown> = {},
  options: Parameters<typeof callIdentity>[3] = {},
) => callIdentity(harness.url, query, variables, options);
const SIGN_IN =
  'mutation ($email: String!, $password: String!) { adminSignIn(email: $email, password: $password) { id email roles } }';
const CREATE = 'mutation ($input: CreateAdminInput!) { createAdmin(input: $input) { id email roles } }';

async function signInAdmin(
  email: string,
  password: string,
): Promise<{ viewer: Viewer; refreshToken: string; id: string }> {
  const result = await call(SIGN_IN, { email, password });
  if (!result.sessionSet) throw new Error(JSON.stringify(result.errors));
  expect(result.sessionSet.kind).toBe('admin');
  return {
    viewer: verifyAccessToken(keys.publicKey, result.sessionSet.accessToken),
    refreshToken: result.sessionSet.refreshToken,
    id: result.data?.adminSignIn.id,
  };
}

describe('admins', () => {
  it('bootstraps one superadmin, whose creation opens the audit log', async () => {
    const root = await signInAdmin(ROOT.email, ROOT.password);
    expect(root.viewer).toEqual({
      kind: 'admin',
      adminId: root.id,
      roles: ['superadmin'],
      sessionId: expect.any(String),
    });
    const log = await call(
      '{ auditLog { total items { operation adminEmail ip after } } }',
      {},
      { viewer: root.viewer },
    );
    expect(log.data?.auditLog.items.at(-1)).toMatchObject({
      operation: 'admin.bootstrapped',
      adminEmail: ROOT.email,
      ip: 'bootstrap',
    });
    expect(log.data?.auditLog.items.at(-1).after).not.toMatch(/hash|password/i);
  });

  it('lets a superadmin create admins, audited, and refuses duplicates and bad input', async () => {
    const root = await signInAdmin(ROOT.email, ROOT.password);
    const input = {
      email: 'Olga@Cloudmine.test',
      firstName: 'Olga',
      lastName: 'Op',
      password: 'operator pass',
      roles: ['OPERATOR', 'OPERATOR'],
    };
    const created = await call(CREATE, { input }, { viewer: root.viewer, clientIp: '203.0.113.9' });
    expect(created.data?.createAdmin).toMatchObject({ email: 'olga@cloudmine.test', roles: ['OPERATOR'] });
    const log = await call(
      '{ auditLog(search: "admin.created") { items { operation ip targetId before after } } }',
      {},
      { viewer: root.viewer },
    );
    expect(log.data?.auditLog.items[0]).toMatchObject({
      operation: 'admin.created',
      ip: '203.0.113.9',
      targetId: created.data?.createAdmin.id,
      before: null,
    });
    expect((await call(CREATE, { input }, { viewer: root.viewer })).errors?.[0].extensions?.reason).toBe('EMAIL_TAKEN');
    expect(
      (await call(CREATE, { input: { ...input, email: 'x@cloudmine.test', roles: [] } }, { viewer: root.viewer }))
        .errors?.[0].extensions?.reason,
    ).toBe('INVALID_INPUT');
  });

  it('refuses admin management to an operator, a customer and a guest', async () => {
    const operator = await signInAdmin('olga@cloudmine.test', 'operator pass');
    const input = {
      email: 'z@cloudmine.test',
      firstName: 'Z',
      lastName: 'Z',
      password: 'zzzzzzzz',
      roles: ['OPERATOR'],
    };
    expect((await call(CREATE, { input }, { viewer: operator.viewer })).errors?.[0].extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'ADMIN_ROLE_REQUIRED',
    });
    expect((await call('{ admins { id } }', {}, { viewer: operator.viewer })).errors?.[0].extensions?.reason).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
    const customer = await call(SIGN_UP, { input: signUpInput({ email: 'cust@example.com' }) });
    const customerViewer = verifyAccessToken(keys.publicKey, customer.sessionSet!.accessToken);
    expect((await call('{ auditLog { total } }', {}, { viewer: customerViewer })).errors?.[0].extensions?.reason).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
    expect((await call('{ currentAdmin { id } }', {}, { viewer: customerViewer })).data?.currentAdmin).toBeNull();
    expect((await call('{ mailbox { total } }')).errors?.[0].extensions?.reason).toBe('SIGN_IN_REQUIRED');
  });

  it('creates a TRADING_DESK admin, whose session carries the trading_desk role', async () => {
    const root = await signInAdmin(ROOT.email, ROOT.password);
    const input = {
      email: 'desk@cloudmine.test',
      firstName: 'Dana',
      lastName: 'Desk',
      password: 'desk password',
      roles: ['TRADING_DESK'],
    };
    const created = await call(CREATE, { input }, { viewer: root.viewer });
    expect(created.data?.createAdmin).toMatchObject({ email: 'desk@cloudmine.test', roles: ['TRADING_DESK'] });
    const desk = await signInAdmin('desk@cloudmine.test', 'desk password');
    expect(desk.viewer).toMatchObject({ kind: 'admin', roles: ['trading_desk'] });
    // A desk admin manages no admins: that stays SUPERADMIN's.
    expect((await call('{ admins { id } }', {}, { viewer: desk.viewer })).errors?.[0].extensions?.reason).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
    expect(
      (
        await call(
          CREATE,
          { input: { ...input, email: 'y@cloudmine.test', roles: ['TRADER'] } },
          { viewer: root.viewer },
        )
      ).errors?.[0].extensions?.code,
    ).toBe('BAD_USER_INPUT');
  });

  it('keeps customer and admin sessions apart', async () => {
    const admin = await signInAdmin(ROOT.email, ROOT.password);
    expect(
      (await call('mutation { refreshSession { id } }', {}, { refreshToken: admin.refreshToken })).errors?.[0]
        .extensions?.reason,
    ).toBe('SESSION_INVALID');
    const customer = await call(
      'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { id } }',
      { email: 'cust@example.com', password: 'correct horse' },
    );
    expect(
      (await call('mutation { refreshAdminSession { id } }', {}, { refreshToken: customer.sessionSet!.refreshToken }))
        .errors?.[0].extensions?.reason,
    ).toBe('SESSION_INVALID');
    expect(
      (await call(SIGN_IN, { email: 'cust@example.com', password: 'correct horse' })).errors?.[0].extensions?.reason,
    ).toBe('INVALID_CREDENTIALS');
  });

  it('updates the own account and changes the password, ending other sessions; both audited', async () => {
    const first = await signInAdmin('olga@cloudmine.test', 'operator pass');
    const second = await signInAdmin('olga@cloudmine.test', 'operator pass');
    const updated = await call(
      'mutation ($input: AdminAccountInput!) { updateAdminAccount(input: $input) { firstName email } }',
      { input: { email: 'olga@cloudmine.test', firstName: 'Olga B', lastName: 'Op' } },
      { viewer: first.viewer },
    );
    expect(updated.data?.updateAdminAccount).toEqual({ firstName: 'Olga B', email: 'olga@cloudmine.test' });
    const CHANGE =
      'mutation ($password: String!, $newPassword: String!, $confirmNewPassword: String!) { changeAdminPassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword) }';
    expect(
      (
        await call(
          CHANGE,
          { password: 'wrong pass', newPassword: 'new operator pass', confirmNewPassword: 'new operator pass' },
          { viewer: first.viewer },
        )
      ).errors?.[0].extensions?.reason,
    ).toBe('CURRENT_PASSWORD_WRONG');
    expect(
      (
        await call(
          CHANGE,
          { password: 'operator pass', newPassword: 'new operator pass', confirmNewPassword: 'different' },
          { viewer: first.viewer },
        )
      ).errors?.[0].extensions?.reason,
    ).toBe('PASSWORDS_DIFFER');
    expect(
      (
        await call(
          CHANGE,
          { password: 'operator pass', newPassword: 'new operator pass', confirmNewPassword: 'new operator pass' },
          { viewer: first.viewer, refreshToken: first.refreshToken },
        )
      ).data?.changeAdminPassword,
    ).toBe(true);
    expect(
      (await call('mutation { refreshAdminSession { id } }', {}, { refreshToken: second.refreshToken })).errors?.[0]
        .extensions?.reason,
    ).toBe('SESSION_INVALID');
    expect(
      (await call('mutation { refreshAdminSession { id } }', {}, { refreshToken: first.refreshToken })).data
        ?.refreshAdminSession.id,
    ).toBe(first.id);
    const root = await signInAdmin(ROOT.email, ROOT.password);
    const operations = (
      await call('{ auditLog(search: "olga") { items { operation before after } } }', {}, { viewer: root.viewer })
    ).data?.auditLog.items.map((item: { operation: string }) => item.operation);
    expect(operations).toEqual(expect.arrayContaining(['admin.account.updated', 'admin.password.changed']));
  });

  it('pages the audit log and the mailbox and refuses out-of-range pages', async () => {
    const root = await signInAdmin(ROOT.email, ROOT.password);
    const page = await call(
      '{ auditLog(page: 1, pageSize: 2) { total page pageSize items { id } } }',
      {},
      { viewer: root.viewer },
    );
    expect(page.data?.auditLog).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.data?.auditLog.items).toHaveLength(2);
    expect(page.data?.auditLog.total).toBeGreaterThan(2);
    expect(
      (await call('{ auditLog(pageSize: 101) { total } }', {}, { viewer: root.viewer })).errors?.[0].extensions?.reason,
    ).toBe('INVALID_INPUT');
    expect(
      (await call('{ mailbox(page: 0) { total } }', {}, { viewer: root.viewer })).errors?.[0].extensions?.reason,
    ).toBe('INVALID_INPUT');
    expect(
      (await call('{ mailbox(search: "nobody-ever") { total items { id } } }', {}, { viewer: root.viewer })).data
        ?.mailbox,
    ).toEqual({ total: 0, items: [] });
  });

  it('cannot change or remove an audit entry, even with direct SQL', async () => {
    const failure = (query: Promise<unknown>) =>
      query.then(
        () => 'succeeded',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await failure(harness.database.orm.execute(sql`update audit_log set operation = 'forged'`))).toMatch(
      /append-only/,
    );
    expect(await failure(harness.database.orm.execute(sql`delete from audit_log`))).toMatch(/append-only/);
  });
});
