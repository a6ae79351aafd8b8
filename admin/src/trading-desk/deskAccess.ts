import { hasRole, type Admin } from '../graphql/admin';

/** The desk opens and closes model trades: TRADING_DESK admins and SUPERADMIN (trading checks again). */
export function mayUseDesk(admin: Pick<Admin, 'roles'>): boolean {
  return hasRole(admin, 'TRADING_DESK') || hasRole(admin, 'SUPERADMIN');
}
