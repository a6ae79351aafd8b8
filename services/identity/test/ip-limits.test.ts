import { generateJwtKeys, serviceMigrations, verifyAccessToken, type Viewer } from '@mc/platform';
import { startSubgraphHarness, type SubgraphHarness } from '@mc/platform/testing';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from '../src';
import { callIdentity, SIGN_UP, signUpInput, testIdentityOptions } from './identity-client';

const keys = generateJwtKeys();
let harness: SubgraphHarness;
let nowMs = Date.parse('2030-06-01T00:00:00Z');

beforeAll(async () => {
  harness = await startSubgraphHarness('idiplimits', serviceMigrations(IDENTITY_MIGRATIONS_DIR), (runtime) =>
    startIdentityService(runtime, {
      ...testIdentityOptions(),
      jwtPrivateKey: keys.privateKey,
      ipLimits: { pin: 3, token: 2, reset: 2 },
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
const reasonOf = (result: Awaited<ReturnType<typeof call>>) => result.errors?.[0].extensions?.reason;
const RESET =
  'mutation ($t: String!) { resetPassword(token: $t, newPassword: "brand new pass", confirmNewPassword: "brand new pass") }';

async function customer(email: string): Promise<Viewer> {
  const result = await call(SIGN_UP, { input: signUpInput({ email }) });
  return verifyAccessToken(keys.publicKey, result.sessionSet!.accessToken);
}

describe('per-IP limits on PIN, token and reset calls', () => {
  it('limits reset requests per IP across e-mails, then lets the window pass', async () => {
    const ip = '198.51.100.1';
    const request = (email: string, clientIp = ip) =>
      call('mutation ($e: String!) { requestPasswordReset(email: $e) }', { e: email }, { clientIp });
    expect((await request('one@example.com')).data?.requestPasswordReset).toBe(true);
    expect((await request('two@example.com')).data?.requestPasswordReset).toBe(true);
    expect((await request('three@example.com')).errors?.[0].extensions).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'RATE_LIMITED',
    });
    expect(
      reasonOf(
        await call(
          'mutation ($e: String!) { requestAdminPasswordReset(email: $e) }',
          { e: 'boss@example.com' },
          { clientIp: ip },
        ),
      ),
    ).toBe('RATE_LIMITED');
    expect((await request('three@example.com', '198.51.100.2')).data?.requestPasswordReset).toBe(true);
    nowMs += 15 * 60_000;
    expect((await request('three@example.com')).data?.requestPasswordReset).toBe(true);
  });

  it('stops token guessing from one IP before a right token would work', async () => {
    const ip = '198.51.100.3';
    await call(SIGN_UP, { input: signUpInput({ email: 'guess@example.com' }) });
    expect(reasonOf(await call(RESET, { t: 'wrong-token-one' }, { clientIp: ip }))).toBe('RESET_TOKEN_INVALID');
    expect(reasonOf(await call(RESET, { t: 'wrong-token-two' }, { clientIp: ip }))).toBe('RESET_TOKEN_INVALID');
    expect(reasonOf(await call(RESET, { t: 'wrong-token-three' }, { clientIp: ip }))).toBe('RATE_LIMITED');
    expect(
      reasonOf(
        await call(
          'mutation { changeEmail(token: "x", newEmail: "a@example.com", confirmNewEmail: "a@example.com") { id } }',
          {},
          { clientIp: ip, viewer: await customer('mover@example.com') },
        ),
      ),
    ).toBe('RATE_LIMITED');
  });

  it('limits PIN requests and entries per IP, on top of the per-account five tries', async () => {
    const ip = '198.51.100.4';
    const first = await customer('pin.one@example.com');
    const second = await customer('pin.two@example.com');
    expect(
      (await call('mutation { requestDevicePin }', {}, { viewer: first, clientIp: ip })).data?.requestDevicePin,
    ).toBe(true);
    expect(
      reasonOf(await call('mutation { verifyDevice(pin: "00000") { id } }', {}, { viewer: first, clientIp: ip })),
    ).toMatch(/^PIN_(WRONG|LOCKED)$/);
    expect(
      reasonOf(await call('mutation { verifyDevice(pin: "00001") { id } }', {}, { viewer: first, clientIp: ip })),
    ).toMatch(/^PIN_(WRONG|LOCKED)$/);
    expect(reasonOf(await call('mutation { requestDevicePin }', {}, { viewer: second, clientIp: ip }))).toBe(
      'RATE_LIMITED',
    );
    expect(
      (await call('mutation { requestDevicePin }', {}, { viewer: second, clientIp: '198.51.100.5' })).data
        ?.requestDevicePin,
    ).toBe(true);
  });
});
