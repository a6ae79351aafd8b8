import { legacyEmbeddedPage } from '../legacy-paging';

/** The GraphQL selection behind the legacy customer object, and its mapping to spec field names. */
export const ME_FIELDS =
  'id email firstName lastName phoneNumber country mobileNumber currency language detailsCompleted deviceVerified identityCheck identityCheckSkipped identityCheckDeclineReason referralCode createdAt streetAddress postCode city state referralCount photo websitePermission pushSubscription { endpointOrigin savedAt } latestOpenMessage { body type }';
/**
 * One customer in full: adds a page of referrals and the identity images (a list would cost a
 * query per row for the first, and megabytes for the second).
 */
export const meDetailFields = (page: number) =>
  `${ME_FIELDS} referrals(page: ${page}, pageSize: 20) { total page pageSize items { firstName joinedAt } } identityDocuments { front back }`;

export type Me = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  country: string | null;
  mobileNumber: string | null;
  currency: string;
  language: string;
  detailsCompleted: boolean;
  deviceVerified: boolean;
  identityCheck: 'NOT_SUBMITTED' | 'AWAITING_REVIEW' | 'APPROVED';
  identityCheckSkipped: boolean;
  identityCheckDeclineReason: string | null;
  referralCode: string;
  createdAt: string;
  streetAddress: string | null;
  postCode: string | null;
  city: string | null;
  state: string | null;
  referralCount: number;
  referrals?: {
    total: number;
    page: number;
    pageSize: number;
    items: { firstName: string | null; joinedAt: string }[];
  };
  photo: string | null;
  websitePermission: 'GRANTED' | 'DENIED' | 'DEFAULT' | null;
  pushSubscription: { endpointOrigin: string; savedAt: string } | null;
  latestOpenMessage: { body: string; type: 'NORMAL' | 'POPUP' } | null;
  identityDocuments?: { front: string; back: string } | null;
};

/** The admin form's codes (specification 001 §9): 1 Normal, 2 Popup. */
export const MESSAGE_TYPE_CODES = { NORMAL: 1, POPUP: 2 } as const;

const IDENTITY_VERIFIED = { NOT_SUBMITTED: 0, AWAITING_REVIEW: 1, APPROVED: 2 } as const;

/**
 * `identity_verified` keeps the spec's 0/1/2; a skipped check stays 0 and is reported separately
 * (`identity_check_skipped`), because withdrawals still need 2.
 */
export function toLegacyUser(me: Me, pageUrl: (page: number) => string = () => '') {
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
    identity_decline_reason: me.identityCheckDeclineReason,
    referral_code: me.referralCode,
    street_address: me.streetAddress,
    post_code: me.postCode,
    city: me.city,
    state: me.state,
    referral_count: me.referralCount,
    ...(me.referrals
      ? {
          referrals: legacyEmbeddedPage(
            me.referrals,
            (item) => ({ first_name: item.firstName, joined_at: item.joinedAt }),
            pageUrl,
          ),
        }
      : {}),
    ...legacyPhotos(me),
    ...legacyMessaging(me),
    created_at: me.createdAt,
  };
}

/** Images are data: URLs (they are never served from a public folder); ID images only in single-user answers. */
function legacyPhotos(me: Me) {
  return {
    photo_profile: me.photo,
    ...(me.identityDocuments !== undefined
      ? { photo_front_view: me.identityDocuments?.front ?? null, photo_back_view: me.identityDocuments?.back ?? null }
      : {}),
  };
}

/**
 * `message` is the newest message not dismissed; `website_permission` is what the browser said
 * (Notification.permission, lower case); `push_subscription` shows only which push service holds
 * it, never the keys, and is null when there is none (the admin push form checks exactly that).
 */
function legacyMessaging(me: Me) {
  return {
    message: me.latestOpenMessage?.body ?? null,
    message_type: me.latestOpenMessage ? MESSAGE_TYPE_CODES[me.latestOpenMessage.type] : null,
    website_permission: me.websitePermission?.toLowerCase() ?? null,
    push_subscription: me.pushSubscription
      ? { endpoint_origin: me.pushSubscription.endpointOrigin, saved_at: me.pushSubscription.savedAt }
      : null,
  };
}
