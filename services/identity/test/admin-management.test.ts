import { generateJwtKeys, serviceMigrations, verifyAccessToken, type Viewer } from '@mc/platform';
import { startSubgraphHarness, type SubgraphHarness } from '@mc/platform/testing';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from '../src';
import { callIdentity, testIdentityOptions } from './identity-client';

const keys = generateJwtKeys();
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
let harness: SubgraphHarness;
let root: { viewer: Viewer; id: string };

const call = (
  query: string,
  variables: Record<string, unknown> = {},
  options: Parameters<typeof callIdentity>[3] = {},
) => callIdentity(harness.url, query, variables, options);
const SIGN_IN =
  'mutation ($email: String!, $password: String!) { adminSignIn(email: $email, password: $password) { id } }';
const SET_ROLES = 'mutation ($a: ID!, $r: [AdminRole!]!) { setAdminRoles(adminId: $a, roles: $r) { id roles } }';
const DISABLE = 'mutation ($a: ID!, $r: String!) { disableAdmin(adminId: $a, reason: $r) { id disabledAt } }';
const ENABLE = 'mutation ($a: ID!) { enableAdmin(adminId: $a) { id disabledAt } }';
const reasonOf = (result: Awaited<ReturnType<typeof call>>) => result.errors?.[0].extensions?.reason;

async function signIn(email: string, password: string, clientIp = '127.0.0.1') {
  const result = await call(SIGN_IN, { email, password }, { clientIp });
  if (!result.sessionSet) throw new Error(JSON.stringify(result.errors));
  return {
    viewer: verifyAccessToken(keys.publicKey, result.sessionSet.accessToken),
    refreshToken: result.sessionSet.refreshToken,
    id: result.data?.adminSignIn.id as string,
  };
}

async function createAdmin(email: string, roles: string[]): Promise<string> {
  const input = { email, firstName: 'A', lastName: 'B', password: 'admin password', roles };
  return (
    await call(
      'mutation ($input: CreateAdminInput!) { createAdmin(input: $input) { id } }',
      { input },
      { viewer: root.viewer },
    )
  ).data?.createAdmin.id;
}

async function auditOperations(
  search: string,
): Promise<{ operation: string; ip: string; targetId: string; after: string | null }[]> {
  return (
    await call(
      'query ($s: String) { auditLog(search: $s, pageSize: 100) { items { operation ip targetId after } } }',
      { s: search },
      { viewer: root.viewer },
    )
  ).data?.auditLog.items;
}

beforeAll(async () => {
  harness = await startSubgraphHarness('idadminmgmt', serviceMigrations(IDENTITY_MIGRATIONS_DIR), (runtime) =>
    startIdentityService(runtime, {
      ...testIdentityOptions(),
      jwtPrivateKey: keys.privateKey,
      bootstrapAdmin: ROOT,
    }),
  );
  root = await signIn(ROOT.email, ROOT.password);
});
afterAll(() => harness.stop());

