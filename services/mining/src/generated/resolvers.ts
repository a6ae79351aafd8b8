import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { PlanRow } from '../db/plans.repository';
import type { PlanEstimateFigures, CapacityStatusView, MarketSnapshot } from '../plans/plan-estimates';
import type { CoinRate } from '../rates/coin-rates';
import type { HashpriceRow, PlanFeeRow, CapacityRow } from '../db/parameters.repository';
import type { ContractRow, TransitionRow, ContractPageRow } from '../db/contracts.repository';
import type { GrantView } from '../grants/grant.service';
import type { AmendmentRow } from '../db/grants.repository';
import type { AccrualRow, AccrualPageRow } from '../db/accruals.repository';
import type { AccrualRunResult } from '../accruals/accrual.service';
import type { BoosterProjection } from '../booster/booster-rules';
import type { PledgeRow } from '../db/pledges.repository';
import type { PledgeLimitFigures } from '../pledges/pledge.service';
import type { ReferralReference } from '../resolvers/referral';
import type { ReferralBonusRow } from '../db/referrals.repository';
import type { UserReference } from '../resolvers/user';
import type { Calculation, CalculatorFigures, PeriodFigures } from '../plans/calculation';
import type { MiningOverviewFigures } from '../overview/overview.service';
import type { CoinOverview, DailyPayoutFigure } from '../overview/coin-overview';
import type { MiningContext } from '../context';
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

/**
 * One UTC day of one contract: gross output = hashrate × hashprice; fee = hashrate × the plan's fee; net =
 * gross − fee ÷ BTC rate, paid in the contract's coin at the day's fixing rate. A profitable day is posted to
 * the customer's mining balance as the journal transaction `journalId`; an unprofitable one is recorded only.
 */
export type Accrual = {
  __typename?: 'Accrual';
  /** The BTC fixing rate used (the day's close), in USD. */
  btcRateUsd: Scalars['String']['output'];
  coin: Coin;
  /** The coin's fixing rate used, in USD (USDT: 1). */
  coinRateUsd: Scalars['String']['output'];
  /** The UTC day (YYYY-MM-DD). */
  day: Scalars['String']['output'];
  /** The day's maintenance fee in USD (6 decimals at most). */
  feeUsd: Scalars['String']['output'];
  /** The plan's fee used, in USD per TH/s per day. */
  feeUsdPerThDay: Scalars['String']['output'];
  /** Gross output in BTC (8 decimals). */
  grossBtc: Scalars['String']['output'];
  /** The hashprice used, in BTC per TH/s per day. */
  hashpriceBtcPerThDay: Scalars['String']['output'];
  /** The ledger's journal transaction that paid it; null for an unprofitable day (nothing is posted). */
  journalId?: Maybe<Scalars['ID']['output']>;
  /** Net in the contract's coin (8 decimals; negative on an unprofitable day). */
  net: Scalars['String']['output'];
  /** Net in BTC (8 decimals; negative on an unprofitable day). */
  netBtc: Scalars['String']['output'];
  /** Where a profitable day's payout went; null for an unprofitable day. */
  payoutDestination?: Maybe<PayoutDestination>;
  profitable: Scalars['Boolean']['output'];
  /** TH/s the payout bought when the Income Booster reinvested it (6 decimals at most); null otherwise. */
  reinvestedHashrateThs?: Maybe<Scalars['String']['output']>;
  /** Whether funds has posted the reinvestment (and the hashrate was added); null unless reinvested. */
  reinvestmentStatus?: Maybe<ReinvestmentStatus>;
};

