/** The GraphQL selection behind the legacy customer object, and its mapping to spec field names. */
export const ME_FIELDS = 'id email firstName lastName phoneNumber country mobileNumber currency language detailsCompleted deviceVerified identityCheck identityCheckSkipped referralCode createdAt';

export type Me = {
  id: string; email: string; firstName: string | null; lastName: string | null; phoneNumber: string | null; country: string | null;
  mobileNumber: string | null; currency: string; language: string; detailsCompleted: boolean; deviceVerified: boolean;
  identityCheck: 'NOT_SUBMITTED' | 'AWAITING_REVIEW' | 'APPROVED'; identityCheckSkipped: boolean; referralCode: string; createdAt: string;
};

const IDENTITY_VERIFIED = { NOT_SUBMITTED: 0, AWAITING_REVIEW: 1, APPROVED: 2 } as const;

/**
 * `identity_verified` keeps the spec's 0/1/2; a skipped check stays 0 and is reported separately
 * (`identity_check_skipped`), because withdrawals still need 2.
 */
export function toLegacyUser(me: Me) {
  return {
    id: me.id,
    email: me.email,
    first_name: me.firstName,
    last_name: me.lastName,
    phone_number: me.phoneNumber,
    country: me.country,
    mobile_number: me.mobileNumber,
    currency: me.currency,
    language: me.language,
    device_verified: me.deviceVerified ? 1 : 0,
    identity_verified: IDENTITY_VERIFIED[me.identityCheck],
    identity_check_skipped: me.identityCheckSkipped ? 1 : 0,
    details_completed: me.detailsCompleted ? 1 : 0,
    referral_code: me.referralCode,
    created_at: me.createdAt,
  };
}