describe('admin management by a superadmin', () => {
  it('audits every admin sign-in with the IP', async () => {
    const id = await createAdmin('signin.audit@cloudmine.test', ['OPERATOR']);
    await signIn('signin.audit@cloudmine.test', 'admin password', '198.51.100.23');
    expect((await auditOperations('admin.signed_in')).filter((entry) => entry.targetId === id)).toEqual([
      expect.objectContaining({ operation: 'admin.signed_in', ip: '198.51.100.23' }),
    ]);
  });

  it('changes roles, audited before and after; an operator may not', async () => {
    const id = await createAdmin('roles@cloudmine.test', ['OPERATOR']);
    const changed = await call(
      SET_ROLES,
      { a: id, r: ['COMPLIANCE', 'ACCOUNTANT', 'COMPLIANCE'] },
      { viewer: root.viewer, clientIp: '203.0.113.4' },
    );
    expect(changed.data?.setAdminRoles.roles).toEqual(['COMPLIANCE', 'ACCOUNTANT']);
    const [entry] = (await auditOperations('admin.roles.changed')).filter((item) => item.targetId === id);
    expect(entry).toMatchObject({ ip: '203.0.113.4', after: JSON.stringify({ roles: ['COMPLIANCE', 'ACCOUNTANT'] }) });
    const them = await signIn('roles@cloudmine.test', 'admin password');
    expect(reasonOf(await call(SET_ROLES, { a: id, r: ['SUPERADMIN'] }, { viewer: them.viewer }))).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
    expect(reasonOf(await call(SET_ROLES, { a: id, r: [] }, { viewer: root.viewer }))).toBe('INVALID_INPUT');
    expect(reasonOf(await call(SET_ROLES, { a: 'not-an-id', r: ['OPERATOR'] }, { viewer: root.viewer }))).toBe(
      'ADMIN_NOT_FOUND',
    );
  });

  it('keeps the last active superadmin: no role loss, no disabling, never oneself', async () => {
    expect(reasonOf(await call(SET_ROLES, { a: root.id, r: ['OPERATOR'] }, { viewer: root.viewer }))).toBe(
      'LAST_SUPERADMIN',
    );
    expect(reasonOf(await call(DISABLE, { a: root.id, r: 'leaving the team' }, { viewer: root.viewer }))).toBe(
      'CANNOT_DISABLE_SELF',
    );
    const roles = (await call('{ admins { id roles } }', {}, { viewer: root.viewer })).data?.admins.find(
      (admin: { id: string }) => admin.id === root.id,
    ).roles;
    expect(roles).toEqual(['SUPERADMIN']);
  });

  it('disables an admin: sign-in refused, sessions end, record kept; enables again', async () => {
    const id = await createAdmin('leaver@cloudmine.test', ['OPERATOR']);
    const session = await signIn('leaver@cloudmine.test', 'admin password');
    expect(reasonOf(await call(DISABLE, { a: id, r: 'x' }, { viewer: root.viewer }))).toBe('INVALID_INPUT');
    const disabled = await call(DISABLE, { a: id, r: 'left the company' }, { viewer: root.viewer });
    expect(disabled.data?.disableAdmin.disabledAt).toBeTruthy();
    expect(reasonOf(await call(SIGN_IN, { email: 'leaver@cloudmine.test', password: 'admin password' }))).toBe(
      'ACCOUNT_DEACTIVATED',
    );
    expect(
      reasonOf(await call('mutation { refreshAdminSession { id } }', {}, { refreshToken: session.refreshToken })),
    ).toBe('SESSION_INVALID');
    expect((await call('{ currentAdmin { id } }', {}, { viewer: session.viewer })).data?.currentAdmin).toBeNull();
    expect(reasonOf(await call(DISABLE, { a: id, r: 'left the company' }, { viewer: root.viewer }))).toBe(
      'ALREADY_DEACTIVATED',
    );
    expect((await call(ENABLE, { a: id }, { viewer: root.viewer })).data?.enableAdmin.disabledAt).toBeNull();
    // Enabled again, the admin signs in anew: the token of the session the disabling ended stays refused.
    expect((await call('{ currentAdmin { id } }', {}, { viewer: session.viewer })).data?.currentAdmin).toBeNull();
    expect(reasonOf(await call(ENABLE, { a: id }, { viewer: root.viewer }))).toBe('NOT_DEACTIVATED');
    await signIn('leaver@cloudmine.test', 'admin password');
    const operations = (await auditOperations(id)).map((entry) => entry.operation);
    expect(operations).toEqual(expect.arrayContaining(['admin.disabled', 'admin.enabled']));
    expect((await auditOperations('admin.disabled')).find((entry) => entry.targetId === id)?.after).toContain(
      'left the company',
    );
  });

  it('lets only one of two superadmins disable the other when both try at once', async () => {
    const secondId = await createAdmin('second.root@cloudmine.test', ['SUPERADMIN']);
    const thirdId = await createAdmin('third.root@cloudmine.test', ['SUPERADMIN']);
    // Root leaves the superadmins, so second and third are the only two left.
    await call(
      SET_ROLES,
      { a: root.id, r: ['OPERATOR'] },
      { viewer: (await signIn('second.root@cloudmine.test', 'admin password')).viewer },
    );
    const second = await signIn('second.root@cloudmine.test', 'admin password');
    const third = await signIn('third.root@cloudmine.test', 'admin password');
    const results = await Promise.all([
      call(DISABLE, { a: thirdId, r: 'race one' }, { viewer: second.viewer }),
      call(DISABLE, { a: secondId, r: 'race two' }, { viewer: third.viewer }),
    ]);
    const succeeded = results.filter((result) => result.data?.disableAdmin);
    expect(succeeded).toHaveLength(1);
    expect(results.map(reasonOf).filter(Boolean)).toEqual([
      expect.stringMatching(/^(LAST_SUPERADMIN|ADMIN_ROLE_REQUIRED|SIGN_IN_REQUIRED)$/),
    ]);
    const admins: { roles: string[]; disabledAt: string | null }[] = (
      await call(
        '{ admins { roles disabledAt } }',
        {},
        { viewer: succeeded[0] === results[0] ? second.viewer : third.viewer },
      )
    ).data?.admins;
    expect(admins.filter((admin) => admin.roles.includes('SUPERADMIN') && !admin.disabledAt)).toHaveLength(1);
  });
});
