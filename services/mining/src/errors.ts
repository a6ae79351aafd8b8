import { AppError } from '@mc/platform';

/** Every reason the mining domain can refuse a request or an event for; mapped exhaustively to a kind. */
export type MiningErrorReason =
  | 'PLANS_MISSING'
  | 'INVALID_INPUT'
  | 'SIGN_IN_REQUIRED'
  | 'SESSION_EXPIRED'
  | 'ADMIN_ROLE_REQUIRED'
  | 'PLAN_NOT_FOUND'
  | 'CONTRACT_NOT_FOUND'
  | 'CUSTOMER_ONLY'
  | 'CONTRACT_NOT_ACTIVE'
  | 'NOT_PLEDGEABLE'
  | 'PLEDGE_OUTSTANDING'
  | 'PLEDGE_OVER_LIMIT'
  | 'GRANT_NOT_FOUND'
  | 'AMENDMENT_NOT_FOUND'
  | 'SECOND_ADMIN_REQUIRED'
  | 'AMENDMENT_PENDING'
  | 'CAPACITY_EXCEEDED'
  | 'INVALID_TRANSITION'
  | 'IDEMPOTENCY_CONFLICT'
  | 'RATE_NOT_AVAILABLE'
  | 'HASHPRICE_NOT_SET'
  | 'EVENT_PAYLOAD_INVALID';

export function miningError(reason: MiningErrorReason, message: string, details?: Record<string, unknown>): AppError {
  switch (reason) {
    case 'INVALID_INPUT':
      return new AppError('BAD_REQUEST', reason, message, details);
    case 'SIGN_IN_REQUIRED':
    case 'SESSION_EXPIRED':
      return new AppError('UNAUTHENTICATED', reason, message, details);
    case 'ADMIN_ROLE_REQUIRED':
    case 'CUSTOMER_ONLY':
    case 'SECOND_ADMIN_REQUIRED':
      return new AppError('FORBIDDEN', reason, message, details);
    case 'PLAN_NOT_FOUND':
    case 'CONTRACT_NOT_FOUND':
    case 'GRANT_NOT_FOUND':
    case 'AMENDMENT_NOT_FOUND':
      return new AppError('NOT_FOUND', reason, message, details);
    case 'IDEMPOTENCY_CONFLICT':
    case 'INVALID_TRANSITION':
    case 'CONTRACT_NOT_ACTIVE':
    case 'PLEDGE_OUTSTANDING':
    case 'AMENDMENT_PENDING':
    case 'CAPACITY_EXCEEDED':
      return new AppError('CONFLICT', reason, message, details);
    case 'NOT_PLEDGEABLE':
    case 'PLEDGE_OVER_LIMIT':
    case 'EVENT_PAYLOAD_INVALID':
    // The platform's present state (no feed rate yet, no hashprice yet): the caller can try again
    // shortly, so it stays within the error model's 4xx statuses like funds' RATE_NOT_SEEDED.
    case 'RATE_NOT_AVAILABLE':
    case 'HASHPRICE_NOT_SET':
      return new AppError('UNPROCESSABLE', reason, message, details);
    case 'PLANS_MISSING':
      return new AppError('UNAVAILABLE', reason, message, details);
  }
}
