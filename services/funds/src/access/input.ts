import { randomUUID } from 'node:crypto';
import { fundsError } from '../errors';
import { isUuid } from './access';

/** The record id a submission asks for (idempotency), or a new one when the caller sent none. */
export function requestIdOf(requestId: string | null | undefined): string {
  if (requestId == null) return randomUUID();
  if (!isUuid(requestId)) throw fundsError('INVALID_INPUT', 'requestId must be a UUID');
  return requestId.toLowerCase();
}

/** Trimmed optional text; empty means none; longer than `max` is refused. */
export function optionalText(text: string | null | undefined, max: number, field: string): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  if (trimmed.length > max) throw fundsError('INVALID_INPUT', `${field} must be at most ${max} characters`);
  return trimmed;
}
