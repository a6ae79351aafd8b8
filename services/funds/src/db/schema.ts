import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors migrations/*.sql; the migrations are the source of truth. */
export const assets = pgTable('assets', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['FIAT', 'CRYPTO'] }).notNull(),
  scale: integer('scale').notNull(),
  position: integer('position').notNull(),
});

export const exchangeRates = pgTable('exchange_rates', {
  coin: text('coin').primaryKey(),
  // Display figures, not money: numbers are precise enough and match the GraphQL Float.
  usd: numeric('usd', { precision: 24, scale: 8, mode: 'number' }).notNull(),
  eur: numeric('eur', { precision: 24, scale: 8, mode: 'number' }).notNull(),
  gbp: numeric('gbp', { precision: 24, scale: 8, mode: 'number' }).notNull(),
  source: text('source', { enum: ['FEED', 'FALLBACK'] }).notNull(),
  feedCandleStartedAt: timestamp('feed_candle_started_at', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const fxCloses = pgTable('fx_closes', {
  symbol: text('symbol', { enum: ['EURUSD', 'GBPUSD'] }).primaryKey(),
  close: numeric('close', { precision: 24, scale: 8, mode: 'number' }).notNull(),
  candleStartedAt: timestamp('candle_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
