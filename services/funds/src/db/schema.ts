import { bigint, boolean, date, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

const bigintMinor = (name: string) => bigint(name, { mode: 'bigint' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const customers = pgTable('customers', {
  userId: uuid('user_id').primaryKey(),
  identityApproved: boolean('identity_approved').notNull(),
  identityEventAt: at('identity_event_at'),
  deactivatedAt: at('deactivated_at'),
  activationEventAt: at('activation_event_at'),
  tradingCurrency: text('trading_currency'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const wallets = pgTable('wallets', {
  id: uuid('id').primaryKey().defaultRandom(),
  address: text('address').notNull(),
  crypto: text('crypto', { enum: ['BTC', 'ETH'] }).notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const depositAddresses = pgTable('deposit_addresses', {
  userId: uuid('user_id').notNull(),
  crypto: text('crypto', { enum: ['BTC', 'ETH'] }).notNull(),
  walletId: uuid('wallet_id').notNull(),
  assignedAt: at('assigned_at').notNull().defaultNow(),
});

export const deposits = pgTable('deposits', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  purpose: text('purpose', { enum: ['TRADING', 'MINING'] }).notNull(),
  priceAsset: text('price_asset').notNull(),
  priceMinor: bigintMinor('price_minor').notNull(),
  crypto: text('crypto', { enum: ['BTC', 'ETH'] }).notNull(),
  priceInCryptoMinor: bigintMinor('price_in_crypto_minor').notNull(),
  walletAddress: text('wallet_address').notNull(),
  comment: text('comment').notNull(),
  planId: text('plan_id'),
  linkTimestampMs: bigintMinor('link_timestamp_ms').notNull(),
  status: text('status', { enum: ['PENDING', 'CONFIRMED', 'FAILED', 'CANCELLED'] })
    .notNull()
    .default('PENDING'),
  transactionReference: text('transaction_reference'),
  createdByAdminId: uuid('created_by_admin_id'),
  decidedByAdminId: uuid('decided_by_admin_id'),
  failureReason: text('failure_reason'),
  createdAt: at('created_at').notNull().defaultNow(),
  decidedAt: at('decided_at'),
});

export const withdrawals = pgTable('withdrawals', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  method: text('method', { enum: ['BITCOIN', 'ETHEREUM', 'PAYPAL', 'BANK'] }).notNull(),
  source: text('source', { enum: ['TRADING', 'BTC_MINING', 'ETH_MINING', 'BNB_MINING', 'USDT_MINING'] }).notNull(),
  asset: text('asset').notNull(),
  amountMinor: bigintMinor('amount_minor').notNull(),
  feeMinor: bigintMinor('fee_minor').notNull(),
  walletAddress: text('wallet_address'),
  paypalEmail: text('paypal_email'),
  bankName: text('bank_name'),
  accountName: text('account_name'),
  accountNumber: text('account_number'),
  iban: text('iban'),
  routingNumber: text('routing_number'),
  status: text('status', { enum: ['PENDING', 'COMPLETED', 'FAILED'] })
    .notNull()
    .default('PENDING'),
  payoutReference: text('payout_reference'),
  failureReason: text('failure_reason'),
  decidedByAdminId: uuid('decided_by_admin_id'),
  createdAt: at('created_at').notNull().defaultNow(),
  decidedAt: at('decided_at'),
});

export const adjustments = pgTable('adjustments', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  asset: text('asset').notNull(),
  amountMinor: bigintMinor('amount_minor').notNull(),
  reason: text('reason').notNull(),
  status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] })
    .notNull()
    .default('PENDING'),
  origin: text('origin', { enum: ['MANUAL', 'DIRECT_UPDATE'] })
    .notNull()
    .default('MANUAL'),
  createdByAdminId: uuid('created_by_admin_id').notNull(),
  decidedByAdminId: uuid('decided_by_admin_id'),
  rejectionReason: text('rejection_reason'),
  createdAt: at('created_at').notNull().defaultNow(),
  decidedAt: at('decided_at'),
});

export const payoutAnnotations = pgTable('payout_annotations', {
  withdrawalId: uuid('withdrawal_id').primaryKey(),
  link: text('link'),
  hidden: boolean('hidden').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const planAvailability = pgTable('plan_availability', {
  planId: text('plan_id').primaryKey(),
  soldOut: boolean('sold_out').notNull(),
  asOf: timestamp('as_of', { withTimezone: true, mode: 'date' }).notNull(),
});

export const planPrices = pgTable('plan_prices', {
  planId: text('plan_id').primaryKey(),
  coin: text('coin').notNull(),
  termMonths: integer('term_months').notNull(),
  priceUsdMinor: bigint('price_usd_minor', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const LOAN_STATUSES = ['OPEN', 'REPAID', 'SETTLED', 'REFUSED'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** Loans against pledged mining contracts (0010_loans.sql); id = mining's pledge id. */
export const loans = pgTable('loans', {
  id: uuid('id').primaryKey(),
  contractId: uuid('contract_id').notNull(),
  userId: uuid('user_id').notNull(),
  asset: text('asset').notNull(),
  principalMinor: bigint('principal_minor', { mode: 'bigint' }).notNull(),
  outstandingMinor: bigint('outstanding_minor', { mode: 'bigint' }).notNull(),
  status: text('status', { enum: LOAN_STATUSES }).notNull(),
  refusalReason: text('refusal_reason'),
  shortfallMinor: bigint('shortfall_minor', { mode: 'bigint' }).notNull().default(0n),
  openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
});

export const LOAN_REPAYMENT_SOURCES = ['PAYOUT', 'MANUAL', 'SETTLEMENT', 'PLATFORM_LOSS'] as const;
export type LoanRepaymentSource = (typeof LOAN_REPAYMENT_SOURCES)[number];

export const loanRepayments = pgTable('loan_repayments', {
  journalId: text('journal_id').primaryKey(),
  loanId: uuid('loan_id').notNull(),
  source: text('source', { enum: LOAN_REPAYMENT_SOURCES }).notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  coin: text('coin'),
  coinMinor: bigint('coin_minor', { mode: 'bigint' }),
  coinMicroUsd: bigint('coin_micro_usd', { mode: 'bigint' }),
  day: date('day', { mode: 'string' }),
  requestId: uuid('request_id'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const loanPayouts = pgTable('loan_payouts', {
  accrualJournalId: uuid('accrual_journal_id').primaryKey(),
  pledgeId: uuid('pledge_id').notNull(),
  contractId: uuid('contract_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const tradingHoldCancellations = pgTable('trading_hold_cancellations', {
  holdId: text('hold_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }).notNull(),
});
