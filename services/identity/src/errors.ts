import { AppError } from '@mc/platform';

/** Every reason the identity domain can refuse a request for; mapped exhaustively to a kind. */
export type IdentityErrorReason =
  | 'VIEWER_INVALID'
  | 'INVALID_INPUT'
  | 'COUNTRY_NOT_RECOGNISED'
  | 'PASSWORDS_DIFFER'
  | 'EMAIL_TAKEN'
  | 'REFERRER_NOT_FOUND'
  | 'INVALID_CREDENTIALS'
  | 'ACCOUNT_DEACTIVATED'
  | 'SIGN_IN_REQUIRED'
  | 'SESSION_EXPIRED'
  | 'SESSION_INVALID'
  | 'REFRESHED_ELSEWHERE'
  | 'RATE_LIMITED'
  | 'SIGN_IN_LOCKED'
  | 'SIGN_IN_SLOWED'
  | 'DEVICE_ALREADY_VERIFIED'
  | 'PIN_NOT_REQUESTED'
  | 'PIN_WRONG'
  | 'PIN_EXPIRED'
  | 'PIN_LOCKED'
  | 'PIN_RESEND_TOO_SOON'
  | 'IDENTITY_CHECK_NOT_SKIPPABLE'
  | 'ADMIN_ROLE_REQUIRED'
  | 'RESET_TOKEN_INVALID'
  | 'USER_NOT_FOUND'
  | 'MESSAGE_NOT_FOUND'
  | 'ALREADY_DEACTIVATED'
  | 'NOT_DEACTIVATED'
  | 'ADMIN_NOT_FOUND'
  | 'LAST_SUPERADMIN'
  | 'CANNOT_DISABLE_SELF'
  | 'CURRENT_PASSWORD_WRONG'
  | 'IMAGE_INVALID'
  | 'IDENTITY_CHECK_NOT_OPEN'
  | 'IDENTITY_CHECK_NOT_AWAITING'
  | 'PUSH_NOT_SUBSCRIBED'
  | 'PUSH_SUBSCRIPTION_GONE'
  | 'PUSH_DELIVERY_FAILED'
  | 'EVENT_PAYLOAD_INVALID';

export function identityError(
  reason: IdentityErrorReason,
  message: string,
  details?: Record<string, unknown>,
): AppError {
  switch (reason) {
    case 'INVALID_INPUT':
    case 'PASSWORDS_DIFFER':
    case 'IMAGE_INVALID':
      return new AppError('BAD_REQUEST', reason, message, details);
    case 'VIEWER_INVALID':
    case 'INVALID_CREDENTIALS':
    case 'SIGN_IN_REQUIRED':
    case 'SESSION_EXPIRED':
    case 'SESSION_INVALID':
      return new AppError('UNAUTHENTICATED', reason, message, details);
    case 'ACCOUNT_DEACTIVATED':
    case 'ADMIN_ROLE_REQUIRED':
      return new AppError('FORBIDDEN', reason, message, details);
    case 'USER_NOT_FOUND':
    case 'MESSAGE_NOT_FOUND':
    case 'ADMIN_NOT_FOUND':
      return new AppError('NOT_FOUND', reason, message, details);
    case 'EMAIL_TAKEN':
    case 'DEVICE_ALREADY_VERIFIED':
    case 'ALREADY_DEACTIVATED':
    case 'NOT_DEACTIVATED':
    case 'LAST_SUPERADMIN':
    case 'CANNOT_DISABLE_SELF':
    case 'IDENTITY_CHECK_NOT_OPEN':
    case 'IDENTITY_CHECK_NOT_AWAITING':
    // The session is fine: another tab's refresh rotated the token a moment ago. A conflict, not a
    // 401, so clients (and legacy callers, by the 409) retry instead of signing the customer out.
    case 'REFRESHED_ELSEWHERE':
      return new AppError('CONFLICT', reason, message, details);
    case 'REFERRER_NOT_FOUND':
    case 'PIN_NOT_REQUESTED':
    case 'PIN_WRONG':
    case 'PIN_EXPIRED':
    case 'PIN_LOCKED':
    case 'IDENTITY_CHECK_NOT_SKIPPABLE':
    case 'RESET_TOKEN_INVALID':
    case 'CURRENT_PASSWORD_WRONG':
    case 'PUSH_NOT_SUBSCRIBED':
    case 'PUSH_SUBSCRIPTION_GONE':
    case 'EVENT_PAYLOAD_INVALID':
    // Well-formed text that names no country: the request is understood, its value is not one we know.
    case 'COUNTRY_NOT_RECOGNISED':
      return new AppError('UNPROCESSABLE', reason, message, details);
    case 'RATE_LIMITED':
    case 'SIGN_IN_LOCKED':
    case 'SIGN_IN_SLOWED':
    case 'PIN_RESEND_TOO_SOON':
      return new AppError('RATE_LIMITED', reason, message, details);
    case 'PUSH_DELIVERY_FAILED':
      return new AppError('UNAVAILABLE', reason, message, details);
  }
}
