import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
// The push service stand-in is shared with the identity subgraph tests.
import { browserSubscription, startPushServiceStandIn } from '../../services/identity/test/push-service-stand-in';
import { CookieJar } from './support/cookie-jar';

/** Web push, messages and photos through the legacy API: edge, compat, gateway, identity, and a local push service. */
let platform: EmbeddedPlatform;
let pushService: Awaited<ReturnType<typeof startPushServiceStandIn>>;
const api = (route: string) => `${platform.url}/api${route}`;
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  platform = await startTestPlatform({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'identity-push-')),
    port: 0,
    logger: pino({ level: 'silent' }),
    bootstrapAdmin: ROOT,
    allowLoopbackPushEndpoints: true,
  });
}, 120_000);
afterAll(async () => {
  await platform?.stop();
  await pushService?.stop();
});

async function newCustomer(email: string) {
  const jar = new CookieJar();
  const me = (
    await jar.call(api('/users'), 'POST', {
      first_name: 'Pia',
      last_name: 'Push',
      phone_number: '+44 20 7946 0002',
      email,
      password: 'long enough',
      confirm_password: 'long enough',
    })
  ).body.data;
  return { jar, id: me.id as string };
}

async function signedInAdmin() {
  const jar = new CookieJar();
  await jar.call(api('/admins/auth/signin'), 'POST', ROOT);
  return jar;
}

const status = async (jar: CookieJar) => (await jar.call(api('/users/auth/status'), 'GET')).body.data;

