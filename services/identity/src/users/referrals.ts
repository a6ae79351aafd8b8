import type { Database, Viewer } from '@mc/platform';
import { pageBounds } from '../admins/back-office.service';
import { pageReferrals, type UserRow } from '../db/users.repository';
import { mayReadUser } from './user-access';

/** Who signed up with a customer's code: visible to that customer and to admins, first names only. */
export async function referralsOf(database: Database, viewer: Viewer, user: UserRow, page: number, pageSize: number) {
  if (!mayReadUser(viewer, user.id)) return { items: [], total: 0, page, pageSize };
  const bounds = pageBounds(page, pageSize);
  return {
    ...(await pageReferrals(database.orm, user.id, bounds.offset, bounds.pageSize)),
    page: bounds.page,
    pageSize: bounds.pageSize,
  };
}
