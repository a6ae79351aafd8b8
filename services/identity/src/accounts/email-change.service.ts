import { randomBytes } from 'node:crypto';
import type { Database, Viewer } from '@mc/platform';
import type { RateLimiter } from '@mc/platform';
import { hashSecret } from '../auth/refresh-tokens';
import { closeEmailChanges, insertEmailChange, lockEmailChange } from '../db/email-changes.repository';
import { findUserByEmail, updateUser, type UserRow } from '../db/users.repository';
import { identityError } from '../errors';
import type { Mailer } from '../mail/mailer';
import { emailChangeMail } from '../mail/templates';
import type { AccountService } from './account.service';
import { parseEmail } from './input-rules';

const TOKEN_TTL_MS = 3_600_000;

/** Changing the login e-mail needs a token sent to the current address: whoever took over a session cannot move the account. */
export class EmailChangeService {
  constructor(
    private readonly database: Database,
    private readonly accounts: AccountService,
    private readonly mailer: Mailer,
    private readonly requests: RateLimiter,
    private readonly now: () => number = Date.now,
  ) {}

  async request(viewer: Viewer): Promise<void> {
    const user = await this.accounts.requireCustomer(viewer);
    if (!(await this.requests.consume(user.id)))
      throw identityError('RATE_LIMITED', 'Too many e-mail change requests: try again later');
    const token = randomBytes(9).toString('base64url');
    await this.database.orm.transaction(async (tx) => {
      await insertEmailChange(tx, user.id, hashSecret(token), new Date(this.now() + TOKEN_TTL_MS));
      await this.mailer.queue(tx, user.email, emailChangeMail(user.language, token), 'email-change', user.id, [token]);
    });
    await this.mailer.deliverPending();
  }

  async change(
    viewer: Viewer,
    input: { token: string; newEmail: unknown; confirmNewEmail: unknown },
  ): Promise<UserRow> {
    const user = await this.accounts.requireCustomer(viewer);
    const newEmail = parseEmail(input.newEmail, 'newEmail');
    if (newEmail !== parseEmail(input.confirmNewEmail, 'confirmNewEmail'))
      throw identityError('INVALID_INPUT', 'The new e-mail and its confirmation differ', {
        fields: [{ field: 'confirmNewEmail', problem: 'must match newEmail' }],
      });
    return this.database.orm.transaction(async (tx) => {
      const change = await lockEmailChange(tx, hashSecret(input.token));
      if (!change || change.userId !== user.id || change.usedAt || change.expiresAt.getTime() <= this.now()) {
        throw identityError('RESET_TOKEN_INVALID', 'The token is wrong, used or expired: request a new one');
      }
      const holder = await findUserByEmail(tx, newEmail);
      if (holder && holder.id !== user.id)
        throw identityError('EMAIL_TAKEN', 'An account with this e-mail already exists');
      await closeEmailChanges(tx, user.id);
      return updateUser(tx, user.id, { email: newEmail });
    });
  }
}
