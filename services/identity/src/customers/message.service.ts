import type { Database, Viewer } from '@mc/platform';
import type { AccountService } from '../accounts/account.service';
import { dismissMessage, openMessagesOf, type MessageRow } from '../db/messages.repository';
import { identityError } from '../errors';
import { isUserId } from '../users/user-access';

/** A customer's own messages: read the open ones, dismiss one. */
export class MessageService {
  constructor(
    private readonly database: Database,
    private readonly accounts: AccountService,
  ) {}

  async open(viewer: Viewer): Promise<MessageRow[]> {
    const user = await this.accounts.requireCustomer(viewer);
    return openMessagesOf(this.database.orm, user.id);
  }

  async dismiss(viewer: Viewer, messageId: string): Promise<void> {
    const user = await this.accounts.requireCustomer(viewer);
    // Another customer's message id answers the same as an unknown one: nothing is revealed.
    if (!isUserId(messageId) || !(await dismissMessage(this.database.orm, user.id, messageId))) {
      throw identityError('MESSAGE_NOT_FOUND', 'No such open message');
    }
  }
}
