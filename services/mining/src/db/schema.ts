import { bigint, bigserial, boolean, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mirrors migrations/*.sql; the migrations are the source of truth. */
export const COINS = ['BTC', 'ETH', 'USDT', 'BNB'] as const;
export type Coin = (typeof COINS)[number];
export const PLAN_VARIANTS = ['STANDARD', 'PRO'] as const;
export type PlanVariant = (typeof PLAN_VARIANTS)[number];

export const coins = pgTable('coins', {
  code: text('code', { enum: COINS }).primaryKey(),
  position: integer('position').notNull(),
});

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  coin: text('coin', { enum: COINS }).notNull(),
  tier: integer('tier').notNull(),
  variant: text('variant', { enum: PLAN_VARIANTS }).notNull(),
  termMonths: integer('term_months').notNull(),
  priceUsd: integer('price_usd').notNull(),
  hashrateThs: integer('hashrate_ths').notNull(),
  loanToValuePercent: integer('loan_to_value_percent').notNull(),
});

const historyColumns = {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }).notNull(),
  setBy: text('set_by').notNull(),
  reason: text('reason').notNull(),
  requestId: uuid('request_id'),
  recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const hashpriceHistory = pgTable('hashprice_history', {
  ...historyColumns,
  msatPerThDay: bigint('msat_per_th_day', { mode: 'bigint' }).notNull(),
  systemDay: date('system_day', { mode: 'string' }),
});

export const planFeeHistory = pgTable('plan_fee_history', {
  ...historyColumns,
  planId: text('plan_id').notNull(),
  microUsdPerThDay: bigint('micro_usd_per_th_day', { mode: 'bigint' }).notNull(),
});

export const capacityHistory = pgTable('capacity_history', {
  ...historyColumns,
  coin: text('coin', { enum: COINS }).notNull(),
  capacityThs: bigint('capacity_ths', { mode: 'bigint' }).notNull(),
});

