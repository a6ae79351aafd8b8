import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request, Response } from 'express';
import { sendGraphQLErrors, sendOk } from '../envelope';
import type { ActAs, GatewayClient } from '../gateway-client';
import { setRetryAfter } from '../retry-after';

/** One GraphQL operation of a legacy call: the document, its variables, and whose session sends it. */
export type Operation<TData, TVariables> = {
  document: TypedDocumentNode<TData, TVariables>;
  variables: NoInfer<TVariables>;
  actAs?: ActAs;
};

/** Runs one GraphQL operation for a legacy call and answers in the envelope. */
export async function answer<TData, TVariables>(
  gateway: GatewayClient,
  request: Request,
  response: Response,
  operation: Operation<TData, TVariables>,
  toLegacy: (data: TData) => unknown,
  message = '',
): Promise<void> {
  const { document, variables, actAs } = operation;
  const result = await gateway.execute(request, response, document, variables, actAs);
  if (result.errors) {
    setRetryAfter(response, result.errors);
    return sendGraphQLErrors(response, result.errors);
  }
  sendOk(response, toLegacy(result.data), message);
}
