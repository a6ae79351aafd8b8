import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { sendError, sendGraphQLErrors, sendOk } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { legacyNumberOrString, legacyText, parseBody, requiredText } from '../legacy-input';
import { answer } from './answer';
import { ME_FIELDS, toLegacyUser, type Me } from './legacy-user';

const asUser = (key: string) => (data: Record<string, Me>) => toLegacyUser(data[key]);

/** Legacy customer account calls (specification 000 §7, legacy-api.md rows 1–4, 8–10, 12). */
export function registerUserAuthRoutes(router: Router, gateway: GatewayClient): void {
  router.get('/users/auth/status', async (request, response) => {
    const result = await gateway.execute<{ me: Me | null }>(request, response, `{ me { ${ME_FIELDS} } }`);
    if (result.errors?.length) return sendGraphQLErrors(response, result.errors);
    if (!result.data?.me) return sendError(response, 401, ['Not signed in']);
    sendOk(response, toLegacyUser(result.data.me));
  });

  router.get('/users/auth/signout', (request, response) =>
    answer(gateway, request, response, { query: 'mutation { signOut }' }, () => null, 'Signed out'));

  router.post('/users/auth/signin', (request, response) => {
    const body = parseBody(request, { email: requiredText, password: requiredText });
    return answer(gateway, request, response, {
      query: `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { ${ME_FIELDS} } }`,
      variables: body,
    }, asUser('signIn'), 'Signed in');
  });

  router.post('/users', (request, response) => {
    const body = parseBody(request, {
      first_name: requiredText, last_name: requiredText, phone_number: requiredText, email: requiredText,
      password: requiredText, confirm_password: requiredText,
      // Stored by the push-notification work; accepted here so old clients' sign-ups do not fail.
      push_subscription: z.unknown().optional(),
      user_id: legacyNumberOrString.optional().nullable(),
    });
    const input = {
      firstName: body.first_name, lastName: body.last_name, phoneNumber: body.phone_number, email: body.email,
      password: body.password, confirmPassword: body.confirm_password, referralCode: body.user_id || undefined,
    };
    return answer(gateway, request, response, { query: `mutation ($input: SignUpInput!) { signUp(input: $input) { ${ME_FIELDS} } }`, variables: { input } }, asUser('signUp'), 'Account created');
  });

  router.patch('/users/auth/update/details', (request, response) => {
    const body = parseBody(request, {
      first_name: requiredText, last_name: requiredText, country: requiredText, mobile_number: requiredText,
      currency: z.enum(['USD', 'EUR', 'GBP'], { error: 'must be USD, EUR or GBP' }), id: legacyNumberOrString.optional(),
    });
    const input = { firstName: body.first_name, lastName: body.last_name, country: body.country, mobileNumber: body.mobile_number, currency: body.currency };
    return answer(gateway, request, response, { query: `mutation ($input: DetailsInput!) { updateDetails(input: $input) { ${ME_FIELDS} } }`, variables: { input } }, asUser('updateDetails'), 'Details saved');
  });

  router.post('/users/auth/token/device/verify', (request, response) => {
    parseBody(request, { email: legacyText.optional() });
    return answer(gateway, request, response, { query: 'mutation { requestDevicePin }' }, () => null, 'A PIN was sent to your e-mail');
  });

  router.post('/users/auth/verify/device', (request, response) => {
    const body = parseBody(request, { pin: legacyNumberOrString, email: legacyText.optional() });
    return answer(gateway, request, response, { query: `mutation ($pin: String!) { verifyDevice(pin: $pin) { ${ME_FIELDS} } }`, variables: { pin: body.pin } }, asUser('verifyDevice'), 'Device verified');
  });

  router.patch('/users/auth/verify/id', (request, response) => {
    const body = parseBody(request, { id: legacyNumberOrString.optional(), action: z.coerce.number().int(), sendemail: z.unknown().optional() });
    // The admin panel sends `sendemail`; a customer's skip does not.
    if (body.sendemail !== undefined) return adminIdentityDecision(gateway, request, response, body.id, body.action);
    if (body.action !== 1) return sendError(response, 403, ['Only an administrator can review identity documents']);
    return answer(gateway, request, response, { query: `mutation { skipIdentityCheck { ${ME_FIELDS} } }` }, asUser('skipIdentityCheck'), 'Identity check skipped');
  });
}

/**
 * Admin decisions on the identity check: on a not-submitted check, action 2 skips it. Approving and
 * declining submitted documents (action 2 / 1 while awaiting review) come with document upload.
 */
async function adminIdentityDecision(gateway: GatewayClient, request: Request, response: Response, userId: string | undefined, action: number) {
  if (!userId) return sendError(response, 400, ['id is required']);
  if (action !== 2) return sendError(response, 422, ['Declining needs submitted documents; none can be submitted yet']);
  return answer(gateway, request, response, {
    query: `mutation ($u: ID!) { skipCustomerIdentityCheck(userId: $u) { ${ME_FIELDS} } }`, variables: { u: userId }, actAs: 'admin',
  }, asUser('skipCustomerIdentityCheck'), 'Identity verification skipped');
}
