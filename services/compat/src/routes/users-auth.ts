import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { sendError, sendGraphQLErrors, sendOk } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { legacyNumberOrString, legacyText, parseBody, requiredText } from '../legacy-input';
import { imageFields, uploadOf } from '../uploads';
import { pageOf } from '../legacy-paging';
import { fromAdmin } from '../session-kind';
import { answer } from './answer';
import { legacyPushSubscription } from './users-patch';
import { fundsUserFields, toLegacyFunds, type FundsOfUser } from './legacy-funds';
import { ME_FIELDS, meDetailFields, toLegacyUser, type Me } from './legacy-user';

const asUser = (key: string) => (data: Record<string, Me>) => toLegacyUser(data[key]);

/** Legacy customer account calls (specification 000 §7, legacy-api.md rows 1–4, 8–10, 12). */
export function registerUserAuthRoutes(router: Router, gateway: GatewayClient): void {
  router.get('/users/auth/status', async (request, response) => {
    const { page } = pageOf(request);
    const result = await gateway.execute<{ me: (Me & FundsOfUser) | null }>(
      request,
      response,
      `{ me { ${meDetailFields(page)} ${fundsUserFields(page)} } }`,
    );
    if (result.errors?.length) return sendGraphQLErrors(response, result.errors);
    if (!result.data?.me) return sendError(response, 401, ['Not signed in']);
    const pageUrl = (next: number) => `/api/users/auth/status?page=${next}`;
    sendOk(response, { ...toLegacyUser(result.data.me, pageUrl), ...toLegacyFunds(result.data.me, pageUrl) });
  });

  router.get('/users/auth/signout', (request, response) =>
    answer(gateway, request, response, { query: 'mutation { signOut }' }, () => null, 'Signed out'),
  );

  router.post('/users/auth/signin', (request, response) => {
    const body = parseBody(request, { email: requiredText, password: requiredText });
    return answer(
      gateway,
      request,
      response,
      {
        query: `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { ${ME_FIELDS} } }`,
        variables: body,
      },
      asUser('signIn'),
      'Signed in',
    );
  });

  router.post('/users', async (request, response) => {
    const body = parseBody(request, {
      first_name: requiredText,
      last_name: requiredText,
      phone_number: requiredText,
      email: requiredText,
      password: requiredText,
      confirm_password: requiredText,
      // The browser's subscription when it already granted notifications: saved with the account.
      push_subscription: legacyPushSubscription.optional(),
      user_id: legacyNumberOrString.optional().nullable(),
    });
    const input = {
      firstName: body.first_name,
      lastName: body.last_name,
      phoneNumber: body.phone_number,
      email: body.email,
      password: body.password,
      confirmPassword: body.confirm_password,
      referralCode: body.user_id || undefined,
    };
    const signedUp = await gateway.execute<{ signUp: Me }>(
      request,
      response,
      `mutation ($input: SignUpInput!) { signUp(input: $input) { ${ME_FIELDS} } }`,
      { input },
    );
    if (signedUp.errors?.length) return sendGraphQLErrors(response, signedUp.errors);
    if (!body.push_subscription) return sendOk(response, toLegacyUser(signedUp.data!.signUp), 'Account created');
    const saved = await gateway.executeFollowUp<{ updateWebPush: Me }>(
      request,
      response,
      `mutation ($s: PushSubscriptionInput) { updateWebPush(permission: GRANTED, subscription: $s) { ${ME_FIELDS} } }`,
      { s: body.push_subscription },
    );
    // The account exists either way; a refused subscription is reported, not fatal.
    if (saved.errors?.length)
      return sendOk(
        response,
        toLegacyUser(signedUp.data!.signUp),
        `Account created; the push subscription was not saved: ${saved.errors[0].message}`,
      );
    sendOk(response, toLegacyUser(saved.data!.updateWebPush), 'Account created');
  });

  router.patch('/users/auth/update/details', (request, response) => {
    const body = parseBody(request, {
      first_name: requiredText,
      last_name: requiredText,
      country: requiredText,
      mobile_number: requiredText,
      currency: z.enum(['USD', 'EUR', 'GBP'], { error: 'must be USD, EUR or GBP' }),
      id: legacyNumberOrString.optional(),
    });
    const input = {
      firstName: body.first_name,
      lastName: body.last_name,
      country: body.country,
      mobileNumber: body.mobile_number,
      currency: body.currency,
    };
    return answer(
      gateway,
      request,
      response,
      {
        query: `mutation ($input: DetailsInput!) { updateDetails(input: $input) { ${ME_FIELDS} } }`,
        variables: { input },
      },
      asUser('updateDetails'),
      'Details saved',
    );
  });

  router.get('/users/auth/token/email/update', (request, response) =>
    answer(
      gateway,
      request,
      response,
      { query: 'mutation { requestEmailChange }' },
      () => null,
      'A token was sent to your current e-mail address',
    ),
  );

  router.patch('/users/auth/update/email', (request, response) => {
    const body = parseBody(request, {
      email_token: requiredText,
      new_email: requiredText,
      confirm_new_email: requiredText,
    });
    return answer(
      gateway,
      request,
      response,
      {
        query: `mutation ($t: String!, $n: String!, $c: String!) { changeEmail(token: $t, newEmail: $n, confirmNewEmail: $c) { ${ME_FIELDS} } }`,
        variables: { t: body.email_token, n: body.new_email, c: body.confirm_new_email },
      },
      asUser('changeEmail'),
      'E-mail address changed',
    );
  });

  router.post('/users/auth/update/photo', imageFields('photo'), (request, response) =>
    answer(
      gateway,
      request,
      response,
      {
        query: `mutation ($p: ImageUpload!) { updateProfilePhoto(photo: $p) { ${ME_FIELDS} } }`,
        variables: { p: uploadOf(request, 'photo') },
      },
      asUser('updateProfilePhoto'),
      'Photo saved',
    ),
  );

  router.patch('/users/auth/update/phone', (request, response) => {
    const body = parseBody(request, { mobile_number: requiredText });
    return answer(
      gateway,
      request,
      response,
      {
        query: `mutation ($m: String!) { updatePhone(mobileNumber: $m) { ${ME_FIELDS} } }`,
        variables: { m: body.mobile_number },
      },
      asUser('updatePhone'),
      'Phone number saved',
    );
  });

  router.patch('/users/auth/update/address', (request, response) => {
    const body = parseBody(request, {
      street_address: requiredText,
      post_code: requiredText,
      city: requiredText,
      state: legacyText.default(''),
      country: requiredText,
    });
    const input = {
      streetAddress: body.street_address,
      postCode: body.post_code,
      city: body.city,
      state: body.state,
      country: body.country,
    };
    return answer(
      gateway,
      request,
      response,
      {
        query: `mutation ($input: AddressInput!) { updateAddress(input: $input) { ${ME_FIELDS} } }`,
        variables: { input },
      },
      asUser('updateAddress'),
      'Address saved',
    );
  });

  router.post('/users/auth/token/device/verify', (request, response) => {
    parseBody(request, { email: legacyText.optional() });
    return answer(
      gateway,
      request,
      response,
      { query: 'mutation { requestDevicePin }' },
      () => null,
      'A PIN was sent to your e-mail',
    );
  });

  router.post('/users/auth/verify/device', (request, response) => {
    const body = parseBody(request, { pin: legacyNumberOrString, email: legacyText.optional() });
    return answer(
      gateway,
      request,
      response,
      { query: `mutation ($pin: String!) { verifyDevice(pin: $pin) { ${ME_FIELDS} } }`, variables: { pin: body.pin } },
      asUser('verifyDevice'),
      'Device verified',
    );
  });

  router.post('/users/auth/verify/id', imageFields('front', 'back'), (request, response) =>
    answer(
      gateway,
      request,
      response,
      {
        query: `mutation ($f: ImageUpload!, $b: ImageUpload!) { submitIdentityDocuments(front: $f, back: $b) { ${ME_FIELDS} } }`,
        variables: { f: uploadOf(request, 'front'), b: uploadOf(request, 'back') },
      },
      asUser('submitIdentityDocuments'),
      'Documents uploaded: review takes 1-2 working days',
    ),
  );

  router.patch('/users/auth/verify/id', (request, response) => {
    const body = parseBody(request, {
      id: legacyNumberOrString.optional(),
      action: z.coerce.number().int(),
      sendemail: z.unknown().optional(),
      reason: legacyText.optional(),
    });
    // The session decides who is asking, as for GET /api/users/{id}; `sendemail` is the admin form's field only.
    if (fromAdmin(request)) return adminIdentityDecision(gateway, request, response, body.id, body.action, body.reason);
    if (body.action !== 1) return sendError(response, 403, ['Only an administrator can review identity documents']);
    return answer(
      gateway,
      request,
      response,
      { query: `mutation { skipIdentityCheck { ${ME_FIELDS} } }` },
      asUser('skipIdentityCheck'),
      'Identity check skipped',
    );
  });
}

