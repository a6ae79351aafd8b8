import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Browser, BrowserContext } from 'playwright-core';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { browserSubscription, startPushServiceStandIn } from '../../services/identity/test/push-service-stand-in';
import { launchChromium } from './support/browser';
import { CookieJar } from './support/cookie-jar';
import {
  denyNotifications,
  notificationStateOf,
  pushStandInRecord,
  signUpInBrowser,
  standInForBrowserPush,
} from './support/push-in-browser';
import { pinFrom, startSmtpPeer } from './support/smtp-peer';

/** The service worker and the notifications page in Debian's Chromium against the embedded platform (built web client). */
let platform: EmbeddedPlatform;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let browser: Browser;
let pushService: Awaited<ReturnType<typeof startPushServiceStandIn>>;
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };

beforeAll(async () => {
  smtp = await startSmtpPeer();
  pushService = await startPushServiceStandIn();
  platform = await startTestPlatform({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'e2e-push-')),
    port: 0,
    logger: pino({ level: 'silent' }),
    smtpUrl: smtp.url,
    bootstrapAdmin: ROOT,
    allowLoopbackPushEndpoints: true,
  });
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await pushService?.stop();
  await smtp?.stop();
});

/** A signed-in, device-verified customer who skipped the identity upload, in a fresh browser context. */
async function verifiedCustomer(email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: platform.url });
  const api = context.request;
  await api.post('/api/users', {
    data: {
      first_name: 'Nia',
      last_name: 'Note',
      phone_number: '+44 20 7946 0003',
      email,
      password: 'long enough',
      confirm_password: 'long enough',
    },
  });
  await api.patch('/api/users/auth/update/details', {
    data: {
      first_name: 'Nia',
      last_name: 'Note',
      country: 'Ireland',
      mobile_number: '+353 1 234 5601',
      currency: 'EUR',
    },
  });
  await api.post('/api/users/auth/token/device/verify', { data: {} });
  const pin = await waitFor(() => pinFrom(smtp.received, email), 15_000, 'the PIN e-mail');
  await api.post('/api/users/auth/verify/device', { data: { pin } });
  await api.patch('/api/users/auth/verify/id', { data: { action: 1 } });
  return context;
}

