import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { sendError, sendGraphQLErrors, sendOk } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { graphql } from '../generated';
import { legacyNumberOrString, parseBody, requiredText } from '../legacy-input';
import { legacyPage, pageOf } from '../legacy-paging';
import { fromAdmin } from '../session-kind';
import { answer } from './answer';
import {
  partialAnswerMessage,
  servicesAwayOnly,
  toLegacyCustomerInFull,
  type CustomerInFull,
} from './customer-in-full';
import { MY_ACCOUNT, toLegacyUser } from './legacy-user';

const PAGE_SIZE = 20;

const CUSTOMERS = graphql(`
  query Customers($page: Int!, $pageSize: Int!, $search: String) {
    customers(page: $page, pageSize: $pageSize, search: $search) {
      total
      items {
        ...LegacyUser
        deactivatedAt
        pendingDepositCount
        pendingWithdrawalCount
      }
    }
  }
`);

const CUSTOMER_FOR_ADMIN = graphql(`
  query CustomerForAdmin($id: ID!, $page: Int!) {
    customer(id: $id) {
      ...LegacyUserDetail
      deactivatedAt
      ...LegacyFundsOfUser
      ...LegacyMiningOfUser
      ...LegacyTradingOfUser
    }
  }
`);

const SEND_CUSTOMER_PUSH = graphql(`
  mutation SendCustomerPush($userId: ID!, $subject: String!, $body: String!) {
    sendCustomerPush(userId: $userId, subject: $subject, body: $body)
  }
`);

const SEND_CUSTOMER_EMAIL = graphql(`
  mutation SendCustomerEmail($userId: ID!, $subject: String!, $body: String!) {
    sendCustomerEmail(userId: $userId, subject: $subject, body: $body)
  }
`);

/** Admin calls on customers (legacy-api.md rows 13, 22–25) and a customer reading themself (22); PATCH /users is in users-patch.ts. */
export function registerUserAdminRoutes(router: Router, gateway: GatewayClient): void {
  router.get('/users', async (request, response) => {
    const { page, search } = pageOf(request);
    const result = await gateway.execute(request, response, CUSTOMERS, { page, pageSize: PAGE_SIZE, search }, 'admin');
    if (result.errors) return sendGraphQLErrors(response, result.errors);
    const customers = result.data.customers;
    sendOk(
      response,
      legacyPage(
        request,
        customers.items.map((customer) => ({
          ...toLegacyUser(customer),
          pending_deposits: customer.pendingDepositCount,
          pending_withdrawals: customer.pendingWithdrawalCount,
        })),
        page,
        PAGE_SIZE,
        customers.total,
      ),
    );
  });

  router.get('/users/:id', (request, response) =>
    fromAdmin(request) ? customerForAdmin(gateway, request, response) : customerSelf(gateway, request, response),
  );

  router.post('/users/send/push', (request, response) => {
    const body = parseBody(request, { user_id: legacyNumberOrString, subject: requiredText, body: requiredText });
    return answer(
      gateway,
      request,
      response,
      {
        document: SEND_CUSTOMER_PUSH,
        variables: { userId: body.user_id, subject: body.subject, body: body.body },
        actAs: 'admin',
      },
      () => null,
      'Push notification sent',
    );
  });

  router.post('/users/send/email', (request, response) => {
    const body = parseBody(request, {
      user_id: legacyNumberOrString,
      subject: requiredText,
      body: z.string({ error: 'must be a string' }).trim().min(1, 'is required').max(10_000),
    });
    return answer(
      gateway,
      request,
      response,
      {
        document: SEND_CUSTOMER_EMAIL,
        variables: { userId: body.user_id, subject: body.subject, body: body.body },
        actAs: 'admin',
      },
      () => null,
      'E-mail sent',
    );
  });
}

async function customerForAdmin(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const { page } = pageOf(request);
  const id = String(request.params.id);
  const result = await gateway.execute(request, response, CUSTOMER_FOR_ADMIN, { id, page }, 'admin');
  const away = servicesAwayOnly(result.errors);
  if (result.errors && (!away || !result.data?.customer)) return sendGraphQLErrors(response, result.errors);
  if (!result.data?.customer) return sendError(response, 404, ['User Not Found']);
  sendCustomerInFull(response, result.data.customer, id, away ?? []);
}

/** A customer may read only themself: any other id is refused, whether or not it exists. */
async function customerSelf(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const { page } = pageOf(request);
  const result = await gateway.execute(request, response, MY_ACCOUNT, { page });
  const away = servicesAwayOnly(result.errors);
  if (result.errors && (!away || !result.data?.me)) return sendGraphQLErrors(response, result.errors);
  if (!result.data?.me) return sendError(response, 401, ['Not signed in']);
  if (result.data.me.id !== request.params.id) return sendError(response, 403, ['You may only read your own account']);
  sendCustomerInFull(response, result.data.me, String(request.params.id), away ?? []);
}

/**
 * The customer object with its funds, mining and trading fields; `next_page_url` pages the deposits,
 * withdrawals, contracts, trades and options. A part whose service is away is left out and named.
 */
function sendCustomerInFull(response: Response, user: CustomerInFull, id: string, away: string[]): void {
  const pageUrl = (next: number) => `/api/users/${encodeURIComponent(id)}?page=${next}`;
  sendOk(response, toLegacyCustomerInFull(user, pageUrl, away), partialAnswerMessage(away));
}
