import type { Router } from 'express';
import { sendError, sendGraphQLErrors, sendOk } from '../envelope';
import type { GatewayClient } from '../gateway-client';

type Me = { id: string; email: string; firstName: string | null; lastName: string | null; currency: string };

/** The legacy customer object uses the specification's snake_case field names. */
export function toLegacyUser(me: Me) {
  return { id: me.id, email: me.email, first_name: me.firstName, last_name: me.lastName, currency: me.currency };
}

export function registerUserAuthRoutes(router: Router, gateway: GatewayClient): void {
  router.get('/users/auth/status', async (request, response) => {
    const result = await gateway.execute<{ me: Me | null }>(request, '{ me { id email firstName lastName currency } }');
    if (result.errors?.length) return sendGraphQLErrors(response, result.errors);
    if (!result.data?.me) return sendError(response, 401, ['Not signed in']);
    sendOk(response, toLegacyUser(result.data.me));
  });
}
