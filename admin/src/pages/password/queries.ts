import { gql, type TypedDocumentNode } from '@apollo/client';

/** Admin reset step 1: the same answer whether or not the e-mail has an admin account. */
export const REQUEST_ADMIN_PASSWORD_RESET_MUTATION: TypedDocumentNode<
  { requestAdminPasswordReset: boolean },
  { email: string }
> = gql`
  mutation RequestAdminPasswordReset($email: String!) {
    requestAdminPasswordReset(email: $email)
  }
`;

export interface ResetAdminPasswordVariables {
  /** When given, it must be the e-mail the token was sent to. */
  email: string | null;
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Admin reset step 2: the e-mailed token (single use) sets the new password and ends every session. */
export const RESET_ADMIN_PASSWORD_MUTATION: TypedDocumentNode<
  { resetAdminPassword: boolean },
  ResetAdminPasswordVariables
> = gql`
  mutation ResetAdminPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {
    resetAdminPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)
  }
`;
