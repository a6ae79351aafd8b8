import { z } from 'zod';
import { isoDateTime } from '../scalars';

/** Durable `identity.user.registered`: a customer account was created (mining credits referrers). */
export const userRegisteredV1 = z.object({
  userId: z.uuid(),
  referrerId: z.uuid().nullable(),
  registeredAt: isoDateTime,
});
export type UserRegisteredV1 = z.infer<typeof userRegisteredV1>;

/** Durable `identity.user.device_verified`: the customer confirmed the e-mailed PIN. */
export const userDeviceVerifiedV1 = z.object({
  userId: z.uuid(),
  verifiedAt: isoDateTime,
});
export type UserDeviceVerifiedV1 = z.infer<typeof userDeviceVerifiedV1>;

/** Durable `identity.identity.submitted` / `approved` / `declined`: the identity check moved. */
export const identityCheckChangedV1 = z.object({
  userId: z.uuid(),
  at: isoDateTime,
  reason: z.string().max(300).nullable(),
});
export type IdentityCheckChangedV1 = z.infer<typeof identityCheckChangedV1>;

/** Core-NATS live message on `live.message.<userId>` for the subscription server (not stored). */
export const liveMessage = z.object({
  id: z.uuid(),
  body: z.string().min(1).max(2000),
  type: z.enum(['NORMAL', 'POPUP']),
  createdAt: isoDateTime,
});
export type LiveMessage = z.infer<typeof liveMessage>;
export const liveMessageSubject = (userId: string) => `live.message.${userId}`;

/** Durable `identity.user.deactivated`: an admin deactivated a customer (other domains stop acting for them). */
export const userDeactivatedV1 = z.object({
  userId: z.uuid(),
  deactivatedAt: isoDateTime,
  reason: z.string().max(300),
});

/** Durable `identity.user.reactivated`: an admin let a deactivated customer back in (domains act for them again). */
export const userReactivatedV1 = z.object({
  userId: z.uuid(),
  reactivatedAt: isoDateTime,
  reason: z.string().max(300),
});
export type UserReactivatedV1 = z.infer<typeof userReactivatedV1>;

/**
 * Durable `identity.user.country_changed`: the customer's country was set or changed (the details or
 * address update). Trading applies its jurisdiction rules from it; an older event never replaces a newer
 * one (`changedAt`). The country is an ISO 3166-1 alpha-2 code (`COUNTRY_CODES`), or `ZZ` for one given
 * before codes that identity could not map (issue 24, item 1); events from before then carry the text as
 * typed ("Germany"), which trading treats as unrecognised, so the schema still takes any text.
 */
export const userCountryChangedV1 = z.object({
  userId: z.uuid(),
  country: z.string().trim().min(2).max(100),
  changedAt: isoDateTime,
});
export type UserCountryChangedV1 = z.infer<typeof userCountryChangedV1>;
