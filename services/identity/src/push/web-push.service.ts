import type { Database, Viewer } from '@mc/platform';
import type { AccountService } from '../accounts/account.service';
import { parseInput } from '../accounts/input-rules';
import type { AdminService } from '../admins/admin.service';
import { audit } from '../admins/audit';
import { clearPushSubscriptionIfEndpoint, findUserById, updateUser, type UserRow } from '../db/users.repository';
import { identityError } from '../errors';
import { isUserId } from '../users/user-access';
import { pushMessageSchema, webPushSettingsSchema, type EndpointPolicy } from './push-rules';
import type { PushOutcome, WebPushSender } from './push-sender';

/** The specification's text on the admin push screen when the customer has no subscription. */
export const PUSH_DENIED_TEXT = 'This user has denied permission for push notifications';
/** Where a click on the notification leads: the customer's home, where messages show. */
const NOTIFICATION_URL = '/user/index.html';

/** Web push: the customer's browser permission and subscription, and admins' pushes to them. */
export class WebPushService {
  constructor(
    private readonly database: Database,
    private readonly accounts: AccountService,
    private readonly admins: AdminService,
    private readonly sender: WebPushSender,
    private readonly vapidPublicKey: string,
    private readonly endpointPolicy: EndpointPolicy,
  ) {}

  /** Public on purpose: the browser needs it to subscribe, and it proves nothing on its own. */
  publicKey(): string {
    return this.vapidPublicKey;
  }

  /** Saves what the browser answered; without a subscription any stored one is dropped. */
  async updateSettings(viewer: Viewer, input: unknown): Promise<UserRow> {
    const user = await this.accounts.requireCustomer(viewer);
    const settings = parseInput(webPushSettingsSchema(this.endpointPolicy), input);
    const subscription = settings.subscription ?? null;
    return updateUser(this.database.orm, user.id, {
      websitePermission: settings.permission,
      pushSubscription: subscription,
      pushSubscriptionSavedAt: subscription ? new Date() : null,
    });
  }

  /**
   * Sends one notification to the customer's browser. OPERATOR. The push service is called
   * outside any transaction; the audit entry then records the attempt and its outcome, and a
   * subscription the push service calls gone is forgotten in the same transaction.
   */
  async sendToCustomer(viewer: Viewer, ip: string, userId: string, input: unknown): Promise<void> {
    const actor = await this.admins.requireAdmin(viewer, 'OPERATOR');
    const message = parseInput(pushMessageSchema, input);
    const user = isUserId(userId) ? await findUserById(this.database.orm, userId) : undefined;
    if (!user) throw identityError('USER_NOT_FOUND', 'User Not Found');
    const subscription = user.pushSubscription;
    if (!subscription) throw identityError('PUSH_NOT_SUBSCRIBED', PUSH_DENIED_TEXT);
    const outcome = await this.sender.send(subscription, {
      title: message.subject,
      body: message.body,
      url: NOTIFICATION_URL,
    });
    await this.database.orm.transaction(async (tx) => {
      if (outcome.kind === 'gone') await clearPushSubscriptionIfEndpoint(tx, user.id, subscription.endpoint);
      await audit(tx, actor, ip, {
        operation: 'customer.push.sent',
        targetType: 'user',
        targetId: user.id,
        after: { ...message, outcome: outcome.kind, status: outcome.status },
      });
    });
    throwUnlessDelivered(outcome);
  }
}

function throwUnlessDelivered(outcome: PushOutcome): void {
  switch (outcome.kind) {
    case 'delivered':
      return;
    case 'gone':
      throw identityError(
        'PUSH_SUBSCRIPTION_GONE',
        "The customer's browser subscription has expired: they must allow notifications again",
      );
    case 'failed':
      throw identityError(
        'PUSH_DELIVERY_FAILED',
        `The push service did not take the notification (${outcome.problem}); try again later`,
      );
  }
}
