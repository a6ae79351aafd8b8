import { graphql } from '../generated';
import type { LegacyUserDetailFragment, LegacyUserFragment } from '../generated/graphql';
import { legacyEmbeddedPage } from '../legacy-paging';

/** The GraphQL selection behind the legacy customer object, and its mapping to spec field names. */
export const LEGACY_USER = graphql(`
  fragment LegacyUser on User {
    id
    email
    firstName
    lastName
    phoneNumber
    country
    mobileNumber
    currency
    language
    detailsCompleted
    deviceVerified
    identityCheck
    identityCheckSkipped
    identityCheckDeclineReason
    referralCode
    createdAt
    streetAddress
    postCode
    city
    state
    referralCount
    photo
    websitePermission
    pushSubscription {
      endpointOrigin
      savedAt
    }
    latestOpenMessage {
      body
      type
    }
  }
`);

/**
 * One customer in full: adds a page of referrals (turned by the operation's `$page`) and the identity
 * images (a list would cost a query per row for the first, and megabytes for the second).
 */
export const LEGACY_USER_DETAIL = graphql(`
  fragment LegacyUserDetail on User {
    ...LegacyUser
    referrals(page: $page, pageSize: 20) {
      total
      page
      pageSize
      items {
        firstName
        joinedAt
      }
    }
    identityDocuments {
      front
      back
    }
  }
`);

/** The signed-in customer in full, with the funds fields (GET /api/users/auth/status, and GET /api/users/{id} for themself). */
export const MY_ACCOUNT = graphql(`
  query MyAccount($page: Int!) {
    me {
      ...LegacyUserDetail
      ...LegacyFundsOfUser
      ...LegacyMiningOfUser
      ...LegacyTradingOfUser
    }
  }
`);

/** Who is asking: legacy bodies name a customer, who must be the one signed in. */
export const MY_ID = graphql(`
  query MyId {
    me {
      id
    }
  }
`);

/** A customer as lists show them, or in full as single-user answers do. */
type LegacyUserInput = LegacyUserFragment & Partial<Pick<LegacyUserDetailFragment, 'referrals' | 'identityDocuments'>>;

/** The admin form's codes (specification 001 §9): 1 Normal, 2 Popup. */
export const MESSAGE_TYPE_CODES = { NORMAL: 1, POPUP: 2 } as const;

const IDENTITY_VERIFIED = { NOT_SUBMITTED: 0, AWAITING_REVIEW: 1, APPROVED: 2 } as const;

const ENGLISH_COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The graph keeps the country as an ISO 3166-1 alpha-2 code (issue 24, item 1). Old clients show `country`
 * and send it back: it stays a name, in English ("Germany"), which update/details reads back to the same
 * code; `country_code` is the code. Both null while the customer has no country, or none we recognised.
 */
function legacyCountry(code: string | null | undefined) {
  return { country: code ? (ENGLISH_COUNTRY_NAMES.of(code) ?? code) : null, country_code: code ?? null };
}

/**
 * `identity_verified` keeps the spec's 0/1/2; a skipped check stays 0 and is reported separately
 * (`identity_check_skipped`), because withdrawals still need 2.
 */
export function toLegacyUser(me: LegacyUserInput, pageUrl: (page: number) => string = () => '') {
  return {
    id: me.id,
    email: me.email,
    first_name: me.firstName,
    last_name: me.lastName,
    phone_number: me.phoneNumber,
    ...legacyCountry(me.country),
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

/** Images are absolute-path URLs (/images/<key>, for the owner and admins); ID images only in single-user answers. */
function legacyPhotos(me: LegacyUserInput) {
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
function legacyMessaging(me: LegacyUserInput) {
  return {
    message: me.latestOpenMessage?.body ?? null,
    message_type: me.latestOpenMessage ? MESSAGE_TYPE_CODES[me.latestOpenMessage.type] : null,
    website_permission: me.websitePermission?.toLowerCase() ?? null,
    push_subscription: me.pushSubscription
      ? { endpoint_origin: me.pushSubscription.endpointOrigin, saved_at: me.pushSubscription.savedAt }
      : null,
  };
}
