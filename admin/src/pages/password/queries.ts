import { graphql } from '../../graphql/generated';
import type { PasswordResetMutations } from '@mc/client';

/** Admin reset step 1: the same answer whether or not the e-mail has an admin account. */
export const REQUEST_ADMIN_PASSWORD_RESET_MUTATION = graphql(`
  mutation RequestAdminPasswordReset($email: String!) {
    requestAdminPasswordReset(email: $email)
  }
`);

/** Admin reset step 2: the e-mailed token (single use) sets the new password and ends every session. */
export const RESET_ADMIN_PASSWORD_MUTATION = graphql(`
  mutation ResetAdminPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {
    resetAdminPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)
  }
`);

export const ADMIN_PASSWORD_RESET_MUTATIONS: PasswordResetMutations = {
  request: REQUEST_ADMIN_PASSWORD_RESET_MUTATION,
  reset: RESET_ADMIN_PASSWORD_MUTATION,
};
