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
export const CREATE_ADMIN_MUTATION: TypedDocumentNode<
  { createAdmin: Admin },
  { input: CreateAdminInput }
> = gql`
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
