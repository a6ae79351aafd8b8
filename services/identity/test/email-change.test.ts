import { sql } from 'drizzle-orm';
import { generateJwtKeys, queryRows, serviceMigrations, verifyAccessToken, type Viewer } from '@mc/platform';
import { startSubgraphHarness, type SubgraphHarness } from '@mc/platform/testing';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from '../src';
import { callIdentity, SIGN_UP, signUpInput, testIdentityOptions } from './identity-client';

const keys = generateJwtKeys();
let harness: SubgraphHarness;

beforeAll(async () => {
  harness = await startSubgraphHarness('idemail', serviceMigrations(IDENTITY_MIGRATIONS_DIR), (runtime) =>
    startIdentityService(runtime, {
      ...testIdentityOptions(),
      jwtPrivateKey: keys.privateKey,
    }),
  );
});
afterAll(() => harness.stop());

const call = (query: string, variables: Record<string, unknown> = {}, viewer?: Viewer) =>
  callIdentity(harness.url, query, variables, { viewer });
const CHANGE =
  'mutation ($t: String!, $n: String!, $c: String!) { changeEmail(token: $t, newEmail: $n, confirmNewEmail: $c) { email } }';

async function customer(email: string): Promise<Viewer> {
  return verifyAccessToken(
    keys.publicKey,
    (await call(SIGN_UP, { input: signUpInput({ email }) })).sessionSet!.accessToken,
  );
}

async function tokenMailedTo(recipient: string): Promise<string> {
  const [mail] = await queryRows<{ body_text: string }>(
    harness.database.orm,
    sql`select body_text from outgoing_mail where recipient = ${recipient} and kind = 'email-change' order by created_at desc limit 1`,
  );
  const token = /: ([A-Za-z0-9_-]{12})\n/.exec(mail?.body_text ?? '')?.[1];
  if (!token) throw new Error(`no e-mail change mail for ${recipient}`);
  return token;
}

describe('e-mail change', () => {
  it('mails a token to the current address and changes the e-mail with it, once', async () => {
    const viewer = await customer('old@example.com');
    expect((await call('mutation { requestEmailChange }', {}, viewer)).data?.requestEmailChange).toBe(true);
    const token = await tokenMailedTo('old@example.com');
    expect(
      (await call(CHANGE, { t: token, n: 'New@Example.com', c: 'new@example.com' }, viewer)).data?.changeEmail.email,
    ).toBe('new@example.com');
    expect(
      (await call(CHANGE, { t: token, n: 'newer@example.com', c: 'newer@example.com' }, viewer)).errors?.[0].extensions
        ?.reason,
    ).toBe('RESET_TOKEN_INVALID');
    expect(
      (
        await call('mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }', {
          e: 'new@example.com',
          p: 'correct horse',
        })
      ).errors,
    ).toBeUndefined();
  });

  it("refuses a mismatched confirmation, a taken address, another customer's token and a guest", async () => {
    const viewer = await customer('pat@example.com');
    const other = await customer('quinn@example.com');
    await call('mutation { requestEmailChange }', {}, viewer);
    const token = await tokenMailedTo('pat@example.com');
    expect(
      (await call(CHANGE, { t: token, n: 'a@example.com', c: 'b@example.com' }, viewer)).errors?.[0].extensions?.reason,
    ).toBe('INVALID_INPUT');
    expect(
      (await call(CHANGE, { t: token, n: 'quinn@example.com', c: 'quinn@example.com' }, viewer)).errors?.[0].extensions
        ?.reason,
    ).toBe('EMAIL_TAKEN');
    expect(
      (await call(CHANGE, { t: token, n: 'x@example.com', c: 'x@example.com' }, other)).errors?.[0].extensions?.reason,
    ).toBe('RESET_TOKEN_INVALID');
    expect((await call('mutation { requestEmailChange }')).errors?.[0].extensions?.reason).toBe('SIGN_IN_REQUIRED');
    expect((await call('{ me { email } }', {}, viewer)).data?.me.email).toBe('pat@example.com');
  });

  it('limits requests to three an hour', async () => {
    const viewer = await customer('rae@example.com');
    const reasons = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      reasons.push((await call('mutation { requestEmailChange }', {}, viewer)).errors?.[0].extensions?.reason);
    expect(reasons).toEqual([undefined, undefined, undefined, 'RATE_LIMITED']);
  });
});
