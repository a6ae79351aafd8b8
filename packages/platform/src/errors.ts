import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { isConnectionLoss } from './db/connection-loss';

/**
 * The platform's error model. A service declares its own closed union of domain reasons
 * (e.g. 'INSTRUMENT_NOT_FOUND') and maps each, in one exhaustive switch, to one of these kinds.
 * The kind becomes GraphQL `extensions.code`, the reason `extensions.reason`, and compat turns
 * the code into the HTTP status. Anything that is not an AppError is masked and logged.
 */
export const ERROR_KINDS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorKind = keyof typeof ERROR_KINDS;

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly reason: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function httpStatusFor(kind: string | undefined): number {
  if (kind && kind in ERROR_KINDS) return ERROR_KINDS[kind as ErrorKind];
  // Codes Apollo itself raises before any resolver runs.
  switch (kind) {
    case 'GRAPHQL_PARSE_FAILED':
    case 'GRAPHQL_VALIDATION_FAILED':
    case 'BAD_USER_INPUT':
    case 'BAD_REQUEST':
    case 'PERSISTED_QUERY_NOT_SUPPORTED':
      return 400;
    default:
      return 500;
  }
}

export function toGraphQLError(error: AppError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: { code: error.kind, reason: error.reason, ...(error.details ? { details: error.details } : {}) },
  });
}

const MASKED_MESSAGE = 'Internal server error';
/**
 * What a request answers whose statement lost its database connection: its transaction was rolled back
 * by the server (unless the connection went during the commit itself), so the request may be tried again.
 */
const DATABASE_LOST_MESSAGE = 'The service could not reach its database; please try again';
const DATABASE_LOST_EXTENSIONS = {
  code: 'UNAVAILABLE',
  reason: 'DATABASE_UNAVAILABLE',
  details: { retryAfterMs: 1_000 },
};

/**
 * Apollo `formatError`: keeps AppErrors and Apollo's own request errors, masks everything else.
 * Stack traces never leave the service.
 */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrap(error);
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: {
          code: original.kind,
          reason: original.reason,
          ...(original.details ? { details: original.details } : {}),
        },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
      const { stacktrace: _dropped, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    if (isConnectionLoss(original)) {
      logger.warn({ err: original }, 'database connection lost during a request');
      return { message: DATABASE_LOST_MESSAGE, path: formatted.path, extensions: DATABASE_LOST_EXTENSIONS };
    }
    logger.error({ err: original }, 'unexpected error');
    return { message: MASKED_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL', reason: 'INTERNAL' } };
  };
}

function unwrap(error: unknown): unknown {
  let current = error;
  while (current instanceof GraphQLError && current.originalError) current = current.originalError;
  return current;
}
