import { randomUUID } from 'node:crypto';
import { generateJwtKeys, serviceMigrations, verifyAccessToken, type Viewer } from '@mc/platform';
import { startSubgraphHarness, waitFor, type SubgraphHarness } from '@mc/platform/testing';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from '../src';
import { callIdentity, SIGN_UP, signUpInput, testIdentityOptions } from './identity-client';

const keys = generateJwtKeys();
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
let harness: SubgraphHarness;
let compliance: Viewer;
let operator: Viewer;
const events: { subject: string; payload: unknown }[] = [];

// Smallest real files of each kind: a 1×1 PNG and the first bytes of a JPEG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0sample')]);
const upload = (fileName: string, bytes: Buffer) => ({ fileName, base64: bytes.toString('base64') });
const SUBMIT =
  'mutation ($f: ImageUpload!, $b: ImageUpload!) { submitIdentityDocuments(front: $f, back: $b) { identityCheck } }';
const REVIEW =
  'mutation ($u: ID!, $d: IdentityDecision!, $r: String) { reviewIdentityCheck(userId: $u, decision: $d, reason: $r) { identityCheck identityCheckDeclineReason } }';

const call = (
  query: string,
  variables: Record<string, unknown> = {},
  options: Parameters<typeof callIdentity>[3] = {},
) => callIdentity(harness.url, query, variables, options);
const viewerOf = (token: string) => verifyAccessToken(keys.publicKey, token);

async function customer(email: string): Promise<{ id: string; viewer: Viewer }> {
  const result = await call(SIGN_UP, { input: signUpInput({ email }) });
  return { id: result.data?.signUp.id, viewer: viewerOf(result.sessionSet!.accessToken) };
}

beforeAll(async () => {
  harness = await startSubgraphHarness('idcheck', serviceMigrations(IDENTITY_MIGRATIONS_DIR), (runtime) =>
    startIdentityService(runtime, {
      ...testIdentityOptions(),
      jwtPrivateKey: keys.privateKey,
      bootstrapAdmin: ROOT,
    }),
  );
  await harness.bus.consume({
    durableName: 't',
    stream: 'identity',
    subjects: ['identity.identity.*'],
    handler: async (event) => void events.push({ subject: event.subject, payload: event.payload }),
  });
  const root = viewerOf(
    (await call('mutation { adminSignIn(email: "root@cloudmine.test", password: "root password") { id } }')).sessionSet!
      .accessToken,
  );
  const create = 'mutation ($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
  await call(
    create,
    {
      input: {
        email: 'kyc@cloudmine.test',
        firstName: 'K',
        lastName: 'Y',
        password: 'compliance pass',
        roles: ['COMPLIANCE'],
      },
    },
    { viewer: root },
  );
  await call(
    create,
    {
      input: {
        email: 'op@cloudmine.test',
        firstName: 'O',
        lastName: 'P',
        password: 'operator pass',
        roles: ['OPERATOR'],
      },
    },
    { viewer: root },
  );
  compliance = viewerOf(
    (await call('mutation { adminSignIn(email: "kyc@cloudmine.test", password: "compliance pass") { id } }'))
      .sessionSet!.accessToken,
  );
  operator = viewerOf(
    (await call('mutation { adminSignIn(email: "op@cloudmine.test", password: "operator pass") { id } }')).sessionSet!
      .accessToken,
  );
});
afterAll(() => harness.stop());