describe('web push in the browser', () => {
  it('registers /sw.js, which shows a pushed notification', async () => {
    const context = await browser.newContext({ baseURL: platform.url });
    await context.grantPermissions(['notifications'], { origin: platform.url });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const registrations: string[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) =>
      registrations.push(...updated.map((each: { registrationId: string }) => each.registrationId)),
    );
    await cdp.send('ServiceWorker.enable');
    await page.goto('/');
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`${platform.url}/sw.js`);
    await waitFor(() => registrations.length > 0, 10_000, 'the service worker registration');
    const payload = JSON.stringify({
      title: 'Payout sent',
      body: 'Your withdrawal is complete',
      url: '/user/index.html',
    });
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: platform.url,
        registrationId: registrations.at(-1)!,
        data: payload,
      });
    // On a loaded machine Chromium has lost a push delivered right after the worker activated. A push
    // service delivers again until it is received; sw.js shows every message under one tag, so a second
    // delivery replaces the first notification instead of adding one.
    let nextDeliveryAt = 0;
    const shown = await waitFor(
      async () => {
        const notifications = await page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((each) => ({
            title: each.title,
            body: each.body,
          })),
        );
        if (notifications.length > 0) return notifications;
        if (Date.now() >= nextDeliveryAt) {
          nextDeliveryAt = Date.now() + 3_000;
          await deliver();
        }
        return undefined;
      },
      20_000,
      'the notification',
    );
    expect(shown).toEqual([{ title: 'Payout sent', body: 'Your withdrawal is complete' }]);
    await context.close();
  }, 60_000);

  it('shows Granted for a saved subscription in a browser that allows notifications, and Denied after the customer refused', async () => {
    const context = await verifiedCustomer('nia.granted@example.com');
    await context.grantPermissions(['notifications'], { origin: platform.url });
    const saved = await context.request.patch('/api/users', {
      data: {
        website_permission: 'granted',
        push_subscription: browserSubscription('https://push.example.com/send/nia').subscription,
      },
    });
    expect(saved.status()).toBe(200);
    const page = await context.newPage();
    await page.goto('/user/auth/notifications.html');
    await expect(page.getByTestId('notification-status').textContent()).resolves.toBe('Granted');
    expect(await page.title()).toMatch(/^Notifications - /);
    await context.close();

    const refused = await verifiedCustomer('nia.denied@example.com');
    await refused.request.patch('/api/users', { data: { website_permission: 'denied', push_subscription: null } });
    const deniedPage = await refused.newPage();
    await deniedPage.goto('/user/auth/notifications.html');
    await expect(deniedPage.getByTestId('notification-status').textContent()).resolves.toBe('Denied');
    await refused.close();
  }, 90_000);

  it('saves the language of e-mails on the settings page', async () => {
    const context = await verifiedCustomer('nia.settings@example.com');
    const page = await context.newPage();
    await page.goto('/user/auth/settings.html');
    await page.getByTestId('settings-email-language').click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.getByTestId('settings-email-language-submit').click();
    await page.getByText('The language of our e-mails was saved.').waitFor();
    const status = await context.request.get('/api/users/auth/status');
    expect((await status.json()).data.language).toBe('de');
    await context.close();
  }, 90_000);

  it('saves the subscription of a browser that allows notifications at sign-up, without asking, and a push reaches it', async () => {
    const context = await browser.newContext({ baseURL: platform.url });
    await context.grantPermissions(['notifications'], { origin: platform.url });
    const browserSide = browserSubscription(`${pushService.origin}/send/sue`);
    await standInForBrowserPush(context, browserSide.subscription);
    const page = await context.newPage();
    await signUpInBrowser(page, 'sue.granted@example.com');
    const saved = await waitFor(
      async () => {
        const state = await notificationStateOf(context);
        return state.pushSubscription ? state : undefined;
      },
      10_000,
      'the subscription saved at sign-up',
    );
    expect(saved).toEqual({ websitePermission: 'GRANTED', pushSubscription: { endpointOrigin: pushService.origin } });
    const vapidKey = (
      await (await context.request.post('/graphql', { data: { query: '{ webPushPublicKey }' } })).json()
    ).data.webPushPublicKey;
    expect(await pushStandInRecord(page)).toEqual({ subscribedKeys: [vapidKey], permissionRequests: 0 });

    const admin = new CookieJar();
    await admin.call(`${platform.url}/api/admins/auth/signin`, 'POST', ROOT);
    const me = (await (await context.request.get('/api/users/auth/status')).json()).data;
    const sent = await admin.call(`${platform.url}/api/users/send/push`, 'POST', {
      user_id: me.id,
      subject: 'Welcome',
      body: 'Your account is ready',
    });
    expect(sent.status).toBe(200);
    const push = pushService.received.find((each) => each.path === '/send/sue');
    expect(JSON.parse(browserSide.decrypt(push!.body))).toMatchObject({
      title: 'Welcome',
      body: 'Your account is ready',
    });
    await context.close();
  }, 90_000);

  it('saves DENIED at sign-up in a browser that blocks notifications, and nothing in one not asked yet', async () => {
    const blocked = await browser.newContext({ baseURL: platform.url });
    const page = await blocked.newPage();
    await denyNotifications(blocked, page, platform.url);
    await page.goto('/');
    await expect(page.evaluate(() => Notification.permission)).resolves.toBe('denied');
    await signUpInBrowser(page, 'sue.denied@example.com');
    const refused = await waitFor(
      async () => {
        const state = await notificationStateOf(blocked);
        return state.websitePermission ? state : undefined;
      },
      10_000,
      'the refusal saved at sign-up',
    );
    expect(refused).toEqual({ websitePermission: 'DENIED', pushSubscription: null });
    await blocked.close();

    const notAsked = await browser.newContext({ baseURL: platform.url });
    const askedNothing = await notAsked.newPage();
    await signUpInBrowser(askedNothing, 'sue.default@example.com');
    await askedNothing.getByTestId('details-form').waitFor();
    expect(await notificationStateOf(notAsked)).toEqual({ websitePermission: null, pushSubscription: null });
    await notAsked.close();
  }, 90_000);
});
