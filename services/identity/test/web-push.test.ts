import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { generateJwtKeys, serviceMigrations, verifyAccessToken, type Viewer } from '@mc/platform';
import { startSubgraphHarness, type SubgraphHarness } from '@mc/platform/testing';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from '../src';
import { loadOrCreateVapidKeys } from '../src/push/vapid-keys';
import { callIdentity, SIGN_UP, signUpInput, testDataDir, testIdentityOptions } from './identity-client';
import { browserSubscription, startPushServiceStandIn } from './push-service-stand-in';

const keys = generateJwtKeys();
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
const dataDir = testDataDir();
let harness: SubgraphHarness;
let pushService: Awaited<ReturnType<typeof startPushServiceStandIn>>;
let operator: Viewer;
let compliance: Viewer;

const call = (
  query: string,
  variables: Record<string, unknown> = {},
  options: Parameters<typeof callIdentity>[3] = {},
) => callIdentity(harness.url, query, variables, options);
const viewerOf = (token: string) => verifyAccessToken(keys.publicKey, token);
const startIdentity = (label: string) =>
  startSubgraphHarness(label, serviceMigrations(IDENTITY_MIGRATIONS_DIR), (runtime) =>
    startIdentityService(runtime, {
      ...testIdentityOptions(dataDir),
      jwtPrivateKey: keys.privateKey,
      bootstrapAdmin: ROOT,
      allowLoopbackPushEndpoints: true,
    }),
  );

const SAVE =
  'mutation ($p: WebsitePermission!, $s: PushSubscriptionInput) { updateWebPush(permission: $p, subscription: $s) { websitePermission pushSubscription { endpointOrigin } } }';
const SEND = 'mutation ($u: ID!, $s: String!, $b: String!) { sendCustomerPush(userId: $u, subject: $s, body: $b) }';
const PUSH_STATE = '{ me { websitePermission pushSubscription { endpointOrigin savedAt } } }';

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

async function customer(email: string): Promise<{ id: string; viewer: Viewer }> {
  const result = await call(SIGN_UP, { input: signUpInput({ email }) });
  return { id: result.data?.signUp.id, viewer: viewerOf(result.sessionSet!.accessToken) };
}

async function auditOf(userId: string) {
  return (await call(`{ auditLog(search: "${userId}") { items { operation after } } }`, {}, { viewer: operator })).data
    ?.auditLog.items as { operation: string; after: string }[];
}

beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  harness = await startIdentity('idpush');
  const root = await adminViewer(ROOT.email, ROOT.password);
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
afterAll(async () => {
  await harness?.stop();
  await pushService?.stop();
});

describe('VAPID keys', () => {
  it('generates the pair into DATA_DIR once, owner-only, serves the public half and never the private one', async () => {
    const file = path.join(dataDir, 'keys', 'vapid.json');
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(stored.publicKey, 'base64url')).toHaveLength(65);
    const served = await call('{ webPushPublicKey }');
    expect(served.data?.webPushPublicKey).toBe(stored.publicKey);
    expect(JSON.stringify(served)).not.toContain(stored.privateKey);
    expect(loadOrCreateVapidKeys(dataDir)).toEqual(stored);
  });

  it('reads the same pair on a later start', async () => {
    const before = (await call('{ webPushPublicKey }')).data?.webPushPublicKey;
    const later = await startIdentity('idpushlater');
    try {
      expect((await later.query<{ webPushPublicKey: string }>('{ webPushPublicKey }')).data?.webPushPublicKey).toBe(
        before,
      );
    } finally {
      await later.stop();
    }
  });

  it('takes the pair from the environment when both halves are given', () => {
    expect(loadOrCreateVapidKeys(testDataDir(), { publicKey: 'pub', privateKey: 'priv' })).toEqual({
      publicKey: 'pub',
      privateKey: 'priv',
    });
  });
});

