import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { sendError, sendGraphQLErrors } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import { legacyNumberOrString, legacyText, parseBody } from '../legacy-input';
import { fromAdmin } from '../session-kind';
import { imageFields, uploadOf } from '../uploads';
import { answer } from './answer';
import { callerOwnsAccount } from './own-account';
import { toLegacyUser } from './legacy-user';

const REQUEST_DEVICE_PIN = graphql(`
  mutation RequestDevicePin {
    requestDevicePin
  }
`);

const VERIFY_DEVICE = graphql(`
  mutation VerifyDevice($pin: String!) {
    verifyDevice(pin: $pin) {
      ...LegacyUser
    }
  }
`);

const SUBMIT_IDENTITY_DOCUMENTS = graphql(`
  mutation SubmitIdentityDocuments($front: ImageUpload!, $back: ImageUpload!) {
    submitIdentityDocuments(front: $front, back: $back) {
      ...LegacyUser
    }
  }
`);

const SKIP_IDENTITY_CHECK = graphql(`
  mutation SkipIdentityCheck {
    skipIdentityCheck {
      ...LegacyUser
    }
  }
`);

const CUSTOMER_IDENTITY_CHECK = graphql(`
  query CustomerIdentityCheck($userId: ID!) {
    customer(id: $userId) {
      identityCheck
    }
  }
`);

const REVIEW_IDENTITY_CHECK = graphql(`
  mutation ReviewIdentityCheck($userId: ID!, $decision: IdentityDecision!, $reason: String) {
    reviewIdentityCheck(userId: $userId, decision: $decision, reason: $reason) {
      ...LegacyUser
    }
  }
`);

const SKIP_CUSTOMER_IDENTITY_CHECK = graphql(`
  mutation SkipCustomerIdentityCheck($userId: ID!) {
    skipCustomerIdentityCheck(userId: $userId) {
      ...LegacyUser
    }
  }
`);

/** The customer's device and identity checks, and the admin's review of the identity documents. */
export function registerUserVerificationRoutes(router: Router, gateway: GatewayClient): void {
  router.post('/users/auth/token/device/verify', (request, response) => {
    parseBody(request, { email: legacyText.optional() });
    return answer(
      gateway,
      request,
      response,
      { document: REQUEST_DEVICE_PIN, variables: {} },
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
      { document: VERIFY_DEVICE, variables: { pin: body.pin } },
      (data) => toLegacyUser(data.verifyDevice),
      'Device verified',
    );
  });

  router.post('/users/auth/verify/id', imageFields('front', 'back'), (request, response) =>
    answer(
      gateway,
      request,
      response,
      {
        document: SUBMIT_IDENTITY_DOCUMENTS,
        variables: { front: uploadOf(request, 'front'), back: uploadOf(request, 'back') },
      },
      (data) => toLegacyUser(data.submitIdentityDocuments),
      'Documents uploaded: review takes 1-2 working days',
    ),
  );

  router.patch('/users/auth/verify/id', async (request, response) => {
    const body = parseBody(request, {
      id: legacyNumberOrString.optional(),
      action: z.coerce.number().int(),
      sendemail: z.unknown().optional(),
      reason: legacyText.optional(),
    });
    // The session decides who is asking, as for GET /api/users/{id}; `sendemail` is the admin form's field only.
    if (fromAdmin(request)) return adminIdentityDecision(gateway, request, response, body.id, body.action, body.reason);
    if (body.action !== 1) return sendError(response, 403, ['Only an administrator can review identity documents']);
    // The skip acts on the session's customer: an `id` naming someone else is refused, not ignored (issue 24, item 4).
    if (!(await callerOwnsAccount(gateway, request, response, body.id))) return;
    return answer(
      gateway,
      request,
      response,
      { document: SKIP_IDENTITY_CHECK, variables: {} },
      (data) => toLegacyUser(data.skipIdentityCheck),
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
  const state = await gateway.execute(request, response, CUSTOMER_IDENTITY_CHECK, { userId }, 'admin');
  if (state.errors) return sendGraphQLErrors(response, state.errors);
  if (!state.data.customer) return sendError(response, 404, ['User Not Found']);
  if (state.data.customer.identityCheck === 'AWAITING_REVIEW') {
    return answer(
      gateway,
      request,
      response,
      {
        document: REVIEW_IDENTITY_CHECK,
        variables: {
          userId,
          decision: action === 2 ? 'APPROVE' : 'DECLINE',
          reason: action === 1 ? reason || 'The documents could not be accepted' : null,
        },
        actAs: 'admin',
      },
      (data) => toLegacyUser(data.reviewIdentityCheck),
      action === 2 ? 'Identity approved' : 'Identity declined',
    );
  }
  if (action !== 2) return sendError(response, 409, ['There are no documents awaiting review to decline']);
  return answer(
    gateway,
    request,
    response,
    { document: SKIP_CUSTOMER_IDENTITY_CHECK, variables: { userId }, actAs: 'admin' },
    (data) => toLegacyUser(data.skipCustomerIdentityCheck),
    'Identity verification skipped',
  );
}
