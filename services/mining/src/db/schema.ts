import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Mirrors migrations/*.sql; the migrations are the source of truth. */
export const COINS = ['BTC', 'ETH', 'USDT', 'BNB'] as const;
export type Coin = (typeof COINS)[number];

export const coins = pgTable('coins', {
  code: text('code', { enum: COINS }).primaryKey(),
  position: integer('position').notNull(),
});

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  coin: text('coin', { enum: COINS }).notNull(),
  tier: integer('tier').notNull(),
  termMonths: integer('term_months').notNull(),
  priceUsd: integer('price_usd').notNull(),
  hashrateThs: integer('hashrate_ths').notNull(),
  estimatedProfitPercent: integer('estimated_profit_percent').notNull(),
  estimatedDailyPayoutMinor: bigint('estimated_daily_payout_minor', { mode: 'bigint' }).notNull(),
});
