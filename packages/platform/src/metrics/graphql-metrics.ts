import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { getOperationAST, type DocumentNode } from 'graphql';
import { LATENCY_BUCKETS_SECONDS } from './http-metrics';
import { errorCodeLabel, operationLabel } from './labels';
import { counter, histogram } from './registry';

const operations = counter({
  name: 'cloudmine_graphql_operations_total',
  help: 'GraphQL operations answered, by service, operation name, type and outcome (ok, or error when the answer holds errors).',
  labelNames: ['service', 'operation', 'type', 'outcome'],
});
const durations = histogram({
  name: 'cloudmine_graphql_operation_duration_seconds',
  help: 'Time from receiving a GraphQL operation to its answer, by service, operation name and type.',
  labelNames: ['service', 'operation', 'type'],
  buckets: LATENCY_BUCKETS_SECONDS,
});
const errors = counter({
  name: 'cloudmine_graphql_errors_total',
  help: 'Errors in GraphQL answers, by service, operation name and extensions.code.',
  labelNames: ['service', 'operation', 'code'],
});

/**
 * Apollo plugin for the subgraphs and the gateway: each operation counted and timed by its name, and the
 * errors of its answer counted by `extensions.code` as the client sees them (after masking).
 */
export function graphqlMetricsPlugin<TContext extends BaseContext>(service: string): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      const startedAt = process.hrtime.bigint();
      return {
        async willSendResponse({ request, operationName, document, operation, response }) {
          const name = operationLabel(operationName ?? nameInDocument(document, request.operationName));
          const type = operation?.operation ?? 'unknown';
          const answerErrors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
          const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
          operations.inc({ service, operation: name, type, outcome: answerErrors.length > 0 ? 'error' : 'ok' });
          durations.observe({ service, operation: name, type }, seconds);
          for (const error of answerErrors)
            errors.inc({ service, operation: name, code: errorCodeLabel(error.extensions?.code) });
        },
      };
    },
  };
}

/** The operation's name when it was parsed but not resolved (it failed validation): as written in it. */
function nameInDocument(document: DocumentNode | undefined, requested: string | undefined): string | undefined {
  if (!document) return requested;
  return getOperationAST(document, requested)?.name?.value ?? requested;
}
