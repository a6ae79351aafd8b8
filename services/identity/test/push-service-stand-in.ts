import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** http_ece comes with web-push (which encrypts with it); the test decrypts as a browser would. */
const ece: {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: unknown; authSecret: string }): Buffer;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- http_ece ships no types; they are declared here
} = require('http_ece');

export type ReceivedPush = { method: string; path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * The outside push service, and only it, replaced by a local HTTP server on 127.0.0.1: it
 * records each request and answers 201, or the status a path asks for (`/status/410`).
 */
export async function startPushServiceStandIn() {
  const received: ReceivedPush[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      const asked = /^\/status\/(\d{3})/.exec(request.url ?? '')?.[1];
      response.writeHead(asked ? Number(asked) : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A browser's side of a subscription: its key pair and auth secret, to subscribe and to decrypt. */
export function browserSubscription(endpoint: string) {
  const keyPair = createECDH('prime256v1');
  keyPair.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: keyPair.getPublicKey().toString('base64url'), auth },
    },
    decrypt: (body: Buffer) =>
      ece.decrypt(body, { version: 'aes128gcm', privateKey: keyPair, authSecret: auth }).toString('utf8'),
  };
}
