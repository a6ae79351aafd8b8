import { hasRole, type Admin, type AdminRole } from '../graphql/admin';

/**
 * Whether the admin may make a funds decision that needs `role`: the funds service lets SUPERADMIN
 * do everything, others only with the named role (it checks again and refuses otherwise).
 */
export function mayAct(admin: Pick<Admin, 'roles'>, role: Exclude<AdminRole, 'SUPERADMIN'>): boolean {
  return hasRole(admin, 'SUPERADMIN') || hasRole(admin, role);
}
