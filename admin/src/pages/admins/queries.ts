import { gql, type TypedDocumentNode } from '@apollo/client';
import { ADMIN_FIELDS, type Admin, type AdminRole } from '../../graphql/admin';

/** All admins (SUPERADMIN only). */
export const ADMINS_QUERY: TypedDocumentNode<{ admins: Admin[] }, Record<string, never>> = gql`
  query AdminsList {
    admins {
      ...AdminFields
    }
  }
  ${ADMIN_FIELDS}
`;

export interface CreateAdminInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  roles: AdminRole[];
}

/** Creates an admin (SUPERADMIN only; audited). */
export const CREATE_ADMIN_MUTATION: TypedDocumentNode<{ createAdmin: Admin }, { input: CreateAdminInput }> = gql`
  mutation CreateAdmin($input: CreateAdminInput!) {
    createAdmin(input: $input) {
      ...AdminFields
    }
  }
  ${ADMIN_FIELDS}
`;

/** What the create form hands the list through the navigation state, for the green box. */
export interface AdminsListState {
  createdEmail?: string;
}

/** Replaces another admin's roles (SUPERADMIN only; audited; the last active superadmin keeps the role). */
export const SET_ADMIN_ROLES_MUTATION: TypedDocumentNode<
  { setAdminRoles: Admin },
  { adminId: string; roles: AdminRole[] }
> = gql`
  mutation SetAdminRoles($adminId: ID!, $roles: [AdminRole!]!) {
    setAdminRoles(adminId: $adminId, roles: $roles) {
      ...AdminFields
    }
  }
  ${ADMIN_FIELDS}
`;

/** Disables an admin: no sign-in, sessions end (SUPERADMIN only; audited with the reason). */
export const DISABLE_ADMIN_MUTATION: TypedDocumentNode<{ disableAdmin: Admin }, { adminId: string; reason: string }> =
  gql`
    mutation DisableAdmin($adminId: ID!, $reason: String!) {
      disableAdmin(adminId: $adminId, reason: $reason) {
        ...AdminFields
      }
    }
    ${ADMIN_FIELDS}
  `;

/** Lets a disabled admin sign in again (SUPERADMIN only; audited). */
export const ENABLE_ADMIN_MUTATION: TypedDocumentNode<{ enableAdmin: Admin }, { adminId: string }> = gql`
  mutation EnableAdmin($adminId: ID!) {
    enableAdmin(adminId: $adminId) {
      ...AdminFields
    }
  }
  ${ADMIN_FIELDS}
`;
