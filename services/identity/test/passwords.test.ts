import { sql } from 'drizzle-orm';
import { generateJwtKeys, queryRows, serviceMigrations, verifyAccessToken } from '@mc/platform';
import { startSubgraphHarness, type SubgraphHarness } from '@mc/platform/testing';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from '../src';
import { callIdentity, SIGN_UP, signUpInput, testIdentityOptions } from './identity-client';

const keys = generateJwtKeys();
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
let harness: SubgraphHarness;
let nowMs = Date.parse('2030-06-01T00:00:00Z');

beforeAll(async () => {
  harness = await startSubgraphHarness('idpasswords', serviceMigrations(IDENTITY_MIGRATIONS_DIR), (runtime) =>
    startIdentityService(runtime, {
      ...testIdentityOptions(),
      jwtPrivateKey: keys.privateKey,
      bootstrapAdmin: ROOT,
      publicUrl: 'https://cloudmine.example',
      now: () => nowMs,
    }),
  );
});
afterAll(() => harness.stop());

const call = (
  query: string,
  variables: Record<string, unknown> = {},
  options: Parameters<typeof callIdentity>[3] = {},
) => callIdentity(harness.url, query, variables, options);
const REQUEST = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const RESET =
  'mutation ($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) { resetPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword) }';
const SIGN_IN = 'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { id } }';

async function latestToken(recipient: string): Promise<{ token: string; body: string }> {
  const [mail] = await queryRows<{ body_text: string }>(
    harness.database.orm,
    sql`select body_text from outgoing_mail where recipient = ${recipient} and kind like '%password-reset' order by created_at desc limit 1`,
  );
  const token =
    /token: ([A-Za-z0-9_-]{32})/.exec(mail?.body_text ?? '')?.[1] ??
    /code: ([A-Za-z0-9_-]{32})/i.exec(mail?.body_text ?? '')?.[1];
  if (!token) throw new Error(`no reset mail for ${recipient}`);
  return { token, body: mail.body_text };
}