describe('identity check', () => {
  it('takes front and back images, awaits review, and shows them to the customer and admins only', async () => {
    const ana = await customer('ana.kyc@example.com');
    expect(
      (await call(SUBMIT, { f: upload('front.JPG', JPEG), b: upload('back.png', PNG) }, { viewer: ana.viewer })).data
        ?.submitIdentityDocuments.identityCheck,
    ).toBe('AWAITING_REVIEW');
    const own = await call('{ me { identityDocuments { front back } } }', {}, { viewer: ana.viewer });
    expect(own.data?.me.identityDocuments.front).toMatch(/^\/images\/[a-f0-9]{32}\.jpg$/);
    expect(own.data?.me.identityDocuments.back).toMatch(/^\/images\/[a-f0-9]{32}\.png$/);
    const byAdmin = await call(
      `{ customer(id: "${ana.id}") { identityDocuments { front } } }`,
      {},
      { viewer: operator },
    );
    expect(byAdmin.data?.customer.identityDocuments.front).toBe(own.data?.me.identityDocuments.front);
    expect(
      (await call(SUBMIT, { f: upload('a.jpg', JPEG), b: upload('b.jpg', JPEG) }, { viewer: ana.viewer })).errors?.[0]
        .extensions?.reason,
    ).toBe('IDENTITY_CHECK_NOT_OPEN');
    await waitFor(() => events.some((event) => event.subject === 'identity.identity.submitted'));
  });

  it.each([
    ['a text file named .jpg', upload('id.jpg', Buffer.from('not an image at all')), /not a JPEG or PNG/],
    ['a PNG named .gif', upload('id.gif', PNG), /must be a .jpg, .jpeg or .png/],
    ['an image over 4 MB', upload('big.jpg', Buffer.concat([JPEG, Buffer.alloc(4 * 1024 * 1024)])), /larger than 4 MB/],
    ['text that is not base64', { fileName: 'x.png', base64: 'data:image/png;base64,@@@' }, /not valid base64/],
  ])('refuses %s and changes nothing', async (_case, front, problem) => {
    const bo = await customer(`bo-${randomUUID()}@example.com`);
    const result = await call(SUBMIT, { f: front, b: upload('b.png', PNG) }, { viewer: bo.viewer });
    expect(result.errors?.[0]).toMatchObject({
      message: expect.stringMatching(problem),
      extensions: { code: 'BAD_REQUEST', reason: 'IMAGE_INVALID' },
    });
    expect(
      (await call('{ me { identityCheck identityDocuments { front } } }', {}, { viewer: bo.viewer })).data?.me,
    ).toEqual({ identityCheck: 'NOT_SUBMITTED', identityDocuments: null });
  });

  it('lets COMPLIANCE decline with a reason (back to not submitted) and approve a new submission; e-mails each decision', async () => {
    const cy = await customer('cy.kyc@example.com');
    await call(SUBMIT, { f: upload('f.png', PNG), b: upload('b.png', PNG) }, { viewer: cy.viewer });
    expect(
      (await call(REVIEW, { u: cy.id, d: 'DECLINE', r: 'x' }, { viewer: compliance })).errors?.[0].extensions?.reason,
    ).toBe('INVALID_INPUT');
    expect((await call(REVIEW, { u: cy.id, d: 'APPROVE' }, { viewer: operator })).errors?.[0].extensions?.reason).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
    const declined = await call(REVIEW, { u: cy.id, d: 'DECLINE', r: 'The photo is blurred' }, { viewer: compliance });
    expect(declined.data?.reviewIdentityCheck).toEqual({
      identityCheck: 'NOT_SUBMITTED',
      identityCheckDeclineReason: 'The photo is blurred',
    });
    expect(
      (await call(REVIEW, { u: cy.id, d: 'APPROVE' }, { viewer: compliance })).errors?.[0].extensions?.reason,
    ).toBe('IDENTITY_CHECK_NOT_AWAITING');
    await call(SUBMIT, { f: upload('f2.png', PNG), b: upload('b2.png', PNG) }, { viewer: cy.viewer });
    expect((await call(REVIEW, { u: cy.id, d: 'APPROVE' }, { viewer: compliance })).data?.reviewIdentityCheck).toEqual({
      identityCheck: 'APPROVED',
      identityCheckDeclineReason: null,
    });
    const mails = await call('{ mailbox(search: "cy.kyc@") { items { subject kind } } }', {}, { viewer: compliance });
    expect(mails.data?.mailbox.items.map((mail: { subject: string }) => mail.subject)).toEqual([
      'Your identity is verified',
      'Your identity check was declined',
    ]);
    await waitFor(() => events.filter((event) => (event.payload as { userId: string }).userId === cy.id).length === 4);
    expect(
      (await call(`{ customer(id: "${randomUUID()}") { id } }`, {}, { viewer: compliance })).data?.customer,
    ).toBeNull();
  });

  it('sets a profile photo checked like the documents, visible to the customer and admins', async () => {
    const fin = await customer('fin.photo@example.com');
    const PHOTO = 'mutation ($p: ImageUpload!) { updateProfilePhoto(photo: $p) { photo } }';
    expect(
      (await call(PHOTO, { p: upload('me.png', Buffer.from('GIF89a not allowed')) }, { viewer: fin.viewer }))
        .errors?.[0].extensions?.reason,
    ).toBe('IMAGE_INVALID');
    expect(
      (await call(PHOTO, { p: upload('me.png', PNG) }, { viewer: fin.viewer })).data?.updateProfilePhoto.photo,
    ).toMatch(/^\/images\/[a-f0-9]{32}\.png$/);
    expect(
      (await call(`{ customer(id: "${fin.id}") { photo } }`, {}, { viewer: operator })).data?.customer.photo,
    ).toMatch(/^\/images\/[a-f0-9]{32}\.png$/);
    expect((await call(PHOTO, { p: upload('me.png', PNG) })).errors?.[0].extensions?.reason).toBe('SIGN_IN_REQUIRED');
  });

  it('refuses a guest and another customer the documents', async () => {
    const dee = await customer('dee.kyc@example.com');
    await call(SUBMIT, { f: upload('f.png', PNG), b: upload('b.png', PNG) }, { viewer: dee.viewer });
    expect(
      (await call(SUBMIT, { f: upload('f.png', PNG), b: upload('b.png', PNG) })).errors?.[0].extensions?.reason,
    ).toBe('SIGN_IN_REQUIRED');
    const eve = await customer('eve.kyc@example.com');
    expect(
      (await call(`{ customer(id: "${dee.id}") { identityDocuments { front } } }`, {}, { viewer: eve.viewer }))
        .errors?.[0].extensions?.reason,
    ).toBe('ADMIN_ROLE_REQUIRED');
  });
});
