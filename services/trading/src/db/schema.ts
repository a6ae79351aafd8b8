import { integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0001_init.sql; the SQL files are the source of truth. */
const price = (name: string) => numeric(name, { precision: 20, scale: 5, mode: 'number' });

export const instruments = pgTable('instruments', {
  symbol: text('symbol').primaryKey(),
  feedSymbol: text('feed_symbol').notNull(),
  name: text('name').notNull(),
  market: text('market', { enum: ['CRYPTO', 'CURRENCIES', 'STOCKS'] }).notNull(),
  pricePrecision: integer('price_precision').notNull(),
  spreadBps: integer('spread_bps').notNull(),
  startPrice: price('start_price').notNull(),
  position: integer('position').notNull(),
});

export const lastQuotes = pgTable('last_quotes', {
  symbol: text('symbol').primaryKey(),
  ask: price('ask').notNull(),
  bid: price('bid').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const candles = pgTable(
  'candles',
  {
    symbol: text('symbol').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    open: price('open').notNull(),
    high: price('high').notNull(),
    low: price('low').notNull(),
    close: price('close').notNull(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.startedAt] })],
);
