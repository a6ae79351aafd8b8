import { generateJwtKeys, serviceMigrations, verifyAccessToken, type Viewer } from '@mc/platform';
import { startSubgraphHarness, type SubgraphHarness } from '@mc/platform/testing';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from '../src';
import { callIdentity, SIGN_UP, signUpInput, testIdentityOptions } from './identity-client';

/** The admin's own photo, the customer's e-mail language, and the newest open message on the user. */
const keys = generateJwtKeys();
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
let harness: SubgraphHarness;
let root: Viewer;

const call = (
  query: string,
  variables: Record<string, unknown> = {},
  options: Parameters<typeof callIdentity>[3] = {},
) => callIdentity(harness.url, query, variables, options);
const viewerOf = (token: string) => verifyAccessToken(keys.publicKey, token);
const PHOTO = 'mutation ($p: ImageUpload!) { updateAdminPhoto(photo: $p) { id photo } }';

async function customer(email: string): Promise<{ id: string; viewer: Viewer }> {
  const result = await call(SIGN_UP, { input: signUpInput({ email }) });
  return { id: result.data?.signUp.id, viewer: viewerOf(result.sessionSet!.accessToken) };
}

beforeAll(async () => {
  harness = await startSubgraphHarness('idextras', serviceMigrations(IDENTITY_MIGRATIONS_DIR), (runtime) =>
    startIdentityService(runtime, {
      ...testIdentityOptions(),
      jwtPrivateKey: keys.privateKey,
      bootstrapAdmin: ROOT,
    }),
  );
  root = viewerOf(
    (
      await call('mutation ($e: String!, $p: String!) { adminSignIn(email: $e, password: $p) { id } }', {
        e: ROOT.email,
        p: ROOT.password,
      })
    ).sessionSet!.accessToken,
  );
});
afterAll(() => harness.stop());

describe("the admin's own photo", () => {
  it('saves a PNG, serves it to admins and audits the change', async () => {
    expect((await call('{ currentAdmin { photo } }', {}, { viewer: root })).data?.currentAdmin.photo).toBeNull();
    const saved = await call(
      PHOTO,
      { p: { fileName: 'me.png', base64: PNG } },
      { viewer: root, clientIp: '203.0.113.4' },
    );
    expect(saved.data?.updateAdminPhoto.photo).toMatch(/^\/images\/[a-f0-9]{32}\.png$/);
    expect((await call('{ currentAdmin { photo } }', {}, { viewer: root })).data?.currentAdmin.photo).toBe(
      saved.data?.updateAdminPhoto.photo,
    );
    const log = await call('{ auditLog(search: "admin.photo") { items { operation ip } } }', {}, { viewer: root });
    expect(log.data?.auditLog.items).toEqual([{ operation: 'admin.photo.updated', ip: '203.0.113.4' }]);
  });

  it('refuses a file that is not an image, and customers, changing nothing', async () => {
    const before = (await call('{ currentAdmin { photo } }', {}, { viewer: root })).data?.currentAdmin.photo;
    const fake = await call(
      PHOTO,
      { p: { fileName: 'me.png', base64: Buffer.from('%PDF-1.4').toString('base64') } },
      { viewer: root },
    );
    expect(fake.errors?.[0]).toMatchObject({
      message: 'The photo image is not a JPEG or PNG image',
      extensions: { reason: 'IMAGE_INVALID' },
    });
    const ann = await customer('ann.extras@example.com');
    expect(
      (await call(PHOTO, { p: { fileName: 'me.png', base64: PNG } }, { viewer: ann.viewer })).errors?.[0].extensions
        ?.reason,
    ).toBe('ADMIN_ROLE_REQUIRED');
    expect((await call('{ currentAdmin { photo } }', {}, { viewer: root })).data?.currentAdmin.photo).toBe(before);
  });
});

describe('the language of e-mails', () => {
  it('changes to one of the five languages and refuses any other', async () => {
    const bob = await customer('bob.extras@example.com');
    const LANGUAGE = 'mutation ($l: String!) { updateLanguage(language: $l) { language } }';
    expect((await call(LANGUAGE, { l: 'de' }, { viewer: bob.viewer })).data?.updateLanguage.language).toBe('de');
    expect((await call(LANGUAGE, { l: 'xx' }, { viewer: bob.viewer })).errors?.[0]).toMatchObject({
      message: 'language must be one of en, ru, de, es, fr',
      extensions: { reason: 'INVALID_INPUT' },
    });
    expect((await call(LANGUAGE, { l: 'fr' })).errors?.[0].extensions?.reason).toBe('SIGN_IN_REQUIRED');
    expect((await call('{ me { language } }', {}, { viewer: bob.viewer })).data?.me.language).toBe('de');
  });
});

describe('refusals of one argument', () => {
  it('name the argument at fault, in the message and in details.fields', async () => {
    const dee = await customer('dee.extras@example.com');
    const reset = await call('mutation ($e: String!) { requestPasswordReset(email: $e) }', { e: 'not an e-mail' });
    expect(reset.errors?.[0]).toMatchObject({
      message: 'email must be an e-mail address',
      extensions: {
        reason: 'INVALID_INPUT',
        details: { fields: [{ field: 'email', problem: 'must be an e-mail address' }] },
      },
    });
    const PHONE = 'mutation ($m: String!) { updatePhone(mobileNumber: $m) { id } }';
    const phone = await call(PHONE, { m: 'call me' }, { viewer: dee.viewer });
    expect(phone.errors?.[0].extensions?.details).toEqual({
      fields: [{ field: 'mobileNumber', problem: 'must be a phone number (digits, spaces, + ( ) -)' }],
    });
    const differing = await call(SIGN_UP, {
      input: signUpInput({ email: 'eve.extras@example.com', confirmPassword: 'other' }),
    });
    expect(differing.errors?.[0].extensions).toMatchObject({
      reason: 'PASSWORDS_DIFFER',
      details: { fields: [{ field: 'confirmPassword', problem: 'must match password' }] },
    });
  });
});

describe('the newest open message on the user', () => {
  it('is the latest message not dismissed, for the customer and admins', async () => {
    const cy = await customer('cy.extras@example.com');
    const SEND =
      'mutation ($u: ID!, $b: String!, $t: MessageType!) { sendMessage(userId: $u, body: $b, type: $t) { id } }';
    expect(
      (await call('{ me { latestOpenMessage { body } } }', {}, { viewer: cy.viewer })).data?.me.latestOpenMessage,
    ).toBeNull();
    await call(SEND, { u: cy.id, b: 'First', t: 'NORMAL' }, { viewer: root });
    const second = await call(SEND, { u: cy.id, b: 'Second', t: 'POPUP' }, { viewer: root });
    expect(
      (await call('{ me { latestOpenMessage { body type } } }', {}, { viewer: cy.viewer })).data?.me.latestOpenMessage,
    ).toEqual({ body: 'Second', type: 'POPUP' });
    await call(
      'mutation ($id: ID!) { dismissMessage(id: $id) }',
      { id: second.data?.sendMessage.id },
      { viewer: cy.viewer },
    );
    expect(
      (await call(`{ customer(id: "${cy.id}") { latestOpenMessage { body type } } }`, {}, { viewer: root })).data
        ?.customer.latestOpenMessage,
    ).toEqual({ body: 'First', type: 'NORMAL' });
  });
});
