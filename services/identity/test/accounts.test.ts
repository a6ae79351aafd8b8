import { generateJwtKeys, serviceMigrations, verifyAccessToken, type Viewer } from '@mc/platform';
import { startSubgraphHarness, waitFor, type SubgraphHarness } from '@mc/platform/testing';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from '../src';
import { callIdentity, countRows, SIGN_UP, signUpInput, testIdentityOptions } from './identity-client';

const keys = generateJwtKeys();
let harness: SubgraphHarness;
const registered: unknown[] = [];

beforeAll(async () => {
  harness = await startSubgraphHarness('idaccounts', serviceMigrations(IDENTITY_MIGRATIONS_DIR), (runtime) =>
    startIdentityService(runtime, {
      ...testIdentityOptions(),
      jwtPrivateKey: keys.privateKey,
      signInLimits: { failuresPerAddress: 3 },
      signInLimitPerIp: 100,
    }),
  );
  await harness.bus.consume({
    durableName: 'test',
    stream: 'identity',
    subjects: ['identity.user.registered'],
    handler: async (event) => void registered.push(event.payload),
  });
});
afterAll(() => harness.stop());

const call = (query: string, variables?: Record<string, unknown>, options?: Parameters<typeof callIdentity>[3]) =>
  callIdentity(harness.url, query, variables, options);
const viewerOf = (accessToken: string): Viewer => verifyAccessToken(keys.publicKey, accessToken);

