import { AppError } from '@mc/platform';

/** Every reason the trading domain can refuse a request for; mapped exhaustively to a kind. */
export type TradingErrorReason = 'INSTRUMENT_NOT_FOUND' | 'QUOTE_UNAVAILABLE' | 'INVALID_RANGE' | 'RANGE_TOO_LONG';

export function tradingError(reason: TradingErrorReason, message: string): AppError {
  switch (reason) {
    case 'INSTRUMENT_NOT_FOUND':
      return new AppError('NOT_FOUND', reason, message);
    case 'QUOTE_UNAVAILABLE':
      return new AppError('UNAVAILABLE', reason, message);
    case 'INVALID_RANGE':
    case 'RANGE_TOO_LONG':
      return new AppError('BAD_REQUEST', reason, message);
  }
}