describe("POST /api/users with the browser's push subscription", () => {
  it('saves the subscription with the new account, and refuses a malformed one before creating anything', async () => {
    const signUp = (email: string, push_subscription: unknown) =>
      new CookieJar().call(api('/users'), 'POST', {
        first_name: 'Sam',
        last_name: 'Sub',
        phone_number: '+44 20 7946 0003',
        email,
        password: 'long enough',
        confirm_password: 'long enough',
        push_subscription,
      });
    const { subscription } = browserSubscription(`${pushService.origin}/send/sam`);
    const created = await signUp('sam.push@example.com', subscription);
    expect(created.body.data).toMatchObject({
      email: 'sam.push@example.com',
      website_permission: 'granted',
      push_subscription: { endpoint_origin: pushService.origin },
    });
    const refused = await signUp('sol.push@example.com', { endpoint: 'https://push.example.com/x' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.join(' ')).toMatch(/keys must hold p256dh and auth/);
    expect(
      (
        await new CookieJar().call(api('/users/auth/signin'), 'POST', {
          email: 'sol.push@example.com',
          password: 'long enough',
        })
      ).status,
    ).toBe(401);
    expect((await signUp('sia.push@example.com', null)).body.data).toMatchObject({
      email: 'sia.push@example.com',
      push_subscription: null,
    });
  });
});

describe('PATCH /api/users: the customer saves notification settings', () => {
  it('stores the permission and the subscription (object or JSON text) for the customer only', async () => {
    const { jar, id } = await newCustomer('ada.push@example.com');
    const { subscription } = browserSubscription(`${pushService.origin}/send/ada`);
    const saved = await jar.call(api('/users'), 'PATCH', {
      id,
      website_permission: 'granted',
      push_subscription: subscription,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      website_permission: 'granted',
      push_subscription: { endpoint_origin: pushService.origin },
    });
    const asText = await jar.call(api('/users'), 'PATCH', {
      id,
      website_permission: 'granted',
      push_subscription: JSON.stringify(subscription),
    });
    expect(asText.body.data.push_subscription.endpoint_origin).toBe(pushService.origin);
    expect(JSON.stringify(await status(jar))).not.toContain(subscription.keys.auth);
    const admin = await signedInAdmin();
    expect((await admin.call(api(`/users/${id}`), 'GET')).body.data).toMatchObject({
      website_permission: 'granted',
      push_subscription: { endpoint_origin: pushService.origin },
    });
    const denied = await jar.call(api('/users'), 'PATCH', {
      id,
      website_permission: 'denied',
      push_subscription: null,
    });
    expect(denied.body.data).toMatchObject({ website_permission: 'denied', push_subscription: null });
  });

  it.each([
    ['a number for website_permission', { website_permission: 42 }, 400, /website_permission must be a string/],
    [
      'an unknown permission',
      { website_permission: 'maybe' },
      400,
      /website_permission must be granted, denied or default/,
    ],
    [
      'a 301-character permission',
      { website_permission: 'g'.repeat(301) },
      400,
      /website_permission must be at most 300 characters/,
    ],
    ['a subscription without website_permission', { push_subscription: null }, 400, /website_permission/],
    [
      'a subscription that is not JSON',
      { website_permission: 'granted', push_subscription: 'not json' },
      400,
      /push_subscription must be a push subscription/,
    ],
    [
      'a subscription without keys',
      { website_permission: 'granted', push_subscription: { endpoint: 'https://push.example.com/x' } },
      400,
      /keys must hold p256dh and auth/,
    ],
    [
      'a 301-character key',
      {
        website_permission: 'granted',
        push_subscription: { endpoint: 'https://push.example.com/x', keys: { p256dh: 'k'.repeat(301), auth: 'a' } },
      },
      400,
      /p256dh must be at most 300 characters/,
    ],
    [
      'an endpoint that is not a push service',
      {
        website_permission: 'granted',
        push_subscription: { ...browserSubscription('http://10.0.0.1/x').subscription },
      },
      400,
      /endpoint must be an https URL of a push service/,
    ],
    [
      'a subscription with denied',
      {
        website_permission: 'denied',
        push_subscription: browserSubscription('https://push.example.com/x').subscription,
      },
      400,
      /push_subscription is only accepted with website_permission GRANTED/,
    ],
    ['a balance field, which only an admin may send', { trading_balance: 1000 }, 403, /Admins only/],
    [
      'an unknown field',
      { website_permission: 'granted', favourite_colour: 'blue' },
      400,
      /favourite_colour is not a field of PATCH \/api\/users/,
    ],
    ['fields of two kinds', { website_permission: 'granted', message: 'hi', message_type: 1 }, 400, /separate calls/],
    ['nothing to change', {}, 400, /Nothing to change/],
  ])('refuses %s with a clear 4xx and changes nothing', async (_case, body, expectedStatus, problem) => {
    const { jar, id } = await newCustomer(`bo.${Math.random().toString(36).slice(2)}@example.com`);
    const refused = await jar.call(api('/users'), 'PATCH', { id, ...body });
    expect(refused.status).toBe(expectedStatus);
    expect(refused.body.errors.join('\n')).toMatch(problem);
    expect(await status(jar)).toMatchObject({ website_permission: null, push_subscription: null, message: null });
  });

  it("refuses another customer's id, and guests", async () => {
    const { jar } = await newCustomer('cy.push@example.com');
    const other = await newCustomer('di.push@example.com');
    expect((await jar.call(api('/users'), 'PATCH', { id: other.id, website_permission: 'denied' })).status).toBe(403);
    expect((await status(other.jar)).website_permission).toBeNull();
    expect((await new CookieJar().call(api('/users'), 'PATCH', { website_permission: 'denied' })).status).toBe(401);
  });
});

describe('admin messages and pushes through the legacy API', () => {
  it('sends a message the customer then sees as message and message_type; customers may not send', async () => {
    const { jar, id } = await newCustomer('ed.push@example.com');
    const admin = await signedInAdmin();
    expect(
      (await admin.call(api('/users'), 'PATCH', { id, message: 'Welcome aboard', message_type: '2' })).status,
    ).toBe(200);
    expect(await status(jar)).toMatchObject({ message: 'Welcome aboard', message_type: 2 });
    expect((await admin.call(api('/users'), 'PATCH', { id, message: 'x'.repeat(301), message_type: 1 })).status).toBe(
      400,
    );
    expect((await admin.call(api('/users'), 'PATCH', { id, message: 'hi' })).body.errors.join()).toMatch(
      /message_type must be 1 \(Normal\) or 2 \(Popup\)/,
    );
    expect((await jar.call(api('/users'), 'PATCH', { id, message: 'From me', message_type: 1 })).status).toBe(403);
    expect((await status(jar)).message).toBe('Welcome aboard');
  });

  it('refuses a push with the "denied" text until the customer subscribes, then delivers it encrypted', async () => {
    const { jar, id } = await newCustomer('flo.push@example.com');
    const admin = await signedInAdmin();
    const refused = await admin.call(api('/users/send/push'), 'POST', { user_id: id, subject: 'Hello', body: 'News' });
    expect(refused).toEqual({
      status: 422,
      body: {
        errors: ['This user has denied permission for push notifications'],
        message: 'This user has denied permission for push notifications',
        data: null,
      },
    });
    const browser = browserSubscription(`${pushService.origin}/send/flo`);
    await jar.call(api('/users'), 'PATCH', {
      id,
      website_permission: 'granted',
      push_subscription: browser.subscription,
    });
    const sent = await admin.call(api('/users/send/push'), 'POST', {
      user_id: id,
      subject: 'Hello',
      body: 'Your contract started',
    });
    expect(sent).toMatchObject({ status: 200, body: { errors: [], message: 'Push notification sent' } });
    const push = pushService.received.find((each) => each.path === '/send/flo')!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(JSON.parse(browser.decrypt(push.body))).toMatchObject({ title: 'Hello', body: 'Your contract started' });
  });

  it.each([
    ['a missing user_id', { user_id: undefined, subject: 'Hi', body: 'There' }, /user_id/],
    ['a 301-character subject', { subject: 's'.repeat(301), body: 'There' }, /subject must be at most 300 characters/],
    ['a number for the body', { subject: 'Hi', body: 7 }, /body must be a string/],
    ['a missing body', { subject: 'Hi' }, /body/],
  ] as [string, Record<string, unknown>, RegExp][])(
    'refuses a push with %s with 400 and sends nothing',
    async (_case, body, problem) => {
      const { jar, id } = await newCustomer(`gil.${Math.random().toString(36).slice(2)}@example.com`);
      await jar.call(api('/users'), 'PATCH', {
        id,
        website_permission: 'granted',
        push_subscription: browserSubscription(`${pushService.origin}/send/${id}`).subscription,
      });
      // JSON drops an undefined user_id: that case sends none.
      const refused = await (await signedInAdmin()).call(api('/users/send/push'), 'POST', { user_id: id, ...body });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.join('\n')).toMatch(problem);
      expect(pushService.received.some((each) => each.path === `/send/${id}`)).toBe(false);
    },
  );

  it('refuses the push call to a customer, even for themself', async () => {
    const { jar, id } = await newCustomer('hu.push@example.com');
    await jar.call(api('/users'), 'PATCH', {
      id,
      website_permission: 'granted',
      push_subscription: browserSubscription(`${pushService.origin}/send/hu`).subscription,
    });
    expect((await jar.call(api('/users/send/push'), 'POST', { user_id: id, subject: 'Hi', body: 'Me' })).status).toBe(
      403,
    );
    expect(pushService.received.some((each) => each.path === '/send/hu')).toBe(false);
  });
});