export const coinDailyCloses = pgTable('coin_daily_closes', {
  coin: text('coin', { enum: COINS }).notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  closeMicroUsd: bigint('close_micro_usd', { mode: 'bigint' }).notNull(),
  candleStartedAt: timestamp('candle_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const CONTRACT_STATUSES = ['PENDING_PAYMENT', 'MINING', 'STOPPED', 'EXPIRED', 'TERMINATED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_SOURCES = ['PURCHASE', 'REFERRAL_BONUS', 'SUPPORT_GRANT'] as const;
export type ContractSource = (typeof CONTRACT_SOURCES)[number];
export const REFUND_REASONS = ['CAPACITY_EXCEEDED', 'TERMINATED_BY_SUPPORT'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const contracts = pgTable('contracts', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  planId: text('plan_id').notNull(),
  coin: text('coin', { enum: COINS }).notNull(),
  source: text('source', { enum: CONTRACT_SOURCES }).notNull(),
  hashrateMhs: bigint('hashrate_mhs', { mode: 'bigint' }).notNull(),
  termDays: integer('term_days').notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  status: text('status', { enum: CONTRACT_STATUSES }).notNull(),
  statusReason: text('status_reason'),
  stoppedSince: date('stopped_since', { mode: 'string' }),
  stoppedDays: integer('stopped_days').notNull(),
  endedOn: date('ended_on', { mode: 'string' }),
  depositId: uuid('deposit_id'),
  priceAsset: text('price_asset'),
  priceMinor: bigint('price_minor', { mode: 'bigint' }),
  refundReason: text('refund_reason', { enum: REFUND_REASONS }),
  refundMinor: bigint('refund_minor', { mode: 'bigint' }),
  refundRemainingDays: integer('refund_remaining_days'),
  bonusForContractId: uuid('bonus_for_contract_id'),
  boosterEnabled: boolean('booster_enabled').notNull().default(false),
  planLabel: text('plan_label'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const contractTransitions = pgTable('contract_transitions', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  contractId: uuid('contract_id').notNull(),
  fromStatus: text('from_status', { enum: CONTRACT_STATUSES }),
  toStatus: text('to_status', { enum: CONTRACT_STATUSES }).notNull(),
  reason: text('reason').notNull(),
  actedBy: text('acted_by').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
});

export const GRANT_DECISIONS = ['APPROVED', 'REJECTED'] as const;
export type GrantDecision = (typeof GRANT_DECISIONS)[number];

export const contractGrants = pgTable('contract_grants', {
  contractId: uuid('contract_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  reason: text('reason').notNull(),
  requestedBy: uuid('requested_by').notNull(),
  requestId: uuid('request_id').notNull(),
  requestedExpiresOn: date('requested_expires_on', { mode: 'string' }),
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
  decision: text('decision', { enum: GRANT_DECISIONS }),
  decidedBy: uuid('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  rejectionReason: text('rejection_reason'),
});

export const AMENDMENT_KINDS = ['LABEL', 'POWER'] as const;
export type AmendmentKind = (typeof AMENDMENT_KINDS)[number];
export const AMENDMENT_STATUSES = ['APPLIED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type AmendmentStatus = (typeof AMENDMENT_STATUSES)[number];

export const contractAmendments = pgTable('contract_amendments', {
  id: uuid('id').primaryKey(),
  contractId: uuid('contract_id').notNull(),
  kind: text('kind', { enum: AMENDMENT_KINDS }).notNull(),
  fromLabel: text('from_label'),
  toLabel: text('to_label'),
  fromHashrateMhs: bigint('from_hashrate_mhs', { mode: 'bigint' }),
  toHashrateMhs: bigint('to_hashrate_mhs', { mode: 'bigint' }),
  reason: text('reason').notNull(),
  requestedBy: uuid('requested_by').notNull(),
  requestId: uuid('request_id').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
  status: text('status', { enum: AMENDMENT_STATUSES }).notNull(),
  decidedBy: uuid('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  rejectionReason: text('rejection_reason'),
  effectiveOn: date('effective_on', { mode: 'string' }),
});

/** Who referred whom (identity.user.registered), for the referral bonus. */
export const referrers = pgTable('referrers', {
  userId: uuid('user_id').primaryKey(),
  referrerId: uuid('referrer_id').notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const boosterSwitches = pgTable('booster_switches', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  contractId: uuid('contract_id').notNull(),
  enabled: boolean('enabled').notNull(),
  userId: uuid('user_id').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const REINVESTMENT_STATUSES = ['REQUESTED', 'CONFIRMED'] as const;
export type ReinvestmentStatus = (typeof REINVESTMENT_STATUSES)[number];

export const reinvestments = pgTable('reinvestments', {
  contractId: uuid('contract_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  userId: uuid('user_id').notNull(),
  coin: text('coin', { enum: COINS }).notNull(),
  planId: text('plan_id').notNull(),
  accrualJournalId: uuid('accrual_journal_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  coinMicroUsd: bigint('coin_micro_usd', { mode: 'bigint' }).notNull(),
  hashrateMhs: bigint('hashrate_mhs', { mode: 'bigint' }).notNull(),
  status: text('status', { enum: REINVESTMENT_STATUSES }).notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  ledgerJournalId: text('ledger_journal_id'),
});

export const PLEDGE_STATUSES = ['REQUESTED', 'ACTIVE', 'SETTLING', 'CLOSED', 'REFUSED'] as const;
export type PledgeStatus = (typeof PLEDGE_STATUSES)[number];

export const pledges = pgTable('pledges', {
  id: uuid('id').primaryKey(),
  contractId: uuid('contract_id').notNull(),
  userId: uuid('user_id').notNull(),
  requestId: uuid('request_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
  unusedValueMinor: bigint('unused_value_minor', { mode: 'bigint' }).notNull(),
  loanToValuePercent: integer('loan_to_value_percent').notNull(),
  remainingDays: integer('remaining_days').notNull(),
  status: text('status', { enum: PLEDGE_STATUSES }).notNull(),
  statusReason: text('status_reason'),
  shortfallMinor: bigint('shortfall_minor', { mode: 'bigint' }),
  payoutsDirected: integer('payouts_directed').notNull().default(0),
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const pledgePayouts = pgTable('pledge_payouts', {
  contractId: uuid('contract_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  pledgeId: uuid('pledge_id').notNull(),
  accrualJournalId: uuid('accrual_journal_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  coinMicroUsd: bigint('coin_micro_usd', { mode: 'bigint' }).notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
});
