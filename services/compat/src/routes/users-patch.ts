import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import { LegacyInputError } from '../legacy-errors';
import { legacyFields } from '../legacy-fields';
import { legacyNumberOrString, legacyText, parseBody } from '../legacy-input';
import { answer } from './answer';
import { BALANCE_FIELD_ASSETS, patchBalances } from './direct-update';
import { MESSAGE_TYPE_CODES, toLegacyUser } from './legacy-user';
import { callerOwnsAccount } from './own-account';

/** The customer's browser permission and push subscription (row 5, and a sign-up that sends one). */
export const UPDATE_WEB_PUSH = graphql(`
  mutation UpdateWebPush($permission: WebsitePermission!, $subscription: PushSubscriptionInput) {
    updateWebPush(permission: $permission, subscription: $subscription) {
      ...LegacyUser
    }
  }
`);

const CLEAR_CUSTOMER_MESSAGES = graphql(`
  mutation ClearCustomerMessages($userId: ID!) {
    clearCustomerMessages(userId: $userId)
  }
`);

const SEND_MESSAGE = graphql(`
  mutation SendMessage($userId: ID!, $body: String!, $type: MessageType!) {
    sendMessage(userId: $userId, body: $body, type: $type) {
      id
    }
  }
`);

/**
 * PATCH /api/users serves three callers with one path (legacy-api.md rows 5–7); the fields sent
 * decide which, and each group has its own handler. The balance group (Direct Update) is funds':
 * it becomes pending adjustments (funds-admin.ts).
 */
type FieldGroup = 'customer-notifications' | 'admin-message' | 'balances';

const FIELD_GROUPS: Record<FieldGroup, (field: string) => boolean> = {
  'customer-notifications': (field) => field === 'website_permission' || field === 'push_subscription',
  'admin-message': (field) => field === 'message' || field === 'message_type',
  balances: (field) => /^(trading_balance|mining_balance_[a-z_]+|reason)$/.test(field),
};

const GROUP_HANDLERS: Record<
  FieldGroup,
  (gateway: GatewayClient, request: Request, response: Response) => Promise<void> | void
> = {
  'customer-notifications': patchNotificationSettingsAsCustomer,
  'admin-message': patchMessageAsAdmin,
  balances: patchBalances,
};

/** Funds names a Direct Update balance by its asset; the form by its field (direct-update.ts). */
const PATCH_FIELDS = legacyFields({
  ...Object.fromEntries(
    Object.entries(BALANCE_FIELD_ASSETS).flatMap(([field, assets]) =>
      assets.map((asset) => [`target for ${asset}`, field]),
    ),
  ),
  permission: 'website_permission',
  subscription: 'push_subscription',
});

export function registerUserPatchRoute(router: Router, gateway: GatewayClient): void {
  router.patch('/users', PATCH_FIELDS, (request, response) =>
    GROUP_HANDLERS[fieldGroupOf(request)](gateway, request, response),
  );
}

/** The one group the body's fields belong to, or a 400 naming what is wrong. */
function fieldGroupOf(request: Request): FieldGroup {
  const body: unknown = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new LegacyInputError(['body must be a JSON object']);
  const fields = Object.keys(body).filter((field) => field !== 'id');
  const unknown = fields.filter((field) => !Object.values(FIELD_GROUPS).some((belongs) => belongs(field)));
  if (unknown.length) throw new LegacyInputError(unknown.map((field) => `${field} is not a field of PATCH /api/users`));
  const groups = [
    ...new Set(
      fields.map((field) => (Object.keys(FIELD_GROUPS) as FieldGroup[]).find((group) => FIELD_GROUPS[group](field))!),
    ),
  ];
  if (groups.length === 0)
    throw new LegacyInputError([
      'Nothing to change: send website_permission and push_subscription, or message and message_type',
    ]);
  if (groups.length > 1) throw new LegacyInputError([`Send ${groups.join(' and ')} fields in separate calls`]);
  return groups[0];
}

const PERMISSIONS = { granted: 'GRANTED', denied: 'DENIED', default: 'DEFAULT' } as const;
/** A browser's PushSubscription as old clients keep it: the object, or its JSON text. */
const PUSH_SUBSCRIPTION_JSON_MAX_LENGTH = 4000;
const subscriptionObject = z.object(
  {
    endpoint: z.string({ error: 'endpoint must be a string' }).max(2000, 'endpoint must be at most 2000 characters'),
    expirationTime: z.number({ error: 'expirationTime must be a number' }).nullish(),
    keys: z.object({ p256dh: legacyText, auth: legacyText }, { error: 'keys must hold p256dh and auth' }),
  },
  { error: 'must be a push subscription (endpoint, keys) or its JSON text' },
);
export const legacyPushSubscription = z.preprocess(parseJsonText, subscriptionObject.nullable());

/** Row 5: the customer's own browser permission and subscription. */
async function patchNotificationSettingsAsCustomer(
  gateway: GatewayClient,
  request: Request,
  response: Response,
): Promise<void> {
  const body = parseBody(request, {
    id: legacyNumberOrString.optional(),
    website_permission: legacyText
      .toLowerCase()
      .pipe(z.enum(['granted', 'denied', 'default'], { error: 'must be granted, denied or default' })),
    push_subscription: legacyPushSubscription.optional(),
  });
  if (!(await callerOwnsAccount(gateway, request, response, body.id))) return;
  return answer(
    gateway,
    request,
    response,
    {
      document: UPDATE_WEB_PUSH,
      variables: { permission: PERMISSIONS[body.website_permission], subscription: body.push_subscription ?? null },
    },
    (data) => toLegacyUser(data.updateWebPush),
    'Notification settings saved',
  );
}

/**
 * Row 6: an admin's message to a customer (1 Normal, 2 Popup). The form's message is optional
 * (specification 001 §4): without text it clears the customer's open messages.
 */
function patchMessageAsAdmin(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const body = parseBody(request, {
    id: legacyNumberOrString,
    message: legacyText.trim().optional().nullable(),
    message_type: z
      .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: 'must be 1 (Normal) or 2 (Popup)' })
      .transform(Number)
      .optional(),
  });
  if (!body.message) {
    return answer(
      gateway,
      request,
      response,
      { document: CLEAR_CUSTOMER_MESSAGES, variables: { userId: body.id }, actAs: 'admin' },
      (data) => ({ cleared: data.clearCustomerMessages }),
      'Messages cleared',
    );
  }
  if (body.message_type === undefined) throw new LegacyInputError(['message_type must be 1 (Normal) or 2 (Popup)']);
  const type = body.message_type === MESSAGE_TYPE_CODES.POPUP ? 'POPUP' : 'NORMAL';
  return answer(
    gateway,
    request,
    response,
    { document: SEND_MESSAGE, variables: { userId: body.id, body: body.message, type }, actAs: 'admin' },
    () => null,
    'Message sent',
  );
}

/** JSON text becomes the object it holds; anything else is left for the schema to refuse. */
function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string' || value.length > PUSH_SUBSCRIPTION_JSON_MAX_LENGTH) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
