import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { sendError, sendGraphQLErrors } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import type {
  AllDepositsQuery,
  AllWithdrawalsQuery,
  LegacyDepositFragment,
  LegacyWithdrawalFragment,
  RecordDepositInput,
} from '../generated/graphql';
import { legacyNumberOrString, legacyText, parseBody, requiredText } from '../legacy-input';
import { answer } from './answer';
import { ADMIN, amountText, CUSTOMER_TRADING_ASSET, listPage, planOfComment, type ListQuery } from './funds-shared';
import {
  belongsElsewhere,
  decideDeposit,
  decideWithdrawal,
  DEPOSIT_OWNER,
  DEPOSIT_STATUS,
  WITHDRAWAL_OWNER,
  WITHDRAWAL_STATUS,
} from './funds-decisions';
import { toLegacyDeposit, toLegacyWithdrawal } from './legacy-funds';
import { answered } from '../answered';

/** The global forms send 1 to 3; the per-user forms send the status text. */
const numericStatus = z.coerce.number().int().min(1, 'must be 1, 2 or 3').max(3, 'must be 1, 2 or 3');
const textStatus = <T extends readonly [string, ...string[]]>(names: T) =>
  z
    .string()
    .max(20)
    .transform((text) => text.toUpperCase())
    .pipe(
      z.enum(names, {
        error: `must be one of ${names.map((name) => name.charAt(0) + name.slice(1).toLowerCase()).join(', ')}`,
      }),
    );

/** Identity's customers whose e-mail or name holds the search (the first hundred, newest first). */
const CUSTOMERS_MATCHING = graphql(`
  query LegacyCustomersMatching($search: String!) {
    customers(search: $search, pageSize: 100) {
      items {
        id
      }
    }
  }
`);

/** Row 34: the search finds deposits by id, address, comment and reference, and by the customer's e-mail or name. */
const ALL_DEPOSITS: ListQuery<AllDepositsQuery, LegacyDepositFragment> = {
  document: graphql(`
    query AllDeposits($page: Int!, $pageSize: Int!, $search: String, $searchCustomerIds: [ID!]) {
      allDeposits(page: $page, pageSize: $pageSize, search: $search, searchCustomerIds: $searchCustomerIds) {
        total
        items {
          ...LegacyDeposit
        }
      }
    }
  `),
  pageIn: (data) => data.allDeposits,
  searchVariables: async (gateway, request, response, search) => {
    const customers = await gateway.execute(request, response, CUSTOMERS_MATCHING, { search }, ADMIN);
    if (customers.errors) return (sendGraphQLErrors(response, customers.errors), null);
    return { searchCustomerIds: customers.data.customers.items.map((customer) => customer.id) };
  },
};

const ALL_WITHDRAWALS: ListQuery<AllWithdrawalsQuery, LegacyWithdrawalFragment> = {
  document: graphql(`
    query AllWithdrawals($page: Int!, $pageSize: Int!, $search: String) {
      allWithdrawals(page: $page, pageSize: $pageSize, search: $search) {
        total
        items {
          ...LegacyWithdrawal
        }
      }
    }
  `),
  pageIn: (data) => data.allWithdrawals,
};

const CANCEL_DEPOSIT = graphql(`
  mutation CancelDeposit($id: ID!) {
    cancelDeposit(id: $id) {
      ...LegacyDeposit
    }
  }
`);

const RECORD_DEPOSIT = graphql(`
  mutation RecordDeposit($input: RecordDepositInput!) {
    recordDeposit(input: $input) {
      ...LegacyDeposit
    }
  }
`);

/** Admin decisions on deposits and withdrawals (legacy-api.md rows 33–37 and 39–41). */
export function registerFundsAdminRoutes(router: Router, gateway: GatewayClient): void {
  router.get('/deposits', (request, response) => listPage(gateway, request, response, ALL_DEPOSITS, toLegacyDeposit));
  router.get('/withdrawals', (request, response) =>
    listPage(gateway, request, response, ALL_WITHDRAWALS, toLegacyWithdrawal),
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
    if (await belongsElsewhere(gateway, request, response, DEPOSIT_OWNER, body.id, body.user_id)) return;
    return decideDeposit(gateway, request, response, body.id, body.status, body);
  });
  router.delete('/users/deposits', async (request, response) => {
    const body = parseBody(request, { id: legacyNumberOrString, user_id: legacyNumberOrString });
    if (await belongsElsewhere(gateway, request, response, DEPOSIT_OWNER, body.id, body.user_id)) return;
    return answer(
      gateway,
      request,
      response,
      { document: CANCEL_DEPOSIT, variables: { id: body.id }, actAs: ADMIN },
      (data) => toLegacyDeposit(data.cancelDeposit),
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
    if (await belongsElsewhere(gateway, request, response, WITHDRAWAL_OWNER, body.id, body.user_id)) return;
    return decideWithdrawal(gateway, request, response, body.id, body.status, body);
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
    // The old admin client never sends it: the confirming admin names it then (issue 13, item 8).
    transaction_reference: legacyText.optional(),
    crypto_currency: z.enum(['BTC', 'ETH']).optional(),
  });
  const customer = await gateway.execute(request, response, CUSTOMER_TRADING_ASSET, { id: body.user_id }, ADMIN);
  if (customer.errors) return sendGraphQLErrors(response, customer.errors);
  if (!customer.data.customer) return sendError(response, 404, ['User Not Found']);
  const planId = body.code === 2 ? await planOfComment(gateway, request, response, body.comment) : null;
  if (body.code === 2 && !planId)
    return sendError(response, 422, ['comment must name a contract, e.g. "Bitcoin Mining (12 Months Contract)"']);
  const input: RecordDepositInput = {
    requestId: body.request_id,
    userId: body.user_id,
    purpose: body.code === 1 ? 'TRADING' : 'MINING',
    amount: body.price,
    currency: body.code === 1 ? answered(customer.data.customer.balances, 'balances').trading.assetCode : 'USD',
    cryptoCurrency: body.crypto_currency ?? 'BTC',
    planId,
    comment: body.comment,
    transactionReference: body.transaction_reference || null,
  };
  return answer(
    gateway,
    request,
    response,
    { document: RECORD_DEPOSIT, variables: { input }, actAs: ADMIN },
    (data) => toLegacyDeposit(data.recordDeposit),
    'Deposit recorded; a second admin must confirm it',
  );
}