describe('password reset', () => {
  beforeAll(async () => {
    await call(SIGN_UP, { input: signUpInput({ email: 'ivy@example.com' }) });
  });

  it('mails a single-use token with a link, sets the new password and ends every session', async () => {
    const session = (await call(SIGN_IN, { email: 'ivy@example.com', password: 'correct horse' })).sessionSet!;
    expect((await call(REQUEST, { email: 'IVY@example.com' })).data?.requestPasswordReset).toBe(true);
    const { token, body } = await latestToken('ivy@example.com');
    expect(body).toContain(`https://cloudmine.example/password.html?email=ivy%40example.com&token=${token}`);
    expect(
      (
        await call(RESET, {
          email: 'ivy@example.com',
          token,
          newPassword: 'brand new pass',
          confirmNewPassword: 'brand new pass',
        })
      ).data?.resetPassword,
    ).toBe(true);
    expect(
      (await call(SIGN_IN, { email: 'ivy@example.com', password: 'correct horse' })).errors?.[0].extensions?.reason,
    ).toBe('INVALID_CREDENTIALS');
    expect((await call(SIGN_IN, { email: 'ivy@example.com', password: 'brand new pass' })).errors).toBeUndefined();
    expect(
      (await call('mutation { refreshSession { id } }', {}, { refreshToken: session.refreshToken })).errors?.[0]
        .extensions?.reason,
    ).toBe('SESSION_INVALID');
    expect(
      (
        await call(RESET, {
          email: 'ivy@example.com',
          token,
          newPassword: 'again new pass',
          confirmNewPassword: 'again new pass',
        })
      ).errors?.[0].extensions?.reason,
    ).toBe('RESET_TOKEN_INVALID');
  });

  it('answers an unknown e-mail exactly like a known one and mails nothing', async () => {
    const [before] = await queryRows<{ count: number }>(
      harness.database.orm,
      sql`select count(*)::int as count from outgoing_mail`,
    );
    expect(await call(REQUEST, { email: 'ghost@example.com' })).toEqual({
      data: { requestPasswordReset: true },
      sessionCleared: false,
      sessionSet: undefined,
    });
    const [after] = await queryRows<{ count: number }>(
      harness.database.orm,
      sql`select count(*)::int as count from outgoing_mail`,
    );
    expect(after.count).toBe(before.count);
  });

  it('refuses an expired token, a token for another e-mail, and a bad new password', async () => {
    await call(SIGN_UP, { input: signUpInput({ email: 'jack@example.com' }) });
    await call(REQUEST, { email: 'jack@example.com' });
    const { token } = await latestToken('jack@example.com');
    expect(
      (await call(RESET, { email: 'ivy@example.com', token, newPassword: 'xxxxxxxx', confirmNewPassword: 'xxxxxxxx' }))
        .errors?.[0].extensions?.reason,
    ).toBe('RESET_TOKEN_INVALID');
    expect(
      (await call(RESET, { email: 'jack@example.com', token, newPassword: 'short', confirmNewPassword: 'short' }))
        .errors?.[0].extensions?.reason,
    ).toBe('INVALID_INPUT');
    expect(
      (
        await call(RESET, {
          email: 'jack@example.com',
          token,
          newPassword: 'long enough',
          confirmNewPassword: 'different!',
        })
      ).errors?.[0].extensions?.reason,
    ).toBe('PASSWORDS_DIFFER');
    nowMs += 3_600_000;
    expect(
      (
        await call(RESET, {
          email: 'jack@example.com',
          token,
          newPassword: 'long enough',
          confirmNewPassword: 'long enough',
        })
      ).errors?.[0].extensions?.reason,
    ).toBe('RESET_TOKEN_INVALID');
  });

  it('limits reset requests to three an hour per e-mail', async () => {
    await call(SIGN_UP, { input: signUpInput({ email: 'kim@example.com' }) });
    const reasons = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      reasons.push((await call(REQUEST, { email: 'kim@example.com' })).errors?.[0].extensions?.reason);
    expect(reasons).toEqual([undefined, undefined, undefined, 'RATE_LIMITED']);
  });

  it('resets an admin password through its own calls only', async () => {
    await call('mutation ($email: String!) { requestAdminPasswordReset(email: $email) }', { email: ROOT.email });
    const { token, body } = await latestToken(ROOT.email);
    expect(body).toContain('/control/password.html?');
    expect(
      (
        await call(RESET, {
          email: ROOT.email,
          token,
          newPassword: 'new root pass',
          confirmNewPassword: 'new root pass',
        })
      ).errors?.[0].extensions?.reason,
    ).toBe('RESET_TOKEN_INVALID');
    const reset = await call(
      'mutation ($token: String!, $newPassword: String!, $confirmNewPassword: String!) { resetAdminPassword(token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword) }',
      { token, newPassword: 'new root pass', confirmNewPassword: 'new root pass' },
      { clientIp: '203.0.113.77' },
    );
    expect(reset.data?.resetAdminPassword).toBe(true);
    const signedIn = await call(
      'mutation ($email: String!, $password: String!) { adminSignIn(email: $email, password: $password) { id } }',
      { email: ROOT.email, password: 'new root pass' },
    );
    expect(signedIn.errors).toBeUndefined();
    // Nobody was signed in to reset it: the entry names the admin whose password it was, and the IP.
    const viewer = verifyAccessToken(keys.publicKey, signedIn.sessionSet!.accessToken);
    const log = await call(
      '{ auditLog(search: "admin.password.reset") { items { adminEmail ip targetId } } }',
      {},
      { viewer },
    );
    expect(log.data?.auditLog.items).toEqual([
      { adminEmail: ROOT.email, ip: '203.0.113.77', targetId: signedIn.data?.adminSignIn.id },
    ]);
  });
});

describe('password change', () => {
  const CHANGE =
    'mutation ($password: String!, $newPassword: String!, $confirmNewPassword: String!) { changePassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword) }';

  it('needs the current password, keeps this session and ends the others', async () => {
    await call(SIGN_UP, { input: signUpInput({ email: 'lea@example.com' }) });
    const here = (await call(SIGN_IN, { email: 'lea@example.com', password: 'correct horse' })).sessionSet!;
    const elsewhere = (await call(SIGN_IN, { email: 'lea@example.com', password: 'correct horse' })).sessionSet!;
    const viewer = verifyAccessToken(keys.publicKey, here.accessToken);
    expect(
      (
        await call(
          CHANGE,
          { password: 'wrong horse', newPassword: 'changed horse', confirmNewPassword: 'changed horse' },
          { viewer },
        )
      ).errors?.[0].extensions?.reason,
    ).toBe('CURRENT_PASSWORD_WRONG');
    expect(
      (
        await call(
          CHANGE,
          { password: 'correct horse', newPassword: 'changed horse', confirmNewPassword: 'changed horse' },
          { viewer, refreshToken: here.refreshToken },
        )
      ).data?.changePassword,
    ).toBe(true);
    expect(
      (await call('mutation { refreshSession { id } }', {}, { refreshToken: elsewhere.refreshToken })).errors?.[0]
        .extensions?.reason,
    ).toBe('SESSION_INVALID');
    expect(
      (await call('mutation { refreshSession { id } }', {}, { refreshToken: here.refreshToken })).errors,
    ).toBeUndefined();
    expect(
      (await call(CHANGE, { password: 'x', newPassword: 'changed horse', confirmNewPassword: 'changed horse' }))
        .errors?.[0].extensions?.reason,
    ).toBe('SIGN_IN_REQUIRED');
  });
});
