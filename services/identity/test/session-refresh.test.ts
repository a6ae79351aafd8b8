import { sql } from 'drizzle-orm';
import { generateJwtKeys, queryRows, serviceMigrations } from '@mc/platform';
import { startSubgraphHarness, type SubgraphHarness } from '@mc/platform/testing';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from '../src';
import { hashSecret, parseRefreshToken, REFRESH_GRACE_MS } from '../src/auth/refresh-tokens';
import { callIdentity, SIGN_UP, signUpInput, testIdentityOptions, type CallResult } from './identity-client';

/**
 * Refresh-token rotation (DESIGN.md §9): a replayed, rotated-away token ends the session, except
 * the one the last refresh replaced, within REFRESH_GRACE_MS: that is another tab of the same
 * browser refreshing at the same time (docs/identity.md).
 */
const keys = generateJwtKeys();
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
let harness: SubgraphHarness;
let nowMs = Date.parse('2030-06-01T00:00:00Z');

beforeAll(async () => {
  harness = await startSubgraphHarness('idrefresh', serviceMigrations(IDENTITY_MIGRATIONS_DIR), (runtime) =>
    startIdentityService(runtime, {
      ...testIdentityOptions(),
      jwtPrivateKey: keys.privateKey,
      bootstrapAdmin: ROOT,
      now: () => nowMs,
    }),
  );
});
afterAll(() => harness.stop());

const REFRESH = 'mutation { refreshSession { id } }';
const ADMIN_REFRESH = 'mutation { refreshAdminSession { id } }';
const ADMIN_SIGN_IN =
  'mutation ($email: String!, $password: String!) { adminSignIn(email: $email, password: $password) { id } }';

const refresh = (refreshToken: string, query = REFRESH) => callIdentity(harness.url, query, {}, { refreshToken });
const reasonOf = (result: CallResult) => result.errors?.[0].extensions?.reason;

/** Signs a new customer up: their id and the refresh token of the session that opens. */
async function signUp(email: string): Promise<{ userId: string; token: string }> {
  const result = await callIdentity(harness.url, SIGN_UP, { input: signUpInput({ email }) });
  if (!result.sessionSet) throw new Error(JSON.stringify(result.errors));
  return { userId: result.data?.signUp.id, token: result.sessionSet.refreshToken };
}

type StoredSession = { secret_hash: string; previous_secret_hash: string | null; revoked_at: Date | null };

async function storedSession(refreshToken: string): Promise<StoredSession> {
  const [row] = await queryRows<StoredSession>(
    harness.database.orm,
    sql`select secret_hash, previous_secret_hash, revoked_at from sessions where id = ${parseRefreshToken(refreshToken)!.sessionId}`,
  );
  return row;
}

const hashOf = (refreshToken: string) => hashSecret(parseRefreshToken(refreshToken)!.secret);

describe('refreshing a session', () => {
  it('rotates the refresh token, and ends the session when the replaced one comes back after the grace window', async () => {
    const { userId, token: first } = await signUp('late@example.com');
    const refreshed = await refresh(first);
    expect(refreshed.data?.refreshSession.id).toBe(userId);
    const second = refreshed.sessionSet!.refreshToken;
    expect(second).not.toBe(first);
    nowMs += REFRESH_GRACE_MS;
    const replay = await refresh(first);
    expect(replay.errors?.[0]).toMatchObject({
      message: 'This session was ended for your safety: sign in again',
      extensions: { reason: 'SESSION_INVALID' },
    });
    expect(replay.sessionCleared).toBe(true);
    expect(reasonOf(await refresh(second))).toBe('SESSION_INVALID');
    expect((await storedSession(second)).revoked_at).not.toBeNull();
  });

  it('lets exactly one of two refreshes at once with one token rotate; the other is told to retry', async () => {
    const { token } = await signUp('tabs@example.com');
    const results = await Promise.all([refresh(token), refresh(token)]);
    const winner = results.find((result) => !result.errors)!;
    const loser = results.find((result) => result.errors)!;
    expect(winner?.sessionSet?.refreshToken).toBeDefined();
    expect(loser?.errors?.[0]).toMatchObject({
      message: 'This session was just refreshed in another tab: retry',
      extensions: { code: 'CONFLICT', reason: 'REFRESHED_ELSEWHERE' },
    });
    // The loser's answer leaves the browser's cookies alone: they are the winner's by now.
    expect(loser).toMatchObject({ sessionSet: undefined, sessionCleared: false });
    const winnerToken = winner.sessionSet!.refreshToken;
    expect(await storedSession(token)).toEqual({
      secret_hash: hashOf(winnerToken),
      previous_secret_hash: hashOf(token),
      revoked_at: null,
    });
    const next = await refresh(winnerToken);
    expect(next.errors).toBeUndefined();
    expect(next.sessionSet?.refreshToken).not.toBe(winnerToken);
  });

  it('answers the same refresh sent twice within the window with a retry, and ends nothing', async () => {
    const { token } = await signUp('twice@example.com');
    const first = await refresh(token);
    nowMs += REFRESH_GRACE_MS - 1;
    const again = await refresh(token);
    expect(reasonOf(again)).toBe('REFRESHED_ELSEWHERE');
    expect(again).toMatchObject({ sessionSet: undefined, sessionCleared: false });
    expect((await storedSession(token)).revoked_at).toBeNull();
    expect((await refresh(first.sessionSet!.refreshToken)).errors).toBeUndefined();
  });

  it('ends the session when a token older than the replaced one comes back, even within the window', async () => {
    const { token: oldest } = await signUp('oldest@example.com');
    const middle = (await refresh(oldest)).sessionSet!.refreshToken;
    const newest = (await refresh(middle)).sessionSet!.refreshToken;
    expect(reasonOf(await refresh(oldest))).toBe('SESSION_INVALID');
    expect((await storedSession(oldest)).revoked_at).not.toBeNull();
    expect(reasonOf(await refresh(newest))).toBe('SESSION_INVALID');
  });

  it('treats two admin refreshes at once alike', async () => {
    const signedIn = await callIdentity(harness.url, ADMIN_SIGN_IN, ROOT);
    const token = signedIn.sessionSet!.refreshToken;
    const results = await Promise.all([refresh(token, ADMIN_REFRESH), refresh(token, ADMIN_REFRESH)]);
    expect(results.map(reasonOf).sort()).toEqual(['REFRESHED_ELSEWHERE', undefined]);
    expect(results.some((result) => result.sessionCleared)).toBe(false);
    const winner = results.find((result) => !result.errors)!.sessionSet!.refreshToken;
    expect((await refresh(winner, ADMIN_REFRESH)).errors).toBeUndefined();
  });
});
