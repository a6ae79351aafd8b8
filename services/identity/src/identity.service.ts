import type { Database, Viewer } from '@mc/platform';
import type { SessionService } from './auth/session.service';
import { findUserById, type UserRow } from './db/users.repository';
import { identityError } from './errors';
import { isUserId, mayReadUser } from './users/user-access';

/** Owns the identity rules served so far: who may read which user. */
export class IdentityService {
  constructor(
    private readonly database: Database,
    private readonly sessions: SessionService,
  ) {}

  /**
   * The signed-in customer; guests and admins are not customers, so they have none. A guest whose
   * access token expired is told so, so the client refreshes instead of showing a signed-out page.
   */
  async me(viewer: Viewer): Promise<UserRow | null> {
    if (viewer.kind === 'guest' && viewer.sessionExpired)
      throw identityError('SESSION_EXPIRED', 'The session expired: refresh it');
    if (viewer.kind !== 'user') return null;
    // Identity issues UUID subjects only: any other id means the token was not ours to trust.
    if (!isUserId(viewer.userId)) throw identityError('VIEWER_INVALID', 'The signed-in user id is not valid');
    if (await this.sessions.hasEnded(viewer)) return null;
    const user = await findUserById(this.database.orm, viewer.userId);
    return user && !user.deactivatedAt ? user : null;
  }

  /** A user another subgraph refers to; null (never an error) when the viewer may not read it. */
  async userForViewer(viewer: Viewer, userId: string): Promise<UserRow | null> {
    if (!mayReadUser(viewer, userId)) return null;
    if (viewer.kind === 'user') return this.me(viewer);
    return isUserId(userId) ? ((await findUserById(this.database.orm, userId)) ?? null) : null;
  }
}
