import type { BrowserContext, Page } from 'playwright-core';
import { submitSignUpForm } from './browser';

export type StoodInSubscription = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };

/** What the page did with the stand-in: the VAPID keys it subscribed with, and how often it asked for the permission. */
export type PushStandInRecord = { subscribedKeys: string[]; permissionRequests: number };

/**
 * Chromium subscribes only at Google's push service, which this closed network cannot reach (and
 * which headless incognito contexts refuse), so the browser's side of that outside service, and
 * only it, is stood in for: PushManager answers with `subscription`, whose endpoint is the local
 * push service stand-in and whose keys the test can decrypt with. Everything else is the real page.
 */
export async function standInForBrowserPush(context: BrowserContext, subscription: StoodInSubscription): Promise<void> {
  await context.addInitScript((stoodIn: StoodInSubscription) => {
    const record: PushStandInRecord = { subscribedKeys: [], permissionRequests: 0 };
    (window as unknown as { pushStandIn: PushStandInRecord }).pushStandIn = record;
    const toBase64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer | Uint8Array);
      record.subscribedKeys.push(toBase64Url(key));
      const made = {
        endpoint: stoodIn.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: key.slice().buffer },
        toJSON: () => stoodIn,
        unsubscribe: async () => ((current = null), true),
      };
      current = made as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      record.permissionRequests += 1;
      return ask(...args);
    };
  }, subscription);
}

export async function pushStandInRecord(page: Page): Promise<PushStandInRecord> {
  return page.evaluate(() => (window as unknown as { pushStandIn: PushStandInRecord }).pushStandIn);
}

/** Sets Notification.permission to "denied" for the context's pages, as a customer's "Block" does. */
export async function denyNotifications(context: BrowserContext, page: Page, origin: string): Promise<void> {
  const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
  const browserSession = await context.browser()!.newBrowserCDPSession();
  await browserSession.send('Browser.setPermission', {
    origin,
    browserContextId: targetInfo.browserContextId,
    permission: { name: 'notifications' },
    setting: 'denied',
  });
}

/** Step 1 of the wizard in the browser; resolves on step 2. */
export async function signUpInBrowser(page: Page, email: string): Promise<void> {
  await page.goto('/signup.html');
  await submitSignUpForm(page, {
    firstName: 'Sue',
    lastName: 'Signup',
    phone: '+44 20 7946 0004',
    email,
    password: 'long enough',
  });
  await page.waitForURL('**/user/auth/signup/step2.html');
}

/** The signed-in customer's notification state, as the graph holds it. */
export async function notificationStateOf(
  context: BrowserContext,
): Promise<{ websitePermission: string | null; pushSubscription: { endpointOrigin: string } | null }> {
  const response = await context.request.post('/graphql', {
    data: { query: '{ me { websitePermission pushSubscription { endpointOrigin } } }' },
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data.me;
}
