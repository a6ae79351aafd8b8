import { bigserial, boolean, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mirrors migrations/*.sql; the migrations are the source of truth. */
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  currency: text('currency', { enum: ['USD', 'EUR', 'GBP'] })
    .notNull()
    .default('USD'),
  createdAt: instant('created_at').notNull().defaultNow(),
  passwordHash: text('password_hash'),
  phoneNumber: text('phone_number'),
  country: text('country'),
  mobileNumber: text('mobile_number'),
  language: text('language').notNull().default('en'),
  detailsCompletedAt: instant('details_completed_at'),
  deviceVerifiedAt: instant('device_verified_at'),
  identityCheck: smallint('identity_check').notNull().default(0),
  identityCheckSkipped: boolean('identity_check_skipped').notNull().default(false),
  referralCode: text('referral_code').notNull().unique(),
  referrerId: uuid('referrer_id'),
  deactivatedAt: instant('deactivated_at'),
  deactivationReason: text('deactivation_reason'),
  identityCheckDeclineReason: text('identity_check_decline_reason'),
  streetAddress: text('street_address'),
  postCode: text('post_code'),
  city: text('city'),
  state: text('state'),
  photoStoredName: text('photo_stored_name'),
  photoContentType: text('photo_content_type'),
  websitePermission: text('website_permission', { enum: ['GRANTED', 'DENIED', 'DEFAULT'] }),
  pushSubscription: jsonb('push_subscription').$type<StoredPushSubscription>(),
  pushSubscriptionSavedAt: instant('push_subscription_saved_at'),
});

/** A browser's PushSubscription.toJSON(): where to post, and the keys to encrypt for. */
export type StoredPushSubscription = {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
};

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id'),
  adminId: uuid('admin_id'),
  secretHash: text('secret_hash').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
  refreshedAt: instant('refreshed_at').notNull().defaultNow(),
  expiresAt: instant('expires_at').notNull(),
  revokedAt: instant('revoked_at'),
  revokedReason: text('revoked_reason'),
  previousSecretHash: text('previous_secret_hash'),
  rotatedAt: instant('rotated_at'),
});

export const devicePins = pgTable('device_pins', {
  userId: uuid('user_id').primaryKey(),
  pinHash: text('pin_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  sentAt: instant('sent_at').notNull(),
  windowStartedAt: instant('window_started_at').notNull(),
  sendsInWindow: integer('sends_in_window').notNull().default(1),
});

export const outgoingMail = pgTable('outgoing_mail', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  secretsHiddenText: text('secrets_hidden_text'),
  kind: text('kind').notNull(),
  userId: uuid('user_id'),
  createdAt: instant('created_at').notNull().defaultNow(),
  deliveredAt: instant('delivered_at'),
  deliveryAttempts: integer('delivery_attempts').notNull().default(0),
  lastError: text('last_error'),
});

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  passwordHash: text('password_hash').notNull(),
  roles: text('roles', { enum: ['SUPERADMIN', 'OPERATOR', 'COMPLIANCE', 'ACCOUNTANT', 'TRADING_DESK'] })
    .array()
    .notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
  disabledAt: instant('disabled_at'),
  photoStoredName: text('photo_stored_name'),
  photoContentType: text('photo_content_type'),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  adminId: uuid('admin_id').notNull(),
  adminEmail: text('admin_email').notNull(),
  at: instant('at').notNull().defaultNow(),
  ip: text('ip').notNull(),
  operation: text('operation').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
});

export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id'),
  adminId: uuid('admin_id'),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: instant('created_at').notNull().defaultNow(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

export const messages = pgTable('messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  body: text('body').notNull(),
  type: text('type', { enum: ['NORMAL', 'POPUP'] }).notNull(),
  sentBy: uuid('sent_by').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
  dismissedAt: instant('dismissed_at'),
});

export const identityDocuments = pgTable('identity_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  side: text('side', { enum: ['front', 'back'] }).notNull(),
  storedName: text('stored_name').notNull().unique(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  uploadedAt: instant('uploaded_at').notNull().defaultNow(),
});

export const emailChanges = pgTable('email_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: instant('created_at').notNull().defaultNow(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});
