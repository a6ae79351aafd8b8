import webPush from 'web-push';
import type { StoredPushSubscription } from '../db/schema';
import type { VapidKeys } from './vapid-keys';

/** What the push service said; the caller decides what each means for the customer's subscription. */
export type PushOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; status: number | null; problem: string };

export type PushPayload = { title: string; body: string; url: string };

const ONE_DAY_SECONDS = 24 * 3600;

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292) with web-push, then posts with
 * fetch: web-push's own sender only speaks https and follows no timeout we choose.
 */
export class WebPushSender {
  constructor(
    private readonly keys: VapidKeys,
    private readonly subject: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(subscription: StoredPushSubscription, payload: PushPayload): Promise<PushOutcome> {
    const request = webPush.generateRequestDetails(subscription, JSON.stringify(payload), {
      vapidDetails: { subject: this.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
      TTL: ONE_DAY_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: new Uint8Array(request.body),
        // A redirect could lead the server anywhere: push services never redirect.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      return { kind: 'failed', status: null, problem: error instanceof Error ? error.message : String(error) };
    }
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return { kind: 'delivered', status: response.status };
    // 404 and 410: the browser unsubscribed or the subscription expired (RFC 8030 §7.3).
    if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
    return { kind: 'failed', status: response.status, problem: `the push service answered ${response.status}` };
  }
}
