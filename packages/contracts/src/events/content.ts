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

/** What an operator published: a page (legal text, article, site page) or an FAQ entry. */
export const CONTENT_TEXT_KINDS = ['PAGE', 'FAQ'] as const;

/**
 * Durable `content.text.published`: an operator published a text (edit or restore) in one language.
 * The edge renders the public pages ahead (ADR 0029) and refreshes the ones that show the text.
 * `key` is the page's slug or the FAQ entry's key; `group` is the FAQ entry's group (null for a page).
 */
export const contentTextPublishedV1 = z.object({
  kind: z.enum(CONTENT_TEXT_KINDS),
  key: z.string().min(1).max(100),
  group: z.string().min(1).max(100).nullable(),
  language: z.string().length(2),
  version: z.number().int().positive(),
});
export type ContentTextPublishedV1 = z.infer<typeof contentTextPublishedV1>;