/**
 * Admin decisions (specification 001 §4): awaiting review, action 2 approves and action 1 declines;
 * not submitted, action 2 skips. The legacy form has no reason field, so a decline without one says so.
 */
async function adminIdentityDecision(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  userId: string | undefined,
  action: number,
  reason: string | undefined,
) {
  if (!userId) return sendError(response, 400, ['id is required']);
  if (action !== 1 && action !== 2) return sendError(response, 400, ['action must be 1 or 2']);
  const state = await gateway.execute<{ customer: { identityCheck: string } | null }>(
    request,
    response,
    'query ($u: ID!) { customer(id: $u) { identityCheck } }',
    { u: userId },
    'admin',
  );
  if (state.errors?.length) return sendGraphQLErrors(response, state.errors);
  if (!state.data?.customer) return sendError(response, 404, ['User Not Found']);
  if (state.data.customer.identityCheck === 'AWAITING_REVIEW') {
    return answer(
      gateway,
      request,
      response,
      {
        query: `mutation ($u: ID!, $d: IdentityDecision!, $r: String) { reviewIdentityCheck(userId: $u, decision: $d, reason: $r) { ${ME_FIELDS} } }`,
        variables: {
          u: userId,
          d: action === 2 ? 'APPROVE' : 'DECLINE',
          r: action === 1 ? reason || 'The documents could not be accepted' : null,
        },
        actAs: 'admin',
      },
      asUser('reviewIdentityCheck'),
      action === 2 ? 'Identity approved' : 'Identity declined',
    );
  }
  if (action !== 2) return sendError(response, 409, ['There are no documents awaiting review to decline']);
  return answer(
    gateway,
    request,
    response,
    {
      query: `mutation ($u: ID!) { skipCustomerIdentityCheck(userId: $u) { ${ME_FIELDS} } }`,
      variables: { u: userId },
      actAs: 'admin',
    },
    asUser('skipCustomerIdentityCheck'),
    'Identity verification skipped',
  );
}
