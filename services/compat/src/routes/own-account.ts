import type { Request, Response } from 'express';
import { sendError, sendGraphQLErrors } from '../envelope';
import type { GatewayClient } from '../gateway-client';
import { MY_ID } from './legacy-user';

/**
 * Legacy bodies may name the account they change (`id`). A customer changes only their own: another
 * id is refused with 403 before anything changes, and no session with 401. Answers the refusal and
 * resolves false; resolves true when the call may go on.
 */
export async function callerOwnsAccount(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  id: string | undefined,
): Promise<boolean> {
  const me = await gateway.execute(request, response, MY_ID, {});
  if (me.errors) {
    sendGraphQLErrors(response, me.errors);
    return false;
  }
  if (!me.data.me) {
    sendError(response, 401, ['Not signed in']);
    return false;
  }
  if (id !== undefined && id !== me.data.me.id) {
    sendError(response, 403, ['You may only change your own account']);
    return false;
  }
  return true;
}
