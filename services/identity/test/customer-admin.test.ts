import { randomUUID } from 'node:crypto';
import { generateJwtKeys, serviceMigrations, verifyAccessToken, type Viewer } from '@mc/platform';
import { startSubgraphHarness, waitFor, type SubgraphHarness } from '@mc/platform/testing';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from '../src';
import { callIdentity, latestPin, SIGN_UP, signUpInput, testIdentityOptions } from './identity-client';

const keys = generateJwtKeys();
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
let harness: SubgraphHarness;
let root: Viewer;
let operator: Viewer;
let compliance: Viewer;

const call = (
  query: string,
  variables: Record<string, unknown> = {},
  options: Parameters<typeof callIdentity>[3] = {},
) => callIdentity(harness.url, query, variables, options);
const viewerOf = (token: string) => verifyAccessToken(keys.publicKey, token);

async function adminViewer(email: string, password: string): Promise<Viewer> {
  return viewerOf(
    (
      await call('mutation ($e: String!, $p: String!) { adminSignIn(email: $e, password: $p) { id } }', {
        e: email,
        p: password,
      })
    ).sessionSet!.accessToken,
  );
}

async function customer(email: string): Promise<{ id: string; viewer: Viewer; refreshToken: string }> {
  const result = await call(SIGN_UP, { input: signUpInput({ email }) });
  return {
    id: result.data?.signUp.id,
    viewer: viewerOf(result.sessionSet!.accessToken),
    refreshToken: result.sessionSet!.refreshToken,
  };
}

beforeAll(async () => {
  harness = await startSubgraphHarness('idcustomers', serviceMigrations(IDENTITY_MIGRATIONS_DIR), (runtime) =>
    startIdentityService(runtime, {
      ...testIdentityOptions(),
      jwtPrivateKey: keys.privateKey,
      bootstrapAdmin: ROOT,
    }),
  );
  root = await adminViewer(ROOT.email, ROOT.password);
  const create = 'mutation ($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
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
  operator = await adminViewer('op@cloudmine.test', 'operator pass');
  compliance = await adminViewer('kyc@cloudmine.test', 'compliance pass');
});
afterAll(() => harness.stop());

