import type { Database, Viewer } from '@mc/platform';
import { isUuid } from '../access/access';
import { bonusesForReferral, type ReferralBonusRow } from '../db/referrals.repository';
import { miningError } from '../errors';

/** The referral bonuses as their referrer sees them: only their own; admins see every referrer's. */
export class ReferralService {
  constructor(private readonly database: Database) {}

  bonuses(viewer: Viewer, referredUserId: string): Promise<ReferralBonusRow[]> {
    if (viewer.kind === 'guest')
      throw viewer.sessionExpired
        ? miningError('SESSION_EXPIRED', 'Your session expired; sign in again')
        : miningError('SIGN_IN_REQUIRED', 'Sign in first');
    if (!isUuid(referredUserId)) return Promise.resolve([]);
    return bonusesForReferral(this.database.orm, referredUserId, viewer.kind === 'user' ? viewer.userId : null);
  }
}
