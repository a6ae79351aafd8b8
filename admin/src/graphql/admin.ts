import { gql } from '@apollo/client';

export const ADMIN_ROLES = ['SUPERADMIN', 'OPERATOR', 'COMPLIANCE', 'ACCOUNTANT'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** An operator of the platform, as every admin query and mutation returns it. */
export interface Admin {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  roles: AdminRole[];
  createdAt: string;
  /** Set while a superadmin has disabled this admin. */
  disabledAt: string | null;
}

export const ADMIN_FIELDS = gql`
  fragment AdminFields on Admin {
    id
    email
    firstName
    lastName
    roles
    createdAt
    disabledAt
  }
`;

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
