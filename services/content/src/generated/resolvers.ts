import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ContentContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

/** An admin of the platform, resolved by identity (admins only). */
export type Admin = {
  __typename?: 'Admin';
  id: Scalars['ID']['output'];
};

/** A message sent with the contact form (admins). */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  body?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  handledAt?: Maybe<Scalars['DateTime']['output']>;
  handledBy?: Maybe<Admin>;
  id: Scalars['ID']['output'];
  ip: Scalars['String']['output'];
  /** The language the visitor wrote from; the acknowledgement and replies are in it. */
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  receivedAt: Scalars['DateTime']['output'];
  replies: Array<ContactReply>;
  status: ContactMessageStatus;
  subject: Scalars['String']['output'];
};

export type ContactMessageInput = {
  /** Optional, at most 5,000 characters. */
  body?: InputMaybe<Scalars['String']['input']>;
  /** A valid address, at most 254 characters. */
  email: Scalars['String']['input'];
  /** en, ru, de, es or fr; others become en. */
  language: Scalars['String']['input'];
  /** 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** 6 to 32 characters: digits, spaces and + ( ) - only. */
  phone: Scalars['String']['input'];
  /** 1 to 200 characters. */
  subject: Scalars['String']['input'];
};

export type ContactMessagePage = {
  __typename?: 'ContactMessagePage';
  items: Array<ContactMessage>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ContactMessageStatus =
  | 'HANDLED'
  | 'NEW';

/** What the visitor is told after sending the contact form. */
export type ContactReceipt = {
  __typename?: 'ContactReceipt';
  id: Scalars['ID']['output'];
  receivedAt: Scalars['DateTime']['output'];
};

/** An admin's e-mailed reply to a contact message. */
export type ContactReply = {
  __typename?: 'ContactReply';
  admin: Admin;
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  sentAt: Scalars['DateTime']['output'];
};

/** One audited admin action in the content domain (edits, restores, contact replies and handling). */
export type ContentAuditEntry = {
  __typename?: 'ContentAuditEntry';
  admin?: Maybe<Admin>;
  adminId: Scalars['ID']['output'];
  after?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  before?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ip: Scalars['String']['output'];
  operation: Scalars['String']['output'];
  targetId: Scalars['String']['output'];
  targetType: Scalars['String']['output'];
};

export type ContentAuditPage = {
  __typename?: 'ContentAuditPage';
  items: Array<ContentAuditEntry>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Where a published version came from: the repository's Markdown file, or an admin's edit in the panel. */
export type ContentSource =
  | 'ADMIN'
  | 'REPOSITORY';

export type DataCentre = {
  __typename?: 'DataCentre';
  city: Scalars['String']['output'];
  /** The country's English name (the legacy API, the admin panel). */
  country: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2 code (IS, NO, …): clients name the country in the reader's language (Intl.DisplayNames). */
  countryCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** A FAQ entry's unpublished text as the site would render it (the panel's preview). */
export type FaqDraftPreview = {
  __typename?: 'FaqDraftPreview';
  /** The answer rendered to HTML (raw HTML escaped). */
  answerHtml: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

/** One question and answer of a FAQ group, in one language. */
export type FaqEntry = {
  __typename?: 'FaqEntry';
  /** Markdown. */
  answer: Scalars['String']['output'];
  answerHtml: Scalars['String']['output'];
  /** 'general' (the FAQ page and the home accordion) or 'referral' (the referral FAQ page). */
  group: Scalars['String']['output'];
  /** Stable across languages, e.g. 'how-payouts-work'. */
  key: Scalars['String']['output'];
  language: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  publishedAt: Scalars['DateTime']['output'];
  question: Scalars['String']['output'];
  source: ContentSource;
  version: Scalars['Int']['output'];
};

export type FaqEntryEditInput = {
  answer: Scalars['String']['input'];
  group: Scalars['String']['input'];
  key: Scalars['String']['input'];
  language: Scalars['String']['input'];
  question: Scalars['String']['input'];
};

export type FaqEntryVersion = {
  __typename?: 'FaqEntryVersion';
  admin?: Maybe<Admin>;
  answer: Scalars['String']['output'];
  publishedAt: Scalars['DateTime']['output'];
  question: Scalars['String']['output'];
  restoredFrom?: Maybe<Scalars['Int']['output']>;
  source: ContentSource;
  version: Scalars['Int']['output'];
};

export type Language = {
  __typename?: 'Language';
  /** en, ru, de, es or fr. */
  code: Scalars['String']['output'];
  /** English name. */
  name: Scalars['String']['output'];
  /** The language's own name. */
  nativeName: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Publishes a new version of a FAQ entry in one language (a new key adds an entry at the end). OPERATOR; audited. */
  editFaqEntry: FaqEntry;
  /** Publishes a new version of a page in one language. OPERATOR; audited. */
  editPage: Page;
  /** Marks a message handled. OPERATOR; audited. Already handled: INVALID_TRANSITION. */
  markContactMessageHandled: ContactMessage;
  /** E-mails a reply to the visitor in their language and keeps it with the message. OPERATOR; audited. */
  replyToContactMessage: ContactMessage;
  /** Publishes an earlier version of a FAQ entry again as a new version. OPERATOR; audited. */
  restoreFaqEntryVersion: FaqEntry;
  /** Publishes an earlier version's text again as a new version. OPERATOR; audited. */
  restorePageVersion: Page;
  /**
   * Sends the contact form: stored, acknowledged by e-mail in the visitor's language, shown in the admin
   * inbox. Rate limited per IP and per e-mail (RATE_LIMITED). Invalid fields: VALIDATION_FAILED naming them.
   */
  sendContactMessage: ContactReceipt;
};


export type MutationEditFaqEntryArgs = {
  input: FaqEntryEditInput;
};


export type MutationEditPageArgs = {
  input: PageEditInput;
};


export type MutationMarkContactMessageHandledArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReplyToContactMessageArgs = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRestoreFaqEntryVersionArgs = {
  key: Scalars['String']['input'];
  language: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRestorePageVersionArgs = {
  language: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};

/** A public page in one language, as last published. */
export type Page = {
  __typename?: 'Page';
  /** The whole Markdown text, front matter excluded. */
  body: Scalars['String']['output'];
  /** The hero description and the meta description (one or two sentences). */
  description: Scalars['String']['output'];
  /** The Markdown before the first section, rendered to HTML. */
  introHtml: Scalars['String']['output'];
  kind: PageKind;
  /** The short label of the document title '{label} - <product name>'. */
  label: Scalars['String']['output'];
  language: Scalars['String']['output'];
  /** The site path it is served at. */
  path: Scalars['String']['output'];
  publishedAt: Scalars['DateTime']['output'];
  sections: Array<PageSection>;
  /** The page's slug: 'faq' is served at /faq.html, 'bitcoin-mining' at /bitcoin-mining.html; 'home' at /. */
  slug: Scalars['String']['output'];
  source: ContentSource;
  /** The hero title. */
  title: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** A page's unpublished text as the site would render it (the panel's preview). */
export type PageDraftPreview = {
  __typename?: 'PageDraftPreview';
  description: Scalars['String']['output'];
  /** The Markdown before the first section, rendered to HTML. */
  introHtml: Scalars['String']['output'];
  sections: Array<PageSection>;
  title: Scalars['String']['output'];
};

export type PageEditInput = {
  /** Markdown; sections are `## Title {#key}` lines. */
  body: Scalars['String']['input'];
  description: Scalars['String']['input'];
  label: Scalars['String']['input'];
  language: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/**
 * PAGE: a site page (home, pricing, faq, about, referral-faq); LEGAL: a long legal text with a table of
 * contents (terms, privacy, trading-terms, risk); ARTICLE: a mining article (bitcoin-mining, ...).
 */
export type PageKind =
  | 'ARTICLE'
  | 'LEGAL'
  | 'PAGE';

/**
 * One part of a page: a level-2 heading written `## Title {#key}` and the Markdown under it. On legal pages
 * the sections are the table of contents and their keys the anchors; on the home page they are the blocks.
 */
export type PageSection = {
  __typename?: 'PageSection';
  /** Markdown. */
  body: Scalars['String']['output'];
  /** The body rendered to HTML (raw HTML in the Markdown is escaped, never passed through). */
  html: Scalars['String']['output'];
  /** The anchor, stable across languages. */
  key: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** One published version of a page, kept for ever; the latest is the one served. */
export type PageVersion = {
  __typename?: 'PageVersion';
  /** Who published it (ADMIN versions); null for REPOSITORY versions. */
  admin?: Maybe<Admin>;
  body: Scalars['String']['output'];
  description: Scalars['String']['output'];
  label: Scalars['String']['output'];
  publishedAt: Scalars['DateTime']['output'];
  /** Set when this version restored an earlier one. */
  restoredFrom?: Maybe<Scalars['Int']['output']>;
  source: ContentSource;
  title: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** One contact message. Admins. */
  contactMessage?: Maybe<ContactMessage>;
  /** Contact messages, newest first; search matches name, e-mail, phone and subject. Admins. */
  contactMessages: ContactMessagePage;
  /** The content domain's audit log, newest first. Admins. */
  contentAuditLog: ContentAuditPage;
  /** A FAQ group in one language, by position. */
  faq: Array<FaqEntry>;
  /** A FAQ entry's draft rendered as editFaqEntry would publish it, nothing stored. Admins. */
  faqDraftPreview: FaqDraftPreview;
  /** Every version of a FAQ entry in one language, newest first. Admins. */
  faqEntryVersions: Array<FaqEntryVersion>;
  languages: Array<Language>;
  /** A published page by slug and language; null when there is none (the client says Resource Not Found). */
  page?: Maybe<Page>;
  /**
   * A page's draft rendered as editPage would publish it, for the panel's preview: the same rules
   * (VALIDATION_FAILED names the fields), nothing stored, nothing audited. Admins.
   */
  pageDraftPreview: PageDraftPreview;
  /** Every version of a page in one language, newest first. Admins. */
  pageVersions: Array<PageVersion>;
  /** Every published page of a kind in one language (the article list), ordered by slug. */
  pages: Array<Page>;
  siteSettings: SiteSettings;
  /** Every public path with its languages, for sitemap.xml. */
  sitemap: Array<SitemapEntry>;
};


export type QueryContactMessageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContactMessagesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ContactMessageStatus>;
};


export type QueryContentAuditLogArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFaqArgs = {
  group?: Scalars['String']['input'];
  language: Scalars['String']['input'];
};


export type QueryFaqDraftPreviewArgs = {
  input: FaqEntryEditInput;
};


export type QueryFaqEntryVersionsArgs = {
  key: Scalars['String']['input'];
  language: Scalars['String']['input'];
};


export type QueryPageArgs = {
  language: Scalars['String']['input'];
  slug: Scalars['String']['input'];
};


export type QueryPageDraftPreviewArgs = {
  input: PageEditInput;
};


export type QueryPageVersionsArgs = {
  language: Scalars['String']['input'];
  slug: Scalars['String']['input'];
};


export type QueryPagesArgs = {
  kind: PageKind;
  language: Scalars['String']['input'];
};

export type SiteSettings = {
  __typename?: 'SiteSettings';
  dataCentres: Array<DataCentre>;
  productName: Scalars['String']['output'];
  supportEmail: Scalars['String']['output'];
};

/** A page of a public site map entry: one path and the languages it exists in. */
export type SitemapEntry = {
  __typename?: 'SitemapEntry';
  languages: Array<Scalars['String']['output']>;
  lastModified: Scalars['DateTime']['output'];
  path: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Admin: ResolverTypeWrapper<Admin>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ContactMessage: ResolverTypeWrapper<ContactMessage>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ContactMessageInput: ContactMessageInput;
  ContactMessagePage: ResolverTypeWrapper<ContactMessagePage>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ContactMessageStatus: ContactMessageStatus;
  ContactReceipt: ResolverTypeWrapper<ContactReceipt>;
  ContactReply: ResolverTypeWrapper<ContactReply>;
  ContentAuditEntry: ResolverTypeWrapper<ContentAuditEntry>;
  ContentAuditPage: ResolverTypeWrapper<ContentAuditPage>;
  ContentSource: ContentSource;
  DataCentre: ResolverTypeWrapper<DataCentre>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  FaqDraftPreview: ResolverTypeWrapper<FaqDraftPreview>;
  FaqEntry: ResolverTypeWrapper<FaqEntry>;
  FaqEntryEditInput: FaqEntryEditInput;
  FaqEntryVersion: ResolverTypeWrapper<FaqEntryVersion>;
  Language: ResolverTypeWrapper<Language>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Page: ResolverTypeWrapper<Page>;
  PageDraftPreview: ResolverTypeWrapper<PageDraftPreview>;
  PageEditInput: PageEditInput;
  PageKind: PageKind;
  PageSection: ResolverTypeWrapper<PageSection>;
  PageVersion: ResolverTypeWrapper<PageVersion>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SiteSettings: ResolverTypeWrapper<SiteSettings>;
  SitemapEntry: ResolverTypeWrapper<SitemapEntry>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Admin: Admin;
  ID: Scalars['ID']['output'];
  ContactMessage: ContactMessage;
  String: Scalars['String']['output'];
  ContactMessageInput: ContactMessageInput;
  ContactMessagePage: ContactMessagePage;
  Int: Scalars['Int']['output'];
  ContactReceipt: ContactReceipt;
  ContactReply: ContactReply;
  ContentAuditEntry: ContentAuditEntry;
  ContentAuditPage: ContentAuditPage;
  DataCentre: DataCentre;
  DateTime: Scalars['DateTime']['output'];
  FaqDraftPreview: FaqDraftPreview;
  FaqEntry: FaqEntry;
  FaqEntryEditInput: FaqEntryEditInput;
  FaqEntryVersion: FaqEntryVersion;
  Language: Language;
  Mutation: Record<PropertyKey, never>;
  Page: Page;
  PageDraftPreview: PageDraftPreview;
  PageEditInput: PageEditInput;
  PageSection: PageSection;
  PageVersion: PageVersion;
  Query: Record<PropertyKey, never>;
  SiteSettings: SiteSettings;
  SitemapEntry: SitemapEntry;
  Boolean: Scalars['Boolean']['output'];
};

export type AdminResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Admin'] = ResolversParentTypes['Admin']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ContactMessageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = {
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  handledBy?: Resolver<Maybe<ResolversTypes['Admin']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  replies?: Resolver<Array<ResolversTypes['ContactReply']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContactMessageStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactMessagePageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ContactMessagePage'] = ResolversParentTypes['ContactMessagePage']> = {
  items?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContactReceiptResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ContactReceipt'] = ResolversParentTypes['ContactReceipt']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ContactReplyResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ContactReply'] = ResolversParentTypes['ContactReply']> = {
  admin?: Resolver<ResolversTypes['Admin'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ContentAuditEntryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ContentAuditEntry'] = ResolversParentTypes['ContentAuditEntry']> = {
  admin?: Resolver<Maybe<ResolversTypes['Admin']>, ParentType, ContextType>;
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

export type ContentAuditPageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ContentAuditPage'] = ResolversParentTypes['ContentAuditPage']> = {
  items?: Resolver<Array<ResolversTypes['ContentAuditEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DataCentreResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['DataCentre'] = ResolversParentTypes['DataCentre']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FaqDraftPreviewResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['FaqDraftPreview'] = ResolversParentTypes['FaqDraftPreview']> = {
  answerHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FaqEntryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['FaqEntry'] = ResolversParentTypes['FaqEntry']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  answerHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ContentSource'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FaqEntryVersionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['FaqEntryVersion'] = ResolversParentTypes['FaqEntryVersion']> = {
  admin?: Resolver<Maybe<ResolversTypes['Admin']>, ParentType, ContextType>;
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restoredFrom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ContentSource'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LanguageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nativeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  editFaqEntry?: Resolver<ResolversTypes['FaqEntry'], ParentType, ContextType, RequireFields<MutationEditFaqEntryArgs, 'input'>>;
  editPage?: Resolver<ResolversTypes['Page'], ParentType, ContextType, RequireFields<MutationEditPageArgs, 'input'>>;
  markContactMessageHandled?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<MutationMarkContactMessageHandledArgs, 'id'>>;
  replyToContactMessage?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<MutationReplyToContactMessageArgs, 'body' | 'id'>>;
  restoreFaqEntryVersion?: Resolver<ResolversTypes['FaqEntry'], ParentType, ContextType, RequireFields<MutationRestoreFaqEntryVersionArgs, 'key' | 'language' | 'version'>>;
  restorePageVersion?: Resolver<ResolversTypes['Page'], ParentType, ContextType, RequireFields<MutationRestorePageVersionArgs, 'language' | 'slug' | 'version'>>;
  sendContactMessage?: Resolver<ResolversTypes['ContactReceipt'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
};

export type PageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  introHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PageKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['PageSection']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ContentSource'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PageDraftPreviewResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PageDraftPreview'] = ResolversParentTypes['PageDraftPreview']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  introHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['PageSection']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageSectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PageSection'] = ResolversParentTypes['PageSection']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageVersionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PageVersion'] = ResolversParentTypes['PageVersion']> = {
  admin?: Resolver<Maybe<ResolversTypes['Admin']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  restoredFrom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ContentSource'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  contactMessage?: Resolver<Maybe<ResolversTypes['ContactMessage']>, ParentType, ContextType, RequireFields<QueryContactMessageArgs, 'id'>>;
  contactMessages?: Resolver<ResolversTypes['ContactMessagePage'], ParentType, ContextType, RequireFields<QueryContactMessagesArgs, 'page' | 'pageSize'>>;
  contentAuditLog?: Resolver<ResolversTypes['ContentAuditPage'], ParentType, ContextType, RequireFields<QueryContentAuditLogArgs, 'page' | 'pageSize'>>;
  faq?: Resolver<Array<ResolversTypes['FaqEntry']>, ParentType, ContextType, RequireFields<QueryFaqArgs, 'group' | 'language'>>;
  faqDraftPreview?: Resolver<ResolversTypes['FaqDraftPreview'], ParentType, ContextType, RequireFields<QueryFaqDraftPreviewArgs, 'input'>>;
  faqEntryVersions?: Resolver<Array<ResolversTypes['FaqEntryVersion']>, ParentType, ContextType, RequireFields<QueryFaqEntryVersionsArgs, 'key' | 'language'>>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryPageArgs, 'language' | 'slug'>>;
  pageDraftPreview?: Resolver<ResolversTypes['PageDraftPreview'], ParentType, ContextType, RequireFields<QueryPageDraftPreviewArgs, 'input'>>;
  pageVersions?: Resolver<Array<ResolversTypes['PageVersion']>, ParentType, ContextType, RequireFields<QueryPageVersionsArgs, 'language' | 'slug'>>;
  pages?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryPagesArgs, 'kind' | 'language'>>;
  siteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType>;
  sitemap?: Resolver<Array<ResolversTypes['SitemapEntry']>, ParentType, ContextType>;
};

export type SiteSettingsResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['SiteSettings'] = ResolversParentTypes['SiteSettings']> = {
  dataCentres?: Resolver<Array<ResolversTypes['DataCentre']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SitemapEntryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['SitemapEntry'] = ResolversParentTypes['SitemapEntry']> = {
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lastModified?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ContentContext> = {
  Admin?: AdminResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  ContactMessagePage?: ContactMessagePageResolvers<ContextType>;
  ContactReceipt?: ContactReceiptResolvers<ContextType>;
  ContactReply?: ContactReplyResolvers<ContextType>;
  ContentAuditEntry?: ContentAuditEntryResolvers<ContextType>;
  ContentAuditPage?: ContentAuditPageResolvers<ContextType>;
  DataCentre?: DataCentreResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  FaqDraftPreview?: FaqDraftPreviewResolvers<ContextType>;
  FaqEntry?: FaqEntryResolvers<ContextType>;
  FaqEntryVersion?: FaqEntryVersionResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PageDraftPreview?: PageDraftPreviewResolvers<ContextType>;
  PageSection?: PageSectionResolvers<ContextType>;
  PageVersion?: PageVersionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SiteSettings?: SiteSettingsResolvers<ContextType>;
  SitemapEntry?: SitemapEntryResolvers<ContextType>;
};