describe('the customer saves the browser permission and subscription', () => {
  it('stores a subscription with GRANTED, shows only its origin, and drops it on DENIED', async () => {
    const ann = await customer('ann.push@example.com');
    const { subscription } = browserSubscription(`${pushService.origin}/send/ann`);
    const saved = await call(SAVE, { p: 'GRANTED', s: subscription }, { viewer: ann.viewer });
    expect(saved.data?.updateWebPush).toEqual({
      websitePermission: 'GRANTED',
      pushSubscription: { endpointOrigin: pushService.origin },
    });
    expect(JSON.stringify((await call(PUSH_STATE, {}, { viewer: ann.viewer })).data)).not.toContain(
      subscription.keys.auth,
    );
    const denied = await call(SAVE, { p: 'DENIED' }, { viewer: ann.viewer });
    expect(denied.data?.updateWebPush).toEqual({ websitePermission: 'DENIED', pushSubscription: null });
  });

  it.each([
    ['a plain-http endpoint elsewhere', { endpoint: 'http://push.example.com/x' }],
    ['an IP-literal endpoint', { endpoint: 'https://10.0.0.7/x' }],
    ['a localhost endpoint', { endpoint: 'https://localhost/x' }],
    ['not a URL', { endpoint: 'push me' }],
    ['an endpoint over 2000 characters', { endpoint: `https://push.example.com/${'x'.repeat(2000)}` }],
    ['a short p256dh key', { keys: { p256dh: 'AAAA', auth: 'A'.repeat(22) } }],
    ['an auth secret that is not base64url', { keys: { p256dh: 'B'.repeat(87), auth: '!'.repeat(22) } }],
  ])('refuses %s with INVALID_INPUT and changes nothing', async (_case, change) => {
    const bea = await customer(`bea.${Math.random().toString(36).slice(2)}@example.com`);
    const subscription = { ...browserSubscription(`${pushService.origin}/send/bea`).subscription, ...change };
    const refused = await call(SAVE, { p: 'GRANTED', s: subscription }, { viewer: bea.viewer });
    expect(refused.errors?.[0].extensions?.reason).toBe('INVALID_INPUT');
    expect((await call(PUSH_STATE, {}, { viewer: bea.viewer })).data?.me).toEqual({
      websitePermission: null,
      pushSubscription: null,
    });
  });

  it('refuses a subscription without GRANTED, and guests', async () => {
    const cai = await customer('cai.push@example.com');
    const { subscription } = browserSubscription(`${pushService.origin}/send/cai`);
    expect((await call(SAVE, { p: 'DENIED', s: subscription }, { viewer: cai.viewer })).errors?.[0]).toMatchObject({
      message: 'subscription is only accepted with permission GRANTED',
      extensions: { reason: 'INVALID_INPUT' },
    });
    expect((await call(SAVE, { p: 'GRANTED', s: subscription })).errors?.[0].extensions?.reason).toBe(
      'SIGN_IN_REQUIRED',
    );
    expect((await call(PUSH_STATE, {}, { viewer: cai.viewer })).data?.me.websitePermission).toBeNull();
  });
});

