import { randomUUID } from 'node:crypto';
import { contractPayload, type ContentMailRequestedV1 } from '@mc/contracts';
import { newEvent, type EventEnvelope } from '@mc/platform';

export const MAIL_REQUESTED_SUBJECT = 'content.mail.requested';

/** Identity owns the mailbox and SMTP: content asks it to send, through the outbox. */
export function mailRequested(mail: Omit<ContentMailRequestedV1, 'mailId'>): EventEnvelope {
  return newEvent(MAIL_REQUESTED_SUBJECT, contractPayload(MAIL_REQUESTED_SUBJECT, { mailId: randomUUID(), ...mail }));
}
