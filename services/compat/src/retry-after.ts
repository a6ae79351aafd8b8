import type { Response } from 'express';
import type { GraphQLErrorBody } from './envelope';

/**
 * A refusal that says how long to wait (a sign-in slowed or locked, a PIN sent too recently) carries
 * `details.retryAfterMs`; legacy callers get it as the standard Retry-After header, in whole seconds.
 */
export function setRetryAfter(response: Response, errors: readonly GraphQLErrorBody[]): void {
  const retryAfterMs = errors[0]?.extensions?.details?.retryAfterMs;
  if (typeof retryAfterMs === 'number' && Number.isFinite(retryAfterMs) && retryAfterMs > 0)
    response.setHeader('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
}
