import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { CookieJar } from './support/cookie-jar';
import { emailTokenFrom, pinFrom, startSmtpPeer } from './support/smtp-peer';
import { wsClient } from './support/graphql-client';

/** The identity legacy calls through the edge, compat, the gateway and identity, with a real SMTP peer. */
let platform: EmbeddedPlatform;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
const api = (route: string) => `${platform.url}/api${route}`;
// Short, so one test can outlive an access token; every other call may be refreshed on the way too.
// Long enough that a test reading GraphQL directly with a customer's cookie, right after a legacy call
// refreshed it, is not outrun by a loaded machine.
const ACCESS_TTL_SECONDS = 6;
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };

beforeAll(async () => {
  smtp = await startSmtpPeer();
  platform = await startTestPlatform({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'identity-legacy-')),
    port: 0,
    logger: pino({ level: 'silent' }),
    smtpUrl: smtp.url,
    accessTtlSeconds: ACCESS_TTL_SECONDS,
    bootstrapAdmin: ROOT,
  });
}, 120_000);
afterAll(async () => {
  await platform?.stop();
  await smtp?.stop();
});

const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Eve',
  last_name: 'Stone',
  phone_number: '+44 20 7946 0001',
  email,
  password: 'long enough',
  confirm_password: 'long enough',
  push_subscription: null,
  ...extra,
});

