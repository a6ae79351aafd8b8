import type { Response } from 'express';
import { httpStatusFor } from '@mc/platform';

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

export type GraphQLErrorBody = { message: string; extensions?: { code?: string; reason?: string } };

/** The status of the first error decides the HTTP status; every message is listed. */
export function sendGraphQLErrors(response: Response, errors: GraphQLErrorBody[]): void {
  sendError(
    response,
    httpStatusFor(errors[0]?.extensions?.code),
    errors.map((error) => error.message),
  );
}
