import { z } from 'zod';

/** The kinds of e-mail content asks identity to send (identity's mailbox shows the kind). */
export const CONTENT_MAIL_KINDS = ['contact-acknowledgement', 'contact-reply'] as const;

/**
 * Durable `content.mail.requested`: content composed an e-mail (from its texts, in the recipient's
 * language) and asks identity, which owns the mailbox and SMTP, to send it. `mailId` is unique per
 * e-mail, so a redelivered event is queued once.
 */
export const contentMailRequestedV1 = z.object({
  mailId: z.uuid(),
  to: z.email().max(254),
  subject: z.string().min(1).max(500),
  text: z.string().min(1).max(20_000),
  kind: z.enum(CONTENT_MAIL_KINDS),
});
export type ContentMailRequestedV1 = z.infer<typeof contentMailRequestedV1>;
