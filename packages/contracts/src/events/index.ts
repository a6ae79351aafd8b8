import type { z } from 'zod';
import { candleClosedV1 } from './trading';

export * from './trading';

/**
 * Every durable event: subject → payload schema per version. Producers validate before appending
 * to the outbox; consumers parse with the same schema, so a contract change fails a test, not prod.
 */
export const eventContracts = {
  'trading.candle.closed': { 1: candleClosedV1 },
} as const satisfies Record<string, Record<number, z.ZodType>>;

export type EventSubject = keyof typeof eventContracts;

export function parseEventPayload<TSubject extends EventSubject>(
  subject: TSubject,
  version: number,
  payload: unknown,
): z.infer<(typeof eventContracts)[TSubject][1]> {
  const schema = (eventContracts[subject] as Record<number, z.ZodType | undefined>)[version];
  if (!schema) throw new Error(`No contract for ${subject} version ${version}`);
  return schema.parse(payload) as z.infer<(typeof eventContracts)[TSubject][1]>;
}
