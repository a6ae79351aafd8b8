import {
  bigint,
  bigserial,
  boolean,
  customType,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Mirrors migrations/*.sql; the SQL files are the source of truth. */
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
  quoteCurrency: text('quote_currency').notNull(),
  payoutBps: integer('payout_bps').notNull(),
  tradable: boolean('tradable').notNull(),
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

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'bigint' });
const tickId = (name: string) => bigint(name, { mode: 'bigint' });
/** Exact decimals that money is computed from: kept as text, never a float. */
const exact = (name: string, precision: number, scale: number) => numeric(name, { precision, scale, mode: 'string' });

export const ticks = pgTable('ticks', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  symbol: text('symbol').notNull(),
  ask: price('ask').notNull(),
  bid: price('bid').notNull(),
  at: at('at').notNull(),
});

export const holdRequests = pgTable('hold_requests', {
  holdId: text('hold_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  requestedAt: at('requested_at').notNull(),
  outcome: text('outcome', { enum: ['OPENED', 'REFUSED', 'ABANDONED'] }),
  decidedAt: at('decided_at'),
});

export const trades = pgTable('trades', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  symbol: text('symbol').notNull(),
  side: text('side', { enum: ['BUY', 'SELL'] }).notNull(),
  status: text('status', { enum: ['OPEN', 'CLOSED', 'VOIDED'] }).notNull(),
  currency: text('currency').notNull(),
  marginMinor: minor('margin_minor').notNull(),
  leverage: integer('leverage').notNull(),
  units: exact('units', 38, 8).notNull(),
  openTickId: tickId('open_tick_id').notNull(),
  openPrice: price('open_price').notNull(),
  openRate: exact('open_rate', 24, 10).notNull(),
  openedAt: at('opened_at').notNull(),
  takeProfit: price('take_profit'),
  stopLoss: price('stop_loss'),
  closeOutPrice: price('close_out_price').notNull(),
  closeTickId: tickId('close_tick_id'),
  closePrice: price('close_price'),
  closeRate: exact('close_rate', 24, 10),
  closedAt: at('closed_at'),
  closedBy: text('closed_by', { enum: ['CUSTOMER', 'TAKE_PROFIT', 'STOP_LOSS', 'CLOSE_OUT', 'ADMIN'] }),
  profitMinor: minor('profit_minor'),
  /** Set on the model account's trades of a trader only (the trader desk places them). */
  traderId: uuid('trader_id'),
  /** Set on a copier's mirror: the trader trade it copies (migration 0006). */
  copiedFrom: uuid('copied_from'),
  voidedAt: at('voided_at'),
  voidReason: text('void_reason'),
  voidedBy: uuid('voided_by'),
});

export const options = pgTable('options', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  symbol: text('symbol').notNull(),
  direction: text('direction', { enum: ['HIGHER', 'LOWER', 'CALL', 'PUT'] }).notNull(),
  status: text('status', { enum: ['OPEN', 'WON', 'LOST', 'TIED'] }).notNull(),
  currency: text('currency').notNull(),
  stakeMinor: minor('stake_minor').notNull(),
  payoutBps: integer('payout_bps').notNull(),
  openTickId: tickId('open_tick_id').notNull(),
  strike: price('strike').notNull(),
  openedAt: at('opened_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  settleTickId: tickId('settle_tick_id'),
  settlePrice: price('settle_price'),
  settledAt: at('settled_at'),
  profitMinor: minor('profit_minor'),
});

export const traders = pgTable('traders', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  description: text('description').notNull(),
  profitShareBps: integer('profit_share_bps').notNull(),
  equityMinor: minor('equity_minor').notNull(),
  minAllocationMinor: minor('min_allocation_minor').notNull(),
  maxAllocationMinor: minor('max_allocation_minor').notNull(),
  createdAt: at('created_at').notNull(),
  retiredAt: at('retired_at'),
  retireReason: text('retire_reason'),
  photoId: uuid('photo_id'),
});

/** bytea: node-postgres reads a Buffer, PGlite a Uint8Array; both become a Buffer here. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const traderPhotos = pgTable('trader_photos', {
  id: uuid('id').primaryKey(),
  traderId: uuid('trader_id').notNull(),
  contentType: text('content_type', { enum: ['image/jpeg', 'image/png'] }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytes('bytes').notNull(),
  uploadedBy: uuid('uploaded_by').notNull(),
  uploadedAt: at('uploaded_at').notNull(),
});

export const copies = pgTable('copies', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  traderId: uuid('trader_id').notNull(),
  allocationMinor: minor('allocation_minor').notNull(),
  startedAt: at('started_at').notNull(),
  stoppedAt: at('stopped_at'),
});

export const mirrorRates = pgTable(
  'mirror_rates',
  {
    traderTradeId: uuid('trader_trade_id').notNull(),
    currency: text('currency').notNull(),
    usdRate: exact('usd_rate', 24, 10).notNull(),
    quoteRate: exact('quote_rate', 24, 10).notNull(),
    fixedAt: at('fixed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.traderTradeId, table.currency] })],
);

export const MIRROR_SKIP_REASONS = [
  'BELOW_MINIMUM',
  'LEVERAGE_NOT_ALLOWED',
  'DEPOSIT_REQUIRED',
  'INSUFFICIENT_FUNDS',
  'ACCOUNT_DEACTIVATED',
  'QUOTE_UNAVAILABLE',
  'REQUEST_ABANDONED',
  'FUNDS_UNAVAILABLE',
  'TRADER_TRADE_CLOSED',
  'REFUSED',
] as const;

export const mirrorSkips = pgTable('mirror_skips', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  traderTradeId: uuid('trader_trade_id').notNull(),
  userId: uuid('user_id').notNull(),
  traderId: uuid('trader_id').notNull(),
  reason: text('reason', { enum: MIRROR_SKIP_REASONS }).notNull(),
  detail: text('detail').notNull(),
  at: at('at').notNull(),
});

export const profitShares = pgTable('profit_shares', {
  tradeId: uuid('trade_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  traderId: uuid('trader_id').notNull(),
  seq: integer('seq').notNull(),
  currency: text('currency').notNull(),
  profitMinor: minor('profit_minor').notNull(),
  cumulativeMinor: minor('cumulative_minor').notNull(),
  highWaterMarkBeforeMinor: minor('high_water_mark_before_minor').notNull(),
  highWaterMarkMinor: minor('high_water_mark_minor').notNull(),
  shareBps: integer('share_bps').notNull(),
  shareMinor: minor('share_minor').notNull(),
  at: at('at').notNull(),
});

export const customerCountries = pgTable('customer_countries', {
  userId: uuid('user_id').primaryKey(),
  country: text('country').notNull(),
  changedAt: at('changed_at').notNull(),
});
