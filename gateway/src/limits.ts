import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ValidationRule } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';

/** Bounds on what one request may ask for: deep nesting and wide fan-out are refused up front. */
export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_COST = 1_000;

/**
 * Aliases let one request repeat an expensive field hundreds of times within the cost limit; no client
 * of ours needs more than a handful.
 */
export const MAX_ALIASES = 30;

export function aliasLimitRule(maxAliases = MAX_ALIASES): ValidationRule {
  return (context) => {
    let aliases = 0;
    return {
      Field(field) {
        if (field.alias) aliases += 1;
        if (field.alias && aliases === maxAliases + 1) {
          context.reportError(
            new GraphQLError(`An operation may use at most ${maxAliases} aliases`, {
              nodes: field,
              extensions: { code: 'BAD_REQUEST', reason: 'TOO_MANY_ALIASES', http: { status: 400 } },
            }),
          );
        }
      },
    };
  };
}

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