describe('an admin sends a web push', () => {
  it('refuses with the "denied" text when the customer has no subscription, and sends nothing', async () => {
    const dan = await customer('dan.push@example.com');
    const before = pushService.received.length;
    const refused = await call(SEND, { u: dan.id, s: 'Hello', b: 'News' }, { viewer: operator });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This user has denied permission for push notifications',
      extensions: { code: 'UNPROCESSABLE', reason: 'PUSH_NOT_SUBSCRIBED' },
    });
    expect(pushService.received.length).toBe(before);
  });

  it('encrypts and signs the notification to the subscription endpoint, audited as delivered', async () => {
    const eva = await customer('eva.push@example.com');
    const browser = browserSubscription(`${pushService.origin}/send/eva`);
    await call(SAVE, { p: 'GRANTED', s: browser.subscription }, { viewer: eva.viewer });
    const sent = await call(
      SEND,
      { u: eva.id, s: 'Payout sent', b: 'Your withdrawal is complete' },
      { viewer: operator, clientIp: '198.51.100.9' },
    );
    expect(sent.data?.sendCustomerPush).toBe(true);
    const push = pushService.received.find((each) => each.path === '/send/eva')!;
    expect(push).toMatchObject({
      method: 'POST',
      headers: { 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream', ttl: '86400' },
    });
    const publicKey = (await call('{ webPushPublicKey }')).data?.webPushPublicKey;
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(push.body.toString('latin1')).not.toContain('Payout sent');
    expect(JSON.parse(browser.decrypt(push.body))).toEqual({
      title: 'Payout sent',
      body: 'Your withdrawal is complete',
      url: '/user/index.html',
    });
    const [entry] = await auditOf(eva.id);
    expect({ ...entry, after: JSON.parse(entry.after) }).toEqual({
      operation: 'customer.push.sent',
      after: { subject: 'Payout sent', body: 'Your withdrawal is complete', outcome: 'delivered', status: 201 },
    });
  });

  it('forgets a subscription the push service calls gone, and says so', async () => {
    const fin = await customer('fin.push@example.com');
    await call(
      SAVE,
      { p: 'GRANTED', s: browserSubscription(`${pushService.origin}/status/410/fin`).subscription },
      { viewer: fin.viewer },
    );
    const gone = await call(SEND, { u: fin.id, s: 'Hi', b: 'There' }, { viewer: operator });
    expect(gone.errors?.[0].extensions).toMatchObject({ code: 'UNPROCESSABLE', reason: 'PUSH_SUBSCRIPTION_GONE' });
    expect((await call(PUSH_STATE, {}, { viewer: fin.viewer })).data?.me).toEqual({
      websitePermission: 'GRANTED',
      pushSubscription: null,
    });
    expect((await auditOf(fin.id)).map((entry) => JSON.parse(entry.after).outcome)).toEqual(['gone']);
  });

  it('keeps the subscription when the push service fails, and answers UNAVAILABLE', async () => {
    const gus = await customer('gus.push@example.com');
    await call(
      SAVE,
      { p: 'GRANTED', s: browserSubscription(`${pushService.origin}/status/500/gus`).subscription },
      { viewer: gus.viewer },
    );
    const failed = await call(SEND, { u: gus.id, s: 'Hi', b: 'There' }, { viewer: operator });
    expect(failed.errors?.[0]).toMatchObject({
      message: 'The push service did not take the notification (the push service answered 500); try again later',
      extensions: { code: 'UNAVAILABLE' },
    });
    expect((await call(PUSH_STATE, {}, { viewer: gus.viewer })).data?.me.pushSubscription).not.toBeNull();
  });

  it('refuses customers, COMPLIANCE admins, unknown users and oversized or empty texts, sending nothing', async () => {
    const hal = await customer('hal.push@example.com');
    await call(
      SAVE,
      { p: 'GRANTED', s: browserSubscription(`${pushService.origin}/send/hal`).subscription },
      { viewer: hal.viewer },
    );
    const cases: [Viewer, Record<string, unknown>, string][] = [
      [hal.viewer, { u: hal.id, s: 'Hi', b: 'There' }, 'ADMIN_ROLE_REQUIRED'],
      [compliance, { u: hal.id, s: 'Hi', b: 'There' }, 'ADMIN_ROLE_REQUIRED'],
      [operator, { u: '00000000-0000-4000-8000-000000000000', s: 'Hi', b: 'There' }, 'USER_NOT_FOUND'],
      [operator, { u: hal.id, s: 'x'.repeat(301), b: 'There' }, 'INVALID_INPUT'],
      [operator, { u: hal.id, s: 'Hi', b: 'y'.repeat(301) }, 'INVALID_INPUT'],
      [operator, { u: hal.id, s: '  ', b: 'There' }, 'INVALID_INPUT'],
    ];
    for (const [viewer, variables, reason] of cases)
      expect((await call(SEND, variables, { viewer })).errors?.[0].extensions?.reason).toBe(reason);
    expect(pushService.received.some((each) => each.path === '/send/hal')).toBe(false);
    expect(await auditOf(hal.id)).toEqual([]);
  });
});