describe('admin operations on customers', () => {
  it('lists and searches customers for any admin, never to a customer', async () => {
    const anna = await customer('anna.list@example.com');
    await customer('bert.list@example.com');
    const found = await call(
      '{ customers(search: "anna.list") { total items { id email identityCheck deviceVerified } } }',
      {},
      { viewer: compliance },
    );
    expect(found.data?.customers).toEqual({
      total: 1,
      items: [{ id: anna.id, email: 'anna.list@example.com', identityCheck: 'NOT_SUBMITTED', deviceVerified: false }],
    });
    expect(
      (await call('{ customers(search: "50%_") { total } }', {}, { viewer: operator })).data?.customers.total,
    ).toBe(0);
    expect(
      (await call(`{ customer(id: "${anna.id}") { email } }`, {}, { viewer: operator })).data?.customer.email,
    ).toBe('anna.list@example.com');
    expect(
      (await call(`{ customer(id: "${randomUUID()}") { email } }`, {}, { viewer: operator })).data?.customer,
    ).toBeNull();
    expect((await call('{ customers { total } }', {}, { viewer: anna.viewer })).errors?.[0].extensions?.reason).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
  });

  it('sends a Popup message live and as an open message the customer can dismiss, audited', async () => {
    const carl = await customer('carl@example.com');
    const live: unknown[] = [];
    const stop = harness.bus.subscribeLive(`live.message.${carl.id}`, (_subject, data) => live.push(data));
    const sent = await call(
      'mutation ($u: ID!, $b: String!, $t: MessageType!) { sendMessage(userId: $u, body: $b, type: $t) { id type } }',
      { u: carl.id, b: 'Your withdrawal is on its way', t: 'POPUP' },
      { viewer: operator, clientIp: '198.51.100.7' },
    );
    expect(sent.data?.sendMessage.type).toBe('POPUP');
    await waitFor(() => live.length === 1);
    stop();
    expect(live[0]).toMatchObject({
      id: sent.data?.sendMessage.id,
      body: 'Your withdrawal is on its way',
      type: 'POPUP',
    });
    const open = await call('{ myMessages { id body type } }', {}, { viewer: carl.viewer });
    expect(open.data?.myMessages).toEqual([
      { id: sent.data?.sendMessage.id, body: 'Your withdrawal is on its way', type: 'POPUP' },
    ]);
    const other = await customer('dora@example.com');
    expect(
      (
        await call(
          'mutation ($id: ID!) { dismissMessage(id: $id) }',
          { id: sent.data?.sendMessage.id },
          { viewer: other.viewer },
        )
      ).errors?.[0].extensions?.reason,
    ).toBe('MESSAGE_NOT_FOUND');
    expect(
      (
        await call(
          'mutation ($id: ID!) { dismissMessage(id: $id) }',
          { id: sent.data?.sendMessage.id },
          { viewer: carl.viewer },
        )
      ).data?.dismissMessage,
    ).toBe(true);
    expect((await call('{ myMessages { id } }', {}, { viewer: carl.viewer })).data?.myMessages).toEqual([]);
    const log = await call(`{ auditLog(search: "${carl.id}") { items { operation ip } } }`, {}, { viewer: root });
    expect(log.data?.auditLog.items).toContainEqual({ operation: 'customer.message.sent', ip: '198.51.100.7' });
  });

  it('refuses messages from a COMPLIANCE admin, to an unknown user, and empty or oversized ones', async () => {
    const erin = await customer('erin@example.com');
    const SEND = 'mutation ($u: ID!, $b: String!) { sendMessage(userId: $u, body: $b, type: NORMAL) { id } }';
    expect((await call(SEND, { u: erin.id, b: 'hi' }, { viewer: compliance })).errors?.[0].extensions?.reason).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
    expect((await call(SEND, { u: randomUUID(), b: 'hi' }, { viewer: operator })).errors?.[0]).toMatchObject({
      message: 'User Not Found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await call(SEND, { u: erin.id, b: '  ' }, { viewer: operator })).errors?.[0].extensions?.reason).toBe(
      'INVALID_INPUT',
    );
    expect(
      (await call(SEND, { u: erin.id, b: 'x'.repeat(2001) }, { viewer: operator })).errors?.[0].extensions?.reason,
    ).toBe('INVALID_INPUT');
    expect((await call('{ myMessages { id } }', {}, { viewer: erin.viewer })).data?.myMessages).toEqual([]);
  });

  it("clears a customer's open messages (the message form sent empty), audited; twice clears none", async () => {
    const max = await customer('max@example.com');
    const SEND = 'mutation ($u: ID!, $b: String!) { sendMessage(userId: $u, body: $b, type: NORMAL) { id } }';
    await call(SEND, { u: max.id, b: 'first' }, { viewer: operator });
    await call(SEND, { u: max.id, b: 'second' }, { viewer: operator });
    const CLEAR = 'mutation ($u: ID!) { clearCustomerMessages(userId: $u) }';
    expect((await call(CLEAR, { u: max.id }, { viewer: compliance })).errors?.[0].extensions?.reason).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
    expect((await call(CLEAR, { u: max.id }, { viewer: max.viewer })).errors?.[0].extensions?.reason).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
    expect((await call(CLEAR, { u: max.id }, { viewer: operator })).data?.clearCustomerMessages).toBe(2);
    expect((await call('{ myMessages { id } }', {}, { viewer: max.viewer })).data?.myMessages).toEqual([]);
    expect((await call(CLEAR, { u: max.id }, { viewer: operator })).data?.clearCustomerMessages).toBe(0);
    expect(
      JSON.stringify(
        (await call(`{ auditLog(search: "${max.id}") { items { operation } } }`, {}, { viewer: root })).data,
      ),
    ).toContain('customer.messages.cleared');
  });

  it('e-mails a customer into the mailbox, audited', async () => {
    const fay = await customer('fay@example.com');
    const sent = await call(
      'mutation ($u: ID!) { sendCustomerEmail(userId: $u, subject: "Hello", body: "Welcome aboard") }',
      { u: fay.id },
      { viewer: operator },
    );
    expect(sent.data?.sendCustomerEmail).toBe(true);
    const box = await call(
      '{ mailbox(search: "fay@example.com") { items { subject body kind } } }',
      {},
      { viewer: operator },
    );
    expect(box.data?.mailbox.items[0]).toEqual({ subject: 'Hello', body: 'Welcome aboard', kind: 'admin-email' });
  });

  it('hides PINs and reset tokens in the mailbox from admins; only a superadmin sees them while no SMTP delivers', async () => {
    const iris = await customer('iris@example.com');
    expect((await call('mutation { requestDevicePin }', {}, { viewer: iris.viewer })).data?.requestDevicePin).toBe(
      true,
    );
    const pin = await latestPin(harness.database.orm, 'iris@example.com');
    await call('mutation ($e: String!) { requestPasswordReset(email: $e) }', { e: 'iris@example.com' });
    const MAIL = '{ mailbox(search: "iris@example.com") { items { kind body } } }';
    const asOperator = (await call(MAIL, {}, { viewer: operator })).data?.mailbox.items as {
      kind: string;
      body: string;
    }[];
    const pinMail = asOperator.find((mail) => mail.kind === 'device-pin')!;
    const resetMail = asOperator.find((mail) => mail.kind === 'user-password-reset')!;
    expect(pinMail.body).toContain('•••••');
    expect(pinMail.body).not.toContain(pin);
    expect(resetMail.body).toContain('token=•••••');
    const asRoot = (await call(MAIL, {}, { viewer: root })).data?.mailbox.items as { kind: string; body: string }[];
    expect(asRoot.find((mail) => mail.kind === 'device-pin')!.body).toContain(pin);
  });

  it('lets COMPLIANCE skip the identity check once', async () => {
    const gus = await customer('gus@example.com');
    const SKIP = 'mutation ($u: ID!) { skipCustomerIdentityCheck(userId: $u) { identityCheckSkipped } }';
    expect((await call(SKIP, { u: gus.id }, { viewer: operator })).errors?.[0].extensions?.reason).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
    // The GraphQL form of issue 24's item 4: a customer naming another customer's id is refused (403).
    const nosy = await customer('nosy@example.com');
    expect((await call(SKIP, { u: gus.id }, { viewer: nosy.viewer })).errors?.[0].extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'ADMIN_ROLE_REQUIRED',
    });
    expect(
      (await call('{ me { identityCheckSkipped } }', {}, { viewer: nosy.viewer })).data?.me.identityCheckSkipped,
    ).toBe(false);
    expect(
      (await call(SKIP, { u: gus.id }, { viewer: compliance })).data?.skipCustomerIdentityCheck.identityCheckSkipped,
    ).toBe(true);
    const box = await call(
      '{ mailbox(search: "gus@example.com") { items { subject kind } } }',
      {},
      { viewer: compliance },
    );
    expect(box.data?.mailbox.items).toEqual([
      { subject: 'You may skip the identity upload for now', kind: 'identity-decision' },
    ]);
    expect((await call(SKIP, { u: gus.id }, { viewer: compliance })).errors?.[0].extensions?.reason).toBe(
      'IDENTITY_CHECK_NOT_SKIPPABLE',
    );
  });

  it("lets an OPERATOR resend a device PIN that the admin never sees, under the customer's resend limits, audited", async () => {
    const jon = await customer('jon@example.com');
    const RESEND = 'mutation ($u: ID!) { resendCustomerDevicePin(userId: $u) }';
    expect((await call(RESEND, { u: jon.id }, { viewer: compliance })).errors?.[0].extensions?.reason).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
    expect((await call(RESEND, { u: jon.id }, { viewer: jon.viewer })).errors?.[0].extensions?.reason).toBe(
      'ADMIN_ROLE_REQUIRED',
    );
    expect((await call(RESEND, { u: randomUUID() }, { viewer: operator })).errors?.[0].extensions?.reason).toBe(
      'USER_NOT_FOUND',
    );
    const sent = await call(RESEND, { u: jon.id }, { viewer: operator, clientIp: '192.0.2.44' });
    expect(sent.data?.resendCustomerDevicePin).toBe(true);
    const pin = await latestPin(harness.database.orm, 'jon@example.com');
    expect((await call(RESEND, { u: jon.id }, { viewer: operator })).errors?.[0].extensions).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'PIN_RESEND_TOO_SOON',
    });
    const log = JSON.stringify(
      (await call(`{ auditLog(search: "${jon.id}") { items { operation ip after } } }`, {}, { viewer: root })).data,
    );
    expect(log).toContain('customer.device_pin.resent');
    expect(log).toContain('192.0.2.44');
    expect(log).not.toContain(pin);
    expect(
      (
        await call(
          'mutation ($p: String!) { verifyDevice(pin: $p) { deviceVerified } }',
          { p: pin },
          { viewer: jon.viewer },
        )
      ).data?.verifyDevice.deviceVerified,
    ).toBe(true);
    expect((await call(RESEND, { u: jon.id }, { viewer: operator })).errors?.[0].extensions?.reason).toBe(
      'DEVICE_ALREADY_VERIFIED',
    );
  });

  it('deactivates a customer: sessions end, sign-in is refused, the record stays, twice is a conflict', async () => {
    const hal = await customer('hal@example.com');
    const DEACTIVATE =
      'mutation ($u: ID!, $r: String!) { deactivateCustomer(userId: $u, reason: $r) { deactivatedAt email } }';
    expect((await call(DEACTIVATE, { u: hal.id, r: 'x' }, { viewer: operator })).errors?.[0].extensions?.reason).toBe(
      'INVALID_INPUT',
    );
    const deactivated: unknown[] = [];
    await harness.bus.consume({
      durableName: 'deactivations',
      stream: 'identity',
      subjects: ['identity.user.deactivated'],
      handler: async (event) => void deactivated.push(event.payload),
    });
    const done = await call(DEACTIVATE, { u: hal.id, r: 'duplicate account' }, { viewer: operator });
    await waitFor(() => deactivated.length === 1);
    expect(deactivated[0]).toMatchObject({ userId: hal.id, reason: 'duplicate account' });
    expect(done.data?.deactivateCustomer.deactivatedAt).toBeTruthy();
    expect(
      (await call('mutation { refreshSession { id } }', {}, { refreshToken: hal.refreshToken })).errors?.[0].extensions
        ?.reason,
    ).toBe('SESSION_INVALID');
    expect(
      (
        await call('mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }', {
          e: 'hal@example.com',
          p: 'correct horse',
        })
      ).errors?.[0].extensions?.reason,
    ).toBe('ACCOUNT_DEACTIVATED');
    expect(
      (await call(DEACTIVATE, { u: hal.id, r: 'again please' }, { viewer: operator })).errors?.[0].extensions?.code,
    ).toBe('CONFLICT');
    expect(
      (await call(`{ customer(id: "${hal.id}") { email deactivatedAt } }`, {}, { viewer: operator })).data?.customer
        .email,
    ).toBe('hal@example.com');
    // The access token outlives the deactivation by minutes; `me` already treats it as signed out.
    expect((await call('{ me { id } }', {}, { viewer: hal.viewer })).data?.me).toBeNull();
  });

  it('reactivates a deactivated customer, who may sign in again; announced and audited', async () => {
    const kim = await customer('kim@example.com');
    const REACTIVATE =
      'mutation ($u: ID!, $r: String!) { reactivateCustomer(userId: $u, reason: $r) { deactivatedAt } }';
    expect(
      (await call(REACTIVATE, { u: kim.id, r: 'appeal accepted' }, { viewer: operator })).errors?.[0].extensions,
    ).toMatchObject({ code: 'CONFLICT', reason: 'NOT_DEACTIVATED' });
    await call(
      'mutation ($u: ID!) { deactivateCustomer(userId: $u, reason: "suspected fraud") { id } }',
      { u: kim.id },
      { viewer: operator },
    );
    const reactivated: unknown[] = [];
    await harness.bus.consume({
      durableName: 'reactivations',
      stream: 'identity',
      subjects: ['identity.user.reactivated'],
      handler: async (event) => void reactivated.push(event.payload),
    });
    expect((await call(REACTIVATE, { u: kim.id, r: 'ok' }, { viewer: operator })).errors?.[0].extensions?.reason).toBe(
      'INVALID_INPUT',
    );
    expect(
      (await call(REACTIVATE, { u: kim.id, r: 'appeal accepted' }, { viewer: compliance })).errors?.[0].extensions
        ?.reason,
    ).toBe('ADMIN_ROLE_REQUIRED');
    expect(
      (await call(REACTIVATE, { u: kim.id, r: 'appeal accepted' }, { viewer: operator })).data?.reactivateCustomer
        .deactivatedAt,
    ).toBeNull();
    await waitFor(() => reactivated.length === 1);
    expect(reactivated[0]).toMatchObject({ userId: kim.id, reason: 'appeal accepted' });
    expect(
      (
        await call('mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }', {
          e: 'kim@example.com',
          p: 'correct horse',
        })
      ).data?.signIn.id,
    ).toBe(kim.id);
    // The token of the session the deactivation ended does not come back with the account.
    expect((await call('{ me { id } }', {}, { viewer: kim.viewer })).data?.me).toBeNull();
    const operations = JSON.stringify(
      (await call(`{ auditLog(search: "${kim.id}") { items { operation } } }`, {}, { viewer: root })).data,
    );
    expect(operations).toContain('customer.reactivated');
  });

  it('deactivates once when two admins click at the same moment', async () => {
    const lou = await customer('lou@example.com');
    const DEACTIVATE = 'mutation ($u: ID!) { deactivateCustomer(userId: $u, reason: "duplicate account") { id } }';
    const results = await Promise.all([
      call(DEACTIVATE, { u: lou.id }, { viewer: operator }),
      call(DEACTIVATE, { u: lou.id }, { viewer: root }),
    ]);
    expect(results.filter((result) => result.data?.deactivateCustomer)).toHaveLength(1);
    expect(results.map((result) => result.errors?.[0].extensions?.reason).filter(Boolean)).toEqual([
      'ALREADY_DEACTIVATED',
    ]);
  });

  it('never lists a PIN or any secret to admins', async () => {
    const ida = await customer('ida@example.com');
    await call('mutation { requestDevicePin }', {}, { viewer: ida.viewer });
    const pin = await latestPin(harness.database.orm, 'ida@example.com');
    const listed = JSON.stringify(
      (await call('{ customers(search: "ida@") { items { id email referralCode } } }', {}, { viewer: root })).data,
    );
    expect(listed).not.toContain(pin);
    const log = JSON.stringify(
      (await call('{ auditLog(pageSize: 100) { items { before after } } }', {}, { viewer: root })).data,
    );
    expect(log).not.toMatch(/passwordHash|password_hash|pinHash/);
  });
});
