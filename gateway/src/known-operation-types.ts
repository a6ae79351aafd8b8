import { GraphQLError, OperationTypeNode, type ValidationRule } from 'graphql';

/**
 * graphql-js 17's KnownOperationTypesRule, which graphql 16 lacks: an operation of a type the schema does
 * not define is refused in validation. The HTTP graph has no Subscription type (subscriptions are served
 * over the WebSocket on the same path), and without this rule a subscription sent over HTTP passes every
 * specified rule and fails in the planner as an internal error.
 */
export const knownOperationTypesRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (context.getSchema().getRootType(operation.operation)) return;
    const hint =
      operation.operation === OperationTypeNode.SUBSCRIPTION
        ? ' over HTTP; subscribe through the WebSocket on /graphql'
        : '';
    context.reportError(
      new GraphQLError(`The schema does not support ${operation.operation} operations${hint}`, { nodes: operation }),
    );
  },
});
