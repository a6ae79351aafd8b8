import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AdminRow } from '../db/admins.repository';
import type { AuditRow } from '../db/audit.repository';
import type { MailRow } from '../db/mail.repository';
import type { MessageRow } from '../db/messages.repository';
import type { UserRow } from '../db/users.repository';
import type { IdentityContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: Date; output: Date | string; }
  _FieldSet: { input: unknown; output: unknown; }
};

export type AddressInput = {
  city: Scalars['String']['input'];
  /** An ISO 3166-1 alpha-2 code, or a country's name in en, ru, de, es or fr; anything else is refused (COUNTRY_NOT_RECOGNISED). */
  country: Scalars['String']['input'];
  postCode: Scalars['String']['input'];
  state: Scalars['String']['input'];
  streetAddress: Scalars['String']['input'];
};

/** An operator of the platform. Other subgraphs refer to admins by id (who decided a deposit); only admins can read them. */
export type Admin = {
  __typename?: 'Admin';
  createdAt: Scalars['DateTime']['output'];
  /** Set while a superadmin has disabled this admin (no sign-in, sessions ended); null when active. */
  disabledAt?: Maybe<Scalars['DateTime']['output']>;
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  /** The admin's profile photo as a relative URL (/images/<key>); null when none. Admins only. */
  photo?: Maybe<Scalars['String']['output']>;
  roles: Array<AdminRole>;
};

export type AdminAccountInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
};

export type AdminRole =
  | 'ACCOUNTANT'
  | 'COMPLIANCE'
  | 'OPERATOR'
  | 'SUPERADMIN'
  /** Places and closes the traders' model-account trades (trading's desk). */
  | 'TRADING_DESK';

/** One audited admin action: who, when, from where, what, before and after (append-only). */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  adminEmail: Scalars['String']['output'];
  adminId: Scalars['ID']['output'];
  /** JSON text of the record after the action. */
  after?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /** JSON text of the record before the action; null for a creation. */
  before?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ip: Scalars['String']['output'];
  /** e.g. admin.created, admin.account.updated */
  operation: Scalars['String']['output'];
  targetId: Scalars['String']['output'];
  targetType: Scalars['String']['output'];
};

export type AuditPage = {
  __typename?: 'AuditPage';
  items: Array<AuditEntry>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type CreateAdminInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  roles: Array<AdminRole>;
};

export type Currency =
  | 'EUR'
  | 'GBP'
  | 'USD';

