import type { Router } from 'express';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import { legacyText, parseBody, requiredText } from '../legacy-input';
import { answer } from './answer';

const RESET_SENT = 'If the e-mail has an account, a reset token is on its way';

const REQUEST_PASSWORD_RESET = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

const RESET_PASSWORD = graphql(`
  mutation ResetPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {
    resetPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)
  }
`);

const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {
    changePassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)
  }
`);

const REQUEST_ADMIN_PASSWORD_RESET = graphql(`
  mutation RequestAdminPasswordReset($email: String!) {
    requestAdminPasswordReset(email: $email)
  }
`);

const RESET_ADMIN_PASSWORD = graphql(`
  mutation ResetAdminPassword($email: String, $token: String!, $newPassword: String!, $confirmNewPassword: String!) {
    resetAdminPassword(email: $email, token: $token, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)
  }
`);

/** Legacy password calls of customers and admins (legacy-api.md rows 14–16, 29–30). */
export function registerPasswordRoutes(router: Router, gateway: GatewayClient): void {
  router.post('/users/auth/token/password/update', (request, response) => {
    const { email } = parseBody(request, { email: requiredText });
    return answer(
      gateway,
      request,
      response,
      { document: REQUEST_PASSWORD_RESET, variables: { email } },
      () => null,
      RESET_SENT,
    );
  });

  router.patch('/users/auth/update/password', (request, response) => {
    const body = parseBody(request, {
      new_password: requiredText,
      confirm_new_password: legacyText,
      password_token: requiredText,
      email: legacyText.optional(),
    });
    return answer(
      gateway,
      request,
      response,
      {
        document: RESET_PASSWORD,
        variables: {
          email: body.email || null,
          token: body.password_token,
          newPassword: body.new_password,
          confirmNewPassword: body.confirm_new_password,
        },
      },
      () => null,
      'Password updated: sign in with the new password',
    );
  });

  router.patch('/users/auth/update/changepassword', (request, response) => {
    const body = parseBody(request, {
      password: requiredText,
      new_password: requiredText,
      confirm_new_password: legacyText,
    });
    return answer(
      gateway,
      request,
      response,
      {
        document: CHANGE_PASSWORD,
        variables: {
          password: body.password,
          newPassword: body.new_password,
          confirmNewPassword: body.confirm_new_password,
        },
      },
      () => null,
      'Password changed',
    );
  });

  router.post('/admins/auth/password/token', (request, response) => {
    const { email } = parseBody(request, { email: requiredText });
    return answer(
      gateway,
      request,
      response,
      {
        document: REQUEST_ADMIN_PASSWORD_RESET,
        variables: { email },
        actAs: 'admin',
      },
      () => null,
      RESET_SENT,
    );
  });

  router.patch('/admins/auth/password/update', (request, response) => {
    const body = parseBody(request, {
      password_token: requiredText,
      new_password: requiredText,
      confirm_new_password: legacyText,
    });
    return answer(
      gateway,
      request,
      response,
      {
        document: RESET_ADMIN_PASSWORD,
        variables: {
          email: null,
          token: body.password_token,
          newPassword: body.new_password,
          confirmNewPassword: body.confirm_new_password,
        },
        actAs: 'admin',
      },
      () => null,
      'Password updated: sign in with the new password',
    );
  });
}
