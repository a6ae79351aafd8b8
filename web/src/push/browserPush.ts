/** The browser's side of web push: the service worker, the permission and the subscription. */

export const SERVICE_WORKER_URL = '/sw.js';

export type BrowserPermission = 'granted' | 'denied' | 'default';

/** Push needs a secure context, a service worker and the Push API; some browsers lack one of them. */
export function pushSupported(): boolean {
  return window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function browserPermission(): BrowserPermission {
  return 'Notification' in window ? Notification.permission : 'denied';
}

/** Registered on every start (specification 000 §7); a failure is only logged, as there. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
    console.error('service worker registration failed', error);
  });
}

/** Asks the customer (the browser shows its own prompt) and answers what they chose. */
export async function requestPermission(): Promise<BrowserPermission> {
  return Notification.requestPermission();
}

/** The subscription for our VAPID public key, made anew when the key changed. */
export async function subscribeBrowser(vapidPublicKey: string): Promise<PushSubscriptionJSON> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  await navigator.serviceWorker.ready;
  const applicationServerKey = base64UrlToBytes(vapidPublicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && !sameKey(existing.options.applicationServerKey, applicationServerKey)) await existing.unsubscribe();
  const subscription =
    existing && sameKey(existing.options.applicationServerKey, applicationServerKey)
      ? existing
      : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  return subscription.toJSON();
}

/** Stops this browser's subscription; the server forgets it when the page saves DENIED. */
export async function unsubscribeBrowser(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current || current.byteLength !== wanted.length) return false;
  const bytes = new Uint8Array(current);
  return bytes.every((byte, index) => byte === wanted[index]);
}
