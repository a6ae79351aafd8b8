import { graphql } from './generated';
import type { AdminFieldsFragment, AdminRole } from './generated/graphql';

export type { AdminRole };

/** The roles in the order the forms list them. */
export const ADMIN_ROLES = [
  'SUPERADMIN',
  'OPERATOR',
  'COMPLIANCE',
  'ACCOUNTANT',
  'TRADING_DESK',
] as const satisfies readonly AdminRole[];

/** An operator of the platform, as every admin query and mutation returns it. */
export type Admin = AdminFieldsFragment;

export const ADMIN_FIELDS = graphql(`
  fragment AdminFields on Admin {
    id
    email
    firstName
    lastName
    roles
    createdAt
    disabledAt
  }
`);

/** "First Last", or the e-mail when the admin has no name. */
export function adminDisplayName(admin: Pick<Admin, 'email' | 'firstName' | 'lastName'>): string {
  const name = [admin.firstName, admin.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? admin.email : name;
}

export function isAdminRole(value: string): value is AdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(value);
}

export function hasRole(admin: Pick<Admin, 'roles'>, role: AdminRole): boolean {
  return admin.roles.includes(role);
}
