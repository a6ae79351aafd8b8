import { contractPayload, type EventSubject } from '@mc/contracts';
import { newEvent, type Database, type Outbox, type Viewer } from '@mc/platform';
import type { AccountService } from '../accounts/account.service';
import { adminReasonSchema, parseInput } from '../accounts/input-rules';
import type { AdminService } from '../admins/admin.service';
import { audit } from '../admins/audit';
import { insertDocument, latestDocument } from '../db/documents.repository';
import { findUserById, updateUser, type UserRow } from '../db/users.repository';
import { identityError } from '../errors';
import type { ImageUpload } from '../generated/resolvers';
import type { Mailer } from '../mail/mailer';
import { identityDecisionMail } from '../mail/templates';
import { isUserId, mayReadUser } from '../users/user-access';
import { imageUrl, type DocumentStore } from './document-store';
import { checkImageUpload, type ImageKind } from './image-rules';

/** The identity check (DESIGN.md §7): 0 not submitted → 1 awaiting review → 2 approved | back to 0 declined. */
export class IdentityCheckService {
  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    private readonly accounts: AccountService,
    private readonly admins: AdminService,
    private readonly store: DocumentStore,
    private readonly mailer: Mailer,
  ) {}

  async submit(viewer: Viewer, front: ImageUpload, back: ImageUpload): Promise<UserRow> {
    const user = await this.accounts.requireCustomer(viewer);
    if (user.identityCheck !== 0)
      throw identityError(
        'IDENTITY_CHECK_NOT_OPEN',
        user.identityCheck === 1 ? 'Your documents are already awaiting review' : 'Your identity is already verified',
      );
    const images = [checkImage('front', front), checkImage('back', back)] as const;
    const saved = await Promise.all(images.map((image) => this.store.save(image.bytes, image.kind)));
    return this.outbox.transaction(async (tx, publish) => {
      for (const [index, image] of images.entries()) {
        await insertDocument(tx, {
          userId: user.id,
          side: image.side,
          storedName: saved[index].storedName,
          contentType: image.kind.contentType,
          sizeBytes: image.bytes.length,
          sha256: saved[index].sha256,
        });
      }
      await publish(this.event('identity.identity.submitted', user.id, null));
      return updateUser(tx, user.id, { identityCheck: 1, identityCheckDeclineReason: null });
    });
  }

  async review(
    viewer: Viewer,
    ip: string,
    userId: string,
    decision: 'APPROVE' | 'DECLINE',
    reasonInput: unknown,
  ): Promise<UserRow> {
    const actor = await this.admins.requireAdmin(viewer, 'COMPLIANCE');
    const reason = decision === 'DECLINE' ? parseInput(adminReasonSchema, reasonInput) : null;
    const updated = await this.outbox.transaction(async (tx, publish) => {
      const user = isUserId(userId) ? await findUserById(tx, userId) : undefined;
      if (!user) throw identityError('USER_NOT_FOUND', 'User Not Found');
      if (user.identityCheck !== 1)
        throw identityError('IDENTITY_CHECK_NOT_AWAITING', 'There are no documents awaiting review');
      const after = await updateUser(
        tx,
        user.id,
        decision === 'APPROVE' ? { identityCheck: 2 } : { identityCheck: 0, identityCheckDeclineReason: reason },
      );
      await audit(tx, actor, ip, {
        operation: `customer.identity_check.${decision === 'APPROVE' ? 'approved' : 'declined'}`,
        targetType: 'user',
        targetId: user.id,
        before: user,
        after,
      });
      await this.mailer.queue(
        tx,
        user.email,
        identityDecisionMail(user.language, decision, reason ?? ''),
        'identity-decision',
        user.id,
      );
      await publish(
        this.event(
          decision === 'APPROVE' ? 'identity.identity.approved' : 'identity.identity.declined',
          user.id,
          reason,
        ),
      );
      return after;
    });
    await this.mailer.deliverPending();
    return updated;
  }

  /** The latest images' /images URLs, for the customer themself and admins; null when none were uploaded. */
  async documents(viewer: Viewer, user: UserRow): Promise<{ front: string; back: string; uploadedAt: Date } | null> {
    if (!mayReadUser(viewer, user.id)) return null;
    const db = this.database.orm;
    const [front, back] = await Promise.all([
      latestDocument(db, user.id, 'front'),
      latestDocument(db, user.id, 'back'),
    ]);
    if (!front || !back) return null;
    return { front: imageUrl(front.storedName), back: imageUrl(back.storedName), uploadedAt: back.uploadedAt };
  }

  private event(subject: EventSubject, userId: string, reason: string | null) {
    return newEvent(
      subject,
      contractPayload(subject as 'identity.identity.submitted', { userId, at: new Date().toISOString(), reason }),
    );
  }
}

export function checkImage<TSide extends string>(
  side: TSide,
  upload: ImageUpload,
): { side: TSide; bytes: Buffer; kind: ImageKind } {
  const checked = checkImageUpload(upload);
  if (!checked.ok) throw identityError('IMAGE_INVALID', `The ${side} image ${checked.problem}`, { field: side });
  return { side, bytes: checked.bytes, kind: checked.kind };
}