export type CustomerPage = {
  __typename?: 'CustomerPage';
  items: Array<User>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type DetailsInput = {
  /** An ISO 3166-1 alpha-2 code, or a country's name in en, ru, de, es or fr; anything else is refused (COUNTRY_NOT_RECOGNISED). */
  country: Scalars['String']['input'];
  currency: Currency;
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  mobileNumber: Scalars['String']['input'];
};

/** The identity check (KYC): 0 not submitted, 1 awaiting review, 2 approved in the legacy API. */
export type IdentityCheck =
  | 'APPROVED'
  | 'AWAITING_REVIEW'
  | 'NOT_SUBMITTED';

export type IdentityDecision =
  | 'APPROVE'
  | 'DECLINE';

/** Front and back images of an identity document (JPEG or PNG), as relative URLs (/images/<key>). */
export type IdentityDocuments = {
  __typename?: 'IdentityDocuments';
  back: Scalars['String']['output'];
  front: Scalars['String']['output'];
  uploadedAt: Scalars['DateTime']['output'];
};

/** An image as base64 (no data: prefix). JPEG or PNG, checked by content, at most 4 MB. */
export type ImageUpload = {
  base64: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
};

/** An e-mail the platform sent (or would send without SMTP): the local mailbox. */
export type MailboxMessage = {
  __typename?: 'MailboxMessage';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  recipient: Scalars['String']['output'];
  subject: Scalars['String']['output'];
};

export type MailboxPage = {
  __typename?: 'MailboxPage';
  items: Array<MailboxMessage>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A message from the operators to one customer. */
export type Message = {
  __typename?: 'Message';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  dismissedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  type: MessageType;
};

export type MessageType =
  | 'NORMAL'
  | 'POPUP';

export type Mutation = {
  __typename?: 'Mutation';
  /** Admin sign-in; sets the admin session cookies. Rate limited. */
  adminSignIn: Admin;
  /** Ends the admin session and clears its cookies. Always succeeds. */
  adminSignOut: Scalars['Boolean']['output'];
  /** Changes the signed-in admin's password; ends their other sessions; audited. */
  changeAdminPassword: Scalars['Boolean']['output'];
  /** Changes the e-mail with that token; the new address must be free and confirmed. */
  changeEmail: User;
  /** Changes the signed-in customer's password; ends their other sessions. */
  changePassword: Scalars['Boolean']['output'];
  /** Dismisses all of a customer's open messages (the admin message form sent without text); answers how many there were. OPERATOR; audited. */
  clearCustomerMessages: Scalars['Int']['output'];
  /** Creates an admin. SUPERADMIN only; audited. */
  createAdmin: Admin;
  /** Deactivates a customer: sessions end, records are kept. OPERATOR; audited. */
  deactivateCustomer: User;
  /** Disables an admin: sign-in refused and sessions ended at once, the record kept. Not oneself, not the last active SUPERADMIN. SUPERADMIN only; audited with the reason. */
  disableAdmin: Admin;
  /** Dismisses one of the signed-in customer's messages. */
  dismissMessage: Scalars['Boolean']['output'];
  /** Lets a disabled admin sign in again. SUPERADMIN only; audited. */
  enableAdmin: Admin;
  /** Lets a deactivated customer sign in again (their old sessions stay ended); NOT_DEACTIVATED when active. OPERATOR; audited with the reason. */
  reactivateCustomer: User;
  /** Rotates the admin refresh token. */
  refreshAdminSession: Admin;
  /** Rotates the refresh token (from its cookie) and issues a new access token. */
  refreshSession: User;
  /** Admin password reset, step 1: as requestPasswordReset. */
  requestAdminPasswordReset: Scalars['Boolean']['output'];
  /** E-mails a new 5-digit PIN (valid 15 minutes). Limited to one a minute and five an hour. */
  requestDevicePin: Scalars['Boolean']['output'];
  /** E-mails a token to the customer's CURRENT address for changing it (valid 1 hour). Rate limited. */
  requestEmailChange: Scalars['Boolean']['output'];
  /** E-mails a password-reset token (valid 1 hour) when the e-mail has an account; the answer is the same either way. Rate limited. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** E-mails a customer whose device is not confirmed a new PIN (never shown to the admin), under the customer's own resend limits. OPERATOR; audited. */
  resendCustomerDevicePin: Scalars['Boolean']['output'];
  /** Admin password reset, step 2: as resetPassword. */
  resetAdminPassword: Scalars['Boolean']['output'];
  /** Sets a new password with the e-mailed token (single use); ends every session of the account. The e-mail, when given, must match. */
  resetPassword: Scalars['Boolean']['output'];
  /** Approves or declines a submitted identity check (a reason is required to decline); e-mails the customer. COMPLIANCE; audited. */
  reviewIdentityCheck: User;
  /** E-mails a customer. OPERATOR; audited. */
  sendCustomerEmail: Scalars['Boolean']['output'];
  /** Sends a web push notification to a customer's browser (subject and body at most 300 characters). Refused with PUSH_NOT_SUBSCRIBED when the customer has no subscription. OPERATOR; audited with the outcome. */
  sendCustomerPush: Scalars['Boolean']['output'];
  /** Sends a message to a customer (Popup ones appear at once). OPERATOR; audited. */
  sendMessage: Message;
  /** Replaces another admin's roles (at least one). The last active SUPERADMIN keeps that role (LAST_SUPERADMIN). SUPERADMIN only; audited. */
  setAdminRoles: Admin;
  /** Signs in; wrong credentials give UNAUTHENTICATED / INVALID_CREDENTIALS. Rate limited. */
  signIn: User;
  /** Revokes the session and clears the cookies. Always succeeds. */
  signOut: Scalars['Boolean']['output'];
  /** Creates the account and signs the customer in (session cookies are set). */
  signUp: User;
  /** Lets a customer past the identity upload (the legacy admin skip). COMPLIANCE; audited. */
  skipCustomerIdentityCheck: User;
  /** Skips the identity upload for now (the legacy action 1). */
  skipIdentityCheck: User;
  /** Uploads the front and back images of an identity document; the check then awaits review. */
  submitIdentityDocuments: User;
  /** Changes the customer's postal address. */
  updateAddress: User;
  /** Changes the signed-in admin's own name and e-mail; audited. */
  updateAdminAccount: Admin;
  /** Sets the signed-in admin's own profile photo (JPEG or PNG, checked by content, at most 4 MB); audited. */
  updateAdminPhoto: Admin;
  /** Step 2 of the wizard; also the profile form. */
  updateDetails: User;
  /** Changes the language of the customer's e-mails (en, ru, de, es, fr). */
  updateLanguage: User;
  /** Changes the customer's mobile number. */
  updatePhone: User;
  /** Sets the profile photo (JPEG or PNG, checked by content, at most 4 MB). */
  updateProfilePhoto: User;
  /** Saves the browser's notification permission and, only with GRANTED, its push subscription; without one the stored subscription is dropped. */
  updateWebPush: User;
  /** Confirms the device. Five wrong PINs lock it until a new PIN is requested. */
  verifyDevice: User;
};


export type MutationAdminSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationChangeAdminPasswordArgs = {
  confirmNewPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationChangeEmailArgs = {
  confirmNewEmail: Scalars['String']['input'];
  newEmail: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationChangePasswordArgs = {
  confirmNewPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationClearCustomerMessagesArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationCreateAdminArgs = {
  input: CreateAdminInput;
};


export type MutationDeactivateCustomerArgs = {
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationDisableAdminArgs = {
  adminId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationDismissMessageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEnableAdminArgs = {
  adminId: Scalars['ID']['input'];
};


export type MutationReactivateCustomerArgs = {
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRequestAdminPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendCustomerDevicePinArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationResetAdminPasswordArgs = {
  confirmNewPassword: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  confirmNewPassword: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationReviewIdentityCheckArgs = {
  decision: IdentityDecision;
  reason?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationSendCustomerEmailArgs = {
  body: Scalars['String']['input'];
  subject: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSendCustomerPushArgs = {
  body: Scalars['String']['input'];
  subject: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSendMessageArgs = {
  body: Scalars['String']['input'];
  type: MessageType;
  userId: Scalars['ID']['input'];
};


export type MutationSetAdminRolesArgs = {
  adminId: Scalars['ID']['input'];
  roles: Array<AdminRole>;
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationSkipCustomerIdentityCheckArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationSubmitIdentityDocumentsArgs = {
  back: ImageUpload;
  front: ImageUpload;
};


export type MutationUpdateAddressArgs = {
  input: AddressInput;
};


export type MutationUpdateAdminAccountArgs = {
  input: AdminAccountInput;
};


export type MutationUpdateAdminPhotoArgs = {
  photo: ImageUpload;
};


export type MutationUpdateDetailsArgs = {
  input: DetailsInput;
};


export type MutationUpdateLanguageArgs = {
  language: Scalars['String']['input'];
};


export type MutationUpdatePhoneArgs = {
  mobileNumber: Scalars['String']['input'];
};


export type MutationUpdateProfilePhotoArgs = {
  photo: ImageUpload;
};


export type MutationUpdateWebPushArgs = {
  permission: WebsitePermission;
  subscription?: InputMaybe<PushSubscriptionInput>;
};


export type MutationVerifyDeviceArgs = {
  pin: Scalars['String']['input'];
};

/** What may be shown of a saved push subscription: the push service and when it was saved. */
export type PushSubscriptionInfo = {
  __typename?: 'PushSubscriptionInfo';
  /** e.g. https://fcm.googleapis.com */
  endpointOrigin: Scalars['String']['output'];
  savedAt: Scalars['DateTime']['output'];
};

/** A browser's PushSubscription.toJSON(): keys are base64url (p256dh 65 bytes, auth 16 bytes). */
export type PushSubscriptionInput = {
  endpoint: Scalars['String']['input'];
  expirationTime?: InputMaybe<Scalars['Float']['input']>;
  keys: PushSubscriptionKeysInput;
};

export type PushSubscriptionKeysInput = {
  auth: Scalars['String']['input'];
  p256dh: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** All admins. SUPERADMIN only. */
  admins: Array<Admin>;
  /** The audit log, newest first; search matches operation, admin e-mail and target id. Any admin. */
  auditLog: AuditPage;
  /** The signed-in admin (send the header x-act-as: admin); null otherwise. */
  currentAdmin?: Maybe<Admin>;
  /** One customer by id, or null. Any admin. */
  customer?: Maybe<User>;
  /** Customers, newest first; search matches e-mail, names and id. Any admin. */
  customers: CustomerPage;
  /** The local mailbox, newest first; search matches recipient and subject. Any admin. */
  mailbox: MailboxPage;
  /** The signed-in customer; null for a guest. */
  me?: Maybe<User>;
  /** The signed-in customer's messages not dismissed yet, newest first. */
  myMessages: Array<Message>;
  /** The VAPID public key (base64url) browsers subscribe to web push with. Public. */
  webPushPublicKey: Scalars['String']['output'];
};


export type QueryAuditLogArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMailboxArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A customer who signed up with a referral code; only what the referrer may see. Mining adds the bonus
 * contracts their purchases earned the referrer (by `id`, the referred customer's id).
 */
export type Referral = {
  __typename?: 'Referral';
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  joinedAt: Scalars['DateTime']['output'];
};

export type ReferralPage = {
  __typename?: 'ReferralPage';
  items: Array<Referral>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type SignUpInput = {
  confirmPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** The language the customer signed up in (en, ru, de, es, fr); e-mails use it. */
  language?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
  /** The referrer's code from ?refid=, if any. */
  referralCode?: InputMaybe<Scalars['String']['input']>;
};

/** A customer. Only the customer themself (or an admin) can read it. */
export type User = {
  __typename?: 'User';
  city?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2 code (DE, GB, ...); null until the customer picks a country from the list. */
  country?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** USD, EUR or GBP. */
  currency: Scalars['String']['output'];
  /** Set when an admin deactivated the account (records are kept). */
  deactivatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Step 2 of the sign-up wizard (details) is done. */
  detailsCompleted: Scalars['Boolean']['output'];
  /** The device was confirmed with the e-mailed 5-digit PIN. */
  deviceVerified: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  identityCheck: IdentityCheck;
  /** Why the last identity check was declined; null unless it was. */
  identityCheckDeclineReason?: Maybe<Scalars['String']['output']>;
  /** The customer chose to skip the identity upload for now (withdrawals still need APPROVED). */
  identityCheckSkipped: Scalars['Boolean']['output'];
  /** The uploaded identity images, for the customer and admins only. */
  identityDocuments?: Maybe<IdentityDocuments>;
  /** Language of e-mails and texts: en, ru, de, es or fr. */
  language: Scalars['String']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  /** The newest message the customer has not dismissed (the legacy message and message_type). */
  latestOpenMessage?: Maybe<Message>;
  mobileNumber?: Maybe<Scalars['String']['output']>;
  /** The phone number given at sign-up. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** The profile photo as a relative URL (/images/<key>, served to the same readers), for the customer and admins; null when none. */
  photo?: Maybe<Scalars['String']['output']>;
  postCode?: Maybe<Scalars['String']['output']>;
  /** The saved browser push subscription (never its keys); null when the customer has none. */
  pushSubscription?: Maybe<PushSubscriptionInfo>;
  /** Shared as ?refid= in the referral link. */
  referralCode: Scalars['String']['output'];
  /** How many customers signed up with this customer's referral code. */
  referralCount: Scalars['Int']['output'];
  /** Those customers, newest first (first name and join date only). */
  referrals: ReferralPage;
  state?: Maybe<Scalars['String']['output']>;
  streetAddress?: Maybe<Scalars['String']['output']>;
  /** What the customer's browser answered when asked to show notifications; null until asked. */
  websitePermission?: Maybe<WebsitePermission>;
};


/** A customer. Only the customer themself (or an admin) can read it. */
export type UserReferralsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Notification.permission of the customer's browser. */
export type WebsitePermission =
  | 'DEFAULT'
  | 'DENIED'
  | 'GRANTED';



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  Admin: Admin;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Admin:
    ( { __typename: 'Admin' }
    & GraphQLRecursivePick<FederationTypes['Admin'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddressInput: AddressInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Admin: ResolverTypeWrapper<AdminRow>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  AdminAccountInput: AdminAccountInput;
  AdminRole: AdminRole;
  AuditEntry: ResolverTypeWrapper<AuditRow>;
  AuditPage: ResolverTypeWrapper<Omit<AuditPage, 'items'> & { items: Array<ResolversTypes['AuditEntry']> }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  CreateAdminInput: CreateAdminInput;
  Currency: Currency;
  CustomerPage: ResolverTypeWrapper<Omit<CustomerPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DetailsInput: DetailsInput;
  IdentityCheck: IdentityCheck;
  IdentityDecision: IdentityDecision;
  IdentityDocuments: ResolverTypeWrapper<IdentityDocuments>;
  ImageUpload: ImageUpload;
  MailboxMessage: ResolverTypeWrapper<MailRow>;
  MailboxPage: ResolverTypeWrapper<Omit<MailboxPage, 'items'> & { items: Array<ResolversTypes['MailboxMessage']> }>;
  Message: ResolverTypeWrapper<MessageRow>;
  MessageType: MessageType;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  PushSubscriptionInfo: ResolverTypeWrapper<PushSubscriptionInfo>;
  PushSubscriptionInput: PushSubscriptionInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  PushSubscriptionKeysInput: PushSubscriptionKeysInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Referral: ResolverTypeWrapper<Referral>;
  ReferralPage: ResolverTypeWrapper<ReferralPage>;
  SignUpInput: SignUpInput;
  User: ResolverTypeWrapper<UserRow>;
  WebsitePermission: WebsitePermission;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddressInput: AddressInput;
  String: Scalars['String']['output'];
  Admin: AdminRow;
  ID: Scalars['ID']['output'];
  AdminAccountInput: AdminAccountInput;
  AuditEntry: AuditRow;
  AuditPage: Omit<AuditPage, 'items'> & { items: Array<ResolversParentTypes['AuditEntry']> };
  Int: Scalars['Int']['output'];
  CreateAdminInput: CreateAdminInput;
  CustomerPage: Omit<CustomerPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  DateTime: Scalars['DateTime']['output'];
  DetailsInput: DetailsInput;
  IdentityDocuments: IdentityDocuments;
  ImageUpload: ImageUpload;
  MailboxMessage: MailRow;
  MailboxPage: Omit<MailboxPage, 'items'> & { items: Array<ResolversParentTypes['MailboxMessage']> };
  Message: MessageRow;
  Mutation: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  PushSubscriptionInfo: PushSubscriptionInfo;
  PushSubscriptionInput: PushSubscriptionInput;
  Float: Scalars['Float']['output'];
  PushSubscriptionKeysInput: PushSubscriptionKeysInput;
  Query: Record<PropertyKey, never>;
  Referral: Referral;
  ReferralPage: ReferralPage;
  SignUpInput: SignUpInput;
  User: UserRow;
};

export type AdminResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['Admin'] = ResolversParentTypes['Admin'], FederationReferenceType extends FederationReferenceTypes['Admin'] = FederationReferenceTypes['Admin']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Admin']> | FederationReferenceType, FederationReferenceType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['AdminRole']>, ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  adminEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  adminId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditPageResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerPageResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = {
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type IdentityDocumentsResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['IdentityDocuments'] = ResolversParentTypes['IdentityDocuments']> = {
  back?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  front?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MailboxMessageResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['MailboxMessage'] = ResolversParentTypes['MailboxMessage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailboxPageResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['MailboxPage'] = ResolversParentTypes['MailboxPage']> = {
  items?: Resolver<Array<ResolversTypes['MailboxMessage']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dismissedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MessageType'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adminSignIn?: Resolver<ResolversTypes['Admin'], ParentType, ContextType, RequireFields<MutationAdminSignInArgs, 'email' | 'password'>>;
  adminSignOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changeAdminPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeAdminPasswordArgs, 'confirmNewPassword' | 'newPassword' | 'password'>>;
  changeEmail?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationChangeEmailArgs, 'confirmNewEmail' | 'newEmail' | 'token'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'confirmNewPassword' | 'newPassword' | 'password'>>;
  clearCustomerMessages?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationClearCustomerMessagesArgs, 'userId'>>;
  createAdmin?: Resolver<ResolversTypes['Admin'], ParentType, ContextType, RequireFields<MutationCreateAdminArgs, 'input'>>;
  deactivateCustomer?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeactivateCustomerArgs, 'reason' | 'userId'>>;
  disableAdmin?: Resolver<ResolversTypes['Admin'], ParentType, ContextType, RequireFields<MutationDisableAdminArgs, 'adminId' | 'reason'>>;
  dismissMessage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDismissMessageArgs, 'id'>>;
  enableAdmin?: Resolver<ResolversTypes['Admin'], ParentType, ContextType, RequireFields<MutationEnableAdminArgs, 'adminId'>>;
  reactivateCustomer?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationReactivateCustomerArgs, 'reason' | 'userId'>>;
  refreshAdminSession?: Resolver<ResolversTypes['Admin'], ParentType, ContextType>;
  refreshSession?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  requestAdminPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestAdminPasswordResetArgs, 'email'>>;
  requestDevicePin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestEmailChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendCustomerDevicePin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResendCustomerDevicePinArgs, 'userId'>>;
  resetAdminPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetAdminPasswordArgs, 'confirmNewPassword' | 'newPassword' | 'token'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'confirmNewPassword' | 'newPassword' | 'token'>>;
  reviewIdentityCheck?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationReviewIdentityCheckArgs, 'decision' | 'userId'>>;
  sendCustomerEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendCustomerEmailArgs, 'body' | 'subject' | 'userId'>>;
  sendCustomerPush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendCustomerPushArgs, 'body' | 'subject' | 'userId'>>;
  sendMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'body' | 'type' | 'userId'>>;
  setAdminRoles?: Resolver<ResolversTypes['Admin'], ParentType, ContextType, RequireFields<MutationSetAdminRolesArgs, 'adminId' | 'roles'>>;
  signIn?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  skipCustomerIdentityCheck?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSkipCustomerIdentityCheckArgs, 'userId'>>;
  skipIdentityCheck?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  submitIdentityDocuments?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSubmitIdentityDocumentsArgs, 'back' | 'front'>>;
  updateAddress?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'input'>>;
  updateAdminAccount?: Resolver<ResolversTypes['Admin'], ParentType, ContextType, RequireFields<MutationUpdateAdminAccountArgs, 'input'>>;
  updateAdminPhoto?: Resolver<ResolversTypes['Admin'], ParentType, ContextType, RequireFields<MutationUpdateAdminPhotoArgs, 'photo'>>;
  updateDetails?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateDetailsArgs, 'input'>>;
  updateLanguage?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateLanguageArgs, 'language'>>;
  updatePhone?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdatePhoneArgs, 'mobileNumber'>>;
  updateProfilePhoto?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfilePhotoArgs, 'photo'>>;
  updateWebPush?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateWebPushArgs, 'permission'>>;
  verifyDevice?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationVerifyDeviceArgs, 'pin'>>;
};

export type PushSubscriptionInfoResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['PushSubscriptionInfo'] = ResolversParentTypes['PushSubscriptionInfo']> = {
  endpointOrigin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  admins?: Resolver<Array<ResolversTypes['Admin']>, ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'page' | 'pageSize'>>;
  currentAdmin?: Resolver<Maybe<ResolversTypes['Admin']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'page' | 'pageSize'>>;
  mailbox?: Resolver<ResolversTypes['MailboxPage'], ParentType, ContextType, RequireFields<QueryMailboxArgs, 'page' | 'pageSize'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myMessages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  webPushPublicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReferralResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['Referral'] = ResolversParentTypes['Referral']> = {
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ReferralPageResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['ReferralPage'] = ResolversParentTypes['ReferralPage']> = {
  items?: Resolver<Array<ResolversTypes['Referral']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deactivatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  detailsCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deviceVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identityCheck?: Resolver<ResolversTypes['IdentityCheck'], ParentType, ContextType>;
  identityCheckDeclineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identityCheckSkipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  identityDocuments?: Resolver<Maybe<ResolversTypes['IdentityDocuments']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latestOpenMessage?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
  mobileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pushSubscription?: Resolver<Maybe<ResolversTypes['PushSubscriptionInfo']>, ParentType, ContextType>;
  referralCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referralCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  referrals?: Resolver<ResolversTypes['ReferralPage'], ParentType, ContextType, RequireFields<UserReferralsArgs, 'page' | 'pageSize'>>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  websitePermission?: Resolver<Maybe<ResolversTypes['WebsitePermission']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = IdentityContext> = {
  Admin?: AdminResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  IdentityDocuments?: IdentityDocumentsResolvers<ContextType>;
  MailboxMessage?: MailboxMessageResolvers<ContextType>;
  MailboxPage?: MailboxPageResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PushSubscriptionInfo?: PushSubscriptionInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Referral?: ReferralResolvers<ContextType>;
  ReferralPage?: ReferralPageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

