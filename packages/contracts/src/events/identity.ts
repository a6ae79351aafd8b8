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
