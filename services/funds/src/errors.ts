import { AppError } from '@mc/platform';

/** Every reason the funds domain can refuse a request or an event for; mapped exhaustively to a kind. */
export type FundsErrorReason =
  | 'EVENT_PAYLOAD_INVALID'
  | 'RATE_NOT_SEEDED'
  | 'LIVE_PRICE_UNAVAILABLE'
  | 'INVALID_INPUT'
  | 'SIGN_IN_REQUIRED'
  | 'SESSION_EXPIRED'
  | 'ADMIN_ROLE_REQUIRED'
  | 'CUSTOMER_ONLY'
  | 'OWN_PROOF_ONLY'
  | 'ACCOUNT_DEACTIVATED'
  | 'IDENTITY_CHECK_REQUIRED'
  | 'SECOND_ADMIN_REQUIRED'
  | 'DEPOSIT_NOT_FOUND'
  | 'WITHDRAWAL_NOT_FOUND'
  | 'ADJUSTMENT_NOT_FOUND'
  | 'WALLET_NOT_FOUND'
  | 'HOLD_NOT_FOUND'
  | 'PAYOUT_NOT_FOUND'
  | 'LOAN_NOT_FOUND'
  | 'LOAN_NOT_OPEN'
  | 'REPAYMENT_EXCEEDS_LOAN'
  | 'LOAN_FLOOR'
  | 'LOAN_PAYOUTS_PENDING'
  | 'IDEMPOTENCY_CONFLICT'
  | 'INVALID_TRANSITION'
  | 'DIRECT_UPDATE_PENDING'
  | 'HOLD_DECIDED'
  | 'WALLET_ADDRESS_TAKEN'
  | 'INSUFFICIENT_FUNDS'
  | 'BELOW_MINIMUM'
  | 'CURRENCY_MISMATCH'
  | 'NOTHING_TO_ADJUST'
  | 'NO_DEPOSIT_ADDRESS'
  | 'PLAN_NOT_OFFERED'
  | 'PLAN_SOLD_OUT'
  | 'NO_MATCHING_WITHDRAWAL'
  | 'RATE_LIMITED'
  | 'DEPOSIT_REQUIRED'
  | 'HOLD_CANCELLED';

export function fundsError(reason: FundsErrorReason, message: string, details?: Record<string, unknown>): AppError {
  switch (reason) {
    case 'INVALID_INPUT':
      return new AppError('BAD_REQUEST', reason, message, details);
    case 'RATE_LIMITED':
      return new AppError('RATE_LIMITED', reason, message, details);
    case 'SIGN_IN_REQUIRED':
    case 'SESSION_EXPIRED':
      return new AppError('UNAUTHENTICATED', reason, message, details);
    case 'ADMIN_ROLE_REQUIRED':
    case 'CUSTOMER_ONLY':
    case 'OWN_PROOF_ONLY':
    case 'ACCOUNT_DEACTIVATED':
    case 'IDENTITY_CHECK_REQUIRED':
    case 'SECOND_ADMIN_REQUIRED':
      return new AppError('FORBIDDEN', reason, message, details);
    case 'DEPOSIT_NOT_FOUND':
    case 'WITHDRAWAL_NOT_FOUND':
    case 'ADJUSTMENT_NOT_FOUND':
    case 'WALLET_NOT_FOUND':
    case 'HOLD_NOT_FOUND':
    case 'PAYOUT_NOT_FOUND':
    case 'LOAN_NOT_FOUND':
      return new AppError('NOT_FOUND', reason, message, details);
    case 'IDEMPOTENCY_CONFLICT':
    case 'INVALID_TRANSITION':
    case 'DIRECT_UPDATE_PENDING':
    case 'HOLD_DECIDED':
    case 'HOLD_CANCELLED':
    case 'LOAN_NOT_OPEN':
    case 'WALLET_ADDRESS_TAKEN':
    case 'PLAN_SOLD_OUT':
      return new AppError('CONFLICT', reason, message, details);
    case 'EVENT_PAYLOAD_INVALID':
    case 'INSUFFICIENT_FUNDS':
    case 'DEPOSIT_REQUIRED':
    case 'BELOW_MINIMUM':
    case 'PLAN_NOT_OFFERED':
    case 'NO_MATCHING_WITHDRAWAL':
    case 'CURRENCY_MISMATCH':
    case 'NOTHING_TO_ADJUST':
    case 'REPAYMENT_EXCEEDS_LOAN':
    case 'LOAN_FLOOR':
    // A settlement that waits for a pledged contract's last payouts to be posted (it is redelivered).
    case 'LOAN_PAYOUTS_PENDING':
    // Refusals of the platform's present state (no rate yet, an empty address pool) stay within the
    // error model's 4xx statuses (DESIGN.md §10): the customer can try again later.
    case 'RATE_NOT_SEEDED':
    case 'LIVE_PRICE_UNAVAILABLE':
    case 'NO_DEPOSIT_ADDRESS':
      return new AppError('UNPROCESSABLE', reason, message, details);
  }
}
