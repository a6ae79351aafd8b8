import type { Router } from 'express';
import { sendError, sendGraphQLErrors, sendOk } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import type { LegacyAdminFragment } from '../generated/graphql';
import { legacyText, parseBody, requiredText } from '../legacy-input';
import { answer } from './answer';

export const LEGACY_ADMIN = graphql(`
  fragment LegacyAdmin on Admin {
    id
    email
    firstName
    lastName
    roles
    createdAt
    photo
  }
`);

const ADMIN_SIGN_IN = graphql(`
  mutation AdminSignIn($email: String!, $password: String!) {
    adminSignIn(email: $email, password: $password) {
      ...LegacyAdmin
    }
  }
`);

const CURRENT_ADMIN = graphql(`
  query CurrentAdmin {
    currentAdmin {
      ...LegacyAdmin
    }
  }
`);

const ADMIN_SIGN_OUT = graphql(`
  mutation AdminSignOut {
    adminSignOut
  }
`);

const CHANGE_ADMIN_PASSWORD = graphql(`
  mutation ChangeAdminPassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {
    changeAdminPassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)
  }
`);

/** The legacy admin object (specification 001 §3: id, first_name, last_name, email, photo_profile as /images/<key>). */
function toLegacyAdmin(admin: LegacyAdminFragment) {
  return {
    id: admin.id,
    email: admin.email,
    first_name: admin.firstName,
    last_name: admin.lastName,
    photo_profile: admin.photo,
    roles: admin.roles.map((role) => role.toLowerCase()),
    created_at: admin.createdAt,
  };
}

/** Legacy admin session calls (legacy-api.md rows 26–28, 31); the password reset calls are in passwords.ts. */
export function registerAdminAuthRoutes(router: Router, gateway: GatewayClient): void {
  router.post('/admins/auth/signin', (request, response) => {
    const body = parseBody(request, { email: requiredText, password: requiredText });
    return answer(
      gateway,
      request,
      response,
      { document: ADMIN_SIGN_IN, variables: body, actAs: 'admin' },
      (data) => toLegacyAdmin(data.adminSignIn),
      'Signed in',
    );
  });

  router.get('/admins/auth/status', async (request, response) => {
    const result = await gateway.execute(request, response, CURRENT_ADMIN, {}, 'admin');
    if (result.errors) return sendGraphQLErrors(response, result.errors);
    if (!result.data.currentAdmin) return sendError(response, 401, ['Not signed in']);
    sendOk(response, toLegacyAdmin(result.data.currentAdmin));
  });

  router.get('/admins/auth/signout', (request, response) =>
    answer(
      gateway,
      request,
      response,
      { document: ADMIN_SIGN_OUT, variables: {}, actAs: 'admin' },
      () => null,
      'Signed out',
    ),
  );

  router.patch('/admins/auth/password/changepassword', (request, response) => {
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
        document: CHANGE_ADMIN_PASSWORD,
        variables: {
          password: body.password,
          newPassword: body.new_password,
          confirmNewPassword: body.confirm_new_password,
        },
        actAs: 'admin',
      },
      () => null,
      'Password changed',
    );
  });
}
