import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ValidationRule } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';

/** Bounds on what one request may ask for: deep nesting and wide fan-out are refused up front. */
export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_COST = 1_000;

export function depthLimitRule(maxDepth = MAX_QUERY_DEPTH): ValidationRule {
  return depthLimit(maxDepth) as ValidationRule;
}

/** Cost = one point per field; refused with BAD_REQUEST / QUERY_TOO_COSTLY before any subgraph is called. */
export function costLimitPlugin<TContext extends object>(maxCost = MAX_QUERY_COST): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const cost = getComplexity({
            schema,
            query: document,
            variables: request.variables ?? {},
            operationName: request.operationName ?? undefined,
            estimators: [simpleEstimator({ defaultComplexity: 1 })],
          });
          if (cost > maxCost) {
            throw new GraphQLError(`Query cost ${cost} exceeds the limit of ${maxCost}`, {
              extensions: { code: 'BAD_REQUEST', reason: 'QUERY_TOO_COSTLY', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
