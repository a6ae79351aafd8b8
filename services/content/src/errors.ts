import { AppError } from '@mc/platform';

/** Every reason the content domain can refuse a request or an event for; mapped exhaustively to a kind. */
export type ContentErrorReason =
  | 'SETTING_MISSING'
  | 'VALIDATION_FAILED'
  | 'SIGN_IN_REQUIRED'
  | 'SESSION_EXPIRED'
  | 'ADMIN_ROLE_REQUIRED'
  | 'PAGE_NOT_FOUND'
  | 'FAQ_ENTRY_NOT_FOUND'
  | 'VERSION_NOT_FOUND'
  | 'CONTACT_MESSAGE_NOT_FOUND'
  | 'INVALID_TRANSITION'
  | 'RATE_LIMITED';

export function contentError(reason: ContentErrorReason, message: string, details?: Record<string, unknown>): AppError {
  switch (reason) {
    case 'SETTING_MISSING':
      return new AppError('UNAVAILABLE', reason, message, details);
    case 'VALIDATION_FAILED':
      return new AppError('UNPROCESSABLE', reason, message, details);
    case 'SIGN_IN_REQUIRED':
    case 'SESSION_EXPIRED':
      return new AppError('UNAUTHENTICATED', reason, message, details);
    case 'ADMIN_ROLE_REQUIRED':
      return new AppError('FORBIDDEN', reason, message, details);
    case 'PAGE_NOT_FOUND':
    case 'FAQ_ENTRY_NOT_FOUND':
    case 'VERSION_NOT_FOUND':
    case 'CONTACT_MESSAGE_NOT_FOUND':
      return new AppError('NOT_FOUND', reason, message, details);
    case 'INVALID_TRANSITION':
      return new AppError('CONFLICT', reason, message, details);
    case 'RATE_LIMITED':
      return new AppError('RATE_LIMITED', reason, message, details);
  }
}

/** VALIDATION_FAILED naming every field at fault: `details.fields` maps a field to its problem. */
export function validationFailed(problems: { field: string; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const problem of problems) fields[problem.field] ??= problem.message;
  const listed = Object.entries(fields).map(([field, message]) => `${field} ${message}`);
  return contentError('VALIDATION_FAILED', `Check these fields: ${listed.join('; ')}`, { fields });
}
