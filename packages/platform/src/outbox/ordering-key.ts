import type { EventEnvelope } from '../bus/event-bus';

/**
 * Payload fields naming the aggregate an event is about, most specific owner first: a customer's events
 * (balances, deposits, trades, loans, the account itself) share the customer's key whatever their subject;
 * the others are about a plan, an instrument or one e-mail. Checked against every contract in
 * packages/contracts by the outbox tests.
 */
const AGGREGATE_FIELDS = ['userId', 'planId', 'symbol', 'mailId'] as const;

/**
 * The outbox's ordering key (ADR 0042): events of one key are published in the order they were
 * appended, and a key whose event cannot be published holds back only its own later events. An event
 * about no aggregate (a day's accrual batch, a published text) is ordered with the rest of its subject.
 */
export function orderingKeyOf(event: Pick<EventEnvelope, 'subject' | 'payload'>): string {
  const payload = event.payload;
  if (payload && typeof payload === 'object') {
    for (const field of AGGREGATE_FIELDS) {
      const value = (payload as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.length > 0) return `${field}:${value}`;
    }
  }
  return event.subject;
}
