import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { sendError, sendGraphQLErrors, sendOk } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { legacyNumberOrString, legacyText, parseBody, requiredText } from '../legacy-input';
import { answer } from './answer';
import { ADMIN, amountText, listPage } from './funds-shared';
import { planOfComment } from './funds-customer';
import {
  DEPOSIT_FIELDS,
  toLegacyDeposit,
  toLegacyWithdrawal,
  WITHDRAWAL_FIELDS,
  type Deposit,
  type Withdrawal,
} from './legacy-funds';

/** The global forms send 1 to 3; the per-user forms send the status text. */
const numericStatus = z.coerce.number().int().min(1, 'must be 1, 2 or 3').max(3, 'must be 1, 2 or 3');
const DEPOSIT_STATUS = ['PENDING', 'CONFIRMED', 'FAILED'] as const;
const WITHDRAWAL_STATUS = ['PENDING', 'COMPLETED', 'FAILED'] as const;
const textStatus = <T extends readonly string[]>(names: T) =>
  z
    .string()
    .max(20)
    .transform((text) => text.toUpperCase())
    .refine(
      (text) => names.includes(text),
      `must be one of ${names.map((name) => name.charAt(0) + name.slice(1).toLowerCase()).join(', ')}`,
    );

/** Admin decisions on deposits and withdrawals (legacy-api.md rows 33–37 and 39–41). */
export function registerFundsAdminRoutes(router: Router, gateway: GatewayClient): void {
  router.get('/deposits', (request, response) =>
    listPage<Deposit>(gateway, request, response, 'allDeposits', DEPOSIT_FIELDS, toLegacyDeposit),
  );
  router.get('/withdrawals', (request, response) =>
    listPage<Withdrawal>(gateway, request, response, 'allWithdrawals', WITHDRAWAL_FIELDS, toLegacyWithdrawal),
  );

  router.patch('/deposits', (request, response) => {
    const body = parseBody(request, {
      id: legacyNumberOrString,
      status: numericStatus,
      transaction_reference: legacyText.optional(),
      reason: legacyText.optional(),
    });
    return decideDeposit(gateway, request, response, body.id, DEPOSIT_STATUS[body.status - 1], body);
  });
  router.patch('/users/deposits', async (request, response) => {
    const body = parseBody(request, {
      id: legacyNumberOrString,
      user_id: legacyNumberOrString,
      status: textStatus(DEPOSIT_STATUS),
      transaction_reference: legacyText.optional(),
      reason: legacyText.optional(),
    });
    if (await belongsElsewhere(gateway, request, response, 'deposit', body.id, body.user_id)) return;
    return decideDeposit(gateway, request, response, body.id, body.status as (typeof DEPOSIT_STATUS)[number], body);
  });
  router.delete('/users/deposits', async (request, response) => {
    const body = parseBody(request, { id: legacyNumberOrString, user_id: legacyNumberOrString });
    if (await belongsElsewhere(gateway, request, response, 'deposit', body.id, body.user_id)) return;
    return answer(
      gateway,
      request,
      response,
      {
        query: `mutation ($id: ID!) { cancelDeposit(id: $id) { ${DEPOSIT_FIELDS} } }`,
        variables: { id: body.id },
        actAs: ADMIN,
      },
      (data: { cancelDeposit: Deposit }) => toLegacyDeposit(data.cancelDeposit),
      'Deposit cancelled',
    );
  });

  router.patch('/withdrawals', (request, response) => {
    const body = parseBody(request, {
      id: legacyNumberOrString,
      status: numericStatus,
      payout_reference: legacyText.optional(),
      reason: legacyText.optional(),
    });
    return decideWithdrawal(gateway, request, response, body.id, WITHDRAWAL_STATUS[body.status - 1], body);
  });
  router.patch('/users/withdrawals', async (request, response) => {
    const body = parseBody(request, {
      id: legacyNumberOrString,
      user_id: legacyNumberOrString,
      status: textStatus(WITHDRAWAL_STATUS),
      payout_reference: legacyText.optional(),
      reason: legacyText.optional(),
    });
    if (await belongsElsewhere(gateway, request, response, 'withdrawal', body.id, body.user_id)) return;
    return decideWithdrawal(
      gateway,
      request,
      response,
      body.id,
      body.status as (typeof WITHDRAWAL_STATUS)[number],
      body,
    );
  });
}