describe('photos in the legacy objects', () => {
  it('shows photo_profile and the identity images to the customer, and the admin their own photo', async () => {
    const { jar } = await newCustomer('ivy.push@example.com');
    expect(await status(jar)).toMatchObject({ photo_profile: null, photo_front_view: null, photo_back_view: null });
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(PNG)]), 'me.png');
    await fetch(api('/users/auth/update/photo'), { method: 'POST', headers: { cookie: jar.header() }, body: form });
    const photo = (await status(jar)).photo_profile as string;
    expect(photo).toMatch(/^\/images\/[a-f0-9]{32}\.png$/);
    const image = await fetch(`${platform.url}${photo}`, { headers: { cookie: jar.header() } });
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

    const admin = await signedInAdmin();
    expect((await admin.call(api('/admins/auth/status'), 'GET')).body.data.photo_profile).toBeNull();
    const upload = await fetch(`${platform.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.header(), 'x-act-as': 'admin' },
      body: JSON.stringify({
        query: 'mutation ($p: ImageUpload!) { updateAdminPhoto(photo: $p) { id } }',
        variables: { p: { fileName: 'me.png', base64: PNG.toString('base64') } },
      }),
    });
    expect((await upload.json()).errors).toBeUndefined();
    const adminPhoto = (await admin.call(api('/admins/auth/status'), 'GET')).body.data.photo_profile as string;
    expect(adminPhoto).toMatch(/^\/images\/[a-f0-9]{32}\.png$/);
    const adminImage = await fetch(`${platform.url}${adminPhoto}`, { headers: { cookie: admin.header() } });
    expect(Buffer.from(await adminImage.arrayBuffer())).toEqual(PNG);
  });
});