export type AccrualPage = {
  __typename?: 'AccrualPage';
  items: Array<Accrual>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** What one run of the daily accrual did for a day. */
export type AccrualRun = {
  __typename?: 'AccrualRun';
  /** Contract-days recorded by this run. */
  accrued: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  /** Of which profitable, sent to funds to post. */
  posted: Scalars['Int']['output'];
  /** DONE, WAITING_FOR_RATES (some coin has no fixing rate for the day yet) or ALREADY_DONE. */
  status: Scalars['String']['output'];
  /** Contracts terminated after their 21st unprofitable day in a row. */
  terminated: Scalars['Int']['output'];
  waitingCoins: Array<Coin>;
};

/** An admin of the platform, resolved by identity (admins only). */
export type Admin = {
  __typename?: 'Admin';
  id: Scalars['ID']['output'];
};

/** Resolved by the funds subgraph. */
export type Asset = {
  __typename?: 'Asset';
  code: Scalars['String']['output'];
};

/**
 * The Income Booster's projection: an estimate, not a promise. Each day's net at today's hashprice, fee and
 * rates buys more hashrate of the plan at its price per TH/s, mining from the next day (compounding daily),
 * over a year or the days the contract has left if fewer. Real payouts follow the real parameters.
 */
export type BoosterEstimate = {
  __typename?: 'BoosterEstimate';
  /** The days projected: 365, or fewer when the contract ends sooner. */
  days: Scalars['Int']['output'];
  /** Estimate: the hashrate's growth over the days, in percent (2 decimals). */
  hashrateGrowthPercent: Scalars['String']['output'];
  /** Estimate: TH/s after the days, with every payout reinvested. */
  projectedHashrateThs: Scalars['String']['output'];
  /** Estimate: what the booster would reinvest over the days, in the contract's coin (8 decimals). */
  reinvestedTotal: Scalars['String']['output'];
  /** TH/s now. */
  startHashrateThs: Scalars['String']['output'];
  /** Estimate: what the same days would pay to the mining balance without the booster (8 decimals). */
  withoutBoosterTotal: Scalars['String']['output'];
};

/**
 * The calculator's estimates, from the current parameters and rates: no promise. Weekly is 7 × daily,
 * monthly 30 × daily, yearly 365 × daily.
 */
export type CalculatorEstimate = {
  __typename?: 'CalculatorEstimate';
  btcRate: RateUsed;
  coinRate: RateUsed;
  daily: PeriodEstimate;
  hashpriceMsatPerThDay: Scalars['Int']['output'];
  maintenanceFeeUsdPerThDay: Scalars['String']['output'];
  monthly: PeriodEstimate;
  /** Estimate: the term's income in USD less the amount paid (2 decimals, signed); negative when the term does not earn the price back. */
  netResultUsd: Scalars['String']['output'];
  /** The plan's whole term (its months as days: 12 → 365) at the daily estimate. */
  term: PeriodEstimate;
  weekly: PeriodEstimate;
  yearly: PeriodEstimate;
};

/** One capacity value of a coin and when it took effect (admins). */
export type CapacityRecord = {
  __typename?: 'CapacityRecord';
  capacityThs: Scalars['Int']['output'];
  coin: Coin;
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  setBy: Scalars['String']['output'];
  validFrom: Scalars['DateTime']['output'];
};

/** A coin's hashrate capacity and what of it is sold. */
export type CapacityStatus = {
  __typename?: 'CapacityStatus';
  capacityThs: Scalars['Int']['output'];
  coin: Coin;
  /** The same, exact, in TH/s as a decimal string (6 decimals at most). */
  soldHashrateThs: Scalars['String']['output'];
  /** Hashrate sold on contracts that hold capacity (mining, stopped, awaiting payment), in whole TH/s rounded up. */
  soldThs: Scalars['Int']['output'];
  validFrom: Scalars['DateTime']['output'];
};

export type Coin =
  | 'BNB'
  | 'BTC'
  | 'ETH'
  | 'USDT';

/**
 * A mining contract: hashrate of one plan's coin for a term. Each day's output is computed in BTC from the
 * hashprice and paid in the contract's coin at that day's fixing rate from the price feed's candles (see
 * `accruals`). Days are UTC dates.
 */
export type Contract = {
  __typename?: 'Contract';
  /** Each closed day the contract mined, newest first, with the figures and rates used. */
  accruals: AccrualPage;
  /** Support's changes of the label and power, oldest first. */
  amendments: Array<ContractAmendment>;
  /** For a REFERRAL_BONUS contract: the referred customer's purchased contract it rewards (visible to admins only; null otherwise). */
  bonusForContractId?: Maybe<Scalars['ID']['output']>;
  /** Whether the Income Booster reinvests this contract's daily payouts (the owner switches it). */
  boosterEnabled: Scalars['Boolean']['output'];
  /** An estimate, not a promise: what the Income Booster would do over the next year at today's parameters; null until the rates are known or once the contract has ended. */
  boosterEstimate?: Maybe<BoosterEstimate>;
  coin: Coin;
  createdAt: Scalars['DateTime']['output'];
  /** The confirmed deposit that paid for it (purchases). */
  depositId?: Maybe<Scalars['ID']['output']>;
  /** The first day the contract no longer mined, once it expired or was terminated. */
  endedOn?: Maybe<Scalars['String']['output']>;
  /**
   * An estimate, not a promise: today's net payout per day in the contract's coin for its hashrate, at the
   * current hashprice, fee and rates (8 decimals; may be negative); null until the rates are known. The
   * legacy speed_per_day.
   */
  estimatedDailyPayout?: Maybe<Scalars['String']['output']>;
  /** The effective expiry (YYYY-MM-DD), the first day it no longer mines: the nominal expiry plus every stopped day (a stopped contract's keeps moving). */
  expiresOn: Scalars['String']['output'];
  /** Who granted it and who decided, for a contract granted by support (source SUPPORT_GRANT); null otherwise. */
  grant?: Maybe<ContractGrant>;
  /** TH/s as a decimal string (6 decimals at most): the plan's hashrate in proportion to the price paid. */
  hashrateThs: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The sum of the posted (profitable) daily nets, in the contract's coin (8 decimals). */
  minedTotal: Scalars['String']['output'];
  /**
   * The contract's one name, in English (the admin panel, the legacy API): the label support gave it, else its
   * coin and real term ("Bitcoin Mining (12 Months Contract)", "Bitcoin Mining (7 Days Contract)"). Customers'
   * screens word the same rule in their language from planLabel, coin and term.
   */
  name: Scalars['String']['output'];
  plan: Plan;
  /** The label support gave the contract (e.g. '1 Week Contract'); null: the contract is named by its coin and term. */
  planLabel?: Maybe<Scalars['String']['output']>;
  /** What may be borrowed against this contract now (pledging); null for a contract with no price paid. */
  pledgeLimit?: Maybe<PledgeLimit>;
  /** Every pledge of this contract, newest first (at most 100); the loan itself is funds' (Contract.loan). */
  pledges: Array<Pledge>;
  /** The same in GH/s (3 decimals at most), as legacy answers show power. */
  powerGhs: Scalars['String']['output'];
  /** The price paid in USD (2 decimals); null unless purchased. */
  pricePaidUsd?: Maybe<Scalars['String']['output']>;
  /** The refund requested for it, if any. */
  refund?: Maybe<ContractRefund>;
  source: ContractSource;
  /** True while a MINING contract waits for its start day (startsOn is after today by the platform's clock): it has not mined yet. */
  startsLater: Scalars['Boolean']['output'];
  /** The first day the contract mines (YYYY-MM-DD): the UTC day after the payment was confirmed. */
  startsOn: Scalars['String']['output'];
  /** The effective status: a mining contract whose expiry has come is EXPIRED even before the sweep records it. */
  status: ContractStatus;
  /** Days the contract was stopped on or after its start, the open stop's days included. */
  stoppedDays: Scalars['Int']['output'];
  /** Support's reason while the contract is STOPPED; null otherwise. */
  stoppedReason?: Maybe<Scalars['String']['output']>;
  /** The term the contract runs: the plan's months when it runs exactly those, else its own days (a grant's expiry). */
  term: ContractTerm;
  termDays: Scalars['Int']['output'];
  /** Why the contract was terminated (support's reason, or CAPACITY_EXCEEDED); null unless TERMINATED. */
  terminationReason?: Maybe<Scalars['String']['output']>;
  /** Every status change, oldest first. */
  transitions: Array<ContractTransition>;
  userId: Scalars['ID']['output'];
};


/**
 * A mining contract: hashrate of one plan's coin for a term. Each day's output is computed in BTC from the
 * hashprice and paid in the contract's coin at that day's fixing rate from the price feed's candles (see
 * `accruals`). Days are UTC dates.
 */
export type ContractAccrualsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A change of a contract asked by support, kept forever and shown to the customer. */
export type ContractAmendment = {
  __typename?: 'ContractAmendment';
  contract: Contract;
  contractId: Scalars['ID']['output'];
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The deciding admin's id; null unless an admin asks. */
  decidedBy?: Maybe<Scalars['ID']['output']>;
  /** The UTC day (YYYY-MM-DD) the change counts from: the day after a power change was approved. */
  effectiveOn?: Maybe<Scalars['String']['output']>;
  fromLabel?: Maybe<Scalars['String']['output']>;
  /** GH/s (3 decimals at most) before and after a POWER change. */
  fromPowerGhs?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: ContractAmendmentKind;
  reason: Scalars['String']['output'];
  rejectionReason?: Maybe<Scalars['String']['output']>;
  requestedAt: Scalars['DateTime']['output'];
  /** The asking admin's id; null unless an admin asks. */
  requestedBy?: Maybe<Scalars['ID']['output']>;
  status: ContractAmendmentStatus;
  toLabel?: Maybe<Scalars['String']['output']>;
  toPowerGhs?: Maybe<Scalars['String']['output']>;
};

/** LABEL: a new label, applied at once. POWER: a new power, applied once a second admin approves it. */
export type ContractAmendmentKind =
  | 'LABEL'
  | 'POWER';

export type ContractAmendmentStatus =
  | 'APPLIED'
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

/**
 * A contract granted by support. It waits as PENDING_PAYMENT until an admin other than its creator approves
 * it (it then mines from the next UTC day) or an admin rejects it (TERMINATED with the reason).
 */
export type ContractGrant = {
  __typename?: 'ContractGrant';
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The deciding admin's id; null unless an admin asks. */
  decidedBy?: Maybe<Scalars['ID']['output']>;
  reason: Scalars['String']['output'];
  rejectionReason?: Maybe<Scalars['String']['output']>;
  requestedAt: Scalars['DateTime']['output'];
  /** The creator's admin id; null unless an admin asks. */
  requestedBy?: Maybe<Scalars['ID']['output']>;
  /** The expiry asked for (YYYY-MM-DD); null: the plan's term from the start day. */
  requestedExpiresOn?: Maybe<Scalars['String']['output']>;
  status: ContractGrantStatus;
};

/** A support grant's decision: PENDING until a second admin approves it; TERMINATED when it ended undecided. */
export type ContractGrantStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED'
  | 'TERMINATED';

export type ContractPage = {
  __typename?: 'ContractPage';
  items: Array<Contract>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/**
 * A refund mining asked funds for (mining.contract.refund_requested). Funds pays it through the ledger in a
 * later part; until then this is the amount owed.
 */
export type ContractRefund = {
  __typename?: 'ContractRefund';
  /** In USD (2 decimals): the whole price for CAPACITY_EXCEEDED; ⌊price × remaining days ÷ term days⌋ for a termination. */
  amountUsd: Scalars['String']['output'];
  reason: ContractRefundReason;
  /** The days the contract had not mined when it ended. */
  remainingDays: Scalars['Int']['output'];
};

/** Why a refund was requested: the payment raced past the coin's capacity (in full), or support terminated the contract (pro rata). */
export type ContractRefundReason =
  | 'CAPACITY_EXCEEDED'
  | 'TERMINATED_BY_SUPPORT';

/** How a contract came about: bought with a mining deposit, a referral bonus, or granted by support. */
export type ContractSource =
  | 'PURCHASE'
  | 'REFERRAL_BONUS'
  | 'SUPPORT_GRANT';

/**
 * A contract's status (DESIGN.md §7): MINING ⇄ STOPPED → TERMINATED, MINING → EXPIRED. PENDING_PAYMENT is
 * kept for contracts granted by support awaiting a second admin (a later part); a paid purchase starts
 * MINING at once (it mines from `startsOn`).
 */
export type ContractStatus =
  | 'EXPIRED'
  | 'MINING'
  | 'PENDING_PAYMENT'
  | 'STOPPED'
  | 'TERMINATED';

export type ContractTerm = {
  __typename?: 'ContractTerm';
  count: Scalars['Int']['output'];
  unit: ContractTermUnit;
};

/** MONTHS when a contract runs its plan's whole months, DAYS when its term is a number of days of its own. */
export type ContractTermUnit =
  | 'DAYS'
  | 'MONTHS';

/** One change of a contract's status, kept forever. */
export type ContractTransition = {
  __typename?: 'ContractTransition';
  /** 'system' or the admin's id; null unless an admin asks. */
  actedBy?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /** The UTC day (YYYY-MM-DD) the change took effect. */
  effectiveOn: Scalars['String']['output'];
  /** Null for the contract's creation. */
  fromStatus?: Maybe<ContractStatus>;
  reason: Scalars['String']['output'];
  toStatus: ContractStatus;
};

/** A contract granted by support (OPERATOR). */
export type GrantContractInput = {
  /** The first day it no longer mines (YYYY-MM-DD), after tomorrow and within five years; null: the plan's term. */
  expiresOn?: InputMaybe<Scalars['String']['input']>;
  /** Whose maintenance fee, coin and default term apply. */
  planId: Scalars['ID']['input'];
  /** 1 to 100 characters, e.g. '1 Week Contract'; null: the plan's own name. */
  planLabel?: InputMaybe<Scalars['String']['input']>;
  /** GH/s, 0.001 to 1,000,000,000, at most 3 decimals. */
  powerGhs: Scalars['String']['input'];
  /** 3 to 300 characters, kept with the grant. */
  reason: Scalars['String']['input'];
  requestId?: InputMaybe<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};

/** One hashprice value and when it took effect. `setBy` and `reason` are shown to admins only. */
export type HashpriceRecord = {
  __typename?: 'HashpriceRecord';
  /** The same in BTC per TH/s per day, as a decimal string. */
  btcPerThDay: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  msatPerThDay: Scalars['Int']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  /** 'system' or the admin's id; null unless an admin asks. */
  setBy?: Maybe<Scalars['String']['output']>;
  validFrom: Scalars['DateTime']['output'];
};

/** The market parameters in force now. */
export type MarketParameters = {
  __typename?: 'MarketParameters';
  capacities: Array<CapacityStatus>;
  /** Null only before the first value is recorded. */
  hashprice?: Maybe<HashpriceRecord>;
  /** The newest rate of each coin known to mining (BTC, ETH, BNB from the feed; USDT at par). */
  rates: Array<RateUsed>;
};

/** One audited admin action in the mining domain (parameters, contracts, grants, amendments, accrual runs). */
export type MiningAuditEntry = {
  __typename?: 'MiningAuditEntry';
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

export type MiningAuditPage = {
  __typename?: 'MiningAuditPage';
  items: Array<MiningAuditEntry>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type MiningCalculation = {
  __typename?: 'MiningCalculation';
  /** USD (2 decimals): the amount given, or what the given power costs. */
  amountUsd: Scalars['String']['output'];
  /** Null (with the reason in `estimateUnavailableReason`) until the rates are known. */
  estimate?: Maybe<CalculatorEstimate>;
  estimateUnavailableReason?: Maybe<Scalars['String']['output']>;
  plan: Plan;
  /** GH/s (3 decimals): the power given, or what the amount buys. */
  powerGhs: Scalars['String']['output'];
  /** The plan's price per GH/s in USD (price ÷ (TH/s × 1,000)), 8 decimals. */
  usdPerGhs: Scalars['String']['output'];
};

/**
 * The income calculator: give an amount in USD or a power in GH/s (not both; neither means 9,500 USD) and a
 * plan by id or by coin, tier and variant. The two are linked through the plan's USD per GH/s.
 */
export type MiningCalculatorInput = {
  /** USD, at most 2 decimals. */
  amountUsd?: InputMaybe<Scalars['String']['input']>;
  coin?: InputMaybe<Coin>;
  planId?: InputMaybe<Scalars['ID']['input']>;
  /** GH/s, at most 3 decimals. */
  powerGhs?: InputMaybe<Scalars['String']['input']>;
  tier?: InputMaybe<Scalars['Int']['input']>;
  variant?: InputMaybe<PlanVariant>;
};

/**
 * One coin of a customer's mining. The balance itself is funds' (the customer's mining balance of the coin); these
 * are the figures it grows by. Estimates come from the current parameters and rates and carry no promise.
 */
export type MiningCoinOverview = {
  __typename?: 'MiningCoinOverview';
  /** Midnight (UTC) of the first day not yet accrued: from then on the balance accrues at `perSecond` (not settled). Null when nothing mines. */
  accruingSince?: Maybe<Scalars['DateTime']['output']>;
  /** Contracts that may still mine: awaiting payment, mining (not expired) or stopped. */
  activeContracts: Scalars['Int']['output'];
  coin: Coin;
  /** Estimate: today's net of the contracts mining today, in the coin (8 decimals). Null, with the reason, while the feed has not priced the coins. */
  dailyEstimate?: Maybe<Scalars['String']['output']>;
  /** Why `dailyEstimate` and `perSecond` are null; null when they are not. */
  estimateUnavailableReason?: Maybe<Scalars['String']['output']>;
  /** The newest UTC day (YYYY-MM-DD) whose output was paid to the mining balance; null before the first payout. A mining day, so never before a contract's start. */
  lastPayoutOn?: Maybe<Scalars['String']['output']>;
  /** Of those, the contracts mining today (started, MINING, not expired). */
  miningContracts: Scalars['Int']['output'];
  /** The earliest start (YYYY-MM-DD) of a contract that has not started yet; null when none. */
  nextStartsOn?: Maybe<Scalars['String']['output']>;
  /** The 30 closed UTC days before today, oldest first, one entry per day. */
  payouts: Array<MiningDailyPayout>;
  /** Estimate: the same ÷ 86,400 (16 decimals), what the balance grows by each second until the day is posted. */
  perSecond?: Maybe<Scalars['String']['output']>;
  /** The power of the contracts mining today, in GH/s (3 decimals at most). */
  powerGhs: Scalars['String']['output'];
};

/** One UTC day's payout in a coin: the sum of the customer's profitable accruals of that day, posted to their mining balance. */
export type MiningDailyPayout = {
  __typename?: 'MiningDailyPayout';
  /** In the coin (8 decimals); 0 on a day without a payout. */
  amount: Scalars['String']['output'];
  /** The UTC day (YYYY-MM-DD). */
  day: Scalars['String']['output'];
};

/** A customer's mining at a glance, per coin (BTC, ETH, USDT, BNB, all four). */
export type MiningOverview = {
  __typename?: 'MiningOverview';
  /** When the figures were computed; clients interpolate the accruing amount from it. */
  at: Scalars['DateTime']['output'];
  coins: Array<MiningCoinOverview>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Amends a MINING or STOPPED contract: a new label applies at once; a new power waits for a second admin
   * (one at a time: AMENDMENT_PENDING). OPERATOR. Audited. The same requestId again changes nothing more.
   */
  amendContract: Contract;
  /** Approves a pending power change: it counts from the next UTC day. OPERATOR, not who asked. Audited. */
  approveContractAmendment: ContractAmendment;
  /**
   * Approves a pending grant: it mines from the next UTC day. OPERATOR, not its creator
   * (SECOND_ADMIN_REQUIRED); anything but PENDING_PAYMENT: INVALID_TRANSITION. Audited.
   */
  approveContractGrant: Contract;
  /**
   * Grants a contract (source SUPPORT_GRANT), PENDING_PAYMENT until an admin other than its creator approves
   * it; it holds its coin's capacity meanwhile (CAPACITY_EXCEEDED when the capacity left is below it).
   * OPERATOR. Audited. The same requestId again returns the first grant.
   */
  grantContract: Contract;
  /**
   * Pledges the viewer's own MINING purchased contract for a loan in USD credited to the trading balance, at
   * most the plan's loan-to-value of its unused value (price paid × remaining days ÷ term days). One pledge
   * at a time (PLEDGE_OUTSTANDING); over the limit PLEDGE_OVER_LIMIT. The same requestId again returns the
   * first pledge. Funds opens the loan shortly after (the pledge becomes ACTIVE, Contract.loan shows it).
   */
  pledgeContract: Pledge;
  /** Rejects a pending power change with a reason. OPERATOR. Audited. */
  rejectContractAmendment: ContractAmendment;
  /** Rejects a pending grant: TERMINATED with the reason, nothing refunded. OPERATOR. Audited. */
  rejectContractGrant: Contract;
  /** Resumes a STOPPED contract (OPERATOR; reason). Otherwise INVALID_TRANSITION. Audited. */
  resumeContract: Contract;
  /**
   * Runs the daily accrual for a closed UTC day (YYYY-MM-DD, before today; OPERATOR). Only what is missing is
   * recorded: a contract is accrued once per day however often it runs. Audited.
   */
  runAccrual: AccrualRun;
  /** Sets a coin's hashrate capacity from now on (TH/s, 0 to 1,000,000,000). OPERATOR. Audited. */
  setCapacity: CapacityRecord;
  /**
   * Switches the Income Booster of the viewer's own contract (MINING or STOPPED): on, each day's net payout
   * buys more hashrate of the same plan at its price per TH/s, mining from the next day. The customer only.
   */
  setContractBooster: Contract;
  /**
   * Sets the hashprice from now on (millisatoshi per TH/s per day, 1 to 10,000,000). OPERATOR. Audited. The
   * same requestId again returns the first change.
   */
  setHashprice: HashpriceRecord;
  /** Sets a plan's maintenance fee from now on (micro-USD per TH/s per day, 0 to 1,000,000). OPERATOR. Audited. */
  setPlanFee: PlanFeeRecord;
  /**
   * Stops a MINING contract from today (OPERATOR; a reason of 3 to 300 characters, shown to the customer).
   * Each stopped day moves its expiry a day later. Any other status is refused with INVALID_TRANSITION
   * (409) naming it. Audited.
   */
  stopContract: Contract;
  /**
   * Terminates a MINING, STOPPED or PENDING_PAYMENT contract today (OPERATOR; reason). A purchase asks funds to
   * refund the days it will not mine pro rata. EXPIRED or TERMINATED: INVALID_TRANSITION. Audited.
   */
  terminateContract: Contract;
};


export type MutationAmendContractArgs = {
  id: Scalars['ID']['input'];
  planLabel?: InputMaybe<Scalars['String']['input']>;
  powerGhs?: InputMaybe<Scalars['String']['input']>;
  reason: Scalars['String']['input'];
  requestId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationApproveContractAmendmentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationApproveContractGrantArgs = {
  id: Scalars['ID']['input'];
};


export type MutationGrantContractArgs = {
  input: GrantContractInput;
};


export type MutationPledgeContractArgs = {
  amountUsd: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  requestId: Scalars['ID']['input'];
};


export type MutationRejectContractAmendmentArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRejectContractGrantArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationResumeContractArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRunAccrualArgs = {
  day: Scalars['String']['input'];
};


export type MutationSetCapacityArgs = {
  coin: Coin;
  reason: Scalars['String']['input'];
  requestId?: InputMaybe<Scalars['ID']['input']>;
  ths: Scalars['Int']['input'];
};


export type MutationSetContractBoosterArgs = {
  enabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetHashpriceArgs = {
  reason: Scalars['String']['input'];
  requestId?: InputMaybe<Scalars['ID']['input']>;
  valueMsatPerThDay: Scalars['Int']['input'];
};


export type MutationSetPlanFeeArgs = {
  microUsdPerThDay: Scalars['Int']['input'];
  planId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  requestId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationStopContractArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationTerminateContractArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

/** Where a profitable day's payout went: the mining balance, reinvested by the Income Booster, or repaying the contract's loan. */
export type PayoutDestination =
  | 'BALANCE'
  | 'LOAN_REPAYMENT'
  | 'REINVESTED';

/** Estimate for one period: days × the daily estimate. */
export type PeriodEstimate = {
  __typename?: 'PeriodEstimate';
  days: Scalars['Int']['output'];
  /** Estimate in the plan's coin (8 decimals). */
  payout: Scalars['String']['output'];
  /** Estimate in USD (2 decimals). */
  usd: Scalars['String']['output'];
};

/**
 * A mining contract plan, shown as a contract card. What is sold is SHA-256 hashrate for a term; each day's
 * output is computed in BTC from the hashprice and paid in the plan's coin at that day's fixing rate from the
 * price feed's candles.
 */
export type Plan = {
  __typename?: 'Plan';
  /** The coin as a ledger asset (from funds). */
  asset: Asset;
  coin: Coin;
  /** Estimates from the current parameters and rates, with the inputs used; null (with the reason in `estimateUnavailableReason`) until they are known. No promise. */
  estimate?: Maybe<PlanEstimate>;
  /** Why `estimate` is null, e.g. no BTC rate from the feed yet; null when it is not. */
  estimateUnavailableReason?: Maybe<Scalars['String']['output']>;
  /**
   * An estimate, not a promise: the daily net payout in the plan's coin at current parameters, as a decimal
   * string (8 decimals at most; may be negative). Refused with RATE_NOT_AVAILABLE while the feed has not
   * priced the coins yet.
   */
  estimatedDailyPayout: Scalars['String']['output'];
  /**
   * An estimate, not a promise: the return over the term in percent of the price, rounded to the whole
   * percent, from the current hashprice, fee and rates (see `estimate`). May be negative. Refused with
   * RATE_NOT_AVAILABLE while the feed has not priced the coins yet.
   */
  estimatedProfitPercent: Scalars['Int']['output'];
  hashrateThs: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The share of a contract's unused value that may be borrowed against it (pledging), in percent. */
  loanToValuePercent: Scalars['Int']['output'];
  /** The current maintenance fee in USD per TH/s per day, as a decimal string. */
  maintenanceFeeUsdPerThDay: Scalars['String']['output'];
  /** Minimum price in whole US dollars. */
  priceUsd: Scalars['Int']['output'];
  /** Whether the coin's unsold capacity is below this plan's hashrate. */
  soldOut: Scalars['Boolean']['output'];
  /** 'MONTH' for one month, otherwise 'MONTHS'. */
  termLabel: Scalars['String']['output'];
  termMonths: Scalars['Int']['output'];
  /** 1 (entry), 2 (middle) or 3 (top), for both variants. */
  tier: Scalars['Int']['output'];
  variant: PlanVariant;
};

/**
 * Estimates for one plan from the current market parameters and rates. Every figure is an estimate that
 * carries no promise: the hashprice, the fee and the rates change. Daily net = hashrate × hashprice − hashrate
 * × fee ÷ BTC rate, converted to the coin. Amounts truncate toward zero.
 */
export type PlanEstimate = {
  __typename?: 'PlanEstimate';
  /** Estimate: the first day whose cumulative net reaches the price; null when that is never within the term. */
  breakEvenDay?: Maybe<Scalars['Int']['output']>;
  /** The BTC rate used (gross output is in BTC; the fee is converted at it). */
  btcRate: RateUsed;
  /** The plan coin's rate used for the conversion. */
  coinRate: RateUsed;
  /** Estimate: the maintenance fee per day in USD. */
  dailyFeeUsd: Scalars['String']['output'];
  /** Estimate: gross output per day in BTC before the fee. */
  dailyGrossBtc: Scalars['String']['output'];
  /** Estimate: net payout per day in the plan's coin (8 decimals; negative when the fee exceeds the output). */
  dailyNetPayout: Scalars['String']['output'];
  /** Estimate: net payout per day in USD (2 decimals). */
  dailyNetUsd: Scalars['String']['output'];
  /** The hashprice used, in millisatoshi per TH/s per day. */
  hashpriceMsatPerThDay: Scalars['Int']['output'];
  /** The maintenance fee used, in USD per TH/s per day. */
  maintenanceFeeUsdPerThDay: Scalars['String']['output'];
  /** Estimate: the net per second in the coin (daily net ÷ 86,400, 16 decimals), what live balances grow by. */
  perSecondPayout: Scalars['String']['output'];
  /** Estimate: (daily net × term days − price) ÷ price, in percent with 2 decimals. May be negative. */
  returnPercent: Scalars['String']['output'];
  /** The term in days (months × 365 ÷ 12, rounded). */
  termDays: Scalars['Int']['output'];
};

/** One maintenance-fee value of a plan and when it took effect (admins). */
export type PlanFeeRecord = {
  __typename?: 'PlanFeeRecord';
  id: Scalars['ID']['output'];
  microUsdPerThDay: Scalars['Int']['output'];
  planId: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  setBy: Scalars['String']['output'];
  usdPerThDay: Scalars['String']['output'];
  validFrom: Scalars['DateTime']['output'];
};

/** STANDARD, or PRO: the same hashrate and term for a higher price and a lower maintenance fee. */
export type PlanVariant =
  | 'PRO'
  | 'STANDARD';

/** A pledge of a contract for a loan in USD (the loan and its repayments are funds': Contract.loan). */
export type Pledge = {
  __typename?: 'Pledge';
  /** USD (2 decimals) asked for. */
  amountUsd: Scalars['String']['output'];
  contractId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  loanToValuePercent: Scalars['Int']['output'];
  /** The most that could be borrowed when it was asked (USD). */
  maxUsd: Scalars['String']['output'];
  requestedAt: Scalars['DateTime']['output'];
  /** USD the platform wrote off as its loss at settlement; null until settled. */
  shortfallUsd?: Maybe<Scalars['String']['output']>;
  status: PledgeStatus;
  /** REPAID or SETTLED once closed; funds' reason when refused. */
  statusReason?: Maybe<Scalars['String']['output']>;
  /** The contract's unused value then: price paid × remaining days ÷ term days (USD). */
  unusedValueUsd: Scalars['String']['output'];
};

/** What may be borrowed against a contract now: up to the plan's loan-to-value (at most 100 %) of its unused value. */
export type PledgeLimit = {
  __typename?: 'PledgeLimit';
  loanToValuePercent: Scalars['Int']['output'];
  /** USD (2 decimals); 0 when nothing may be borrowed. */
  maxUsd: Scalars['String']['output'];
  remainingDays: Scalars['Int']['output'];
  /** Why no pledge can be made now (not mining, already pledged, nothing left); null when one can. */
  unavailableReason?: Maybe<Scalars['String']['output']>;
  /** Price paid × remaining days ÷ term days, in USD (2 decimals). */
  unusedValueUsd: Scalars['String']['output'];
};

/** REQUESTED (funds is opening the loan), ACTIVE (lent), SETTLING (the contract ended; funds settles), CLOSED (repaid or settled), REFUSED (funds did not lend). */
export type PledgeStatus =
  | 'ACTIVE'
  | 'CLOSED'
  | 'REFUSED'
  | 'REQUESTED'
  | 'SETTLING';

export type Query = {
  __typename?: 'Query';
  /** Every capacity value of the coin (at most 1,000). Admins. */
  capacityHistory: Array<CapacityRecord>;
  /** One contract: its owner or an admin; anyone else is told there is no such contract (CONTRACT_NOT_FOUND). */
  contract: Contract;
  /** A customer's contracts, newest first. Admins. */
  customerContracts: ContractPage;
  /** Hashprice values that took effect between from and to (at most 1,000). Admins. */
  hashpriceHistory: Array<HashpriceRecord>;
  /** The parameters in force now; public. */
  marketParameters: MarketParameters;
  /** The mining domain's audit log, newest first; search matches operation, target id and admin id. Admins. */
  miningAuditLog: MiningAuditPage;
  miningCalculator: MiningCalculation;
  plan?: Maybe<Plan>;
  /** Every fee value of the plan (at most 1,000). Admins. */
  planFeeHistory: Array<PlanFeeRecord>;
  /** Plans of one coin, or all, ordered by coin, variant and tier. STANDARD plans by default; null for both variants. */
  plans: Array<Plan>;
};


export type QueryCapacityHistoryArgs = {
  coin: Coin;
};


export type QueryContractArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomerContractsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryHashpriceHistoryArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};


export type QueryMiningAuditLogArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMiningCalculatorArgs = {
  input?: InputMaybe<MiningCalculatorInput>;
};


export type QueryPlanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPlanFeeHistoryArgs = {
  planId: Scalars['ID']['input'];
};


export type QueryPlansArgs = {
  coin?: InputMaybe<Coin>;
  variant?: InputMaybe<PlanVariant>;
};

/** Where a rate came from: a closed one-minute feed candle, a live feed tick (only until the first candle of a coin has closed), or USDT taken at par with 1 USD. */
export type RateSource =
  | 'CANDLE_CLOSE'
  | 'LIVE_TICK'
  | 'PAR';

/** A coin's rate in USD as used by an estimate. */
export type RateUsed = {
  __typename?: 'RateUsed';
  /** When the feed quoted it; null for USDT at par. */
  at?: Maybe<Scalars['DateTime']['output']>;
  coin: Coin;
  source: RateSource;
  /** USD per one coin, as a decimal string. */
  usd: Scalars['String']['output'];
};

/** A customer who signed up with the viewer's referral code (identity); mining adds the bonuses their purchases earned. */
export type Referral = {
  __typename?: 'Referral';
  /** The referrer's bonus contracts for this customer's purchases, newest first: the referrer's own (admins see all). */
  bonuses: Array<ReferralBonus>;
  id: Scalars['ID']['output'];
};

/** A bonus contract the referrer received for one purchase of the referred customer: 10 % of its hashrate, same plan and term. */
export type ReferralBonus = {
  __typename?: 'ReferralBonus';
  contract: Contract;
  /** TH/s of the purchase it rewards. */
  purchasedHashrateThs: Scalars['String']['output'];
};

/** REQUESTED: asked of funds; CONFIRMED: both legs posted and the hashrate added to the contract. */
export type ReinvestmentStatus =
  | 'CONFIRMED'
  | 'REQUESTED';

/** The customer, owned by identity; mining adds their contracts. Nullable so a mining outage leaves the rest of the customer readable (the field is null, with an `UNAVAILABLE` error naming `mining`). */
export type User = {
  __typename?: 'User';
  /** The customer's contracts, newest first: the customer's own, or any customer's for an admin. */
  contracts?: Maybe<ContractPage>;
  id: Scalars['ID']['output'];
  /** Power, the live per-second rate, what is accruing and the last 30 days' payouts, per coin: the customer's own, or any customer's for an admin. */
  miningOverview?: Maybe<MiningOverview>;
};


/** The customer, owned by identity; mining adds their contracts. Nullable so a mining outage leaves the rest of the customer readable (the field is null, with an `UNAVAILABLE` error naming `mining`). */
export type UserContractsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

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

/** Mapping of federation types */
export type FederationTypes = {
  Contract: Contract;
  Plan: Plan;
  Referral: Referral;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Contract:
    ( { __typename: 'Contract' }
    & GraphQLRecursivePick<FederationTypes['Contract'], {"id":true}> );
  Plan:
    ( { __typename: 'Plan' }
    & GraphQLRecursivePick<FederationTypes['Plan'], {"id":true}> );
  Referral:
    ( { __typename: 'Referral' }
    & GraphQLRecursivePick<FederationTypes['Referral'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Accrual: ResolverTypeWrapper<AccrualRow>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  AccrualPage: ResolverTypeWrapper<AccrualPageRow>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  AccrualRun: ResolverTypeWrapper<AccrualRunResult>;
  Admin: ResolverTypeWrapper<Admin>;
  Asset: ResolverTypeWrapper<Asset>;
  BoosterEstimate: ResolverTypeWrapper<BoosterProjection>;
  CalculatorEstimate: ResolverTypeWrapper<CalculatorFigures>;
  CapacityRecord: ResolverTypeWrapper<CapacityRow>;
  CapacityStatus: ResolverTypeWrapper<CapacityStatusView>;
  Coin: Coin;
  Contract: ResolverTypeWrapper<ContractRow>;
  ContractAmendment: ResolverTypeWrapper<AmendmentRow>;
  ContractAmendmentKind: ContractAmendmentKind;
  ContractAmendmentStatus: ContractAmendmentStatus;
  ContractGrant: ResolverTypeWrapper<GrantView>;
  ContractGrantStatus: ContractGrantStatus;
  ContractPage: ResolverTypeWrapper<ContractPageRow>;
  ContractRefund: ResolverTypeWrapper<ContractRefund>;
  ContractRefundReason: ContractRefundReason;
  ContractSource: ContractSource;
  ContractStatus: ContractStatus;
  ContractTerm: ResolverTypeWrapper<ContractTerm>;
  ContractTermUnit: ContractTermUnit;
  ContractTransition: ResolverTypeWrapper<TransitionRow>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  GrantContractInput: GrantContractInput;
  HashpriceRecord: ResolverTypeWrapper<HashpriceRow>;
  MarketParameters: ResolverTypeWrapper<MarketSnapshot>;
  MiningAuditEntry: ResolverTypeWrapper<MiningAuditEntry>;
  MiningAuditPage: ResolverTypeWrapper<MiningAuditPage>;
  MiningCalculation: ResolverTypeWrapper<Calculation>;
  MiningCalculatorInput: MiningCalculatorInput;
  MiningCoinOverview: ResolverTypeWrapper<CoinOverview>;
  MiningDailyPayout: ResolverTypeWrapper<DailyPayoutFigure>;
  MiningOverview: ResolverTypeWrapper<MiningOverviewFigures>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PayoutDestination: PayoutDestination;
  PeriodEstimate: ResolverTypeWrapper<PeriodFigures>;
  Plan: ResolverTypeWrapper<PlanRow>;
  PlanEstimate: ResolverTypeWrapper<PlanEstimateFigures>;
  PlanFeeRecord: ResolverTypeWrapper<PlanFeeRow>;
  PlanVariant: PlanVariant;
  Pledge: ResolverTypeWrapper<PledgeRow>;
  PledgeLimit: ResolverTypeWrapper<PledgeLimitFigures>;
  PledgeStatus: PledgeStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateSource: RateSource;
  RateUsed: ResolverTypeWrapper<CoinRate>;
  Referral: ResolverTypeWrapper<ReferralReference>;
  ReferralBonus: ResolverTypeWrapper<ReferralBonusRow>;
  ReinvestmentStatus: ReinvestmentStatus;
  User: ResolverTypeWrapper<UserReference>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Accrual: AccrualRow;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  Boolean: Scalars['Boolean']['output'];
  AccrualPage: AccrualPageRow;
  Int: Scalars['Int']['output'];
  AccrualRun: AccrualRunResult;
  Admin: Admin;
  Asset: Asset;
  BoosterEstimate: BoosterProjection;
  CalculatorEstimate: CalculatorFigures;
  CapacityRecord: CapacityRow;
  CapacityStatus: CapacityStatusView;
  Contract: ContractRow;
  ContractAmendment: AmendmentRow;
  ContractGrant: GrantView;
  ContractPage: ContractPageRow;
  ContractRefund: ContractRefund;
  ContractTerm: ContractTerm;
  ContractTransition: TransitionRow;
  DateTime: Scalars['DateTime']['output'];
  GrantContractInput: GrantContractInput;
  HashpriceRecord: HashpriceRow;
  MarketParameters: MarketSnapshot;
  MiningAuditEntry: MiningAuditEntry;
  MiningAuditPage: MiningAuditPage;
  MiningCalculation: Calculation;
  MiningCalculatorInput: MiningCalculatorInput;
  MiningCoinOverview: CoinOverview;
  MiningDailyPayout: DailyPayoutFigure;
  MiningOverview: MiningOverviewFigures;
  Mutation: Record<PropertyKey, never>;
  PeriodEstimate: PeriodFigures;
  Plan: PlanRow;
  PlanEstimate: PlanEstimateFigures;
  PlanFeeRecord: PlanFeeRow;
  Pledge: PledgeRow;
  PledgeLimit: PledgeLimitFigures;
  Query: Record<PropertyKey, never>;
  RateUsed: CoinRate;
  Referral: ReferralReference;
  ReferralBonus: ReferralBonusRow;
  User: UserReference;
};

export type AccrualResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['Accrual'] = ResolversParentTypes['Accrual']> = {
  btcRateUsd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coin?: Resolver<ResolversTypes['Coin'], ParentType, ContextType>;
  coinRateUsd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeUsd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeUsdPerThDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grossBtc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hashpriceBtcPerThDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  journalId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  net?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netBtc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payoutDestination?: Resolver<Maybe<ResolversTypes['PayoutDestination']>, ParentType, ContextType>;
  profitable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reinvestedHashrateThs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reinvestmentStatus?: Resolver<Maybe<ResolversTypes['ReinvestmentStatus']>, ParentType, ContextType>;
};

export type AccrualPageResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['AccrualPage'] = ResolversParentTypes['AccrualPage']> = {
  items?: Resolver<Array<ResolversTypes['Accrual']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AccrualRunResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['AccrualRun'] = ResolversParentTypes['AccrualRun']> = {
  accrued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  posted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terminated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitingCoins?: Resolver<Array<ResolversTypes['Coin']>, ParentType, ContextType>;
};

export type AdminResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['Admin'] = ResolversParentTypes['Admin']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AssetResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['Asset'] = ResolversParentTypes['Asset']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BoosterEstimateResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['BoosterEstimate'] = ResolversParentTypes['BoosterEstimate']> = {
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hashrateGrowthPercent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectedHashrateThs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reinvestedTotal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startHashrateThs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withoutBoosterTotal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalculatorEstimateResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['CalculatorEstimate'] = ResolversParentTypes['CalculatorEstimate']> = {
  btcRate?: Resolver<ResolversTypes['RateUsed'], ParentType, ContextType>;
  coinRate?: Resolver<ResolversTypes['RateUsed'], ParentType, ContextType>;
  daily?: Resolver<ResolversTypes['PeriodEstimate'], ParentType, ContextType>;
  hashpriceMsatPerThDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maintenanceFeeUsdPerThDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthly?: Resolver<ResolversTypes['PeriodEstimate'], ParentType, ContextType>;
  netResultUsd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  term?: Resolver<ResolversTypes['PeriodEstimate'], ParentType, ContextType>;
  weekly?: Resolver<ResolversTypes['PeriodEstimate'], ParentType, ContextType>;
  yearly?: Resolver<ResolversTypes['PeriodEstimate'], ParentType, ContextType>;
};

export type CapacityRecordResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['CapacityRecord'] = ResolversParentTypes['CapacityRecord']> = {
  capacityThs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coin?: Resolver<ResolversTypes['Coin'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  setBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CapacityStatusResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['CapacityStatus'] = ResolversParentTypes['CapacityStatus']> = {
  capacityThs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coin?: Resolver<ResolversTypes['Coin'], ParentType, ContextType>;
  soldHashrateThs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  soldThs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ContractResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['Contract'] = ResolversParentTypes['Contract'], FederationReferenceType extends FederationReferenceTypes['Contract'] = FederationReferenceTypes['Contract']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Contract']> | FederationReferenceType, FederationReferenceType, ContextType>;
  accruals?: Resolver<ResolversTypes['AccrualPage'], ParentType, ContextType, RequireFields<ContractAccrualsArgs, 'page' | 'pageSize'>>;
  amendments?: Resolver<Array<ResolversTypes['ContractAmendment']>, ParentType, ContextType>;
  bonusForContractId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  boosterEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  boosterEstimate?: Resolver<Maybe<ResolversTypes['BoosterEstimate']>, ParentType, ContextType>;
  coin?: Resolver<ResolversTypes['Coin'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  depositId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  endedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedDailyPayout?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grant?: Resolver<Maybe<ResolversTypes['ContractGrant']>, ParentType, ContextType>;
  hashrateThs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minedTotal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  planLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pledgeLimit?: Resolver<Maybe<ResolversTypes['PledgeLimit']>, ParentType, ContextType>;
  pledges?: Resolver<Array<ResolversTypes['Pledge']>, ParentType, ContextType>;
  powerGhs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePaidUsd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['ContractRefund']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ContractSource'], ParentType, ContextType>;
  startsLater?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startsOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  stoppedDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stoppedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  term?: Resolver<ResolversTypes['ContractTerm'], ParentType, ContextType>;
  termDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  terminationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transitions?: Resolver<Array<ResolversTypes['ContractTransition']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ContractAmendmentResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['ContractAmendment'] = ResolversParentTypes['ContractAmendment']> = {
  contract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  effectiveOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromPowerGhs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ContractAmendmentKind'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractAmendmentStatus'], ParentType, ContextType>;
  toLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toPowerGhs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContractGrantResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['ContractGrant'] = ResolversParentTypes['ContractGrant']> = {
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  requestedExpiresOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractGrantStatus'], ParentType, ContextType>;
};

export type ContractPageResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['ContractPage'] = ResolversParentTypes['ContractPage']> = {
  items?: Resolver<Array<ResolversTypes['Contract']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContractRefundResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['ContractRefund'] = ResolversParentTypes['ContractRefund']> = {
  amountUsd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ContractRefundReason'], ParentType, ContextType>;
  remainingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContractTermResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['ContractTerm'] = ResolversParentTypes['ContractTerm']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ContractTermUnit'], ParentType, ContextType>;
};

export type ContractTransitionResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['ContractTransition'] = ResolversParentTypes['ContractTransition']> = {
  actedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  effectiveOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['ContractStatus']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toStatus?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type HashpriceRecordResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['HashpriceRecord'] = ResolversParentTypes['HashpriceRecord']> = {
  btcPerThDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  msatPerThDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  setBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MarketParametersResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['MarketParameters'] = ResolversParentTypes['MarketParameters']> = {
  capacities?: Resolver<Array<ResolversTypes['CapacityStatus']>, ParentType, ContextType>;
  hashprice?: Resolver<Maybe<ResolversTypes['HashpriceRecord']>, ParentType, ContextType>;
  rates?: Resolver<Array<ResolversTypes['RateUsed']>, ParentType, ContextType>;
};

export type MiningAuditEntryResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['MiningAuditEntry'] = ResolversParentTypes['MiningAuditEntry']> = {
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

export type MiningAuditPageResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['MiningAuditPage'] = ResolversParentTypes['MiningAuditPage']> = {
  items?: Resolver<Array<ResolversTypes['MiningAuditEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MiningCalculationResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['MiningCalculation'] = ResolversParentTypes['MiningCalculation']> = {
  amountUsd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimate?: Resolver<Maybe<ResolversTypes['CalculatorEstimate']>, ParentType, ContextType>;
  estimateUnavailableReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  powerGhs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usdPerGhs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MiningCoinOverviewResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['MiningCoinOverview'] = ResolversParentTypes['MiningCoinOverview']> = {
  accruingSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  activeContracts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coin?: Resolver<ResolversTypes['Coin'], ParentType, ContextType>;
  dailyEstimate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimateUnavailableReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastPayoutOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  miningContracts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextStartsOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payouts?: Resolver<Array<ResolversTypes['MiningDailyPayout']>, ParentType, ContextType>;
  perSecond?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  powerGhs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MiningDailyPayoutResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['MiningDailyPayout'] = ResolversParentTypes['MiningDailyPayout']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MiningOverviewResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['MiningOverview'] = ResolversParentTypes['MiningOverview']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  coins?: Resolver<Array<ResolversTypes['MiningCoinOverview']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  amendContract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationAmendContractArgs, 'id' | 'reason'>>;
  approveContractAmendment?: Resolver<ResolversTypes['ContractAmendment'], ParentType, ContextType, RequireFields<MutationApproveContractAmendmentArgs, 'id'>>;
  approveContractGrant?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationApproveContractGrantArgs, 'id'>>;
  grantContract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationGrantContractArgs, 'input'>>;
  pledgeContract?: Resolver<ResolversTypes['Pledge'], ParentType, ContextType, RequireFields<MutationPledgeContractArgs, 'amountUsd' | 'id' | 'requestId'>>;
  rejectContractAmendment?: Resolver<ResolversTypes['ContractAmendment'], ParentType, ContextType, RequireFields<MutationRejectContractAmendmentArgs, 'id' | 'reason'>>;
  rejectContractGrant?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationRejectContractGrantArgs, 'id' | 'reason'>>;
  resumeContract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationResumeContractArgs, 'id' | 'reason'>>;
  runAccrual?: Resolver<ResolversTypes['AccrualRun'], ParentType, ContextType, RequireFields<MutationRunAccrualArgs, 'day'>>;
  setCapacity?: Resolver<ResolversTypes['CapacityRecord'], ParentType, ContextType, RequireFields<MutationSetCapacityArgs, 'coin' | 'reason' | 'ths'>>;
  setContractBooster?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationSetContractBoosterArgs, 'enabled' | 'id'>>;
  setHashprice?: Resolver<ResolversTypes['HashpriceRecord'], ParentType, ContextType, RequireFields<MutationSetHashpriceArgs, 'reason' | 'valueMsatPerThDay'>>;
  setPlanFee?: Resolver<ResolversTypes['PlanFeeRecord'], ParentType, ContextType, RequireFields<MutationSetPlanFeeArgs, 'microUsdPerThDay' | 'planId' | 'reason'>>;
  stopContract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationStopContractArgs, 'id' | 'reason'>>;
  terminateContract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationTerminateContractArgs, 'id' | 'reason'>>;
};

export type PeriodEstimateResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['PeriodEstimate'] = ResolversParentTypes['PeriodEstimate']> = {
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlanResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan'], FederationReferenceType extends FederationReferenceTypes['Plan'] = FederationReferenceTypes['Plan']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Plan']> | FederationReferenceType, FederationReferenceType, ContextType>;
  asset?: Resolver<ResolversTypes['Asset'], ParentType, ContextType>;
  coin?: Resolver<ResolversTypes['Coin'], ParentType, ContextType>;
  estimate?: Resolver<Maybe<ResolversTypes['PlanEstimate']>, ParentType, ContextType>;
  estimateUnavailableReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedDailyPayout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimatedProfitPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hashrateThs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loanToValuePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maintenanceFeeUsdPerThDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceUsd?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  termLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['PlanVariant'], ParentType, ContextType>;
};

export type PlanEstimateResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['PlanEstimate'] = ResolversParentTypes['PlanEstimate']> = {
  breakEvenDay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  btcRate?: Resolver<ResolversTypes['RateUsed'], ParentType, ContextType>;
  coinRate?: Resolver<ResolversTypes['RateUsed'], ParentType, ContextType>;
  dailyFeeUsd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dailyGrossBtc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dailyNetPayout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dailyNetUsd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hashpriceMsatPerThDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maintenanceFeeUsdPerThDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perSecondPayout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returnPercent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanFeeRecordResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['PlanFeeRecord'] = ResolversParentTypes['PlanFeeRecord']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  microUsdPerThDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  setBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usdPerThDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PledgeResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['Pledge'] = ResolversParentTypes['Pledge']> = {
  amountUsd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loanToValuePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxUsd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  shortfallUsd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PledgeStatus'], ParentType, ContextType>;
  statusReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unusedValueUsd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PledgeLimitResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['PledgeLimit'] = ResolversParentTypes['PledgeLimit']> = {
  loanToValuePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxUsd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remainingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unavailableReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unusedValueUsd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  capacityHistory?: Resolver<Array<ResolversTypes['CapacityRecord']>, ParentType, ContextType, RequireFields<QueryCapacityHistoryArgs, 'coin'>>;
  contract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<QueryContractArgs, 'id'>>;
  customerContracts?: Resolver<ResolversTypes['ContractPage'], ParentType, ContextType, RequireFields<QueryCustomerContractsArgs, 'page' | 'pageSize' | 'userId'>>;
  hashpriceHistory?: Resolver<Array<ResolversTypes['HashpriceRecord']>, ParentType, ContextType, RequireFields<QueryHashpriceHistoryArgs, 'from' | 'to'>>;
  marketParameters?: Resolver<ResolversTypes['MarketParameters'], ParentType, ContextType>;
  miningAuditLog?: Resolver<ResolversTypes['MiningAuditPage'], ParentType, ContextType, RequireFields<QueryMiningAuditLogArgs, 'page' | 'pageSize'>>;
  miningCalculator?: Resolver<ResolversTypes['MiningCalculation'], ParentType, ContextType, Partial<QueryMiningCalculatorArgs>>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType, RequireFields<QueryPlanArgs, 'id'>>;
  planFeeHistory?: Resolver<Array<ResolversTypes['PlanFeeRecord']>, ParentType, ContextType, RequireFields<QueryPlanFeeHistoryArgs, 'planId'>>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType, RequireFields<QueryPlansArgs, 'variant'>>;
};

export type RateUsedResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['RateUsed'] = ResolversParentTypes['RateUsed']> = {
  at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  coin?: Resolver<ResolversTypes['Coin'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['RateSource'], ParentType, ContextType>;
  usd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReferralResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['Referral'] = ResolversParentTypes['Referral'], FederationReferenceType extends FederationReferenceTypes['Referral'] = FederationReferenceTypes['Referral']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Referral']> | FederationReferenceType, FederationReferenceType, ContextType>;
  bonuses?: Resolver<Array<ResolversTypes['ReferralBonus']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReferralBonusResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['ReferralBonus'] = ResolversParentTypes['ReferralBonus']> = {
  contract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType>;
  purchasedHashrateThs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = MiningContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  contracts?: Resolver<Maybe<ResolversTypes['ContractPage']>, ParentType, ContextType, RequireFields<UserContractsArgs, 'page' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  miningOverview?: Resolver<Maybe<ResolversTypes['MiningOverview']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = MiningContext> = {
  Accrual?: AccrualResolvers<ContextType>;
  AccrualPage?: AccrualPageResolvers<ContextType>;
  AccrualRun?: AccrualRunResolvers<ContextType>;
  Admin?: AdminResolvers<ContextType>;
  Asset?: AssetResolvers<ContextType>;
  BoosterEstimate?: BoosterEstimateResolvers<ContextType>;
  CalculatorEstimate?: CalculatorEstimateResolvers<ContextType>;
  CapacityRecord?: CapacityRecordResolvers<ContextType>;
  CapacityStatus?: CapacityStatusResolvers<ContextType>;
  Contract?: ContractResolvers<ContextType>;
  ContractAmendment?: ContractAmendmentResolvers<ContextType>;
  ContractGrant?: ContractGrantResolvers<ContextType>;
  ContractPage?: ContractPageResolvers<ContextType>;
  ContractRefund?: ContractRefundResolvers<ContextType>;
  ContractTerm?: ContractTermResolvers<ContextType>;
  ContractTransition?: ContractTransitionResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  HashpriceRecord?: HashpriceRecordResolvers<ContextType>;
  MarketParameters?: MarketParametersResolvers<ContextType>;
  MiningAuditEntry?: MiningAuditEntryResolvers<ContextType>;
  MiningAuditPage?: MiningAuditPageResolvers<ContextType>;
  MiningCalculation?: MiningCalculationResolvers<ContextType>;
  MiningCoinOverview?: MiningCoinOverviewResolvers<ContextType>;
  MiningDailyPayout?: MiningDailyPayoutResolvers<ContextType>;
  MiningOverview?: MiningOverviewResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PeriodEstimate?: PeriodEstimateResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanEstimate?: PlanEstimateResolvers<ContextType>;
  PlanFeeRecord?: PlanFeeRecordResolvers<ContextType>;
  Pledge?: PledgeResolvers<ContextType>;
  PledgeLimit?: PledgeLimitResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateUsed?: RateUsedResolvers<ContextType>;
  Referral?: ReferralResolvers<ContextType>;
  ReferralBonus?: ReferralBonusResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

