import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { sendError, sendGraphQLErrors, sendOk } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { legacyNumberOrString, parseBody, requiredText } from '../legacy-input';
import { legacyPage, pageOf } from '../legacy-paging';
import { fromAdmin } from '../session-kind';
import { answer } from './answer';
import { FUNDS_LIST_FIELDS, fundsUserFields, toLegacyFunds, type FundsOfUser } from './legacy-funds';
import { ME_FIELDS, meDetailFields, toLegacyUser, type Me } from './legacy-user';

const PAGE_SIZE = 20;
const ADMIN_USER_FIELDS = `${ME_FIELDS} deactivatedAt ${FUNDS_LIST_FIELDS}`;

/** Admin calls on customers (legacy-api.md rows 13, 22–25) and a customer reading themself (22); PATCH /users is in users-patch.ts. */
export function registerUserAdminRoutes(router: Router, gateway: GatewayClient): void {
  router.get('/users', async (request, response) => {
    const { page, search } = pageOf(request);
    const result = await gateway.execute<{ customers: { items: (Me & FundsOfUser)[]; total: number } }>(
      request,
      response,
      `query ($page: Int!, $pageSize: Int!, $search: String) { customers(page: $page, pageSize: $pageSize, search: $search) { total items { ${ADMIN_USER_FIELDS} } } }`,
      { page, pageSize: PAGE_SIZE, search },
      'admin',
    );
    if (result.errors?.length) return sendGraphQLErrors(response, result.errors);
    const customers = result.data!.customers;
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
        query: 'mutation ($u: ID!, $s: String!, $b: String!) { sendCustomerPush(userId: $u, subject: $s, body: $b) }',
        variables: { u: body.user_id, s: body.subject, b: body.body },
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
        query: 'mutation ($u: ID!, $s: String!, $b: String!) { sendCustomerEmail(userId: $u, subject: $s, body: $b) }',
        variables: { u: body.user_id, s: body.subject, b: body.body },
        actAs: 'admin',
      },
      () => null,
      'E-mail sent',
    );
  });
}

async function customerForAdmin(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const { page } = pageOf(request);
  const result = await gateway.execute<{ customer: (Me & FundsOfUser) | null }>(
    request,
    response,
    `query ($id: ID!) { customer(id: $id) { ${meDetailFields(page)} deactivatedAt ${fundsUserFields(page)} } }`,
    { id: request.params.id },
    'admin',
  );
  if (result.errors?.length) return sendGraphQLErrors(response, result.errors);
  if (!result.data?.customer) return sendError(response, 404, ['User Not Found']);
  sendOk(response, withFunds(result.data.customer, String(request.params.id)));
}

/** A customer may read only themself: any other id is refused, whether or not it exists. */
async function customerSelf(gateway: GatewayClient, request: Request, response: Response): Promise<void> {
  const { page } = pageOf(request);
  const result = await gateway.execute<{ me: (Me & FundsOfUser) | null }>(
    request,
    response,
    `{ me { ${meDetailFields(page)} ${fundsUserFields(page)} } }`,
  );
  if (result.errors?.length) return sendGraphQLErrors(response, result.errors);
  if (!result.data?.me) return sendError(response, 401, ['Not signed in']);
  if (result.data.me.id !== request.params.id) return sendError(response, 403, ['You may only read your own account']);
  sendOk(response, withFunds(result.data.me, String(request.params.id)));
}

/** The customer object with its funds fields; `next_page_url` pages the deposits and withdrawals. */
function withFunds(user: Me & FundsOfUser, id: string) {
  const pageUrl = (next: number) => `/api/users/${encodeURIComponent(id)}?page=${next}`;
  return { ...toLegacyUser(user, pageUrl), ...toLegacyFunds(user, pageUrl) };
}
