import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type PageKindValue = 'PAGE' | 'LEGAL' | 'ARTICLE';
export type ContentSourceValue = 'REPOSITORY' | 'ADMIN';

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
  position: integer('position').notNull(),
});

export const dataCentres = pgTable('data_centres', {
  id: text('id').primaryKey(),
  country: text('country').notNull(),
  /** ISO 3166-1 alpha-2: clients name the country in the reader's language. */
  countryCode: text('country_code').notNull(),
  city: text('city').notNull(),
  position: integer('position').notNull(),
});

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const pages = pgTable('pages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  slug: text('slug').notNull(),
  language: text('language').notNull(),
  kind: text('kind').$type<PageKindValue>().notNull(),
  /** Set when its files left the repository (texts loader); a withdrawn page is not served. */
  withdrawnAt: at('withdrawn_at'),
});

export const pageVersions = pgTable(
  'page_versions',
  {
    pageId: bigint('page_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull(),
    body: text('body').notNull(),
    source: text('source').$type<ContentSourceValue>().notNull(),
    adminId: uuid('admin_id'),
    fileHash: text('file_hash'),
    restoredFrom: integer('restored_from'),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.version] })],
);

export const faqEntries = pgTable('faq_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('entry_key').notNull(),
  group: text('faq_group').notNull(),
  language: text('language').notNull(),
  position: integer('position').notNull(),
  /** Set when it left the repository's FAQ file (texts loader); a withdrawn entry is not served. */
  withdrawnAt: at('withdrawn_at'),
});

export const faqEntryVersions = pgTable(
  'faq_entry_versions',
  {
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    source: text('source').$type<ContentSourceValue>().notNull(),
    adminId: uuid('admin_id'),
    fileHash: text('file_hash'),
    restoredFrom: integer('restored_from'),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.version] })],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  subject: text('subject').notNull(),
  body: text('body'),
  language: text('language').notNull(),
  ip: text('ip').notNull(),
  status: text('status').$type<'NEW' | 'HANDLED'>().notNull().default('NEW'),
  receivedAt: at('received_at').notNull().defaultNow(),
  handledAt: at('handled_at'),
  handledBy: uuid('handled_by'),
});

export const contactReplies = pgTable('contact_replies', {
  id: uuid('id').primaryKey().defaultRandom(),
  messageId: uuid('message_id').notNull(),
  adminId: uuid('admin_id').notNull(),
  body: text('body').notNull(),
  sentAt: at('sent_at').notNull().defaultNow(),
});
