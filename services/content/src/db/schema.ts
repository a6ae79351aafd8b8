import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
  position: integer('position').notNull(),
});

export const dataCentres = pgTable('data_centres', {
  id: text('id').primaryKey(),
  country: text('country').notNull(),
  city: text('city').notNull(),
  position: integer('position').notNull(),
});

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
