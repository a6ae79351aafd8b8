import { AppError } from '@mc/platform';

/** Every reason the trading domain can refuse a request for; mapped exhaustively to a kind. */
export type TradingErrorReason =
  | 'INSTRUMENT_NOT_FOUND'
  | 'INSTRUMENT_NOT_TRADABLE'
  | 'QUOTE_UNAVAILABLE'
  | 'INVALID_RANGE'
  | 'RANGE_TOO_LONG'
  | 'INVALID_INPUT'
  | 'SIGN_IN_REQUIRED'
  | 'SESSION_EXPIRED'
  | 'CUSTOMER_ONLY'
  | 'ADMIN_ROLE_REQUIRED'
  | 'TRADE_NOT_FOUND'
  | 'OPTION_NOT_FOUND'
  | 'TRADE_NOT_OPEN'
  | 'IDEMPOTENCY_CONFLICT'
  | 'REQUEST_ABANDONED'
  | 'TRADER_NOT_FOUND'
  | 'TRADER_RETIRED'
  | 'ALLOCATION_OUT_OF_RANGE'
  | 'ALREADY_COPYING'
  | 'NOT_COPYING'
  | 'COPY_REQUIRED'
  | 'EQUITY_EXCEEDED'
  // Funds's refusals of a hold, passed on under the same reason.
  | 'DEPOSIT_REQUIRED'
  | 'INSUFFICIENT_FUNDS'
  | 'ACCOUNT_DEACTIVATED'
  | 'FUNDS_UNAVAILABLE';

export function tradingError(reason: TradingErrorReason, message: string, details?: Record<string, unknown>): AppError {
  switch (reason) {
    case 'INSTRUMENT_NOT_FOUND':
    case 'TRADE_NOT_FOUND':
    case 'OPTION_NOT_FOUND':
    case 'TRADER_NOT_FOUND':
      return new AppError('NOT_FOUND', reason, message, details);
    case 'QUOTE_UNAVAILABLE':
    case 'FUNDS_UNAVAILABLE':
      return new AppError('UNAVAILABLE', reason, message, details);
    case 'INVALID_RANGE':
    case 'RANGE_TOO_LONG':
    case 'INVALID_INPUT':
      return new AppError('BAD_REQUEST', reason, message, details);
    case 'SIGN_IN_REQUIRED':
    case 'SESSION_EXPIRED':
      return new AppError('UNAUTHENTICATED', reason, message, details);
    case 'CUSTOMER_ONLY':
    case 'ADMIN_ROLE_REQUIRED':
    case 'ACCOUNT_DEACTIVATED':
      return new AppError('FORBIDDEN', reason, message, details);
    case 'TRADE_NOT_OPEN':
    case 'IDEMPOTENCY_CONFLICT':
    case 'REQUEST_ABANDONED':
    case 'TRADER_RETIRED':
    case 'ALREADY_COPYING':
    case 'NOT_COPYING':
      return new AppError('CONFLICT', reason, message, details);
    case 'INSTRUMENT_NOT_TRADABLE':
    case 'DEPOSIT_REQUIRED':
    case 'INSUFFICIENT_FUNDS':
    case 'ALLOCATION_OUT_OF_RANGE':
    case 'COPY_REQUIRED':
    case 'EQUITY_EXCEEDED':
      return new AppError('UNPROCESSABLE', reason, message, details);
  }
}
