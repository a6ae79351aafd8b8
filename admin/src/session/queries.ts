import { gql, type TypedDocumentNode } from '@apollo/client';
import { ADMIN_FIELDS, type Admin } from '../graphql/admin';

type NoVariables = Record<string, never>;

export interface CurrentAdminData {
  currentAdmin: Admin | null;
}

/** The signed-in admin (null for a guest); the guards, the header and the role checks watch it. */
export const CURRENT_ADMIN_QUERY: TypedDocumentNode<CurrentAdminData, NoVariables> = gql`
  query CurrentAdmin {
    currentAdmin {
      ...AdminFields
    }
  }
  ${ADMIN_FIELDS}
`;

export const ADMIN_SIGN_IN_MUTATION: TypedDocumentNode<{ adminSignIn: Admin }, { email: string; password: string }> =
  gql`
    mutation AdminSignIn($email: String!, $password: String!) {
      adminSignIn(email: $email, password: $password) {
        ...AdminFields
      }
    }
    ${ADMIN_FIELDS}
  `;

export const ADMIN_SIGN_OUT_MUTATION: TypedDocumentNode<{ adminSignOut: boolean }, NoVariables> = gql`
  mutation AdminSignOut {
    adminSignOut
  }
`;

/** The operation name is how the refresh link recognises its own call and never retries it. */
export const REFRESH_ADMIN_SESSION_OPERATION = 'RefreshAdminSession';

export const REFRESH_ADMIN_SESSION_MUTATION: TypedDocumentNode<{ refreshAdminSession: Admin }, NoVariables> = gql`
  mutation RefreshAdminSession {
    refreshAdminSession {
      ...AdminFields
    }
  }
  ${ADMIN_FIELDS}
`;
