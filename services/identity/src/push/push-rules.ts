import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../accounts/input-rules';

export const WEBSITE_PERMISSIONS = ['GRANTED', 'DENIED', 'DEFAULT'] as const;
export type WebsitePermission = (typeof WEBSITE_PERMISSIONS)[number];

/** Push services' endpoints are long capability URLs; 2,000 characters leaves room and bounds storage. */
const ENDPOINT_MAX_LENGTH = 2000;
const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const base64Url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `must encode ${bytes} bytes`);

export type EndpointPolicy = {
  /** Tests point subscriptions at a local HTTP server standing in for the push service. */
  allowLoopbackHttp: boolean;
};

/**
 * The server posts to whatever endpoint a customer saved, so it must look like a push service:
 * https on a domain name. IP literals and localhost are refused so an endpoint cannot aim the
 * server at its own network.
 */
export function isAcceptableEndpoint(endpoint: string, policy: EndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (policy.allowLoopbackHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname;
  return (
    host.includes('.') &&
    !/^[\d.]+$/.test(host) &&
    !host.startsWith('[') &&
    host !== 'localhost' &&
    !host.endsWith('.localhost')
  );
}

export function subscriptionSchema(policy: EndpointPolicy) {
  return z.object({
    endpoint: z
      .string()
      .max(ENDPOINT_MAX_LENGTH, `must be at most ${ENDPOINT_MAX_LENGTH} characters`)
      .refine((value) => isAcceptableEndpoint(value, policy), 'must be an https URL of a push service'),
    // P-256 public key, uncompressed (65 bytes), and the 16-byte auth secret (RFC 8291).
    keys: z.object({ p256dh: base64Url(65), auth: base64Url(16) }),
    expirationTime: z
      .number()
      .int()
      .nonnegative()
      .nullish()
      .transform((value) => value ?? null),
  });
}

export function webPushSettingsSchema(policy: EndpointPolicy) {
  return (
    z
      .object({ permission: z.enum(WEBSITE_PERMISSIONS), subscription: subscriptionSchema(policy).nullish() })
      // A browser only hands out a subscription after the customer allowed notifications.
      .refine((value) => !value.subscription || value.permission === 'GRANTED', {
        message: 'is only accepted with permission GRANTED',
        path: ['subscription'],
      })
  );
}

/** The admin push form: subject and body are text inputs, so the specification's 300 applies. */
export const pushMessageSchema = z.object({ subject: text(TEXT_MAX_LENGTH), body: text(TEXT_MAX_LENGTH) });
