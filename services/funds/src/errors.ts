import { AppError } from '@mc/platform';

/** Every reason the funds domain can refuse a request or an event for; mapped exhaustively to a kind. */
export type FundsErrorReason = 'EVENT_PAYLOAD_INVALID' | 'RATE_NOT_SEEDED';

export function fundsError(reason: FundsErrorReason, message: string, details?: Record<string, unknown>): AppError {
  switch (reason) {
    case 'EVENT_PAYLOAD_INVALID':
      return new AppError('UNPROCESSABLE', reason, message, details);
    case 'RATE_NOT_SEEDED':
      return new AppError('UNAVAILABLE', reason, message, details);
  }
}
