import type { Admin } from '../graphql/admin';

/** Who made a decision: "you" for the signed-in admin, else the admin's id (funds knows admins by id only). */
export function adminLabel(adminId: string | null, signedIn: Pick<Admin, 'id'>, youLabel: string, noneLabel: string): string {
  if (adminId === null) return noneLabel;
  return adminId === signedIn.id ? youLabel : adminId;
}
