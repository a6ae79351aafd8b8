import { AppError } from '@mc/platform';

/** Every reason the identity domain can refuse a request for; mapped exhaustively to a kind. */
export type IdentityErrorReason = 'VIEWER_INVALID';

export function identityError(reason: IdentityErrorReason, message: string, details?: Record<string, unknown>): AppError {
  switch (reason) {
    case 'VIEWER_INVALID':
      return new AppError('UNAUTHENTICATED', reason, message, details);
  }
}
