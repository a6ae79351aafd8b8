import { AppError } from '@mc/platform';

/** Every reason the mining domain can refuse a request for; mapped exhaustively to a kind. */
export type MiningErrorReason = 'PLANS_MISSING';

export function miningError(reason: MiningErrorReason, message: string, details?: Record<string, unknown>): AppError {
  switch (reason) {
    case 'PLANS_MISSING':
      return new AppError('UNAVAILABLE', reason, message, details);
  }
}
