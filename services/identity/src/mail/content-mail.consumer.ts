import { parseEventPayload } from '@mc/contracts';
import { idempotentHandler, type Consumer, type ServiceRuntime } from '@mc/platform';
import { identityError } from '../errors';
import type { Mailer } from './mailer';

export const CONTENT_MAIL_CONSUMER = 'identity-content-mail';
const SUBJECT = 'content.mail.requested';

/**
 * Queues the e-mails content composes (contact acknowledgements and replies) in identity's mailbox,
 * which owns delivery: each event once (its processed_events row commits with the mailbox row), and
 * delivered by SMTP right after the commit when SMTP_URL is set.
 */
export function startContentMailConsumer(runtime: ServiceRuntime, mailer: Mailer): Promise<Consumer> {
  const logger = runtime.logger.child({ module: 'content-mail' });
  const queue = idempotentHandler(runtime.database, CONTENT_MAIL_CONSUMER, async (tx, event) => {
    const mail = parseMail(event.payload, event.eventId, event.version);
    await mailer.queue(tx, mail.to, { subject: mail.subject, text: mail.text }, mail.kind);
  });
  return runtime.bus.consume({
    durableName: CONTENT_MAIL_CONSUMER,
    stream: 'content',
    subjects: [SUBJECT],
    handler: async (event) => {
      try {
        await queue(event);
      } catch (error) {
        logger.warn({ err: error, eventId: event.eventId, deliveryCount: event.deliveryCount }, 'mail request refused');
        throw error;
      }
      // After the commit: a failed delivery keeps the mail in the mailbox (the mailer logs it).
      await mailer.deliverPending().catch((error: unknown) => logger.warn({ err: error }, 'mail delivery pass failed'));
    },
  });
}

function parseMail(payload: unknown, eventId: string, version: number) {
  try {
    return parseEventPayload(SUBJECT, version, payload);
  } catch (error) {
    throw identityError('EVENT_PAYLOAD_INVALID', `Refused ${SUBJECT} ${eventId}: ${String(error)}`, {
      eventId,
      version,
    });
  }
}