/** Row 33: money received off-platform, recorded in the customer's currency; a second admin confirms. */
export async function recordDepositForCustomer(
  gateway: GatewayClient,
  request: Request,
  response: Response,
): Promise<void> {
  const body = parseBody(request, {
    code: z.coerce
      .number()
      .int()
      .refine((code) => code === 1 || code === 2, 'must be 1 (Trading) or 2 (Mining)'),
    price: amountText,
    comment: requiredText,
    user_id: legacyNumberOrString,
    created_by_admin: z.unknown().optional(),
    request_id: legacyText.optional(),
    transaction_reference: z
      .string({ error: 'is required: the bank or blockchain reference of the money received' })
      .trim()
      .min(1, 'is required: the bank or blockchain reference of the money received')
      .max(200),
    crypto_currency: z.enum(['BTC', 'ETH']).optional(),
  });
  // The trading balance's currency: fixed by the first trading deposit, else the one the customer chose.
  const customer = await gateway.execute<{ customer: { balances: { trading: { assetCode: string } } } | null }>(
    request,
    response,
    'query ($id: ID!) { customer(id: $id) { balances { trading { assetCode } } } }',
    { id: body.user_id },
    ADMIN,
  );
  if (customer.errors?.length) return sendGraphQLErrors(response, customer.errors);
  if (!customer.data?.customer) return sendError(response, 404, ['User Not Found']);
  const planId = body.code === 2 ? await planOfComment(gateway, request, response, body.comment) : null;
  if (body.code === 2 && !planId)
    return sendError(response, 422, ['comment must name a contract, e.g. "Bitcoin Mining (12 Months Contract)"']);
  const input = {
    requestId: body.request_id,
    userId: body.user_id,
    purpose: body.code === 1 ? 'TRADING' : 'MINING',
    amount: body.price,
    currency: body.code === 1 ? customer.data.customer.balances.trading.assetCode : 'USD',
    cryptoCurrency: body.crypto_currency ?? 'BTC',
    planId,
    comment: body.comment,
    transactionReference: body.transaction_reference,
  };
  return answer(
    gateway,
    request,
    response,
    {
      query: `mutation ($input: RecordDepositInput!) { recordDeposit(input: $input) { ${DEPOSIT_FIELDS} } }`,
      variables: { input },
      actAs: ADMIN,
    },
    (data: { recordDeposit: Deposit }) => toLegacyDeposit(data.recordDeposit),
    'Deposit recorded; a second admin must confirm it',
  );
}

type Decision = { transaction_reference?: string; payout_reference?: string; reason?: string };

async function decideDeposit(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  id: string,
  status: (typeof DEPOSIT_STATUS)[number],
  decision: Decision,
) {
  if (status === 'PENDING') return keepPending(gateway, request, response, 'deposit', id);
  const [field, query, variables] =
    status === 'CONFIRMED'
      ? [
          'confirmDeposit',
          `mutation ($id: ID!, $r: String) { confirmDeposit(id: $id, transactionReference: $r) { ${DEPOSIT_FIELDS} } }`,
          { id, r: decision.transaction_reference ?? null },
        ]
      : [
          'failDeposit',
          `mutation ($id: ID!, $r: String) { failDeposit(id: $id, reason: $r) { ${DEPOSIT_FIELDS} } }`,
          { id, r: decision.reason ?? null },
        ];
  return answer(
    gateway,
    request,
    response,
    { query, variables, actAs: ADMIN },
    (data: Record<string, Deposit>) => toLegacyDeposit(data[field]),
    `Deposit ${status.toLowerCase()}`,
  );
}

/** The legacy form has no reason field: a failure without one says it came from the legacy call. */
const LEGACY_FAILURE_REASON = 'Marked failed by an admin';

async function decideWithdrawal(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  id: string,
  status: (typeof WITHDRAWAL_STATUS)[number],
  decision: Decision,
) {
  if (status === 'PENDING') return keepPending(gateway, request, response, 'withdrawal', id);
  const [field, query, variables] =
    status === 'COMPLETED'
      ? [
          'completeWithdrawal',
          `mutation ($id: ID!, $r: String) { completeWithdrawal(id: $id, payoutReference: $r) { ${WITHDRAWAL_FIELDS} } }`,
          { id, r: decision.payout_reference ?? null },
        ]
      : [
          'failWithdrawal',
          `mutation ($id: ID!, $r: String!) { failWithdrawal(id: $id, reason: $r) { ${WITHDRAWAL_FIELDS} } }`,
          { id, r: decision.reason || LEGACY_FAILURE_REASON },
        ];
  return answer(
    gateway,
    request,
    response,
    { query, variables, actAs: ADMIN },
    (data: Record<string, Withdrawal>) => toLegacyWithdrawal(data[field]),
    `Withdrawal ${status.toLowerCase()}`,
  );
}

/** "Pending" is where every record starts: asking for it is fine while it is pending, a 409 afterwards. */
async function keepPending(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  kind: 'deposit' | 'withdrawal',
  id: string,
): Promise<void> {
  const fields = kind === 'deposit' ? DEPOSIT_FIELDS : WITHDRAWAL_FIELDS;
  const result = await gateway.execute<Record<string, (Deposit & Withdrawal) | null>>(
    request,
    response,
    `query ($id: ID!) { ${kind}(id: $id) { ${fields} } }`,
    { id },
    ADMIN,
  );
  if (result.errors?.length) return sendGraphQLErrors(response, result.errors);
  const record = result.data?.[kind];
  if (!record) return sendError(response, 404, ['Not Found']);
  if (record.status !== 'PENDING')
    return sendError(response, 409, [
      `The ${kind} is already ${record.status.toLowerCase()}; it cannot return to pending`,
    ]);
  sendOk(response, kind === 'deposit' ? toLegacyDeposit(record) : toLegacyWithdrawal(record));
}

/** The per-user forms name the customer: a record of another customer is answered as not found. */
async function belongsElsewhere(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  kind: 'deposit' | 'withdrawal',
  id: string,
  userId: string,
): Promise<boolean> {
  const result = await gateway.execute<Record<string, { userId: string } | null>>(
    request,
    response,
    `query ($id: ID!) { ${kind}(id: $id) { userId } }`,
    { id },
    ADMIN,
  );
  if (result.errors?.length) return (sendGraphQLErrors(response, result.errors), true);
  if (result.data?.[kind]?.userId === userId) return false;
  sendError(response, 404, ['Not Found']);
  return true;
}
