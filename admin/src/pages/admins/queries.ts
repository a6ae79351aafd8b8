import { graphql } from '../../graphql/generated';

/** All admins (SUPERADMIN only). */
export const ADMINS_QUERY = graphql(`
  query AdminsList {
    admins {
      ...AdminFields
    }
  }
`);

/** Creates an admin (SUPERADMIN only; audited). */
export const CREATE_ADMIN_MUTATION = graphql(`
  mutation CreateAdmin($input: CreateAdminInput!) {
    createAdmin(input: $input) {
      ...AdminFields
    }
  }
`);

/** What the create form hands the list through the navigation state, for the green box. */
export interface AdminsListState {
  createdEmail?: string;
}

/** Replaces another admin's roles (SUPERADMIN only; audited; the last active superadmin keeps the role). */
export const SET_ADMIN_ROLES_MUTATION = graphql(`
  mutation SetAdminRoles($adminId: ID!, $roles: [AdminRole!]!) {
    setAdminRoles(adminId: $adminId, roles: $roles) {
      ...AdminFields
    }
  }
`);

/** Disables an admin: no sign-in, sessions end (SUPERADMIN only; audited with the reason). */
export const DISABLE_ADMIN_MUTATION = graphql(`
  mutation DisableAdmin($adminId: ID!, $reason: String!) {
    disableAdmin(adminId: $adminId, reason: $reason) {
      ...AdminFields
    }
  }
`);

/** Lets a disabled admin sign in again (SUPERADMIN only; audited). */
export const ENABLE_ADMIN_MUTATION = graphql(`
  mutation EnableAdmin($adminId: ID!) {
    enableAdmin(adminId: $adminId) {
      ...AdminFields
    }
  }
`);
