import { AppError } from '@mc/platform';

/** Every reason the content domain can refuse a request for; mapped exhaustively to a kind. */
export type ContentErrorReason = 'SETTING_MISSING';

export function contentError(reason: ContentErrorReason, message: string): AppError {
  switch (reason) {
    case 'SETTING_MISSING':
      return new AppError('UNAVAILABLE', reason, message);
  }
}