describe('legacy identity calls', () => {
  it('walks the sign-up wizard with cookies: sign-up, status, PIN by e-mail, verify, skip, details, sign-out, sign-in', async () => {
    const jar = new CookieJar();
    const created = await jar.call(api('/users'), 'POST', signUpBody('eve@example.com'));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ email: 'eve@example.com', device_verified: 0, identity_verified: 0 });
    expect(jar.has('access_token') && jar.has('refresh_token')).toBe(true);

    expect((await jar.call(api('/users/auth/status'), 'GET')).body.data.email).toBe('eve@example.com');
    expect((await jar.call(api('/users/auth/token/device/verify'), 'POST', { email: 'eve@example.com' })).status).toBe(
      200,
    );
    const pin = await waitFor(() => pinFrom(smtp.received, 'eve@example.com'), 10_000, 'the PIN e-mail');
    const verified = await jar.call(api('/users/auth/verify/device'), 'POST', { pin, email: 'eve@example.com' });
    expect(verified.body.data.device_verified).toBe(1);

    expect((await jar.call(api('/users/auth/verify/id'), 'PATCH', { id: 1, action: 2 })).status).toBe(403);
    // The admin form's field does not make a customer an admin: the session decides.
    expect((await jar.call(api('/users/auth/verify/id'), 'PATCH', { id: 1, action: 2, sendemail: 1 })).status).toBe(
      403,
    );
    expect(
      (await jar.call(api('/users/auth/verify/id'), 'PATCH', { id: created.body.data.id, action: 1 })).body.data
        .identity_check_skipped,
    ).toBe(1);
    const details = await jar.call(api('/users/auth/update/details'), 'PATCH', {
      first_name: 'Eve',
      last_name: 'Stone',
      country: 'France',
      mobile_number: '+33 1 23 45 67 89',
      currency: 'EUR',
    });
    // The whole answer, so a refusal shows its errors.
    expect(details.body).toMatchObject({ data: { country: 'France', currency: 'EUR', details_completed: 1 } });

    expect((await jar.call(api('/users/auth/signout'), 'GET')).status).toBe(200);
    expect(jar.has('access_token')).toBe(false);
    expect((await jar.call(api('/users/auth/status'), 'GET')).status).toBe(401);
    expect(
      (await jar.call(api('/users/auth/signin'), 'POST', { email: 'eve@example.com', password: 'wrong one!' })).body,
    ).toEqual({ errors: ['The e-mail or password is wrong'], message: 'The e-mail or password is wrong', data: null });
    expect(
      (await jar.call(api('/users/auth/signin'), 'POST', { email: 'eve@example.com', password: 'long enough' })).body
        .data.currency,
    ).toBe('EUR');
    expect((await jar.call(api('/users/auth/status'), 'GET')).body.data.device_verified).toBe(1);
  });

  it.each([
    [
      'a 301-character first name',
      signUpBody('long@example.com', { first_name: 'x'.repeat(301) }),
      /first_name must be at most 300 characters/,
    ],
    ['a number where text belongs', signUpBody('types@example.com', { last_name: 42 }), /last_name must be a string/],
    ['missing fields', { email: 'missing@example.com' }, /first_name .*required|first_name must be a string/],
  ])('refuses %s with 400 and creates nothing', async (_case, body, problem) => {
    const jar = new CookieJar();
    const result = await jar.call(api('/users'), 'POST', body);
    expect(result.status).toBe(400);
    expect(result.body.errors.join('\n')).toMatch(problem);
    expect(jar.has('access_token')).toBe(false);
    const email = body.email;
    expect(
      (await new CookieJar().call(api('/users/auth/signin'), 'POST', { email, password: 'long enough' })).status,
    ).toBe(401);
  });

  it('refreshes an expired session transparently for legacy clients, also within a call of two operations', async () => {
    const jar = new CookieJar();
    await jar.call(api('/users'), 'POST', signUpBody('grace@example.com'));
    const before = jar.header();
    await new Promise((resolve) => setTimeout(resolve, (ACCESS_TTL_SECONDS + 1) * 1000));
    // update/details asks who the caller is, then saves: the first operation refreshes the session and
    // rotates the refresh token, so the second must go with the renewed cookies, not the request's.
    const details = await jar.call(api('/users/auth/update/details'), 'PATCH', {
      first_name: 'Grace',
      last_name: 'Hopper',
      country: 'Canada',
      mobile_number: '+1 416 555 0100',
      currency: 'USD',
    });
    expect(details.body).toMatchObject({ data: { country: 'Canada', details_completed: 1 } });
    expect(jar.header()).not.toBe(before);
    const status = await jar.call(api('/users/auth/status'), 'GET');
    expect(status.status).toBe(200);
    expect(status.body.data.email).toBe('grace@example.com');
    expect((await jar.call(api('/users/auth/status'), 'GET')).status).toBe(200);
  }, 15_000);

  it('answers 409, not 401, to the second of two legacy calls refreshing one session at once, and keeps it', async () => {
    const jar = new CookieJar();
    await jar.call(api('/users'), 'POST', signUpBody('ida@example.com'));
    await new Promise((resolve) => setTimeout(resolve, (ACCESS_TTL_SECONDS + 1) * 1000));
    // Both go with the same expired access cookie and refresh cookie: compat refreshes for each.
    const answers = await Promise.all([1, 2].map(() => jar.call(api('/users/auth/status'), 'GET')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      errors: ['This session was just refreshed in another tab: retry'],
      message: 'This session was just refreshed in another tab: retry',
      data: null,
    });
    // The winner's renewed cookies are in the jar, and the 409 cleared none: the retry goes through.
    expect((await jar.call(api('/users/auth/status'), 'GET')).body.data.email).toBe('ida@example.com');
  }, 15_000);

  it('keeps an admin session beside a customer session in one browser', async () => {
    const jar = new CookieJar();
    await jar.call(api('/users'), 'POST', signUpBody('henry@example.com'));
    expect(
      (await jar.call(api('/admins/auth/signin'), 'POST', { email: ROOT.email, password: 'wrong password' })).status,
    ).toBe(401);
    const admin = await jar.call(api('/admins/auth/signin'), 'POST', { email: ROOT.email, password: ROOT.password });
    expect(admin.body.data).toMatchObject({ email: ROOT.email, roles: ['superadmin'] });
    expect(jar.has('admin_access_token') && jar.has('access_token')).toBe(true);
    expect((await jar.call(api('/admins/auth/status'), 'GET')).body.data.email).toBe(ROOT.email);
    expect((await jar.call(api('/users/auth/status'), 'GET')).body.data.email).toBe('henry@example.com');
    await jar.call(api('/admins/auth/signout'), 'GET');
    expect((await jar.call(api('/admins/auth/status'), 'GET')).status).toBe(401);
    expect((await jar.call(api('/users/auth/status'), 'GET')).body.data.email).toBe('henry@example.com');
    expect((await new CookieJar().call(api('/admins/auth/status'), 'GET')).status).toBe(401);
  });

  it('resets a forgotten password with the e-mailed token, and changes a known one', async () => {
    const jar = new CookieJar();
    await jar.call(api('/users'), 'POST', signUpBody('iris@example.com'));
    const requested = await new CookieJar().call(api('/users/auth/token/password/update'), 'POST', {
      email: 'iris@example.com',
    });
    expect(requested.body.message).toMatch(/reset token is on its way/);
    const token = await waitFor(
      () => {
        const mail = [...smtp.received]
          .reverse()
          .find((each) => each.to.includes('iris@example.com') && /token/i.test(each.text));
        return mail ? /token: ([A-Za-z0-9_-]{32})/.exec(mail.text)?.[1] : undefined;
      },
      10_000,
      'the reset e-mail',
    );
    const reset = await new CookieJar().call(api('/users/auth/update/password'), 'PATCH', {
      new_password: 'iris new pass',
      confirm_new_password: 'iris new pass',
      password_token: token,
      email: 'iris@example.com',
    });
    expect(reset.status).toBe(200);
    // The reset ended the old session: identity refuses its access token at once, and it cannot be refreshed.
    expect((await jar.call(api('/users/auth/status'), 'GET')).status).toBe(401);
    const again = new CookieJar();
    expect(
      (await again.call(api('/users/auth/signin'), 'POST', { email: 'iris@example.com', password: 'iris new pass' }))
        .status,
    ).toBe(200);
    const change = await again.call(api('/users/auth/update/changepassword'), 'PATCH', {
      password: 'iris new pass',
      new_password: 'iris third pass',
      confirm_new_password: 'iris third pass',
    });
    expect(change.status).toBe(200);
    expect((await again.call(api('/users/auth/status'), 'GET')).status).toBe(200);
    expect(
      (
        await new CookieJar().call(api('/users/auth/update/password'), 'PATCH', {
          new_password: 'x1234567',
          confirm_new_password: 'x1234567',
          password_token: token,
        })
      ).status,
    ).toBe(422);
  }, 20_000);

  it('lets an admin list, read, message, e-mail and skip a customer; a customer reads only themself', async () => {
    const customer = new CookieJar();
    const me = (await customer.call(api('/users'), 'POST', signUpBody('jade@example.com'))).body.data;
    const admin = new CookieJar();
    await admin.call(api('/admins/auth/signin'), 'POST', ROOT);
    const list = await admin.call(api('/users?search=jade@'), 'GET');
    expect(list.body.data).toMatchObject({ current_page: 1, last_page: 1, total: 1, next_page_url: null });
    expect(list.body.data.data[0]).toMatchObject({ id: me.id, email: 'jade@example.com', identity_verified: 0 });
    expect(JSON.stringify(list.body.data)).not.toMatch(/pin|password|hash/i);
    expect((await admin.call(api(`/users/${me.id}`), 'GET')).body.data.email).toBe('jade@example.com');
    expect((await customer.call(api(`/users/${me.id}`), 'GET')).body.data.email).toBe('jade@example.com');
    const stranger = (await new CookieJar().call(api('/users'), 'POST', signUpBody('kurt@example.com'))).body.data;
    expect((await customer.call(api(`/users/${stranger.id}`), 'GET')).status).toBe(403);
    expect((await customer.call(api('/users'), 'GET')).status).toBe(403);

    expect(
      (await admin.call(api('/users'), 'PATCH', { id: me.id, message: 'Please check your e-mail', message_type: 2 }))
        .status,
    ).toBe(200);
    // Access tokens live 3 s here: a legacy call just before refreshes the customer's, as a browser would.
    await customer.call(api('/users/auth/status'), 'GET');
    const messages = await fetch(`${platform.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: customer.header() },
      body: JSON.stringify({ query: '{ myMessages { body type } }' }),
    });
    expect((await messages.json()).data.myMessages).toEqual([{ body: 'Please check your e-mail', type: 'POPUP' }]);
    expect((await admin.call(api('/users'), 'PATCH', { id: me.id, message: 'x', message_type: 3 })).status).toBe(400);
    expect((await admin.call(api('/users'), 'PATCH', { id: me.id, message: 'x' })).status).toBe(400);
    expect(
      (await admin.call(api('/users'), 'PATCH', { id: me.id, message: 'x'.repeat(301), message_type: 1 })).status,
    ).toBe(400);
    // The message is optional in the admin form: sent empty, it clears the customer's open messages.
    expect((await admin.call(api('/users'), 'PATCH', { id: me.id, message: '' })).body).toMatchObject({
      errors: [],
      data: { cleared: 1 },
    });
    expect((await customer.call(api('/users/auth/status'), 'GET')).body.data.message).toBeNull();
    expect((await customer.call(api('/users'), 'PATCH', { id: me.id, message: '' })).status).toBe(403);

    expect(
      (
        await admin.call(api('/users/send/email'), 'POST', {
          user_id: me.id,
          subject: 'Your account',
          body: 'All good',
        })
      ).status,
    ).toBe(200);
    await waitFor(
      () => smtp.received.some((mail) => mail.to.includes('jade@example.com') && mail.text.includes('All good')),
      10_000,
      'the admin e-mail',
    );
    expect(
      (await customer.call(api('/users/send/email'), 'POST', { user_id: me.id, subject: 'x', body: 'y' })).status,
    ).toBe(403);

    const skipped = await admin.call(api('/users/auth/verify/id'), 'PATCH', { id: me.id, action: 2 });
    expect(skipped.body.data.identity_check_skipped).toBe(1);
    expect((await admin.call(api(`/users/${'00000000-0000-4000-8000-000000000000'}`), 'GET')).status).toBe(404);
  });

  it('uploads identity images as multipart and lets an admin decline then approve them', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const customer = new CookieJar();
    const me = (await customer.call(api('/users'), 'POST', signUpBody('liam@example.com'))).body.data;
    const send = async (front: Buffer, frontName: string) => {
      const form = new FormData();
      form.append('front', new Blob([new Uint8Array(front)]), frontName);
      form.append('back', new Blob([new Uint8Array(png)]), 'back.png');
      const response = await fetch(api('/users/auth/verify/id'), {
        method: 'POST',
        headers: { cookie: customer.header() },
        body: form,
      });
      // Keep what compat sends back: past the short access lifetime it rotates the refresh token.
      customer.store(response);
      return { status: response.status, body: await response.json() };
    };
    const refused = await send(Buffer.from('%PDF-1.4 not an image'), 'front.jpg');
    expect(refused).toMatchObject({ status: 400, body: { errors: ['The front image is not a JPEG or PNG image'] } });
    expect((await send(Buffer.alloc(4 * 1024 * 1024 + 1), 'front.png')).body.errors).toEqual([
      'front is larger than 4 MB',
    ]);
    expect((await send(png, 'front.png')).body.data.identity_verified).toBe(1);

    const admin = new CookieJar();
    await admin.call(api('/admins/auth/signin'), 'POST', ROOT);
    const declined = await admin.call(api('/users/auth/verify/id'), 'PATCH', { id: me.id, action: 1, sendemail: 1 });
    expect(declined.body.data.identity_verified).toBe(0);
    await waitFor(
      () => smtp.received.some((mail) => mail.to.includes('liam@example.com') && mail.subject.includes('declined')),
      10_000,
      'the decline e-mail',
    );
    expect(
      (await admin.call(api('/users/auth/verify/id'), 'PATCH', { id: me.id, action: 1, sendemail: 1 })).status,
    ).toBe(409);
    await send(png, 'front.png');
    expect(
      (await admin.call(api('/users/auth/verify/id'), 'PATCH', { id: me.id, action: 2, sendemail: 1 })).body.data
        .identity_verified,
    ).toBe(2);
    expect((await customer.call(api('/users/auth/status'), 'GET')).body.data.identity_verified).toBe(2);
  });

  it('pushes a Popup message to the signed-in customer over the subscription, and to nobody else', async () => {
    const customer = new CookieJar();
    const me = (await customer.call(api('/users'), 'POST', signUpBody('mona@example.com'))).body.data;
    const received: { body: string; type: string }[] = [];
    const client = wsClient(platform.url, {}, undefined, customer.header());
    const stop = client.subscribe<{ myMessages: { body: string; type: string } }>(
      { query: 'subscription { myMessages { body type } }' },
      {
        next: (value) => value.data && received.push(value.data.myMessages),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    const guestErrors: unknown[] = [];
    const guest = wsClient(platform.url);
    guest.subscribe(
      { query: 'subscription { myMessages { body } }' },
      {
        next: (value) => value.errors && guestErrors.push(value.errors),
        error: (error) => guestErrors.push(error),
        complete: () => undefined,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const admin = new CookieJar();
    await admin.call(api('/admins/auth/signin'), 'POST', ROOT);
    await admin.call(api('/users'), 'PATCH', { id: me.id, message: 'Maintenance tonight', message_type: 2 });
    await waitFor(() => received.length === 1, 10_000, 'the live message');
    expect(received[0]).toEqual({ body: 'Maintenance tonight', type: 'POPUP' });
    expect(JSON.stringify(guestErrors)).toMatch(/Sign in to receive your messages/);
    stop();
    await client.dispose();
    await guest.dispose();
  });

  it('saves phone and address, and counts and lists referrals by first name only', async () => {
    const referrer = new CookieJar();
    const me = (await referrer.call(api('/users'), 'POST', signUpBody('nina@example.com'))).body.data;
    await new CookieJar().call(
      api('/users'),
      'POST',
      signUpBody('oleg@example.com', { first_name: 'Oleg', user_id: me.referral_code }),
    );
    expect(
      (await referrer.call(api('/users/auth/update/phone'), 'PATCH', { mobile_number: 'call me maybe' })).status,
    ).toBe(400);
    expect(
      (await referrer.call(api('/users/auth/update/phone'), 'PATCH', { mobile_number: '+44 7700 900123' })).body.data
        .mobile_number,
    ).toBe('+44 7700 900123');
    const address = await referrer.call(api('/users/auth/update/address'), 'PATCH', {
      street_address: '1 Long Lane',
      post_code: 'EC1A 1AA',
      city: 'London',
      state: '',
      country: 'United Kingdom',
    });
    expect(address.body.data).toMatchObject({
      street_address: '1 Long Lane',
      post_code: 'EC1A 1AA',
      city: 'London',
      country: 'United Kingdom',
    });
    const status = (await referrer.call(api('/users/auth/status'), 'GET')).body.data;
    expect(status.referral_count).toBe(1);
    expect(status.referrals).toMatchObject({ current_page: 1, last_page: 1, total: 1, data: [{ first_name: 'Oleg' }] });
    expect(JSON.stringify(status.referrals)).not.toContain('oleg@example.com');
  });

  it('pages referrals with ?page=N like the other lists of the customer object', async () => {
    const referrer = new CookieJar();
    const me = (await referrer.call(api('/users'), 'POST', signUpBody('quinn@example.com'))).body.data;
    for (let index = 0; index < 21; index += 1) {
      await new CookieJar().call(
        api('/users'),
        'POST',
        signUpBody(`quinn.friend${index}@example.com`, { first_name: `Friend${index}`, user_id: me.referral_code }),
      );
    }
    const first = (await referrer.call(api('/users/auth/status'), 'GET')).body.data;
    expect(first.referral_count).toBe(21);
    expect(first.referrals).toMatchObject({
      current_page: 1,
      last_page: 2,
      total: 21,
      next_page_url: '/api/users/auth/status?page=2',
    });
    expect(first.referrals.data).toHaveLength(20);
    const second = (await referrer.call(api(first.referrals.next_page_url.replace('/api', '')), 'GET')).body.data;
    expect(second.referrals).toMatchObject({
      current_page: 2,
      last_page: 2,
      next_page_url: null,
      data: [{ first_name: 'Friend0' }],
    });
    expect((await referrer.call(api(`/users/${me.id}?page=2`), 'GET')).body.data.referrals.next_page_url).toBeNull();
    expect((await referrer.call(api('/users/auth/status?page=0'), 'GET')).status).toBe(400);
  });

  it('changes the e-mail with a token sent to the current address', async () => {
    const jar = new CookieJar();
    await jar.call(api('/users'), 'POST', signUpBody('pia@example.com'));
    expect((await jar.call(api('/users/auth/token/email/update'), 'GET')).status).toBe(200);
    const token = await waitFor(
      () => emailTokenFrom(smtp.received, 'pia@example.com'),
      10_000,
      'the e-mail change mail',
    );
    expect(
      (
        await jar.call(api('/users/auth/update/email'), 'PATCH', {
          email_token: token,
          new_email: 'pia.new@example.com',
          confirm_new_email: 'pia.other@example.com',
        })
      ).status,
    ).toBe(400);
    const changed = await jar.call(api('/users/auth/update/email'), 'PATCH', {
      email_token: token,
      new_email: 'pia.new@example.com',
      confirm_new_email: 'pia.new@example.com',
    });
    expect(changed.body.data.email).toBe('pia.new@example.com');
  });

  it('answers the calls that need a session with 401 for a guest', async () => {
    const guest = new CookieJar();
    for (const [route, method, body] of [
      ['/users/auth/token/device/verify', 'POST', {}],
      ['/users/auth/verify/device', 'POST', { pin: '12345' }],
      ['/users/auth/verify/id', 'PATCH', { action: 1 }],
    ] as const) {
      expect((await guest.call(api(route), method, body)).status).toBe(401);
    }
  });

  it('answers a PIN for a confirmed device with 409, and a malformed one with 400 first (issue 24, item 3)', async () => {
    const jar = new CookieJar();
    await jar.call(api('/users'), 'POST', signUpBody('gina@example.com'));
    await jar.call(api('/users/auth/token/device/verify'), 'POST', {});
    const pin = await waitFor(() => pinFrom(smtp.received, 'gina@example.com'), 10_000, 'the PIN e-mail');
    expect((await jar.call(api('/users/auth/verify/device'), 'POST', { pin })).body.data.device_verified).toBe(1);
    const requestAgain = await jar.call(api('/users/auth/token/device/verify'), 'POST', {});
    expect(requestAgain.status).toBe(409);
    for (const again of [pin, pin === '12345' ? '54321' : '12345'])
      expect(await jar.call(api('/users/auth/verify/device'), 'POST', { pin: again })).toEqual(requestAgain);
    expect(await jar.call(api('/users/auth/verify/device'), 'POST', { pin: 'abcde' })).toEqual({
      status: 400,
      body: { errors: ['pin must be 5 digits'], message: 'pin must be 5 digits', data: null },
    });
  });

  it("refuses an identity skip naming another customer's id with 403 and skips nobody (issue 24, item 4)", async () => {
    const [hana, ivan] = [new CookieJar(), new CookieJar()];
    const hanaId = (await hana.call(api('/users'), 'POST', signUpBody('hana@example.com'))).body.data.id;
    const ivanId = (await ivan.call(api('/users'), 'POST', signUpBody('ivan@example.com'))).body.data.id;
    expect(await hana.call(api('/users/auth/verify/id'), 'PATCH', { id: ivanId, action: 1 })).toEqual({
      status: 403,
      body: {
        errors: ['You may only change your own account'],
        message: 'You may only change your own account',
        data: null,
      },
    });
    expect((await hana.call(api('/users/auth/status'), 'GET')).body.data.identity_check_skipped).toBe(0);
    expect((await ivan.call(api('/users/auth/status'), 'GET')).body.data.identity_check_skipped).toBe(0);
    expect(
      (await hana.call(api('/users/auth/verify/id'), 'PATCH', { id: hanaId, action: 1 })).body.data
        .identity_check_skipped,
    ).toBe(1);
    // Without an id the call names nobody else: the session's customer is skipped, as the legacy form allows.
    expect(
      (await ivan.call(api('/users/auth/verify/id'), 'PATCH', { action: 1 })).body.data.identity_check_skipped,
    ).toBe(1);
  });

  it('counts wrong passwords by the real client address, whatever forwarding headers come (issue 24, item 6)', async () => {
    await new CookieJar().call(api('/users'), 'POST', signUpBody('kim@example.com'));
    const signIn = { email: 'kim@example.com', password: 'wrong one!' };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      // Each attempt poses as another address; the edge replaces what a client says with the connection's peer.
      const spoofer = new CookieJar({
        'x-forwarded-for': `203.0.113.${attempt}`,
        'x-client-ip': `198.51.100.${attempt}`,
        'x-real-ip': `192.0.2.${attempt}`,
      });
      expect((await spoofer.call(api('/users/auth/signin'), 'POST', signIn)).status).toBe(401);
    }
    // So all ten counted against this test's one address, and the right password from it waits too.
    const locked = await fetch(api('/users/auth/signin'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...signIn, password: 'long enough' }),
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(((await locked.json()) as { errors: string[] }).errors).toEqual([
      'Too many wrong passwords for this account from your network: try again in 15 minutes, or reset your password',
    ]);
  });

  it('answers a wrong PIN with 422 and the attempts left, and a duplicate e-mail with 409', async () => {
    const jar = new CookieJar();
    await jar.call(api('/users'), 'POST', signUpBody('frank@example.com'));
    await jar.call(api('/users/auth/token/device/verify'), 'POST', {});
    const pin = await waitFor(() => pinFrom(smtp.received, 'frank@example.com'), 10_000, 'the PIN e-mail');
    const wrong = await jar.call(api('/users/auth/verify/device'), 'POST', {
      pin: pin === '11111' ? '22222' : '11111',
    });
    expect(wrong).toEqual({
      status: 422,
      body: { errors: ['The PIN is wrong: 4 attempts left'], message: 'The PIN is wrong: 4 attempts left', data: null },
    });
    expect((await new CookieJar().call(api('/users'), 'POST', signUpBody('frank@example.com'))).status).toBe(409);
  });
});
