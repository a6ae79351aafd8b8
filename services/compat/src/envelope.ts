import type { Response } from 'express';
import { httpStatusFor } from '@mc/platform';
import { legacyErrorMessages } from './legacy-fields';

/** Every legacy answer: `{ errors: string[], message: string, data }` (DESIGN.md §10). */
export type Envelope = { errors: string[]; message: string; data: unknown };

export function sendOk(response: Response, data: unknown, message = ''): void {
  response.status(200).json({ errors: [], message, data } satisfies Envelope);
}

export function sendError(
  response: Response,
  status: number,
  errors: string[],
  message = errors[0] ?? 'Request failed',
): void {
  response.status(status).json({ errors, message, data: null } satisfies Envelope);
}

/** A refusal as the gateway lists it; a validation refusal names each field at fault in `details.fields`. */
export type GraphQLErrorBody = {
  message: string;
  extensions?: {
    code?: string;
    reason?: string;
    details?: { fields?: unknown; service?: unknown; retryAfterMs?: unknown };
  };
};

/**
 * The status of the first error decides the HTTP status; every message is listed, naming the fields by the
 * names the route's callers sent (legacy-fields.ts).
 */
export function sendGraphQLErrors(response: Response, errors: GraphQLErrorBody[]): void {
  sendError(response, httpStatusFor(errors[0]?.extensions?.code), legacyErrorMessages(response, errors));
}
