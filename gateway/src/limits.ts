import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, GraphQLError, type ValidationRule } from 'graphql';
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

/**
 * Cost = one point per field; refused with BAD_REQUEST / QUERY_TOO_COSTLY before any subgraph is called.
 * Apollo hands every request of one query text the same parsed document, so a document's cost is worked
 * out once per operation name and variables (which can @skip or @include fields), not per request.
 */
export function costLimitPlugin<TContext extends object>(maxCost = MAX_QUERY_COST): ApolloServerPlugin<TContext> {
  const costs = new WeakMap<DocumentNode, Map<string, number>>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          let known = costs.get(document);
          if (!known) costs.set(document, (known = new Map<string, number>()));
          const key = `${request.operationName ?? ''}\n${JSON.stringify(request.variables ?? {})}`;
          let cost = known.get(key);
          if (cost === undefined) {
            cost = getComplexity({
              schema,
              query: document,
              variables: request.variables ?? {},
              operationName: request.operationName ?? undefined,
              estimators: [simpleEstimator({ defaultComplexity: 1 })],
            });
            // Variables differ per customer (ids, amounts): keep a bounded number of answers per document.
            if (known.size >= MAX_COSTS_PER_DOCUMENT) known.clear();
            known.set(key, cost);
          }
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

const MAX_COSTS_PER_DOCUMENT = 256;
