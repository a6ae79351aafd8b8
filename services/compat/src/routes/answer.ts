import type { Request, Response } from 'express';
import { sendGraphQLErrors, sendOk } from '../envelope';
import type { ActAs, GatewayClient } from '../gateway-client';

/** Runs one GraphQL operation for a legacy call and answers in the envelope. */
export async function answer<TData>(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  operation: { query: string; variables?: Record<string, unknown>; actAs?: ActAs },
  toLegacy: (data: TData) => unknown,
  message = '',
): Promise<void> {
  const result = await gateway.execute<TData>(request, response, operation.query, operation.variables, operation.actAs);
  if (result.errors?.length) return sendGraphQLErrors(response, result.errors);
  sendOk(response, toLegacy(result.data as TData), message);
}
