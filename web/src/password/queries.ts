import type { PasswordResetMutations } from '@mc/client';
import { graphql } from '../graphql/generated';

/** Step 1 of the reset: the same answer whether or not the e-mail has an account. */
export const REQUEST_PASSWORD_RESET_MUTATION = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** Step 2 of the reset: the e-mailed token (single use) sets the new password and ends every session. */
export const RESET_PASSWORD_MUTATION = graphql(`
  mutation ResetPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {
    resetPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)
  }
`);

export const PASSWORD_RESET_MUTATIONS: PasswordResetMutations = {
  request: REQUEST_PASSWORD_RESET_MUTATION,
  reset: RESET_PASSWORD_MUTATION,
};

/** The signed-in customer's password change; the server checks the confirmation and ends the other sessions. */
export const CHANGE_PASSWORD_MUTATION = graphql(`
  mutation ChangePassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {
    changePassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)
  }
`);