describe('sign-up', () => {
  it('creates the account, signs it in and announces it', async () => {
    const result = await call(SIGN_UP, { input: signUpInput({ email: 'Ann@Example.com', language: 'de' }) });
    expect(result.errors).toBeUndefined();
    expect(result.data?.signUp).toMatchObject({
      email: 'ann@example.com',
      firstName: 'Ann',
      deviceVerified: false,
      detailsCompleted: false,
      identityCheck: 'NOT_SUBMITTED',
      language: 'de',
    });
    expect(result.data?.signUp.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(viewerOf(result.sessionSet!.accessToken)).toEqual({
      kind: 'user',
      userId: result.data?.signUp.id,
      sessionId: expect.any(String),
    });
    await waitFor(() => registered.length === 1);
    expect(registered[0]).toMatchObject({ userId: result.data?.signUp.id, referrerId: null });
  });

  it('accepts null for the optional referral code and language, as GraphQL clients send them', async () => {
    const result = await call(SIGN_UP, {
      input: signUpInput({ email: 'nulls@example.com', referralCode: null, language: null }),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.signUp.language).toBe('en');
  });

  it('records the referrer from a referral code', async () => {
    const referrer = await call(SIGN_UP, { input: signUpInput({ email: 'ref@example.com' }) });
    const referred = await call(SIGN_UP, {
      input: signUpInput({
        email: 'friend@example.com',
        referralCode: referrer.data?.signUp.referralCode.toLowerCase(),
      }),
    });
    expect(referred.errors).toBeUndefined();
    await waitFor(() =>
      registered.some(
        (payload: any) =>
          payload.userId === referred.data?.signUp.id && payload.referrerId === referrer.data?.signUp.id,
      ),
    );
  });

  it.each([
    ['an e-mail already used (any case)', { email: 'ANN@example.com' }, 'CONFLICT', 'EMAIL_TAKEN'],
    [
      'an unknown referral code',
      { email: 'x1@example.com', referralCode: 'ZZZZZZZZ' },
      'UNPROCESSABLE',
      'REFERRER_NOT_FOUND',
    ],
    [
      'a confirmation that differs',
      { email: 'x2@example.com', confirmPassword: 'other horse' },
      'BAD_REQUEST',
      'PASSWORDS_DIFFER',
    ],
    ['a malformed e-mail', { email: 'not-an-email' }, 'BAD_REQUEST', 'INVALID_INPUT'],
    [
      'a 7-character password',
      { email: 'x3@example.com', password: 'short12', confirmPassword: 'short12' },
      'BAD_REQUEST',
      'INVALID_INPUT',
    ],
    [
      'a 301-character password',
      { email: 'x4@example.com', password: 'p'.repeat(301), confirmPassword: 'p'.repeat(301) },
      'BAD_REQUEST',
      'INVALID_INPUT',
    ],
    ['an empty first name', { email: 'x5@example.com', firstName: ' ' }, 'BAD_REQUEST', 'INVALID_INPUT'],
  ])('refuses %s and creates nothing', async (_case, overrides, code, reason) => {
    const before = await countRows(harness.database.orm, 'users');
    const result = await call(SIGN_UP, { input: signUpInput(overrides) });
    expect(result.errors?.[0].extensions).toMatchObject({ code, reason });
    expect(result.sessionSet).toBeUndefined();
    expect(await countRows(harness.database.orm, 'users')).toBe(before);
  });

  it('accepts the password length boundaries 8 and 300', async () => {
    for (const [index, password] of ['p'.repeat(8), 'p'.repeat(300)].entries()) {
      const result = await call(SIGN_UP, {
        input: signUpInput({ email: `edge${index}@example.com`, password, confirmPassword: password }),
      });
      expect(result.errors).toBeUndefined();
    }
  });

  it('lets exactly one of two simultaneous sign-ups with one e-mail through', async () => {
    const results = await Promise.all(
      [1, 2].map(() => call(SIGN_UP, { input: signUpInput({ email: 'twice@example.com' }) })),
    );
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.find((result) => result.errors)?.errors?.[0].extensions?.reason).toBe('EMAIL_TAKEN');
  });
});

describe('sign-in, refresh and sign-out', () => {
  const SIGN_IN =
    'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { id email } }';
  const REFRESH = 'mutation { refreshSession { id } }';

  beforeAll(async () => {
    await call(SIGN_UP, { input: signUpInput({ email: 'bob@example.com' }) });
  });

  it('signs in with the right password and refuses a wrong one or an unknown e-mail alike', async () => {
    const ok = await call(SIGN_IN, { email: 'BOB@example.com', password: 'correct horse' });
    expect(ok.data?.signIn.email).toBe('bob@example.com');
    expect(ok.sessionSet?.refreshToken).toMatch(/^[0-9a-f-]{36}\./);
    const wrong = await call(SIGN_IN, { email: 'bob@example.com', password: 'wrong horse' });
    const unknown = await call(SIGN_IN, { email: 'nobody@example.com', password: 'correct horse' });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'The e-mail or password is wrong',
      extensions: { reason: 'INVALID_CREDENTIALS' },
    });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'The e-mail or password is wrong',
      extensions: { reason: 'INVALID_CREDENTIALS' },
    });
  });

  it('locks one account for the address its wrong passwords come from (sign-in-limits.test.ts has the rest)', async () => {
    await call(SIGN_UP, { input: signUpInput({ email: 'carol@example.com' }) });
    const reasons: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      reasons.push(
        (await call(SIGN_IN, { email: 'carol@example.com', password: 'wrong horse' })).errors?.[0].extensions?.reason,
      );
    }
    expect(reasons).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'SIGN_IN_LOCKED',
      'SIGN_IN_LOCKED',
    ]);
    expect(
      (await call(SIGN_IN, { email: 'carol@example.com', password: 'correct horse' })).errors?.[0].extensions?.reason,
    ).toBe('SIGN_IN_LOCKED');
  });

  it('signs out: clears the cookies and the refresh token stops working', async () => {
    const token = (await call(SIGN_IN, { email: 'bob@example.com', password: 'correct horse' })).sessionSet!
      .refreshToken;
    const signedOut = await call('mutation { signOut }', {}, { refreshToken: token });
    expect(signedOut).toMatchObject({ data: { signOut: true }, sessionCleared: true });
    expect((await call(REFRESH, {}, { refreshToken: token })).errors?.[0].extensions?.reason).toBe('SESSION_INVALID');
    expect((await call('mutation { signOut }')).data?.signOut).toBe(true);
  });

  it('refuses, in identity, an access token whose session ended, though it has minutes left', async () => {
    const session = (await call(SIGN_IN, { email: 'bob@example.com', password: 'correct horse' })).sessionSet!;
    const other = (await call(SIGN_IN, { email: 'bob@example.com', password: 'correct horse' })).sessionSet!;
    const viewer = viewerOf(session.accessToken);
    expect((await call('{ me { email } }', {}, { viewer })).data?.me.email).toBe('bob@example.com');
    await call('mutation { signOut }', {}, { refreshToken: session.refreshToken });
    expect((await call('{ me { email } }', {}, { viewer })).data?.me).toBeNull();
    expect(
      (await call('mutation { updatePhone(mobileNumber: "+44 7700 900000") { id } }', {}, { viewer })).errors?.[0]
        .extensions?.reason,
    ).toBe('SESSION_INVALID');
    // The other session of the same customer goes on.
    expect((await call('{ me { email } }', {}, { viewer: viewerOf(other.accessToken) })).data?.me.email).toBe(
      'bob@example.com',
    );
  });

  it('refuses a malformed refresh token', async () => {
    expect((await call(REFRESH, {}, { refreshToken: 'garbage' })).errors?.[0].extensions?.reason).toBe(
      'SESSION_INVALID',
    );
  });
});
