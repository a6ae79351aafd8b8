import type { Router } from 'express';
import { z } from 'zod';
import { sendError, sendGraphQLErrors, sendOk } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import { legacyErrorMessages, legacyFields } from '../legacy-fields';
import { legacyNumberOrString, legacyText, parseBody, requiredText } from '../legacy-input';
import { pageOf } from '../legacy-paging';
import { imageFields, uploadOf } from '../uploads';
import { answer } from './answer';
import { partialAnswerMessage, servicesAwayOnly, toLegacyCustomerInFull } from './customer-in-full';
import { MY_ACCOUNT, toLegacyUser } from './legacy-user';
import { callerOwnsAccount } from './own-account';
import { legacyPushSubscription, UPDATE_WEB_PUSH } from './users-patch';

const SIGN_OUT = graphql(`
  mutation SignOut {
    signOut
  }
`);

const SIGN_IN = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      ...LegacyUser
    }
  }
`);

const SIGN_UP = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      ...LegacyUser
    }
  }
`);

const UPDATE_DETAILS = graphql(`
  mutation UpdateDetails($input: DetailsInput!) {
    updateDetails(input: $input) {
      ...LegacyUser
    }
  }
`);

const REQUEST_EMAIL_CHANGE = graphql(`
  mutation RequestEmailChange {
    requestEmailChange
  }
`);

const CHANGE_EMAIL = graphql(`
  mutation ChangeEmail($token: String!, $newEmail: String!, $confirmNewEmail: String!) {
    changeEmail(token: $token, newEmail: $newEmail, confirmNewEmail: $confirmNewEmail) {
      ...LegacyUser
    }
  }
`);

const UPDATE_PROFILE_PHOTO = graphql(`
  mutation UpdateProfilePhoto($photo: ImageUpload!) {
    updateProfilePhoto(photo: $photo) {
      ...LegacyUser
    }
  }
`);

const UPDATE_PHONE = graphql(`
  mutation UpdatePhone($mobileNumber: String!) {
    updatePhone(mobileNumber: $mobileNumber) {
      ...LegacyUser
    }
  }
`);

const UPDATE_ADDRESS = graphql(`
  mutation UpdateAddress($input: AddressInput!) {
    updateAddress(input: $input) {
      ...LegacyUser
    }
  }
`);

/** The sign-up form's user_id is the referrer's code (the ?refid= of the invitation link). */
const SIGN_UP_FIELDS = legacyFields({ referralCode: 'user_id', subscription: 'push_subscription' });

/**
 * Legacy customer account calls (specification 000 §7, legacy-api.md rows 1–4, 8–10, 12); the device
 * and identity checks are in users-verification.ts.
 */
export function registerUserAuthRoutes(router: Router, gateway: GatewayClient): void {
  router.get('/users/auth/status', async (request, response) => {
    const { page } = pageOf(request);
    const result = await gateway.execute(request, response, MY_ACCOUNT, { page });
    const pageUrl = (next: number) => `/api/users/auth/status?page=${next}`;
    // Funds, mining or trading away for a moment: the customer's own part and the others are still answered.
    const away = servicesAwayOnly(result.errors);
    if (result.errors && (!away || !result.data?.me)) return sendGraphQLErrors(response, result.errors);
    if (!result.data?.me) return sendError(response, 401, ['Not signed in']);
    sendOk(response, toLegacyCustomerInFull(result.data.me, pageUrl, away ?? []), partialAnswerMessage(away ?? []));
  });

  router.get('/users/auth/signout', (request, response) =>
    answer(gateway, request, response, { document: SIGN_OUT, variables: {} }, () => null, 'Signed out'),
  );

  router.post('/users/auth/signin', (request, response) => {
    const body = parseBody(request, { email: requiredText, password: requiredText });
    return answer(
      gateway,
      request,
      response,
      { document: SIGN_IN, variables: body },
      (data) => toLegacyUser(data.signIn),
      'Signed in',
    );
  });

  router.post('/users', SIGN_UP_FIELDS, async (request, response) => {
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
    const signedUp = await gateway.execute(request, response, SIGN_UP, { input });
    if (signedUp.errors) return sendGraphQLErrors(response, signedUp.errors);
    const account = toLegacyUser(signedUp.data.signUp);
    if (!body.push_subscription) return sendOk(response, account, 'Account created');
    const saved = await gateway.execute(request, response, UPDATE_WEB_PUSH, {
      permission: 'GRANTED',
      subscription: body.push_subscription,
    });
    // The account exists either way; a refused subscription is reported, not fatal.
    if (saved.errors)
      return sendOk(
        response,
        account,
        `Account created; the push subscription was not saved: ${legacyErrorMessages(response, saved.errors)[0]}`,
      );
    sendOk(response, toLegacyUser(saved.data.updateWebPush), 'Account created');
  });

  router.patch('/users/auth/update/details', async (request, response) => {
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
    // The legacy body names the account; it must be the caller's own (issue 13, item 9).
    if (!(await callerOwnsAccount(gateway, request, response, body.id))) return;
    return answer(
      gateway,
      request,
      response,
      { document: UPDATE_DETAILS, variables: { input } },
      (data) => toLegacyUser(data.updateDetails),
      'Details saved',
    );
  });

  router.get('/users/auth/token/email/update', (request, response) =>
    answer(
      gateway,
      request,
      response,
      { document: REQUEST_EMAIL_CHANGE, variables: {} },
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
        document: CHANGE_EMAIL,
        variables: { token: body.email_token, newEmail: body.new_email, confirmNewEmail: body.confirm_new_email },
      },
      (data) => toLegacyUser(data.changeEmail),
      'E-mail address changed',
    );
  });

  router.post('/users/auth/update/photo', imageFields('photo'), (request, response) =>
    answer(
      gateway,
      request,
      response,
      { document: UPDATE_PROFILE_PHOTO, variables: { photo: uploadOf(request, 'photo') } },
      (data) => toLegacyUser(data.updateProfilePhoto),
      'Photo saved',
    ),
  );

  router.patch('/users/auth/update/phone', (request, response) => {
    const body = parseBody(request, { mobile_number: requiredText });
    return answer(
      gateway,
      request,
      response,
      { document: UPDATE_PHONE, variables: { mobileNumber: body.mobile_number } },
      (data) => toLegacyUser(data.updatePhone),
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
      { document: UPDATE_ADDRESS, variables: { input } },
      (data) => toLegacyUser(data.updateAddress),
      'Address saved',
    );
  });
}
