import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AdjustmentRow } from '../db/adjustments.repository';
import type { AssetRow } from '../db/assets.repository';
import type { BalancesView } from '../balances/balance.service';
import type { ContractReference } from '../resolvers/loan';
import type { DepositRow } from '../db/deposits.repository';
import type { ExchangeRateRow } from '../db/rates.repository';
import type { InclusionProof } from '../proofs/liability-proof.service';
import type { SnapshotRow } from '../db/liability-proofs.repository';
import type { LoanRow, LoanRepaymentRow } from '../db/loans.repository';
import type { PayoutRow, WithdrawalRow } from '../db/withdrawals.repository';
import type { UserReference } from '../resolvers/user';
import type { WalletWithCount } from '../db/wallets.repository';
import type { Destination } from '../withdrawals/withdrawal-rules';
import type { FundsContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
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

export type AccountBalance = {
  __typename?: 'AccountBalance';
  assetCode: Scalars['String']['output'];
  available: Money;
  held: Money;
};

/** An admin correction of a customer's balance. A different admin approves it; it then shows in the statement with its reason. */
export type Adjustment = {
  __typename?: 'Adjustment';
  /** Signed: positive credits the customer. */
  amount: Money;
  createdAt: Scalars['DateTime']['output'];
  /** Null for customers: admins are named to admins only. */
  createdBy?: Maybe<Admin>;
  createdByAdminId: Scalars['ID']['output'];
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  decidedBy?: Maybe<Admin>;
  decidedByAdminId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  rejectionReason?: Maybe<Scalars['String']['output']>;
  status: AdjustmentStatus;
  /** The customer (their name and e-mail come from identity). */
  user: User;
  userId: Scalars['ID']['output'];
};

export type AdjustmentPage = {
  __typename?: 'AdjustmentPage';
  items: Array<Adjustment>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type AdjustmentStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

/** An admin of the platform, resolved by identity (admins only). */
export type Admin = {
  __typename?: 'Admin';
  id: Scalars['ID']['output'];
};

/** A currency or coin the ledger keeps, in minor units of `scale` decimals. */
export type Asset = {
  __typename?: 'Asset';
  code: Scalars['String']['output'];
  kind: AssetKind;
  name: Scalars['String']['output'];
  scale: Scalars['Int']['output'];
};

export type AssetKind =
  | 'CRYPTO'
  | 'FIAT';

export type BalanceTargetInput = {
  assetCode: Scalars['String']['input'];
  /** The balance the admin wants the customer's available account to show. */
  target: Scalars['String']['input'];
};

/** A customer's balances, all from the ledger (DESIGN.md §6). */
export type Balances = {
  __typename?: 'Balances';
  /** Everything the customer holds, available and held, per asset with a non-zero balance. */
  all: Array<AccountBalance>;
  /** Mining balances in BTC, ETH, BNB and USDT (8 decimals), in that order. */
  mining: Array<Money>;
  /** Available trading money in the trading currency (the customer's currency until the first deposit fixes it). */
  trading: Money;
  /** Trading money held for pending withdrawals and open positions. */
  tradingHeld: Money;
  /**
   * The held trading money by what holds it: open trades' margins, running options' stakes, pending
   * withdrawals. One row per purpose with money held, in that order; the amounts add up to tradingHeld.
   */
  tradingHeldByPurpose: Array<HeldAmount>;
};

/** A mining contract (mining's); funds adds the loan against it when it is pledged. */
export type Contract = {
  __typename?: 'Contract';
  id: Scalars['ID']['output'];
  /** The contract's newest loan (open or not): its owner or an admin; null when never pledged. */
  loan?: Maybe<Loan>;
};

export type CreateDepositInput = {
  /** TRADING: the amount in the trading currency (at least 500). MINING: ignored; `price` is used. */
  amount?: InputMaybe<Scalars['String']['input']>;
  /** MINING: the card's label, e.g. 'BTC Mining (12 Months Contract)'. */
  comment?: InputMaybe<Scalars['String']['input']>;
  cryptoCurrency: CryptoCurrency;
  /** TRADING: the customer's currency (USD, EUR or GBP). */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** MINING: the plan from the contract card. */
  planId?: InputMaybe<Scalars['String']['input']>;
  /** MINING: the card's price in USD; at least the plan's price. */
  price?: InputMaybe<Scalars['String']['input']>;
  purpose: DepositPurpose;
  /** A fresh id per submission (e.g. a UUID made when the form opened): the same id again returns the first result instead of a second record. */
  requestId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateWithdrawalInput = {
  accountName?: InputMaybe<Scalars['String']['input']>;
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  amount: Scalars['String']['input'];
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** Must be the source's asset (the trading currency for TRADING). */
  currency: Scalars['String']['input'];
  iban?: InputMaybe<Scalars['String']['input']>;
  method: WithdrawalMethod;
  paypalEmail?: InputMaybe<Scalars['String']['input']>;
  /** A fresh id per submission (e.g. a UUID made when the form opened): the same id again returns the first result instead of a second record. */
  requestId?: InputMaybe<Scalars['ID']['input']>;
  routingNumber?: InputMaybe<Scalars['String']['input']>;
  source: WithdrawalSource;
  walletAddress?: InputMaybe<Scalars['String']['input']>;
};

export type CryptoCurrency =
  | 'BTC'
  | 'ETH';

/** A deposit: the customer pays the crypto amount to the address before the payment link expires. */
export type Deposit = {
  __typename?: 'Deposit';
  /** Mining: the plan label from the contract card, e.g. 'BTC Mining (12 Months Contract)'. Trading: 'Trading deposit'. */
  comment: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The admin who recorded it (admin-recorded deposits only). */
  createdBy?: Maybe<Admin>;
  /** Set for money received off-platform: an admin recorded it and a second admin must confirm it. */
  createdByAdmin: Scalars['Boolean']['output'];
  createdByAdminId?: Maybe<Scalars['ID']['output']>;
  cryptoCurrency: CryptoCurrency;
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The admin who confirmed, failed or cancelled it. */
  decidedBy?: Maybe<Admin>;
  decidedByAdminId?: Maybe<Scalars['ID']['output']>;
  failureReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Relative payment link: /payment.html?timestamp&crypto&address&cryptoprice. */
  link: Scalars['String']['output'];
  /** Whether the link's 30 minutes have passed, whoever made the deposit and whatever its status. */
  linkExpired: Scalars['Boolean']['output'];
  linkExpiresAt: Scalars['DateTime']['output'];
  /** Whether the payment link still shows the payment screen (a late payment can still be confirmed). */
  linkValid: Scalars['Boolean']['output'];
  /** Mining: the plan bought. */
  planId?: Maybe<Scalars['String']['output']>;
  /** What is bought: the trading amount, or the plan's price (USD for mining). */
  price: Money;
  /** The quoted crypto amount to pay (8 decimals) at the feed rate when the link was made. */
  priceInCrypto: Money;
  purpose: DepositPurpose;
  status: DepositStatus;
  /** Unix milliseconds when the payment link was made; it is valid for 30 minutes. */
  timestamp: Scalars['String']['output'];
  /** Recorded by the admin who confirmed it: the blockchain transaction or bank reference. */
  transactionReference?: Maybe<Scalars['String']['output']>;
  /** The customer (their name and e-mail come from identity). */
  user: User;
  userId: Scalars['ID']['output'];
  walletAddress: Scalars['String']['output'];
};

export type DepositAddresses = {
  __typename?: 'DepositAddresses';
  btc?: Maybe<Scalars['String']['output']>;
  eth?: Maybe<Scalars['String']['output']>;
};

export type DepositPage = {
  __typename?: 'DepositPage';
  items: Array<Deposit>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Deposit purpose: the legacy `code` 1 or 2. */
export type DepositPurpose =
  | 'MINING'
  | 'TRADING';

export type DepositStatus =
  /** An admin-created deposit withdrawn before it was confirmed. */
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'FAILED'
  | 'PENDING';

/** Price of one coin in usd, eur and gbp. */
export type ExchangeRate = {
  __typename?: 'ExchangeRate';
  /** Lower-case coin id as in the client state: bitcoin, ethereum, litecoin, zcash, ripple, monero, tether, binancecoin. */
  coin: Scalars['String']['output'];
  eur: Scalars['Float']['output'];
  gbp: Scalars['Float']['output'];
  source: RateSource;
  updatedAt: Scalars['DateTime']['output'];
  usd: Scalars['Float']['output'];
};

/** One audited admin action in the funds domain. */
export type FundsAuditEntry = {
  __typename?: 'FundsAuditEntry';
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

export type FundsAuditPage = {
  __typename?: 'FundsAuditPage';
  items: Array<FundsAuditEntry>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Part of a customer's held money, and what holds it. */
export type HeldAmount = {
  __typename?: 'HeldAmount';
  amount: Money;
  purpose: HoldPurpose;
};

/** What held money is held for. */
export type HoldPurpose =
  /** The stake of an option still running (settled at expiry). */
  | 'OPTION_STAKE'
  /** A withdrawal waiting for an admin (paid out or released). */
  | 'PENDING_WITHDRAWAL'
  /** The margin of an open CFD trade (released with its profit or loss when it closes). */
  | 'TRADE_MARGIN';

/** A customer's own leaf in the latest published proof, and the path from it to the root. */
export type LiabilityInclusionProof = {
  __typename?: 'LiabilityInclusionProof';
  /** Available + held per asset at publication, as hashed in the leaf (amountMinor). */
  balances: Array<Money>;
  leafHash: Scalars['String']['output'];
  leafIndex: Scalars['Int']['output'];
  /** Siblings from the leaf up to the root; a level where the node was promoted adds no step. */
  path: Array<MerklePathStep>;
  proof: LiabilityProof;
  /** The random salt hashed into the leaf, 64 lower-case hex digits. */
  salt: Scalars['String']['output'];
};

/**
 * A published proof of liabilities (DESIGN.md §6): the Merkle root over every customer's balances at one
 * instant. Leaf and node encodings are in docs/funds.md ("Proof of liabilities").
 */
export type LiabilityProof = {
  __typename?: 'LiabilityProof';
  id: Scalars['ID']['output'];
  /** How many customers (leaves) the tree has. */
  leafCount: Scalars['Int']['output'];
  publishedAt: Scalars['DateTime']['output'];
  /** The Merkle root, 64 lower-case hex digits. */
  root: Scalars['String']['output'];
  /** What the platform owes its customers per asset: the sum of every leaf. */
  totals: Array<Money>;
};

/**
 * A loan in USD against a pledged mining contract, credited to the trading balance. While it is open the
 * contract's daily payouts repay it first (converted at each day's fixing rate); the customer may repay
 * any time; at the contract's end the rest is taken from the trading balance, never below zero, and what
 * that cannot pay is the platform's loss.
 */
export type Loan = {
  __typename?: 'Loan';
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  contractId: Scalars['ID']['output'];
  /** The pledge's id (mining). */
  id: Scalars['ID']['output'];
  openedAt: Scalars['DateTime']['output'];
  outstanding: Money;
  principal: Money;
  /** Why funds did not lend; null unless REFUSED. */
  refusalReason?: Maybe<Scalars['String']['output']>;
  repaid: Money;
  /** Oldest first. */
  repayments: Array<LoanRepayment>;
  /** What the platform wrote off at settlement. */
  shortfall: Money;
  status: LoanStatus;
};

/** One repayment of a loan, as its journal transaction on the ledger. */
export type LoanRepayment = {
  __typename?: 'LoanRepayment';
  /** USD repaid. */
  amount: Money;
  at: Scalars['DateTime']['output'];
  /** PAYOUT: the coin taken from the day's payout; null otherwise. */
  coinAmount?: Maybe<Money>;
  /** PAYOUT: the UTC day of the payout. */
  day?: Maybe<Scalars['String']['output']>;
  journalId: Scalars['ID']['output'];
  /** PAYOUT: the day's fixing rate used, in USD per coin. */
  rateUsd?: Maybe<Scalars['String']['output']>;
  source: LoanRepaymentSource;
};

/** PAYOUT (a day's mining payout at its fixing rate), MANUAL (from the trading balance), SETTLEMENT (from the trading balance at the contract's end), PLATFORM_LOSS (the rest, written off by the platform). */
export type LoanRepaymentSource =
  | 'MANUAL'
  | 'PAYOUT'
  | 'PLATFORM_LOSS'
  | 'SETTLEMENT';

/** OPEN (owed), REPAID (by payouts or the customer), SETTLED (at the contract's end), REFUSED (nothing lent). */
export type LoanStatus =
  | 'OPEN'
  | 'REFUSED'
  | 'REPAID'
  | 'SETTLED';

/** One step of an inclusion path: node = SHA-256(0x01 ‖ left ‖ right), where the sibling is `side`. */
export type MerklePathStep = {
  __typename?: 'MerklePathStep';
  /** The sibling's hash, 64 lower-case hex digits. */
  hash: Scalars['String']['output'];
  side: MerkleSide;
};

/** Which side of the running hash a sibling sits on when folding an inclusion path up to the root. */
export type MerkleSide =
  | 'LEFT'
  | 'RIGHT';

/**
 * An amount of one asset. The ledger keeps bigint minor units; `amount` is the same figure as a
 * decimal string with the asset's scale (e.g. "500.00", "0.00012345"). Never a float.
 */
export type Money = {
  __typename?: 'Money';
  amount: Scalars['String']['output'];
  amountMinor: Scalars['String']['output'];
  assetCode: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Approves and posts an adjustment. ACCOUNTANT, not its creator. */
  approveAdjustment: Adjustment;
  /** Attaches a transaction link to a completed withdrawal's payout. OPERATOR. */
  attachPayoutLink: Payout;
  /** The legacy payout form: attaches the link to the one completed withdrawal to this address of this amount (net or gross), currency and day. OPERATOR. */
  attachPayoutLinkByMatch: Payout;
  /** Cancels a pending admin-created deposit. ACCOUNTANT. */
  cancelDeposit: Deposit;
  /** Completes a pending withdrawal: the hold is posted, the fee kept, a payout published. ACCOUNTANT. */
  completeWithdrawal: Withdrawal;
  /** Confirms a pending deposit: credits the ledger exactly once. ACCOUNTANT; an admin-created deposit needs a different admin. */
  confirmDeposit: Deposit;
  /** Creates a pending deposit and its 30-minute payment link. Customers, for themselves. */
  createDeposit: Deposit;
  /** Adds a deposit address to the pool. OPERATOR. */
  createWallet: Wallet;
  /** Creates a withdrawal and holds the amount. Customers with an approved identity check. */
  createWithdrawal: Withdrawal;
  /** Fails a pending deposit. ACCOUNTANT. */
  failDeposit: Deposit;
  /** Fails a pending withdrawal with a reason: the hold is released. ACCOUNTANT. */
  failWithdrawal: Withdrawal;
  /** Hides a payout from the public list (the withdrawal stays). OPERATOR. */
  hidePayout: Payout;
  /**
   * Internal (trading → funds, DESIGN.md §8): holds the viewer's margin or stake, once per holdId (the same
   * request again answers the same hold). Refusals: DEPOSIT_REQUIRED ("Please deposit to place trades") when
   * the trading balance is zero or below, INSUFFICIENT_FUNDS, HOLD_CANCELLED (trading abandoned it), INVALID_INPUT.
   */
  placeTradingHold: TradingHold;
  /** Publishes a proof of liabilities of every customer's balances now. ACCOUNTANT. The same requestId again returns the first proof. */
  publishLiabilityProof: LiabilityProof;
  /** Records money received off-platform for a customer; a second admin must confirm it. ACCOUNTANT. */
  recordDeposit: Deposit;
  /** Rejects an adjustment with a reason. ACCOUNTANT. */
  rejectAdjustment: Adjustment;
  /**
   * Repays part or all of an open loan against a pledged contract from the customer's trading balance
   * (USD), at most what is owed. The customer only. The same requestId again is the same repayment.
   */
  repayLoan: Loan;
  /** Requests a balance correction; a different admin approves it. ACCOUNTANT. */
  requestAdjustment: Adjustment;
  /** Direct Update: one pending adjustment per asset for (target − current). ACCOUNTANT. */
  requestBalanceTargets: Array<Adjustment>;
  /** Changes a wallet's address (the type stays). OPERATOR. */
  updateWallet: Wallet;
};


export type MutationApproveAdjustmentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAttachPayoutLinkArgs = {
  link: Scalars['String']['input'];
  withdrawalId: Scalars['ID']['input'];
};


export type MutationAttachPayoutLinkByMatchArgs = {
  input: PayoutMatchInput;
};


export type MutationCancelDepositArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCompleteWithdrawalArgs = {
  id: Scalars['ID']['input'];
  payoutReference?: InputMaybe<Scalars['String']['input']>;
};


export type MutationConfirmDepositArgs = {
  id: Scalars['ID']['input'];
  transactionReference?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateDepositArgs = {
  input: CreateDepositInput;
};


export type MutationCreateWalletArgs = {
  address: Scalars['String']['input'];
  type: CryptoCurrency;
};


export type MutationCreateWithdrawalArgs = {
  input: CreateWithdrawalInput;
};


export type MutationFailDepositArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationFailWithdrawalArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationHidePayoutArgs = {
  withdrawalId: Scalars['ID']['input'];
};


export type MutationPlaceTradingHoldArgs = {
  input: PlaceTradingHoldInput;
};


export type MutationPublishLiabilityProofArgs = {
  requestId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRecordDepositArgs = {
  input: RecordDepositInput;
};


export type MutationRejectAdjustmentArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRepayLoanArgs = {
  amount: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  requestId: Scalars['ID']['input'];
};


export type MutationRequestAdjustmentArgs = {
  amount: Scalars['String']['input'];
  assetCode: Scalars['String']['input'];
  reason: Scalars['String']['input'];
  requestId?: InputMaybe<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationRequestBalanceTargetsArgs = {
  reason: Scalars['String']['input'];
  targets: Array<BalanceTargetInput>;
  userId: Scalars['ID']['input'];
};


export type MutationUpdateWalletArgs = {
  address: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

/** What the public payment screen may know of a deposit: no customer, no purpose. */
export type PaymentLink = {
  __typename?: 'PaymentLink';
  cryptoCurrency: CryptoCurrency;
  expiresAt: Scalars['DateTime']['output'];
  priceInCrypto: Money;
  status: DepositStatus;
  /** Still within its 30 minutes and pending. */
  valid: Scalars['Boolean']['output'];
  walletAddress: Scalars['String']['output'];
};

/** A public payout: derived from a completed withdrawal, destination masked. */
export type Payout = {
  __typename?: 'Payout';
  amount: Money;
  completedAt: Scalars['DateTime']['output'];
  hidden: Scalars['Boolean']['output'];
  /** The withdrawal's id. */
  id: Scalars['ID']['output'];
  /** A blockchain explorer link an admin attached, if any. */
  link?: Maybe<Scalars['String']['output']>;
  maskedDestination: Scalars['String']['output'];
  method: WithdrawalMethod;
};

export type PayoutMatchInput = {
  amount: Scalars['String']['input'];
  /** The withdrawal's asset: BTC, ETH, BNB, USDT, USD, EUR or GBP. */
  currency: Scalars['String']['input'];
  /** YYYY-MM-DD (UTC) the withdrawal was completed; optional when only one withdrawal matches. */
  date?: InputMaybe<Scalars['String']['input']>;
  link: Scalars['String']['input'];
  walletAddress: Scalars['String']['input'];
};

export type PayoutPage = {
  __typename?: 'PayoutPage';
  items: Array<Payout>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/**
 * What trading asks funds to hold for the viewer (the customer opening the position): exactly one of
 * `amount` (in the customer's trading currency) or `amounts` (a copier's mirror, sized in each trading
 * currency from the same feed prices; funds holds the one in the customer's currency, INVALID_INPUT if absent).
 */
export type PlaceTradingHoldInput = {
  /** A decimal amount in the trading currency, e.g. 100.00. */
  amount?: InputMaybe<Scalars['String']['input']>;
  amounts?: InputMaybe<Array<TradingHoldAmount>>;
  holdId: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Adjustments, newest first. Admins. */
  allAdjustments: AdjustmentPage;
  /**
   * All deposits, newest first. Admins; search matches id, user id, address, comment, reference, or the deposit
   * is of one of searchCustomerIds: the customers whose e-mail or name matched the same search in identity's
   * customers query (funds keeps no e-mails or names; at most 100 ids).
   */
  allDeposits: DepositPage;
  /** Every payout including hidden ones. Admins. */
  allPayouts: PayoutPage;
  /** All withdrawals, newest first. Admins; search matches id, user id and destination. */
  allWithdrawals: WithdrawalPage;
  asset?: Maybe<Asset>;
  assets: Array<Asset>;
  /** A deposit by id: its owner or an admin. */
  deposit?: Maybe<Deposit>;
  exchangeRates: Array<ExchangeRate>;
  /** The funds domain's audit log, newest first. Admins. */
  fundsAuditLog: FundsAuditPage;
  /** The latest published proof of liabilities; public. Null until one is published. */
  latestLiabilityProof?: Maybe<LiabilityProof>;
  /** The payment screen's check of a link's query (timestamp, address); public, because the link is shared. Null when no deposit has that link. */
  paymentLink?: Maybe<PaymentLink>;
  /** Public payouts from completed withdrawals, newest first. */
  payouts: PayoutPage;
  wallet?: Maybe<Wallet>;
  /** The deposit address pool. Admins. */
  wallets: Array<Wallet>;
  /** A withdrawal by id: its owner or an admin. */
  withdrawal?: Maybe<Withdrawal>;
  /**
   * The published withdrawal rules for the signed-in customer, shown before any deposit (DESIGN.md §2.7).
   * The trading rule is in their trading currency; until the first trading deposit fixes it, in
   * `currency` (the customer's chosen USD, EUR or GBP), or left out when that is not given.
   */
  withdrawalRules: Array<WithdrawalRule>;
};


export type QueryAllAdjustmentsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<AdjustmentStatus>;
};


export type QueryAllDepositsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  searchCustomerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  status?: InputMaybe<DepositStatus>;
};


export type QueryAllPayoutsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAllWithdrawalsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<WithdrawalStatus>;
};


export type QueryAssetArgs = {
  code: Scalars['String']['input'];
};


export type QueryDepositArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFundsAuditLogArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPaymentLinkArgs = {
  address: Scalars['String']['input'];
  timestamp: Scalars['String']['input'];
};


export type QueryPayoutsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWalletArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWalletsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWithdrawalArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWithdrawalRulesArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
};

export type RateSource =
  /** The built-in fallback, used until the feed has priced the coin. */
  | 'FALLBACK'
  /** Derived from live feed ticks. */
  | 'FEED';

export type RecordDepositInput = {
  /** In the customer's trading currency (TRADING) or USD (MINING). */
  amount: Scalars['String']['input'];
  comment: Scalars['String']['input'];
  cryptoCurrency: CryptoCurrency;
  currency: Scalars['String']['input'];
  planId?: InputMaybe<Scalars['String']['input']>;
  purpose: DepositPurpose;
  /** A fresh id per submission (e.g. a UUID made when the form opened): the same id again returns the first result instead of a second record. */
  requestId?: InputMaybe<Scalars['ID']['input']>;
  /** The bank or blockchain reference of the money received. May be left for the second admin, who must name it to confirm. */
  transactionReference?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};

/** What a statement line records. */
export type StatementEntryKind =
  | 'ADJUSTMENT'
  | 'DEPOSIT'
  | 'LOAN_OPENED'
  | 'LOAN_REPAYMENT'
  | 'LOAN_WRITTEN_OFF'
  | 'MINING_ACCRUAL'
  | 'MINING_PURCHASE'
  | 'MINING_REFUND'
  | 'MINING_REINVEST'
  | 'OPTION_SETTLEMENT'
  | 'OPTION_STAKE_HOLD'
  | 'TRADE_MARGIN_HOLD'
  | 'TRADE_SETTLEMENT'
  | 'TRADE_VOID'
  | 'TRADE_VOID_REVERSAL'
  | 'TRADING_HOLD_VOID'
  | 'WITHDRAWAL_HOLD'
  | 'WITHDRAWAL_PAID'
  | 'WITHDRAWAL_RELEASED';

/** One line of a customer's statement: a posting on their available or held account. */
export type StatementLine = {
  __typename?: 'StatementLine';
  /** AVAILABLE or HELD */
  account: Scalars['String']['output'];
  /** Signed change. */
  amount: Money;
  at: Scalars['DateTime']['output'];
  balanceAfter: Money;
  /** The note in English, as the legacy API and the admin panel show it. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** What the posting records; the customer's screens word it in the reader's language. */
  kind: StatementEntryKind;
  /** The same note as a code and its parameters, for the reader's language; null for an old entry whose English note could not be read back. */
  note?: Maybe<StatementNote>;
  referenceId: Scalars['String']['output'];
  /** The deposit, withdrawal or adjustment this line belongs to. */
  referenceType: Scalars['String']['output'];
};

/**
 * A statement line's note: a code the client words in the reader's language, with the values it names.
 * Values are shown as they are (amounts, days, an operator's reason), except method (BITCOIN, ETHEREUM,
 * PAYPAL, BANK) and closedBy (CUSTOMER, TAKE_PROFIT, STOP_LOSS, CLOSE_OUT, ADMIN), which are codes too.
 */
export type StatementNote = {
  __typename?: 'StatementNote';
  code: StatementNoteCode;
  params: Array<StatementNoteParam>;
};

/** Every note a statement line can carry (services/funds/src/ledger/notes.ts has each one's English wording). */
export type StatementNoteCode =
  | 'ADJUSTMENT'
  | 'BOOSTER_REINVESTED'
  | 'COPIED_TRADE_CLOSED'
  | 'HOLD_RELEASED_NOT_OPENED'
  | 'LOAN_OPENED'
  | 'LOAN_REPAID_FROM_BALANCE'
  | 'LOAN_REPAID_FROM_OUTPUT'
  | 'LOAN_SETTLED_CONTRACT_EXPIRED'
  | 'LOAN_SETTLED_CONTRACT_TERMINATED'
  | 'LOAN_WRITTEN_OFF_CONTRACT_EXPIRED'
  | 'LOAN_WRITTEN_OFF_CONTRACT_TERMINATED'
  | 'MINING_OUTPUT'
  | 'MINING_PURCHASE'
  | 'OPTION_LOST'
  | 'OPTION_STAKE_HELD'
  | 'OPTION_TIED'
  | 'OPTION_WON'
  | 'REFUND_ENDED_BY_SUPPORT'
  | 'REFUND_SOLD_OUT'
  | 'TRADE_CLOSED'
  | 'TRADE_MARGIN_HELD'
  | 'TRADE_VOIDED_LOSS_REFUNDED'
  | 'TRADE_VOIDED_MARGIN_RELEASED'
  | 'TRADE_VOIDED_PROFIT_PARTLY_REVERSED'
  | 'TRADE_VOIDED_PROFIT_REVERSED'
  | 'TRADING_DEPOSIT'
  | 'TRADING_DEPOSIT_NOTED'
  | 'WITHDRAWAL_FAILED'
  | 'WITHDRAWAL_HELD'
  | 'WITHDRAWAL_PAID';

export type StatementNoteParam = {
  __typename?: 'StatementNoteParam';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type StatementPage = {
  __typename?: 'StatementPage';
  items: Array<StatementLine>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/**
 * Trading's hold of a position's margin or stake, in the customer's trading currency. Internal: only the
 * trading subgraph asks for it, with the internal secret; it is not part of the public graph.
 */
export type TradingHold = {
  __typename?: 'TradingHold';
  amount: Money;
  /** trade:<uuid> or option:<uuid>: the position trading is about to open. */
  holdId: Scalars['ID']['output'];
  /** PENDING while the position is open; POSTED once settled. */
  status: Scalars['String']['output'];
};

/** One of the amounts trading offers for a copier's mirror: a decimal in one trading currency. */
export type TradingHoldAmount = {
  amount: Scalars['String']['input'];
  currency: Scalars['String']['input'];
};

/** The customer, owned by identity; funds adds their balances and records. Every field funds adds is nullable so a funds outage leaves the rest of the customer readable: the field is then null, with an error whose `extensions.code` is `UNAVAILABLE` (reason `SERVICE_UNAVAILABLE`, `details.service` `funds`). */
export type User = {
  __typename?: 'User';
  adjustments?: Maybe<AdjustmentPage>;
  balances?: Maybe<Balances>;
  /** From identity: the customer's chosen currency (USD, EUR or GBP). */
  currency: Scalars['String']['output'];
  /** The customer's sticky deposit addresses (assigned on first use). */
  depositAddresses?: Maybe<DepositAddresses>;
  deposits?: Maybe<DepositPage>;
  id: Scalars['ID']['output'];
  /** The customer's inclusion proof in the latest published proof of liabilities; the customer only. Null when none is published or they were owed nothing then. */
  liabilityProof?: Maybe<LiabilityInclusionProof>;
  /** What the customer owes on loans against pledged mining contracts (USD); a withdrawal may not take the trading balance below it. */
  loansOwed?: Maybe<Money>;
  pendingDepositCount?: Maybe<Scalars['Int']['output']>;
  pendingWithdrawalCount?: Maybe<Scalars['Int']['output']>;
  /** Postings on the customer's accounts, newest first; `assetCode` narrows to one asset. */
  statement?: Maybe<StatementPage>;
  withdrawals?: Maybe<WithdrawalPage>;
};


/** The customer, owned by identity; funds adds their balances and records. Every field funds adds is nullable so a funds outage leaves the rest of the customer readable: the field is then null, with an error whose `extensions.code` is `UNAVAILABLE` (reason `SERVICE_UNAVAILABLE`, `details.service` `funds`). */
export type UserAdjustmentsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The customer, owned by identity; funds adds their balances and records. Every field funds adds is nullable so a funds outage leaves the rest of the customer readable: the field is then null, with an error whose `extensions.code` is `UNAVAILABLE` (reason `SERVICE_UNAVAILABLE`, `details.service` `funds`). */
export type UserDepositsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The customer, owned by identity; funds adds their balances and records. Every field funds adds is nullable so a funds outage leaves the rest of the customer readable: the field is then null, with an error whose `extensions.code` is `UNAVAILABLE` (reason `SERVICE_UNAVAILABLE`, `details.service` `funds`). */
export type UserStatementArgs = {
  assetCode?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The customer, owned by identity; funds adds their balances and records. Every field funds adds is nullable so a funds outage leaves the rest of the customer readable: the field is then null, with an error whose `extensions.code` is `UNAVAILABLE` (reason `SERVICE_UNAVAILABLE`, `details.service` `funds`). */
export type UserWithdrawalsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A deposit address of the pool (the admin's wallets); customers get one of each type, sticky. */
export type Wallet = {
  __typename?: 'Wallet';
  address: Scalars['String']['output'];
  /** How many customers have this address. */
  assignedCount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** 1 Bitcoin, 2 Ethereum in the legacy API. */
  type: CryptoCurrency;
  updatedAt: Scalars['DateTime']['output'];
};

/** A withdrawal: the amount is held at once; an admin completes it (the fee is deducted from the amount) or fails it (the hold is released). */
export type Withdrawal = {
  __typename?: 'Withdrawal';
  amount: Money;
  createdAt: Scalars['DateTime']['output'];
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The admin who completed or failed it. */
  decidedBy?: Maybe<Admin>;
  decidedByAdminId?: Maybe<Scalars['ID']['output']>;
  destination: WithdrawalDestination;
  failureReason?: Maybe<Scalars['String']['output']>;
  fee: Money;
  id: Scalars['ID']['output'];
  method: WithdrawalMethod;
  /** What the customer receives: amount − fee. */
  netAmount: Money;
  payoutReference?: Maybe<Scalars['String']['output']>;
  source: WithdrawalSource;
  status: WithdrawalStatus;
  /** The customer (their name and e-mail come from identity). */
  user: User;
  userId: Scalars['ID']['output'];
};

export type WithdrawalDestination = {
  __typename?: 'WithdrawalDestination';
  accountName?: Maybe<Scalars['String']['output']>;
  accountNumber?: Maybe<Scalars['String']['output']>;
  bankName?: Maybe<Scalars['String']['output']>;
  iban?: Maybe<Scalars['String']['output']>;
  paypalEmail?: Maybe<Scalars['String']['output']>;
  routingNumber?: Maybe<Scalars['String']['output']>;
  walletAddress?: Maybe<Scalars['String']['output']>;
};

export type WithdrawalMethod =
  | 'BANK'
  | 'BITCOIN'
  | 'ETHEREUM'
  | 'PAYPAL';

export type WithdrawalPage = {
  __typename?: 'WithdrawalPage';
  items: Array<Withdrawal>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The published withdrawal rules for one source, shown in the form before anything is submitted. */
export type WithdrawalRule = {
  __typename?: 'WithdrawalRule';
  assetCode: Scalars['String']['output'];
  /** Fee in percent of the amount, deducted from it (never charged separately). */
  feePercent: Scalars['String']['output'];
  /** Withdrawals need an approved identity check. */
  identityCheckRequired: Scalars['Boolean']['output'];
  methods: Array<WithdrawalMethod>;
  minimum: Money;
  /** The smallest fee charged, deducted from the amount. */
  minimumFee: Money;
  source: WithdrawalSource;
};

/** Where a withdrawal is taken from: the legacy `from` 1 to 5. */
export type WithdrawalSource =
  | 'BNB_MINING'
  | 'BTC_MINING'
  | 'ETH_MINING'
  | 'TRADING'
  | 'USDT_MINING';

export type WithdrawalStatus =
  | 'COMPLETED'
  | 'FAILED'
  | 'PENDING';



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
  Adjustment: Adjustment;
  Asset: Asset;
  Contract: Contract;
  Deposit: Deposit;
  User: User;
  Withdrawal: Withdrawal;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Adjustment:
    ( { __typename: 'Adjustment' }
    & GraphQLRecursivePick<FederationTypes['Adjustment'], {"id":true}> );
  Asset:
    ( { __typename: 'Asset' }
    & GraphQLRecursivePick<FederationTypes['Asset'], {"code":true}> );
  Contract:
    ( { __typename: 'Contract' }
    & GraphQLRecursivePick<FederationTypes['Contract'], {"id":true}> );
  Deposit:
    ( { __typename: 'Deposit' }
    & GraphQLRecursivePick<FederationTypes['Deposit'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}>
    & ( Record<PropertyKey, never>
        | GraphQLRecursivePick<FederationTypes['User'], {"currency":true}> ) );
  Withdrawal:
    ( { __typename: 'Withdrawal' }
    & GraphQLRecursivePick<FederationTypes['Withdrawal'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountBalance: ResolverTypeWrapper<AccountBalance>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Adjustment: ResolverTypeWrapper<AdjustmentRow>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  AdjustmentPage: ResolverTypeWrapper<Omit<AdjustmentPage, 'items'> & { items: Array<ResolversTypes['Adjustment']> }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  AdjustmentStatus: AdjustmentStatus;
  Admin: ResolverTypeWrapper<Admin>;
  Asset: ResolverTypeWrapper<AssetRow>;
  AssetKind: AssetKind;
  BalanceTargetInput: BalanceTargetInput;
  Balances: ResolverTypeWrapper<BalancesView>;
  Contract: ResolverTypeWrapper<ContractReference>;
  CreateDepositInput: CreateDepositInput;
  CreateWithdrawalInput: CreateWithdrawalInput;
  CryptoCurrency: CryptoCurrency;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Deposit: ResolverTypeWrapper<DepositRow>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DepositAddresses: ResolverTypeWrapper<DepositAddresses>;
  DepositPage: ResolverTypeWrapper<Omit<DepositPage, 'items'> & { items: Array<ResolversTypes['Deposit']> }>;
  DepositPurpose: DepositPurpose;
  DepositStatus: DepositStatus;
  ExchangeRate: ResolverTypeWrapper<ExchangeRateRow>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FundsAuditEntry: ResolverTypeWrapper<FundsAuditEntry>;
  FundsAuditPage: ResolverTypeWrapper<FundsAuditPage>;
  HeldAmount: ResolverTypeWrapper<HeldAmount>;
  HoldPurpose: HoldPurpose;
  LiabilityInclusionProof: ResolverTypeWrapper<InclusionProof>;
  LiabilityProof: ResolverTypeWrapper<SnapshotRow>;
  Loan: ResolverTypeWrapper<LoanRow>;
  LoanRepayment: ResolverTypeWrapper<LoanRepaymentRow>;
  LoanRepaymentSource: LoanRepaymentSource;
  LoanStatus: LoanStatus;
  MerklePathStep: ResolverTypeWrapper<MerklePathStep>;
  MerkleSide: MerkleSide;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PaymentLink: ResolverTypeWrapper<DepositRow>;
  Payout: ResolverTypeWrapper<PayoutRow>;
  PayoutMatchInput: PayoutMatchInput;
  PayoutPage: ResolverTypeWrapper<Omit<PayoutPage, 'items'> & { items: Array<ResolversTypes['Payout']> }>;
  PlaceTradingHoldInput: PlaceTradingHoldInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateSource: RateSource;
  RecordDepositInput: RecordDepositInput;
  StatementEntryKind: StatementEntryKind;
  StatementLine: ResolverTypeWrapper<StatementLine>;
  StatementNote: ResolverTypeWrapper<StatementNote>;
  StatementNoteCode: StatementNoteCode;
  StatementNoteParam: ResolverTypeWrapper<StatementNoteParam>;
  StatementPage: ResolverTypeWrapper<StatementPage>;
  TradingHold: ResolverTypeWrapper<TradingHold>;
  TradingHoldAmount: TradingHoldAmount;
  User: ResolverTypeWrapper<UserReference>;
  Wallet: ResolverTypeWrapper<WalletWithCount>;
  Withdrawal: ResolverTypeWrapper<WithdrawalRow>;
  WithdrawalDestination: ResolverTypeWrapper<Destination>;
  WithdrawalMethod: WithdrawalMethod;
  WithdrawalPage: ResolverTypeWrapper<Omit<WithdrawalPage, 'items'> & { items: Array<ResolversTypes['Withdrawal']> }>;
  WithdrawalRule: ResolverTypeWrapper<WithdrawalRule>;
  WithdrawalSource: WithdrawalSource;
  WithdrawalStatus: WithdrawalStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountBalance: AccountBalance;
  String: Scalars['String']['output'];
  Adjustment: AdjustmentRow;
  ID: Scalars['ID']['output'];
  AdjustmentPage: Omit<AdjustmentPage, 'items'> & { items: Array<ResolversParentTypes['Adjustment']> };
  Int: Scalars['Int']['output'];
  Admin: Admin;
  Asset: AssetRow;
  BalanceTargetInput: BalanceTargetInput;
  Balances: BalancesView;
  Contract: ContractReference;
  CreateDepositInput: CreateDepositInput;
  CreateWithdrawalInput: CreateWithdrawalInput;
  DateTime: Scalars['DateTime']['output'];
  Deposit: DepositRow;
  Boolean: Scalars['Boolean']['output'];
  DepositAddresses: DepositAddresses;
  DepositPage: Omit<DepositPage, 'items'> & { items: Array<ResolversParentTypes['Deposit']> };
  ExchangeRate: ExchangeRateRow;
  Float: Scalars['Float']['output'];
  FundsAuditEntry: FundsAuditEntry;
  FundsAuditPage: FundsAuditPage;
  HeldAmount: HeldAmount;
  LiabilityInclusionProof: InclusionProof;
  LiabilityProof: SnapshotRow;
  Loan: LoanRow;
  LoanRepayment: LoanRepaymentRow;
  MerklePathStep: MerklePathStep;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  PaymentLink: DepositRow;
  Payout: PayoutRow;
  PayoutMatchInput: PayoutMatchInput;
  PayoutPage: Omit<PayoutPage, 'items'> & { items: Array<ResolversParentTypes['Payout']> };
  PlaceTradingHoldInput: PlaceTradingHoldInput;
  Query: Record<PropertyKey, never>;
  RecordDepositInput: RecordDepositInput;
  StatementLine: StatementLine;
  StatementNote: StatementNote;
  StatementNoteParam: StatementNoteParam;
  StatementPage: StatementPage;
  TradingHold: TradingHold;
  TradingHoldAmount: TradingHoldAmount;
  User: UserReference;
  Wallet: WalletWithCount;
  Withdrawal: WithdrawalRow;
  WithdrawalDestination: Destination;
  WithdrawalPage: Omit<WithdrawalPage, 'items'> & { items: Array<ResolversParentTypes['Withdrawal']> };
  WithdrawalRule: WithdrawalRule;
};

export type AccountBalanceResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['AccountBalance'] = ResolversParentTypes['AccountBalance']> = {
  assetCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  held?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type AdjustmentResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['Adjustment'] = ResolversParentTypes['Adjustment'], FederationReferenceType extends FederationReferenceTypes['Adjustment'] = FederationReferenceTypes['Adjustment']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Adjustment']> | FederationReferenceType, FederationReferenceType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Admin']>, ParentType, ContextType>;
  createdByAdminId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['Admin']>, ParentType, ContextType>;
  decidedByAdminId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AdjustmentStatus'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AdjustmentPageResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['AdjustmentPage'] = ResolversParentTypes['AdjustmentPage']> = {
  items?: Resolver<Array<ResolversTypes['Adjustment']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['Admin'] = ResolversParentTypes['Admin']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AssetResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['Asset'] = ResolversParentTypes['Asset'], FederationReferenceType extends FederationReferenceTypes['Asset'] = FederationReferenceTypes['Asset']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Asset']> | FederationReferenceType, FederationReferenceType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AssetKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scale?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BalancesResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['Balances'] = ResolversParentTypes['Balances']> = {
  all?: Resolver<Array<ResolversTypes['AccountBalance']>, ParentType, ContextType>;
  mining?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  trading?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tradingHeld?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tradingHeldByPurpose?: Resolver<Array<ResolversTypes['HeldAmount']>, ParentType, ContextType>;
};

export type ContractResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['Contract'] = ResolversParentTypes['Contract'], FederationReferenceType extends FederationReferenceTypes['Contract'] = FederationReferenceTypes['Contract']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Contract']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loan?: Resolver<Maybe<ResolversTypes['Loan']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DepositResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['Deposit'] = ResolversParentTypes['Deposit'], FederationReferenceType extends FederationReferenceTypes['Deposit'] = FederationReferenceTypes['Deposit']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Deposit']> | FederationReferenceType, FederationReferenceType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Admin']>, ParentType, ContextType>;
  createdByAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdByAdminId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cryptoCurrency?: Resolver<ResolversTypes['CryptoCurrency'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['Admin']>, ParentType, ContextType>;
  decidedByAdminId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  linkValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  planId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceInCrypto?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['DepositPurpose'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DepositStatus'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  walletAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DepositAddressesResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['DepositAddresses'] = ResolversParentTypes['DepositAddresses']> = {
  btc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DepositPageResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['DepositPage'] = ResolversParentTypes['DepositPage']> = {
  items?: Resolver<Array<ResolversTypes['Deposit']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExchangeRateResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['ExchangeRate'] = ResolversParentTypes['ExchangeRate']> = {
  coin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eur?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  gbp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['RateSource'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type FundsAuditEntryResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['FundsAuditEntry'] = ResolversParentTypes['FundsAuditEntry']> = {
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

export type FundsAuditPageResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['FundsAuditPage'] = ResolversParentTypes['FundsAuditPage']> = {
  items?: Resolver<Array<ResolversTypes['FundsAuditEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HeldAmountResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['HeldAmount'] = ResolversParentTypes['HeldAmount']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['HoldPurpose'], ParentType, ContextType>;
};

export type LiabilityInclusionProofResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['LiabilityInclusionProof'] = ResolversParentTypes['LiabilityInclusionProof']> = {
  balances?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  leafHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leafIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<Array<ResolversTypes['MerklePathStep']>, ParentType, ContextType>;
  proof?: Resolver<ResolversTypes['LiabilityProof'], ParentType, ContextType>;
  salt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LiabilityProofResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['LiabilityProof'] = ResolversParentTypes['LiabilityProof']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leafCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  root?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type LoanResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['Loan'] = ResolversParentTypes['Loan']> = {
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  principal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refusalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  repaid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  repayments?: Resolver<Array<ResolversTypes['LoanRepayment']>, ParentType, ContextType>;
  shortfall?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LoanStatus'], ParentType, ContextType>;
};

export type LoanRepaymentResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['LoanRepayment'] = ResolversParentTypes['LoanRepayment']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  coinAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  day?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  journalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rateUsd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['LoanRepaymentSource'], ParentType, ContextType>;
};

export type MerklePathStepResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['MerklePathStep'] = ResolversParentTypes['MerklePathStep']> = {
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['MerkleSide'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amountMinor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assetCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  approveAdjustment?: Resolver<ResolversTypes['Adjustment'], ParentType, ContextType, RequireFields<MutationApproveAdjustmentArgs, 'id'>>;
  attachPayoutLink?: Resolver<ResolversTypes['Payout'], ParentType, ContextType, RequireFields<MutationAttachPayoutLinkArgs, 'link' | 'withdrawalId'>>;
  attachPayoutLinkByMatch?: Resolver<ResolversTypes['Payout'], ParentType, ContextType, RequireFields<MutationAttachPayoutLinkByMatchArgs, 'input'>>;
  cancelDeposit?: Resolver<ResolversTypes['Deposit'], ParentType, ContextType, RequireFields<MutationCancelDepositArgs, 'id'>>;
  completeWithdrawal?: Resolver<ResolversTypes['Withdrawal'], ParentType, ContextType, RequireFields<MutationCompleteWithdrawalArgs, 'id'>>;
  confirmDeposit?: Resolver<ResolversTypes['Deposit'], ParentType, ContextType, RequireFields<MutationConfirmDepositArgs, 'id'>>;
  createDeposit?: Resolver<ResolversTypes['Deposit'], ParentType, ContextType, RequireFields<MutationCreateDepositArgs, 'input'>>;
  createWallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType, RequireFields<MutationCreateWalletArgs, 'address' | 'type'>>;
  createWithdrawal?: Resolver<ResolversTypes['Withdrawal'], ParentType, ContextType, RequireFields<MutationCreateWithdrawalArgs, 'input'>>;
  failDeposit?: Resolver<ResolversTypes['Deposit'], ParentType, ContextType, RequireFields<MutationFailDepositArgs, 'id'>>;
  failWithdrawal?: Resolver<ResolversTypes['Withdrawal'], ParentType, ContextType, RequireFields<MutationFailWithdrawalArgs, 'id' | 'reason'>>;
  hidePayout?: Resolver<ResolversTypes['Payout'], ParentType, ContextType, RequireFields<MutationHidePayoutArgs, 'withdrawalId'>>;
  placeTradingHold?: Resolver<ResolversTypes['TradingHold'], ParentType, ContextType, RequireFields<MutationPlaceTradingHoldArgs, 'input'>>;
  publishLiabilityProof?: Resolver<ResolversTypes['LiabilityProof'], ParentType, ContextType, Partial<MutationPublishLiabilityProofArgs>>;
  recordDeposit?: Resolver<ResolversTypes['Deposit'], ParentType, ContextType, RequireFields<MutationRecordDepositArgs, 'input'>>;
  rejectAdjustment?: Resolver<ResolversTypes['Adjustment'], ParentType, ContextType, RequireFields<MutationRejectAdjustmentArgs, 'id' | 'reason'>>;
  repayLoan?: Resolver<ResolversTypes['Loan'], ParentType, ContextType, RequireFields<MutationRepayLoanArgs, 'amount' | 'id' | 'requestId'>>;
  requestAdjustment?: Resolver<ResolversTypes['Adjustment'], ParentType, ContextType, RequireFields<MutationRequestAdjustmentArgs, 'amount' | 'assetCode' | 'reason' | 'userId'>>;
  requestBalanceTargets?: Resolver<Array<ResolversTypes['Adjustment']>, ParentType, ContextType, RequireFields<MutationRequestBalanceTargetsArgs, 'reason' | 'targets' | 'userId'>>;
  updateWallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType, RequireFields<MutationUpdateWalletArgs, 'address' | 'id'>>;
};

export type PaymentLinkResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['PaymentLink'] = ResolversParentTypes['PaymentLink']> = {
  cryptoCurrency?: Resolver<ResolversTypes['CryptoCurrency'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  priceInCrypto?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DepositStatus'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  walletAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayoutResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['Payout'] = ResolversParentTypes['Payout']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  completedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maskedDestination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['WithdrawalMethod'], ParentType, ContextType>;
};

export type PayoutPageResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['PayoutPage'] = ResolversParentTypes['PayoutPage']> = {
  items?: Resolver<Array<ResolversTypes['Payout']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  allAdjustments?: Resolver<ResolversTypes['AdjustmentPage'], ParentType, ContextType, RequireFields<QueryAllAdjustmentsArgs, 'page' | 'pageSize'>>;
  allDeposits?: Resolver<ResolversTypes['DepositPage'], ParentType, ContextType, RequireFields<QueryAllDepositsArgs, 'page' | 'pageSize'>>;
  allPayouts?: Resolver<ResolversTypes['PayoutPage'], ParentType, ContextType, RequireFields<QueryAllPayoutsArgs, 'page' | 'pageSize'>>;
  allWithdrawals?: Resolver<ResolversTypes['WithdrawalPage'], ParentType, ContextType, RequireFields<QueryAllWithdrawalsArgs, 'page' | 'pageSize'>>;
  asset?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType, RequireFields<QueryAssetArgs, 'code'>>;
  assets?: Resolver<Array<ResolversTypes['Asset']>, ParentType, ContextType>;
  deposit?: Resolver<Maybe<ResolversTypes['Deposit']>, ParentType, ContextType, RequireFields<QueryDepositArgs, 'id'>>;
  exchangeRates?: Resolver<Array<ResolversTypes['ExchangeRate']>, ParentType, ContextType>;
  fundsAuditLog?: Resolver<ResolversTypes['FundsAuditPage'], ParentType, ContextType, RequireFields<QueryFundsAuditLogArgs, 'page' | 'pageSize'>>;
  latestLiabilityProof?: Resolver<Maybe<ResolversTypes['LiabilityProof']>, ParentType, ContextType>;
  paymentLink?: Resolver<Maybe<ResolversTypes['PaymentLink']>, ParentType, ContextType, RequireFields<QueryPaymentLinkArgs, 'address' | 'timestamp'>>;
  payouts?: Resolver<ResolversTypes['PayoutPage'], ParentType, ContextType, RequireFields<QueryPayoutsArgs, 'page' | 'pageSize'>>;
  wallet?: Resolver<Maybe<ResolversTypes['Wallet']>, ParentType, ContextType, RequireFields<QueryWalletArgs, 'id'>>;
  wallets?: Resolver<Array<ResolversTypes['Wallet']>, ParentType, ContextType, Partial<QueryWalletsArgs>>;
  withdrawal?: Resolver<Maybe<ResolversTypes['Withdrawal']>, ParentType, ContextType, RequireFields<QueryWithdrawalArgs, 'id'>>;
  withdrawalRules?: Resolver<Array<ResolversTypes['WithdrawalRule']>, ParentType, ContextType, Partial<QueryWithdrawalRulesArgs>>;
};

export type StatementLineResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['StatementLine'] = ResolversParentTypes['StatementLine']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  balanceAfter?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StatementEntryKind'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['StatementNote']>, ParentType, ContextType>;
  referenceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referenceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatementNoteResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['StatementNote'] = ResolversParentTypes['StatementNote']> = {
  code?: Resolver<ResolversTypes['StatementNoteCode'], ParentType, ContextType>;
  params?: Resolver<Array<ResolversTypes['StatementNoteParam']>, ParentType, ContextType>;
};

export type StatementNoteParamResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['StatementNoteParam'] = ResolversParentTypes['StatementNoteParam']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatementPageResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['StatementPage'] = ResolversParentTypes['StatementPage']> = {
  items?: Resolver<Array<ResolversTypes['StatementLine']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TradingHoldResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['TradingHold'] = ResolversParentTypes['TradingHold']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  holdId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  adjustments?: Resolver<Maybe<ResolversTypes['AdjustmentPage']>, ParentType, ContextType, RequireFields<UserAdjustmentsArgs, 'page' | 'pageSize'>>;
  balances?: Resolver<Maybe<ResolversTypes['Balances']>, ParentType, ContextType>;
  depositAddresses?: Resolver<Maybe<ResolversTypes['DepositAddresses']>, ParentType, ContextType>;
  deposits?: Resolver<Maybe<ResolversTypes['DepositPage']>, ParentType, ContextType, RequireFields<UserDepositsArgs, 'page' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  liabilityProof?: Resolver<Maybe<ResolversTypes['LiabilityInclusionProof']>, ParentType, ContextType>;
  loansOwed?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  pendingDepositCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pendingWithdrawalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  statement?: Resolver<Maybe<ResolversTypes['StatementPage']>, ParentType, ContextType, RequireFields<UserStatementArgs, 'page' | 'pageSize'>>;
  withdrawals?: Resolver<Maybe<ResolversTypes['WithdrawalPage']>, ParentType, ContextType, RequireFields<UserWithdrawalsArgs, 'page' | 'pageSize'>>;
};

export type WalletResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['Wallet'] = ResolversParentTypes['Wallet']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assignedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CryptoCurrency'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type WithdrawalResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['Withdrawal'] = ResolversParentTypes['Withdrawal'], FederationReferenceType extends FederationReferenceTypes['Withdrawal'] = FederationReferenceTypes['Withdrawal']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Withdrawal']> | FederationReferenceType, FederationReferenceType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['Admin']>, ParentType, ContextType>;
  decidedByAdminId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['WithdrawalDestination'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['WithdrawalMethod'], ParentType, ContextType>;
  netAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  payoutReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['WithdrawalSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WithdrawalStatus'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WithdrawalDestinationResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['WithdrawalDestination'] = ResolversParentTypes['WithdrawalDestination']> = {
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paypalEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  routingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  walletAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WithdrawalPageResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['WithdrawalPage'] = ResolversParentTypes['WithdrawalPage']> = {
  items?: Resolver<Array<ResolversTypes['Withdrawal']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WithdrawalRuleResolvers<ContextType = FundsContext, ParentType extends ResolversParentTypes['WithdrawalRule'] = ResolversParentTypes['WithdrawalRule']> = {
  assetCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feePercent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identityCheckRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['WithdrawalMethod']>, ParentType, ContextType>;
  minimum?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  minimumFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['WithdrawalSource'], ParentType, ContextType>;
};

export type Resolvers<ContextType = FundsContext> = {
  AccountBalance?: AccountBalanceResolvers<ContextType>;
  Adjustment?: AdjustmentResolvers<ContextType>;
  AdjustmentPage?: AdjustmentPageResolvers<ContextType>;
  Admin?: AdminResolvers<ContextType>;
  Asset?: AssetResolvers<ContextType>;
  Balances?: BalancesResolvers<ContextType>;
  Contract?: ContractResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Deposit?: DepositResolvers<ContextType>;
  DepositAddresses?: DepositAddressesResolvers<ContextType>;
  DepositPage?: DepositPageResolvers<ContextType>;
  ExchangeRate?: ExchangeRateResolvers<ContextType>;
  FundsAuditEntry?: FundsAuditEntryResolvers<ContextType>;
  FundsAuditPage?: FundsAuditPageResolvers<ContextType>;
  HeldAmount?: HeldAmountResolvers<ContextType>;
  LiabilityInclusionProof?: LiabilityInclusionProofResolvers<ContextType>;
  LiabilityProof?: LiabilityProofResolvers<ContextType>;
  Loan?: LoanResolvers<ContextType>;
  LoanRepayment?: LoanRepaymentResolvers<ContextType>;
  MerklePathStep?: MerklePathStepResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PaymentLink?: PaymentLinkResolvers<ContextType>;
  Payout?: PayoutResolvers<ContextType>;
  PayoutPage?: PayoutPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  StatementLine?: StatementLineResolvers<ContextType>;
  StatementNote?: StatementNoteResolvers<ContextType>;
  StatementNoteParam?: StatementNoteParamResolvers<ContextType>;
  StatementPage?: StatementPageResolvers<ContextType>;
  TradingHold?: TradingHoldResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Wallet?: WalletResolvers<ContextType>;
  Withdrawal?: WithdrawalResolvers<ContextType>;
  WithdrawalDestination?: WithdrawalDestinationResolvers<ContextType>;
  WithdrawalPage?: WithdrawalPageResolvers<ContextType>;
  WithdrawalRule?: WithdrawalRuleResolvers<ContextType>;
};

