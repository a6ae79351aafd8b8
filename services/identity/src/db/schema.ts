import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mirrors migrations/*.sql; the migrations are the source of truth. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  currency: text('currency', { enum: ['USD', 'EUR', 'GBP'] }).notNull().default('USD'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
