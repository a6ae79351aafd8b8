import { z } from 'zod';
import { liveMessage, liveMessageSubject } from '@mc/contracts';
import type { Database, EventBus, Viewer } from '@mc/platform';
import { parseInput } from '../accounts/input-rules';
import type { AdminService } from '../admins/admin.service';
import { audit } from '../admins/audit';
import { dismissOpenMessagesOf, insertMessage, type MessageRow } from '../db/messages.repository';
import type { Mailer } from '../mail/mailer';
import { requireCustomerRow } from './customer-admin.service';

const messageSchema = z.object({
  body: z.string().trim().min(1, 'is required').max(2000, 'must be at most 2000 characters'),
  type: z.enum(['NORMAL', 'POPUP']),
});
const emailSchema = z.object({
  subject: z.string().trim().min(1, 'is required').max(300, 'must be at most 300 characters'),
  body: z.string().trim().min(1, 'is required').max(10_000, 'must be at most 10000 characters'),
});

/** Admins reaching a customer: a message (Normal or Popup), clearing the open ones, an e-mail. OPERATOR; audited. */
export class CustomerMessagingService {
  constructor(
    private readonly database: Database,
    private readonly admins: AdminService,
    private readonly mailer: Mailer,
    private readonly bus: EventBus,
  ) {}

  async sendMessage(viewer: Viewer, ip: string, userId: string, input: unknown): Promise<MessageRow> {
    const actor = await this.admins.requireAdmin(viewer, 'OPERATOR');
    const fields = parseInput(messageSchema, input);
    const message = await this.database.orm.transaction(async (tx) => {
      const user = await requireCustomerRow(tx, userId);
      const row = await insertMessage(tx, { userId: user.id, body: fields.body, type: fields.type, sentBy: actor.id });
      await audit(tx, actor, ip, {
        operation: 'customer.message.sent',
        targetType: 'user',
        targetId: user.id,
        after: { messageId: row.id, type: row.type, body: row.body },
      });
      return row;
    });
    // After the commit: the subscription server pushes it to the customer's open pages.
    this.bus.publishLive(
      liveMessageSubject(message.userId),
      liveMessage.parse({
        id: message.id,
        body: message.body,
        type: message.type,
        createdAt: message.createdAt.toISOString(),
      }),
    );
    return message;
  }

  /**
   * The admin message form with no text (the specification makes it optional): the customer's open
   * messages are dismissed, so their account shows none. Answers how many were open.
   */
  async clearMessages(viewer: Viewer, ip: string, userId: string): Promise<number> {
    const actor = await this.admins.requireAdmin(viewer, 'OPERATOR');
    return this.database.orm.transaction(async (tx) => {
      const user = await requireCustomerRow(tx, userId);
      const cleared = await dismissOpenMessagesOf(tx, user.id);
      await audit(tx, actor, ip, {
        operation: 'customer.messages.cleared',
        targetType: 'user',
        targetId: user.id,
        after: { cleared },
      });
      return cleared;
    });
  }

  async sendEmail(viewer: Viewer, ip: string, userId: string, input: unknown): Promise<void> {
    const actor = await this.admins.requireAdmin(viewer, 'OPERATOR');
    const fields = parseInput(emailSchema, input);
    await this.database.orm.transaction(async (tx) => {
      const user = await requireCustomerRow(tx, userId);
      await this.mailer.queue(tx, user.email, { subject: fields.subject, text: fields.body }, 'admin-email', user.id);
      await audit(tx, actor, ip, {
        operation: 'customer.email.sent',
        targetType: 'user',
        targetId: user.id,
        after: fields,
      });
    });
    await this.mailer.deliverPending();
  }
}
