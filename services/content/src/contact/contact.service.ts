import {
  type Database,
  type Executor,
  type Outbox,
  type RateLimiter,
  recordAudit,
  offsetOf,
  type PageRequest,
} from '@mc/platform';
import type { Actor } from '../access/access';
import {
  findContactMessage,
  insertContactMessage,
  insertContactReply,
  markHandled,
  pageContactMessages,
  repliesOf,
  type ContactMessageRow,
  type ContactReplyRow,
} from '../db/contact.repository';
import { contentError } from '../errors';
import { mailRequested } from '../events/mail-requested';
import type { ContactMessage, ContactMessageInput, ContactMessageStatus, ContactReceipt } from '../generated/resolvers';
import { siteLanguageOr } from '../texts/languages';
import { parseContactForm, parseReplyBody } from './contact-input';
import type { MailTemplates } from './mail-templates';

export type ContactLimits = { perIp: RateLimiter; perEmail: RateLimiter };

/** The contact form and the admins' inbox. E-mail leaves through identity (content.mail.requested). */
export class ContactService {
  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    private readonly templates: MailTemplates,
    private readonly productName: () => Promise<string>,
    private readonly limits: ContactLimits,
  ) {}

  /** Stores the message and asks identity to acknowledge it, in one transaction. */
  async send(input: ContactMessageInput, ip: string): Promise<ContactReceipt> {
    const form = parseContactForm(input);
    // Checked after validation, so a mistyped form does not use up the visitor's attempts.
    if (!(await this.limits.perIp.consume(ip)) || !(await this.limits.perEmail.consume(form.email.toLowerCase())))
      throw contentError('RATE_LIMITED', 'Too many messages; please try again in an hour');
    const acknowledgement = this.templates.compose('contact-acknowledgement', form.language, {
      name: form.name,
      subject: form.subject,
      productName: await this.productName(),
    });
    const message = await this.outbox.transaction(async (tx, publish) => {
      const stored = await insertContactMessage(tx, { ...form, ip });
      await publish(mailRequested({ to: form.email, ...acknowledgement, kind: 'contact-acknowledgement' }));
      return stored;
    });
    return { id: message.id, receivedAt: message.receivedAt };
  }

  async list(request: PageRequest, search?: string | null, status?: ContactMessageStatus | null) {
    const { items, total } = await pageContactMessages(this.database.orm, {
      offset: offsetOf(request),
      limit: request.pageSize,
      search: search ?? undefined,
      status: status ?? undefined,
    });
    const replies = await repliesOf(
      this.database.orm,
      items.map((item) => item.id),
    );
    return { items: items.map((item) => messageView(item, replies)), total, ...request };
  }

  async message(id: string): Promise<ContactMessage | null> {
    if (!isUuid(id)) return null;
    const row = await findContactMessage(this.database.orm, id);
    return row ? messageView(row, await repliesOf(this.database.orm, [row.id])) : null;
  }

  /** E-mails the reply in the visitor's language and keeps it with the message. */
  async reply(actor: Actor, id: string, body: string): Promise<ContactMessage> {
    const text = parseReplyBody(body);
    const productName = await this.productName();
    await this.outbox.transaction(async (tx, publish) => {
      const message = await this.requireMessage(tx, id);
      const reply = await insertContactReply(tx, { messageId: message.id, adminId: actor.adminId, body: text });
      const mail = this.templates.compose('contact-reply', siteLanguageOr(message.language), {
        name: message.name,
        subject: message.subject,
        reply: text,
        productName,
      });
      await publish(mailRequested({ to: message.email, ...mail, kind: 'contact-reply' }));
      await recordAudit(tx, actor, {
        operation: 'contact.reply',
        targetType: 'contact-message',
        targetId: message.id,
        after: { replyId: reply.id, to: message.email, body: text },
      });
    });
    return (await this.message(id))!;
  }

  /** NEW → HANDLED, once; a handled message gets INVALID_TRANSITION. */
  async markHandled(actor: Actor, id: string): Promise<ContactMessage> {
    await this.database.orm.transaction(async (tx) => {
      const message = await this.requireMessage(tx, id);
      const handled = await markHandled(tx, message.id, actor.adminId);
      if (!handled) throw contentError('INVALID_TRANSITION', 'This message is already handled');
      await recordAudit(tx, actor, {
        operation: 'contact.handled',
        targetType: 'contact-message',
        targetId: message.id,
        before: { status: message.status },
        after: { status: handled.status, handledAt: handled.handledAt },
      });
    });
    return (await this.message(id))!;
  }

  private async requireMessage(tx: Executor, id: string) {
    const message = isUuid(id) ? await findContactMessage(tx, id, true) : undefined;
    if (!message) throw contentError('CONTACT_MESSAGE_NOT_FOUND', 'There is no such contact message');
    return message;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUuid(value: string): boolean {
  return UUID.test(value);
}

function messageView(row: ContactMessageRow, replies: ContactReplyRow[]): ContactMessage {
  return {
    ...row,
    handledBy: row.handledBy ? { id: row.handledBy } : null,
    replies: replies
      .filter((reply) => reply.messageId === row.id)
      .map((reply) => ({ id: reply.id, admin: { id: reply.adminId }, body: reply.body, sentAt: reply.sentAt })),
  };
}
