import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** One refusal to show under a form: the server's own (English) message and its codes. */
export interface ApiError {
  /** extensions.code, e.g. RATE_LIMITED, CONFLICT; null when the server could not be reached. */
  code: string | null;
  /** extensions.reason, e.g. PIN_WRONG, EMAIL_TAKEN. */
  reason: string | null;
  /** The server's message; null when there is none (network failure). */
  message: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Every GraphQL error of a failed call; a call that never got an answer gives one message-less entry. */
export function toApiErrors(error: unknown): ApiError[] {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) {
    return error.errors.map((item) => ({
      code: text(item.extensions?.code),
      reason: text(item.extensions?.reason),
      message: text(item.message),
    }));
  }
  return [{ code: null, reason: null, message: null }];
}
