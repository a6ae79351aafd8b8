/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddressInput = {
  city: string;
  /** An ISO 3166-1 alpha-2 code, or a country's name in en, ru, de, es or fr; anything else is refused (COUNTRY_NOT_RECOGNISED). */
  country: string;
  postCode: string;
  state: string;
  streetAddress: string;
};

export type Coin =
  | 'BNB'
  | 'BTC'
  | 'ETH'
  | 'USDT';

export type ContactMessageInput = {
  /** Optional, at most 5,000 characters. */
  body?: string | null | undefined;
  /** A valid address, at most 254 characters. */
  email: string;
  /** en, ru, de, es or fr; others become en. */
  language: string;
  /** 1 to 100 characters. */
  name: string;
  /** 6 to 32 characters: digits, spaces and + ( ) - only. */
  phone: string;
  /** 1 to 200 characters. */
  subject: string;
};

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

/** MONTHS when a contract runs its plan's whole months, DAYS when its term is a number of days of its own. */
export type ContractTermUnit =
  | 'DAYS'
  | 'MONTHS';

export type CreateDepositInput = {
  /** TRADING: the amount in the trading currency (at least 500). MINING: ignored; `price` is used. */
  amount?: string | null | undefined;
  /** MINING: the card's label, e.g. 'BTC Mining (12 Months Contract)'. */
  comment?: string | null | undefined;
  cryptoCurrency: CryptoCurrency;
  /** TRADING: the customer's currency (USD, EUR or GBP). */
  currency?: string | null | undefined;
  /** MINING: the plan from the contract card. */
  planId?: string | null | undefined;
  /** MINING: the card's price in USD; at least the plan's price. */
  price?: string | null | undefined;
  purpose: DepositPurpose;
  /** A fresh id per submission (e.g. a UUID made when the form opened): the same id again returns the first result instead of a second record. */
  requestId?: string | number | null | undefined;
};

export type CreateWithdrawalInput = {
  accountName?: string | null | undefined;
  accountNumber?: string | null | undefined;
  amount: string;
  bankName?: string | null | undefined;
  /** Must be the source's asset (the trading currency for TRADING). */
  currency: string;
  iban?: string | null | undefined;
  method: WithdrawalMethod;
  paypalEmail?: string | null | undefined;
  /** A fresh id per submission (e.g. a UUID made when the form opened): the same id again returns the first result instead of a second record. */
  requestId?: string | number | null | undefined;
  routingNumber?: string | null | undefined;
  source: WithdrawalSource;
  walletAddress?: string | null | undefined;
};

export type CryptoCurrency =
  | 'BTC'
  | 'ETH';

export type Currency =
  | 'EUR'
  | 'GBP'
  | 'USD';

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

export type DetailsInput = {
  /** An ISO 3166-1 alpha-2 code, or a country's name in en, ru, de, es or fr; anything else is refused (COUNTRY_NOT_RECOGNISED). */
  country: string;
  currency: Currency;
  firstName: string;
  lastName: string;
  mobileNumber: string;
};

/** What held money is held for. */
export type HoldPurpose =
  /** The stake of an option still running (settled at expiry). */
  | 'OPTION_STAKE'
  /** A withdrawal waiting for an admin (paid out or released). */
  | 'PENDING_WITHDRAWAL'
  /** The margin of an open CFD trade (released with its profit or loss when it closes). */
  | 'TRADE_MARGIN';

/** The identity check (KYC): 0 not submitted, 1 awaiting review, 2 approved in the legacy API. */
export type IdentityCheck =
  | 'APPROVED'
  | 'AWAITING_REVIEW'
  | 'NOT_SUBMITTED';

/** An image as base64 (no data: prefix). JPEG or PNG, checked by content, at most 4 MB. */
export type ImageUpload = {
  base64: string;
  fileName: string;
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

/** The three markets of the trading screens: Crypto, Currencies (forex) and Stocks. */
export type Market =
  | 'CRYPTO'
  | 'CURRENCIES'
  | 'STOCKS';

/** Which side of the running hash a sibling sits on when folding an inclusion path up to the root. */
export type MerkleSide =
  | 'LEFT'
  | 'RIGHT';

export type MessageType =
  | 'NORMAL'
  | 'POPUP';

/**
 * The income calculator: give an amount in USD or a power in GH/s (not both; neither means 9,500 USD) and a
 * plan by id or by coin, tier and variant. The two are linked through the plan's USD per GH/s.
 */
export type MiningCalculatorInput = {
  /** USD, at most 2 decimals. */
  amountUsd?: string | null | undefined;
  coin?: Coin | null | undefined;
  planId?: string | number | null | undefined;
  /** GH/s, at most 3 decimals. */
  powerGhs?: string | null | undefined;
  tier?: number | null | undefined;
  variant?: PlanVariant | null | undefined;
};

export type OpenOptionInput = {
  direction: OptionDirection;
  /** 5 to 10 minutes; 5 by default. */
  durationMinutes?: number | null | undefined;
  /** A UUID chosen by the client: the option's id. The same request twice opens one option. */
  requestId: string | number;
  /** A decimal in the trading currency, 1 to 1,000,000, at most 2 decimals. */
  stake: string;
  symbol: string;
};

export type OpenTradeInput = {
  /** Within the customer's range for the instrument (Instrument.leverage): 1:3 to 1:100, lower under ESMA caps. */
  leverage: number;
  /** A decimal in the trading currency, 1 to 1,000,000, at most 2 decimals. */
  margin: string;
  /** A UUID chosen by the client: the trade's id. The same request twice opens one trade. */
  requestId: string | number;
  side: TradeSide;
  stopLoss?: number | null | undefined;
  symbol: string;
  takeProfit?: number | null | undefined;
};

/** HIGHER and CALL win when the settlement ask is above the strike; LOWER and PUT when below. */
export type OptionDirection =
  | 'CALL'
  | 'HIGHER'
  | 'LOWER'
  | 'PUT';

export type OptionStatus =
  | 'LOST'
  | 'OPEN'
  | 'TIED'
  | 'WON';

/**
 * PAGE: a site page (home, pricing, faq, about, referral-faq); LEGAL: a long legal text with a table of
 * contents (terms, privacy, trading-terms, risk); ARTICLE: a mining article (bitcoin-mining, ...).
 */
export type PageKind =
  | 'ARTICLE'
  | 'LEGAL'
  | 'PAGE';

/** Where a profitable day's payout went: the mining balance, reinvested by the Income Booster, or repaying the contract's loan. */
export type PayoutDestination =
  | 'BALANCE'
  | 'LOAN_REPAYMENT'
  | 'REINVESTED';

/** STANDARD, or PRO: the same hashrate and term for a higher price and a lower maintenance fee. */
export type PlanVariant =
  | 'PRO'
  | 'STANDARD';

/** REQUESTED (funds is opening the loan), ACTIVE (lent), SETTLING (the contract ended; funds settles), CLOSED (repaid or settled), REFUSED (funds did not lend). */
export type PledgeStatus =
  | 'ACTIVE'
  | 'CLOSED'
  | 'REFUSED'
  | 'REQUESTED'
  | 'SETTLING';

/** A browser's PushSubscription.toJSON(): keys are base64url (p256dh 65 bytes, auth 16 bytes). */
export type PushSubscriptionInput = {
  endpoint: string;
  expirationTime?: number | null | undefined;
  keys: PushSubscriptionKeysInput;
};

export type PushSubscriptionKeysInput = {
  auth: string;
  p256dh: string;
};

/** Where a rate came from: a closed one-minute feed candle, a live feed tick (only until the first candle of a coin has closed), or USDT taken at par with 1 USD. */
export type RateSource =
  | 'CANDLE_CLOSE'
  /** The built-in fallback, used until the feed has priced the coin. */
  | 'FALLBACK'
  /** Derived from live feed ticks. */
  | 'FEED'
  | 'LIVE_TICK'
  | 'PAR';

/** REQUESTED: asked of funds; CONFIRMED: both legs posted and the hashrate added to the contract. */
export type ReinvestmentStatus =
  | 'CONFIRMED'
  | 'REQUESTED';

export type SignUpInput = {
  confirmPassword: string;
  email: string;
  firstName: string;
  /** The language the customer signed up in (en, ru, de, es, fr); e-mails use it. */
  language?: string | null | undefined;
  lastName: string;
  password: string;
  phoneNumber: string;
  /** The referrer's code from ?refid=, if any. */
  referralCode?: string | null | undefined;
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

/** The span of one candle on a price chart. */
export type Timeframe =
  | 'FIVE_MINUTES'
  /** A UTC day. */
  | 'ONE_DAY'
  | 'ONE_HOUR'
  | 'ONE_MINUTE';

/** Who or what closed a trade: the customer, its take-profit or stop-loss, the margin close-out, or an admin at market. */
export type TradeCloseReason =
  | 'ADMIN'
  | 'CLOSE_OUT'
  | 'CUSTOMER'
  | 'STOP_LOSS'
  | 'TAKE_PROFIT';

export type TradeSide =
  | 'BUY'
  | 'SELL';

export type TradeStatus =
  | 'CLOSED'
  | 'OPEN'
  | 'VOIDED';

/** Why a trader's statistics cannot be computed yet. */
export type TraderStatisticsUnavailable =
  /** The trader has no closed model-account trade recorded yet. */
  | 'NO_CLOSED_TRADES';

/** Notification.permission of the customer's browser. */
export type WebsitePermission =
  | 'DEFAULT'
  | 'DENIED'
  | 'GRANTED';

export type WithdrawalMethod =
  | 'BANK'
  | 'BITCOIN'
  | 'ETHEREUM'
  | 'PAYPAL';

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

export type AccountQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountQuery = { me: { id: string, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null, mobileNumber: string | null, country: string | null, currency: string, language: string, identityCheck: IdentityCheck, identityCheckSkipped: boolean, streetAddress: string | null, postCode: string | null, city: string | null, state: string | null, photo: string | null } | null };

export type UpdatePhoneMutationVariables = Exact<{
  mobileNumber: string;
}>;


export type UpdatePhoneMutation = { updatePhone: { id: string, mobileNumber: string | null } };

export type UpdateAddressMutationVariables = Exact<{
  input: AddressInput;
}>;


export type UpdateAddressMutation = { updateAddress: { id: string, streetAddress: string | null, postCode: string | null, city: string | null, state: string | null, country: string | null } };

export type RequestEmailChangeMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestEmailChangeMutation = { requestEmailChange: boolean };

export type ChangeEmailMutationVariables = Exact<{
  token: string;
  newEmail: string;
  confirmNewEmail: string;
}>;


export type ChangeEmailMutation = { changeEmail: { id: string, email: string } };

export type UpdateProfilePhotoMutationVariables = Exact<{
  photo: ImageUpload;
}>;


export type UpdateProfilePhotoMutation = { updateProfilePhoto: { id: string, photo: string | null } };

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsQuery = { siteSettings: { productName: string, supportEmail: string } };

export type LanguagesQueryVariables = Exact<{ [key: string]: never; }>;


export type LanguagesQuery = { languages: Array<{ code: string, name: string, nativeName: string }> };

export type PublicPageQueryVariables = Exact<{
  slug: string;
  language: string;
}>;


export type PublicPageQuery = { page: { slug: string, language: string, kind: PageKind, path: string, title: string, label: string, description: string, introHtml: string, sections: Array<{ key: string, title: string, html: string }> } | null };

export type FaqGroupQueryVariables = Exact<{
  group: string;
  language: string;
}>;


export type FaqGroupQuery = { faq: Array<{ key: string, position: number, question: string, answerHtml: string }> };

export type ArticleListQueryVariables = Exact<{
  language: string;
}>;


export type ArticleListQuery = { pages: Array<{ slug: string, path: string, title: string }> };

export type DataCentresQueryVariables = Exact<{ [key: string]: never; }>;


export type DataCentresQuery = { siteSettings: { supportEmail: string, dataCentres: Array<{ id: string, country: string, countryCode: string, city: string }> } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { id: string, receivedAt: string } };

export type MoneyFieldsFragment = { assetCode: string, amount: string, amountMinor: string };

export type MyBalancesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBalancesQuery = { me: { id: string, currency: string, balances: { trading: { assetCode: string, amount: string, amountMinor: string }, tradingHeld: { assetCode: string, amount: string, amountMinor: string }, tradingHeldByPurpose: Array<{ purpose: HoldPurpose, amount: { assetCode: string, amount: string, amountMinor: string } }>, mining: Array<{ assetCode: string, amount: string, amountMinor: string }> } | null } | null };

export type LiveBalancesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveBalancesSubscription = { myBalances: { at: string, balances: Array<{ assetCode: string, available: string, held: string }> } };

export type DepositFieldsFragment = { id: string, purpose: DepositPurpose, cryptoCurrency: CryptoCurrency, walletAddress: string, comment: string, planId: string | null, createdByAdmin: boolean, status: DepositStatus, link: string, linkValid: boolean, failureReason: string | null, createdAt: string, price: { assetCode: string, amount: string, amountMinor: string }, priceInCrypto: { assetCode: string, amount: string, amountMinor: string } };

export type MyDepositsQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type MyDepositsQuery = { me: { id: string, deposits: { total: number, page: number, pageSize: number, items: Array<{ id: string, purpose: DepositPurpose, cryptoCurrency: CryptoCurrency, walletAddress: string, comment: string, planId: string | null, createdByAdmin: boolean, status: DepositStatus, link: string, linkValid: boolean, failureReason: string | null, createdAt: string, price: { assetCode: string, amount: string, amountMinor: string }, priceInCrypto: { assetCode: string, amount: string, amountMinor: string } }> } | null } | null };

export type CreateDepositMutationVariables = Exact<{
  input: CreateDepositInput;
}>;


export type CreateDepositMutation = { createDeposit: { id: string, purpose: DepositPurpose, cryptoCurrency: CryptoCurrency, walletAddress: string, comment: string, planId: string | null, createdByAdmin: boolean, status: DepositStatus, link: string, linkValid: boolean, failureReason: string | null, createdAt: string, price: { assetCode: string, amount: string, amountMinor: string }, priceInCrypto: { assetCode: string, amount: string, amountMinor: string } } };

export type PaymentLinkQueryVariables = Exact<{
  timestamp: string;
  address: string;
}>;


export type PaymentLinkQuery = { paymentLink: { cryptoCurrency: CryptoCurrency, walletAddress: string, expiresAt: string, valid: boolean, status: DepositStatus, priceInCrypto: { assetCode: string, amount: string, amountMinor: string } } | null };

export type MyLiabilityProofQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLiabilityProofQuery = { latestLiabilityProof: { id: string, publishedAt: string, root: string, leafCount: number } | null, me: { id: string, liabilityProof: { leafIndex: number, salt: string, leafHash: string, proof: { id: string, root: string }, balances: Array<{ assetCode: string, amount: string, amountMinor: string }>, path: Array<{ side: MerkleSide, hash: string }> } | null } | null };

export type MyStatementQueryVariables = Exact<{
  page: number;
  pageSize: number;
  assetCode?: string | null | undefined;
}>;


export type MyStatementQuery = { me: { id: string, statement: { total: number, page: number, pageSize: number, items: Array<{ id: string, at: string, kind: StatementEntryKind, description: string, account: string, referenceType: string, referenceId: string, note: { code: StatementNoteCode, params: Array<{ name: string, value: string }> } | null, amount: { assetCode: string, amount: string, amountMinor: string }, balanceAfter: { assetCode: string, amount: string, amountMinor: string } }> } | null } | null };

export type DestinationFieldsFragment = { walletAddress: string | null, paypalEmail: string | null, bankName: string | null, accountName: string | null, accountNumber: string | null, iban: string | null, routingNumber: string | null };

export type WithdrawalFieldsFragment = { id: string, method: WithdrawalMethod, source: WithdrawalSource, status: WithdrawalStatus, failureReason: string | null, createdAt: string, decidedAt: string | null, amount: { assetCode: string, amount: string, amountMinor: string }, fee: { assetCode: string, amount: string, amountMinor: string }, netAmount: { assetCode: string, amount: string, amountMinor: string }, destination: { walletAddress: string | null, paypalEmail: string | null, bankName: string | null, accountName: string | null, accountNumber: string | null, iban: string | null, routingNumber: string | null } };

export type MyWithdrawalsQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type MyWithdrawalsQuery = { me: { id: string, withdrawals: { total: number, page: number, pageSize: number, items: Array<{ id: string, method: WithdrawalMethod, source: WithdrawalSource, status: WithdrawalStatus, failureReason: string | null, createdAt: string, decidedAt: string | null, amount: { assetCode: string, amount: string, amountMinor: string }, fee: { assetCode: string, amount: string, amountMinor: string }, netAmount: { assetCode: string, amount: string, amountMinor: string }, destination: { walletAddress: string | null, paypalEmail: string | null, bankName: string | null, accountName: string | null, accountNumber: string | null, iban: string | null, routingNumber: string | null } }> } | null } | null };

export type WithdrawalRulesQueryVariables = Exact<{
  currency?: string | null | undefined;
}>;


export type WithdrawalRulesQuery = { withdrawalRules: Array<{ source: WithdrawalSource, assetCode: string, feePercent: string, methods: Array<WithdrawalMethod>, identityCheckRequired: boolean, minimum: { assetCode: string, amount: string, amountMinor: string }, minimumFee: { assetCode: string, amount: string, amountMinor: string } }> };

export type CreateWithdrawalMutationVariables = Exact<{
  input: CreateWithdrawalInput;
}>;


export type CreateWithdrawalMutation = { createWithdrawal: { id: string, method: WithdrawalMethod, source: WithdrawalSource, status: WithdrawalStatus, failureReason: string | null, createdAt: string, decidedAt: string | null, amount: { assetCode: string, amount: string, amountMinor: string }, fee: { assetCode: string, amount: string, amountMinor: string }, netAmount: { assetCode: string, amount: string, amountMinor: string }, destination: { walletAddress: string | null, paypalEmail: string | null, bankName: string | null, accountName: string | null, accountNumber: string | null, iban: string | null, routingNumber: string | null } } };

export type IdentityCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityCheckQuery = { me: { id: string, identityCheck: IdentityCheck, identityCheckSkipped: boolean, identityCheckDeclineReason: string | null } | null };

export type VerificationQueryVariables = Exact<{ [key: string]: never; }>;


export type VerificationQuery = { me: { id: string, identityCheck: IdentityCheck, identityCheckSkipped: boolean, identityCheckDeclineReason: string | null, identityDocuments: { front: string, back: string, uploadedAt: string } | null } | null };

export type SubmitIdentityDocumentsMutationVariables = Exact<{
  front: ImageUpload;
  back: ImageUpload;
}>;


export type SubmitIdentityDocumentsMutation = { submitIdentityDocuments: { identityCheckDeclineReason: string | null, id: string, email: string, firstName: string | null, lastName: string | null, detailsCompleted: boolean, deviceVerified: boolean, identityCheck: IdentityCheck, identityCheckSkipped: boolean, referralCode: string, currency: string, language: string, identityDocuments: { front: string, back: string, uploadedAt: string } | null } };

export type MyMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMessagesQuery = { myMessages: Array<{ id: string, body: string, type: MessageType, createdAt: string }> };

export type DismissMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type DismissMessageMutation = { dismissMessage: boolean };

export type LiveMessagesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveMessagesSubscription = { myMessages: { id: string, body: string, type: string, createdAt: string } };

export type CalculatorPeriodFragment = { days: number, payout: string, usd: string };

export type MiningCalculatorQueryVariables = Exact<{
  input: MiningCalculatorInput;
}>;


export type MiningCalculatorQuery = { miningCalculator: { amountUsd: string, powerGhs: string, usdPerGhs: string, estimateUnavailableReason: string | null, plan: { id: string, coin: Coin, tier: number, variant: PlanVariant, termMonths: number, priceUsd: number, soldOut: boolean, asset: { code: string } }, estimate: { netResultUsd: string, hashpriceMsatPerThDay: number, maintenanceFeeUsdPerThDay: string, daily: { days: number, payout: string, usd: string }, weekly: { days: number, payout: string, usd: string }, monthly: { days: number, payout: string, usd: string }, yearly: { days: number, payout: string, usd: string }, term: { days: number, payout: string, usd: string }, btcRate: { coin: Coin, usd: string, at: string | null, source: RateSource }, coinRate: { coin: Coin, usd: string, at: string | null, source: RateSource } } | null } };

export type ContractDetailQueryVariables = Exact<{
  id: string | number;
  page: number;
  pageSize: number;
}>;


export type ContractDetailQuery = { contract: { id: string, coin: Coin, planLabel: string | null, source: ContractSource, status: ContractStatus, startsLater: boolean, hashrateThs: string, powerGhs: string, termDays: number, startsOn: string, expiresOn: string, stoppedReason: string | null, terminationReason: string | null, endedOn: string | null, pricePaidUsd: string | null, minedTotal: string, boosterEnabled: boolean, plan: { id: string, coin: Coin, termMonths: number }, term: { unit: ContractTermUnit, count: number }, boosterEstimate: { days: number, startHashrateThs: string, projectedHashrateThs: string, hashrateGrowthPercent: string, reinvestedTotal: string, withoutBoosterTotal: string } | null, pledgeLimit: { maxUsd: string, unusedValueUsd: string, loanToValuePercent: number, remainingDays: number, unavailableReason: string | null } | null, pledges: Array<{ id: string, amountUsd: string, status: PledgeStatus, statusReason: string | null }>, loan: { id: string, status: LoanStatus, refusalReason: string | null, principal: { assetCode: string, amount: string, amountMinor: string }, outstanding: { assetCode: string, amount: string, amountMinor: string }, repaid: { assetCode: string, amount: string, amountMinor: string }, shortfall: { assetCode: string, amount: string, amountMinor: string }, repayments: Array<{ journalId: string, source: LoanRepaymentSource, rateUsd: string | null, day: string | null, at: string, amount: { assetCode: string, amount: string, amountMinor: string }, coinAmount: { assetCode: string, amount: string, amountMinor: string } | null }> } | null, accruals: { total: number, page: number, pageSize: number, items: Array<{ day: string, grossBtc: string, feeUsd: string, net: string, btcRateUsd: string, coinRateUsd: string, profitable: boolean, journalId: string | null, payoutDestination: PayoutDestination | null, reinvestedHashrateThs: string | null, reinvestmentStatus: ReinvestmentStatus | null }> } } };

export type SetContractBoosterMutationVariables = Exact<{
  id: string | number;
  enabled: boolean;
}>;


export type SetContractBoosterMutation = { setContractBooster: { id: string, boosterEnabled: boolean } };

export type PledgeContractMutationVariables = Exact<{
  id: string | number;
  amountUsd: string;
  requestId: string | number;
}>;


export type PledgeContractMutation = { pledgeContract: { id: string, status: PledgeStatus } };

export type RepayLoanMutationVariables = Exact<{
  id: string | number;
  amount: string;
  requestId: string | number;
}>;


export type RepayLoanMutation = { repayLoan: { id: string, status: LoanStatus } };

export type MyContractsQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type MyContractsQuery = { me: { id: string, contracts: { total: number, page: number, pageSize: number, items: Array<{ id: string, coin: Coin, planLabel: string | null, status: ContractStatus, startsLater: boolean, powerGhs: string, startsOn: string, expiresOn: string, stoppedReason: string | null, minedTotal: string, createdAt: string, plan: { id: string, coin: Coin, termMonths: number }, term: { unit: ContractTermUnit, count: number } }> } | null } | null };

export type LiveMiningSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveMiningSubscription = { myMining: { at: string, coins: Array<{ coin: string, settled: string, lastPayoutOn: string | null, activeContracts: number, miningContracts: number, powerGhs: string, dailyEstimate: string | null, perSecond: string | null, estimateUnavailableReason: string | null, accruingSince: string | null, nextStartsOn: string | null, payouts: Array<{ day: string, amount: string }> }> } };

export type EstimateInputs_RateFragment = { coin: Coin, usd: string, at: string | null, source: RateSource };

export type PlanCard_PlanFragment = { id: string, coin: Coin, tier: number, variant: PlanVariant, termMonths: number, priceUsd: number, hashrateThs: number, maintenanceFeeUsdPerThDay: string, soldOut: boolean, estimateUnavailableReason: string | null, estimate: { dailyNetPayout: string, dailyNetUsd: string, returnPercent: string, termDays: number, breakEvenDay: number | null, hashpriceMsatPerThDay: number, maintenanceFeeUsdPerThDay: string, btcRate: { coin: Coin, usd: string, at: string | null, source: RateSource }, coinRate: { coin: Coin, usd: string, at: string | null, source: RateSource } } | null, asset: { code: string } };

export type PricingPlansQueryVariables = Exact<{
  coin?: Coin | null | undefined;
  variant?: PlanVariant | null | undefined;
}>;


export type PricingPlansQuery = { plans: Array<{ id: string, coin: Coin, tier: number, variant: PlanVariant, termMonths: number, priceUsd: number, hashrateThs: number, maintenanceFeeUsdPerThDay: string, soldOut: boolean, estimateUnavailableReason: string | null, estimate: { dailyNetPayout: string, dailyNetUsd: string, returnPercent: string, termDays: number, breakEvenDay: number | null, hashpriceMsatPerThDay: number, maintenanceFeeUsdPerThDay: string, btcRate: { coin: Coin, usd: string, at: string | null, source: RateSource }, coinRate: { coin: Coin, usd: string, at: string | null, source: RateSource } } | null, asset: { code: string } }> };

export type PlanOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type PlanOffersQuery = { plans: Array<{ id: string, coin: Coin, tier: number, variant: PlanVariant, termMonths: number, priceUsd: number, soldOut: boolean }> };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  email?: string | null | undefined;
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type ChangePasswordMutationVariables = Exact<{
  password: string;
  newPassword: string;
  confirmNewPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type PriceStripInstrumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type PriceStripInstrumentsQuery = { instruments: Array<{ symbol: string, name: string, pricePrecision: number, lastQuote: { ask: number } | null }> };

export type PriceStripTickersSubscriptionVariables = Exact<{
  symbols: Array<string> | string;
}>;


export type PriceStripTickersSubscription = { tickers: { symbol: string, ask: number } };

export type NotificationStateQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationStateQuery = { webPushPublicKey: string, me: { id: string, websitePermission: WebsitePermission | null, pushSubscription: { endpointOrigin: string, savedAt: string } | null } | null };

export type WebPushPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type WebPushPublicKeyQuery = { webPushPublicKey: string };

export type UpdateWebPushMutationVariables = Exact<{
  permission: WebsitePermission;
  subscription?: PushSubscriptionInput | null | undefined;
}>;


export type UpdateWebPushMutation = { updateWebPush: { id: string, websitePermission: WebsitePermission | null, pushSubscription: { endpointOrigin: string, savedAt: string } | null } };

export type ReferralsQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type ReferralsQuery = { me: { id: string, referralCode: string, referralCount: number, referrals: { total: number, page: number, pageSize: number, items: Array<{ id: string, firstName: string | null, joinedAt: string, bonuses: Array<{ purchasedHashrateThs: string, contract: { id: string, coin: Coin, hashrateThs: string, status: ContractStatus } }> }> } } | null };

export type Viewer_UserFragment = { id: string, email: string, firstName: string | null, lastName: string | null, detailsCompleted: boolean, deviceVerified: boolean, identityCheck: IdentityCheck, identityCheckSkipped: boolean, referralCode: string, currency: string, language: string };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { me: { id: string, email: string, firstName: string | null, lastName: string | null, detailsCompleted: boolean, deviceVerified: boolean, identityCheck: IdentityCheck, identityCheckSkipped: boolean, referralCode: string, currency: string, language: string } | null };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refreshSession: { id: string, email: string, firstName: string | null, lastName: string | null, detailsCompleted: boolean, deviceVerified: boolean, identityCheck: IdentityCheck, identityCheckSkipped: boolean, referralCode: string, currency: string, language: string } };

export type UpdateLanguageMutationVariables = Exact<{
  language: string;
}>;


export type UpdateLanguageMutation = { updateLanguage: { id: string, language: string } };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { signIn: { id: string, email: string, firstName: string | null, lastName: string | null, detailsCompleted: boolean, deviceVerified: boolean, identityCheck: IdentityCheck, identityCheckSkipped: boolean, referralCode: string, currency: string, language: string } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { id: string, email: string, firstName: string | null, lastName: string | null, detailsCompleted: boolean, deviceVerified: boolean, identityCheck: IdentityCheck, identityCheckSkipped: boolean, referralCode: string, currency: string, language: string } };

export type SignupDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type SignupDetailsQuery = { me: { id: string, firstName: string | null, lastName: string | null, phoneNumber: string | null, country: string | null, mobileNumber: string | null, currency: string } | null };

export type UpdateDetailsMutationVariables = Exact<{
  input: DetailsInput;
}>;


export type UpdateDetailsMutation = { updateDetails: { id: string, firstName: string | null, lastName: string | null, country: string | null, mobileNumber: string | null, currency: string } };

export type RequestDevicePinMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDevicePinMutation = { requestDevicePin: boolean };

export type VerifyDeviceMutationVariables = Exact<{
  pin: string;
}>;


export type VerifyDeviceMutation = { verifyDevice: { id: string, email: string, firstName: string | null, lastName: string | null, detailsCompleted: boolean, deviceVerified: boolean, identityCheck: IdentityCheck, identityCheckSkipped: boolean, referralCode: string, currency: string, language: string } };

export type SkipIdentityCheckMutationVariables = Exact<{ [key: string]: never; }>;


export type SkipIdentityCheckMutation = { skipIdentityCheck: { id: string, email: string, firstName: string | null, lastName: string | null, detailsCompleted: boolean, deviceVerified: boolean, identityCheck: IdentityCheck, identityCheckSkipped: boolean, referralCode: string, currency: string, language: string } };

export type PageHeadQueryVariables = Exact<{
  slug: string;
  language: string;
}>;


export type PageHeadQuery = { page: { slug: string, language: string, label: string, description: string } | null, siteSettings: { productName: string } };

export type RecordedPriceFieldsFragment = { tickId: string, price: number, at: string };

export type TradeFieldsFragment = { id: string, symbol: string, side: TradeSide, status: TradeStatus, currency: string, margin: string, leverage: number, units: string, takeProfit: number | null, stopLoss: number | null, closeOutPrice: number, closedBy: TradeCloseReason | null, profit: string | null, opening: { tickId: string, price: number, at: string }, closing: { tickId: string, price: number, at: string } | null, instrument: { symbol: string, name: string, pricePrecision: number } | null };

export type TradingOptionFieldsFragment = { id: string, symbol: string, direction: OptionDirection, status: OptionStatus, currency: string, stake: string, payoutPercent: number, expiresAt: string, profit: string | null, strike: { tickId: string, price: number, at: string }, settlement: { tickId: string, price: number, at: string } | null };

export type TraderFieldsFragment = { id: string, name: string, description: string, profitSharePercent: number, minAllocation: string, maxAllocation: string, copiers: number, statistics: { winRate: number | null, numberOfTrades: number | null, return: number | null, maxDrawdown: number | null, assetsCopying: string, statisticsUnavailable: TraderStatisticsUnavailable | null } };

export type TradingInstrumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type TradingInstrumentsQuery = { instruments: Array<{ symbol: string, name: string, market: Market, pricePrecision: number, leverage: { min: number, max: number } | null, lastQuote: { ask: number, bid: number, at: string } | null }> };

export type TradingCandlesQueryVariables = Exact<{
  symbol: string;
  from: string;
  to: string;
  timeframe: Timeframe;
}>;


export type TradingCandlesQuery = { candles: Array<{ startedAt: string, open: number, high: number, low: number, close: number }> };

export type TradingTickerSubscriptionVariables = Exact<{
  symbols: Array<string> | string;
}>;


export type TradingTickerSubscription = { tickers: { symbol: string, ask: number, bid: number, at: string } };

export type MyTradesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyTradesSubscription = { myTrades: { at: string, change: { kind: string, id: string, event: string, status: string, reason: string | null, at: string } | null, profits: Array<{ tradeId: string, symbol: string, price: number, tickAt: string, profit: string, currency: string }> | null } };

export type OpenTradeMutationVariables = Exact<{
  input: OpenTradeInput;
}>;


export type OpenTradeMutation = { openTrade: { id: string, symbol: string, side: TradeSide, status: TradeStatus, currency: string, margin: string, leverage: number, units: string, takeProfit: number | null, stopLoss: number | null, closeOutPrice: number, closedBy: TradeCloseReason | null, profit: string | null, opening: { tickId: string, price: number, at: string }, closing: { tickId: string, price: number, at: string } | null, instrument: { symbol: string, name: string, pricePrecision: number } | null } };

export type CloseTradeMutationVariables = Exact<{
  id: string | number;
}>;


export type CloseTradeMutation = { closeTrade: { id: string, symbol: string, side: TradeSide, status: TradeStatus, currency: string, margin: string, leverage: number, units: string, takeProfit: number | null, stopLoss: number | null, closeOutPrice: number, closedBy: TradeCloseReason | null, profit: string | null, opening: { tickId: string, price: number, at: string }, closing: { tickId: string, price: number, at: string } | null, instrument: { symbol: string, name: string, pricePrecision: number } | null } };

export type OpenOptionMutationVariables = Exact<{
  input: OpenOptionInput;
}>;


export type OpenOptionMutation = { openOption: { id: string, symbol: string, direction: OptionDirection, status: OptionStatus, currency: string, stake: string, payoutPercent: number, expiresAt: string, profit: string | null, strike: { tickId: string, price: number, at: string }, settlement: { tickId: string, price: number, at: string } | null } };

export type TradingOptionQueryVariables = Exact<{
  id: string | number;
}>;


export type TradingOptionQuery = { tradingOption: { id: string, symbol: string, direction: OptionDirection, status: OptionStatus, currency: string, stake: string, payoutPercent: number, expiresAt: string, profit: string | null, strike: { tickId: string, price: number, at: string }, settlement: { tickId: string, price: number, at: string } | null } };

export type MyOpenTradesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOpenTradesQuery = { me: { id: string, openTrades: Array<{ id: string, symbol: string, side: TradeSide, status: TradeStatus, currency: string, margin: string, leverage: number, units: string, takeProfit: number | null, stopLoss: number | null, closeOutPrice: number, closedBy: TradeCloseReason | null, profit: string | null, opening: { tickId: string, price: number, at: string }, closing: { tickId: string, price: number, at: string } | null, instrument: { symbol: string, name: string, pricePrecision: number } | null }> | null } | null };

export type MyTradeHistoryQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type MyTradeHistoryQuery = { me: { id: string, trades: { total: number, page: number, pageSize: number, items: Array<{ id: string, symbol: string, side: TradeSide, status: TradeStatus, currency: string, margin: string, leverage: number, units: string, takeProfit: number | null, stopLoss: number | null, closeOutPrice: number, closedBy: TradeCloseReason | null, profit: string | null, opening: { tickId: string, price: number, at: string }, closing: { tickId: string, price: number, at: string } | null, instrument: { symbol: string, name: string, pricePrecision: number } | null }> } | null } | null };

export type MyOptionHistoryQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type MyOptionHistoryQuery = { me: { id: string, options: { total: number, page: number, pageSize: number, items: Array<{ id: string, symbol: string, direction: OptionDirection, status: OptionStatus, currency: string, stake: string, payoutPercent: number, expiresAt: string, profit: string | null, strike: { tickId: string, price: number, at: string }, settlement: { tickId: string, price: number, at: string } | null }> } | null } | null };

export type TradeDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type TradeDetailQuery = { trade: { openRate: string, closeRate: string | null, id: string, symbol: string, side: TradeSide, status: TradeStatus, currency: string, margin: string, leverage: number, units: string, takeProfit: number | null, stopLoss: number | null, closeOutPrice: number, closedBy: TradeCloseReason | null, profit: string | null, opening: { tickId: string, price: number, at: string }, closing: { tickId: string, price: number, at: string } | null, instrument: { symbol: string, name: string, pricePrecision: number } | null } };

export type TradersListQueryVariables = Exact<{ [key: string]: never; }>;


export type TradersListQuery = { traders: Array<{ id: string, name: string, description: string, profitSharePercent: number, minAllocation: string, maxAllocation: string, copiers: number, statistics: { winRate: number | null, numberOfTrades: number | null, return: number | null, maxDrawdown: number | null, assetsCopying: string, statisticsUnavailable: TraderStatisticsUnavailable | null } }>, me: { id: string, copiedTraders: Array<{ id: string, allocation: string, startedAt: string, trader: { id: string } }> | null } | null };

export type MyCopiedTradersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCopiedTradersQuery = { me: { id: string, copiedTraders: Array<{ id: string, allocation: string, startedAt: string, trader: { id: string, name: string, description: string, profitSharePercent: number, minAllocation: string, maxAllocation: string, copiers: number, statistics: { winRate: number | null, numberOfTrades: number | null, return: number | null, maxDrawdown: number | null, assetsCopying: string, statisticsUnavailable: TraderStatisticsUnavailable | null } } }> | null } | null };

export type TraderDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type TraderDetailQuery = { trader: { id: string, name: string, description: string, profitSharePercent: number, minAllocation: string, maxAllocation: string, copiers: number, equityCurve: Array<{ at: string, equity: { amount: string, assetCode: string } }>, recentTrades: Array<{ id: string, symbol: string, side: TradeSide, status: TradeStatus, currency: string, margin: string, leverage: number, units: string, takeProfit: number | null, stopLoss: number | null, closeOutPrice: number, closedBy: TradeCloseReason | null, profit: string | null, opening: { tickId: string, price: number, at: string }, closing: { tickId: string, price: number, at: string } | null, instrument: { symbol: string, name: string, pricePrecision: number } | null }>, statistics: { winRate: number | null, numberOfTrades: number | null, return: number | null, maxDrawdown: number | null, assetsCopying: string, statisticsUnavailable: TraderStatisticsUnavailable | null } }, me: { id: string, copiedTraders: Array<{ id: string, allocation: string, trader: { id: string } }> | null } | null };

export type CopyTraderMutationVariables = Exact<{
  traderId: string | number;
  allocation: string;
  requestId: string | number;
}>;


export type CopyTraderMutation = { copyTrader: { id: string, allocation: string, startedAt: string } };

export type StopCopyingMutationVariables = Exact<{
  traderId: string | number;
}>;


export type StopCopyingMutation = { stopCopying: { id: string, stoppedAt: string | null } };

export type TradingRiskWarningQueryVariables = Exact<{ [key: string]: never; }>;


export type TradingRiskWarningQuery = { riskWarning: { losingAccountsPercent: number | null, accountsCounted: number, periodMonths: number } };

export type TradingEligibilityQueryVariables = Exact<{ [key: string]: never; }>;


export type TradingEligibilityQuery = { tradingEligibility: { country: string | null, tradingAllowed: boolean, optionsAllowed: boolean, reason: string | null } };

export type MyRecentOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRecentOptionsQuery = { me: { id: string, options: { items: Array<{ id: string, symbol: string, direction: OptionDirection, status: OptionStatus, currency: string, stake: string, payoutPercent: number, expiresAt: string, profit: string | null, strike: { tickId: string, price: number, at: string }, settlement: { tickId: string, price: number, at: string } | null }> } | null } | null };

export const MoneyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}}]} as unknown as DocumentNode<MoneyFieldsFragment, unknown>;
export const DepositFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepositFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deposit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceInCrypto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cryptoCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"createdByAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"linkValid"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}}]} as unknown as DocumentNode<DepositFieldsFragment, unknown>;
export const DestinationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DestinationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalDestination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"paypalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumber"}}]}}]} as unknown as DocumentNode<DestinationFieldsFragment, unknown>;
export const WithdrawalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DestinationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DestinationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalDestination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"paypalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumber"}}]}}]} as unknown as DocumentNode<WithdrawalFieldsFragment, unknown>;
export const CalculatorPeriodFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalculatorPeriod"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodEstimate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"usd"}}]}}]} as unknown as DocumentNode<CalculatorPeriodFragment, unknown>;
export const EstimateInputs_RateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstimateInputs_rate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateUsed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coin"}},{"kind":"Field","name":{"kind":"Name","value":"usd"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<EstimateInputs_RateFragment, unknown>;
export const PlanCard_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coin"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"hashrateThs"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceFeeUsdPerThDay"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}},{"kind":"Field","name":{"kind":"Name","value":"estimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyNetPayout"}},{"kind":"Field","name":{"kind":"Name","value":"dailyNetUsd"}},{"kind":"Field","name":{"kind":"Name","value":"returnPercent"}},{"kind":"Field","name":{"kind":"Name","value":"termDays"}},{"kind":"Field","name":{"kind":"Name","value":"breakEvenDay"}},{"kind":"Field","name":{"kind":"Name","value":"hashpriceMsatPerThDay"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceFeeUsdPerThDay"}},{"kind":"Field","name":{"kind":"Name","value":"btcRate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstimateInputs_rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coinRate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstimateInputs_rate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimateUnavailableReason"}},{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstimateInputs_rate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateUsed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coin"}},{"kind":"Field","name":{"kind":"Name","value":"usd"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<PlanCard_PlanFragment, unknown>;
export const Viewer_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"deviceVerified"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<Viewer_UserFragment, unknown>;
export const RecordedPriceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordedPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordedPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<RecordedPriceFieldsFragment, unknown>;
export const TradeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"opening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"closeOutPrice"}},{"kind":"Field","name":{"kind":"Name","value":"closing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedBy"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePrecision"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordedPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordedPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<TradeFieldsFragment, unknown>;
export const TradingOptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradingOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TradingOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"stake"}},{"kind":"Field","name":{"kind":"Name","value":"payoutPercent"}},{"kind":"Field","name":{"kind":"Name","value":"strike"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"settlement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordedPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordedPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]} as unknown as DocumentNode<TradingOptionFieldsFragment, unknown>;
export const TraderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TraderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trader"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"profitSharePercent"}},{"kind":"Field","name":{"kind":"Name","value":"minAllocation"}},{"kind":"Field","name":{"kind":"Name","value":"maxAllocation"}},{"kind":"Field","name":{"kind":"Name","value":"copiers"}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfTrades"}},{"kind":"Field","name":{"kind":"Name","value":"return"}},{"kind":"Field","name":{"kind":"Name","value":"maxDrawdown"}},{"kind":"Field","name":{"kind":"Name","value":"assetsCopying"}},{"kind":"Field","name":{"kind":"Name","value":"statisticsUnavailable"}}]}}]}}]} as unknown as DocumentNode<TraderFieldsFragment, unknown>;
export const AccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}}]}}]} as unknown as DocumentNode<AccountQuery, AccountQueryVariables>;
export const UpdatePhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobileNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePhone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mobileNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobileNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}}]}}]}}]} as unknown as DocumentNode<UpdatePhoneMutation, UpdatePhoneMutationVariables>;
export const UpdateAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"streetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<UpdateAddressMutation, UpdateAddressMutationVariables>;
export const RequestEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestEmailChange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailChange"}}]}}]} as unknown as DocumentNode<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const ChangeEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmNewEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"newEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newEmail"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmNewEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmNewEmail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const UpdateProfilePhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfilePhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageUpload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfilePhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"photo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"photo"}}]}}]}}]} as unknown as DocumentNode<UpdateProfilePhotoMutation, UpdateProfilePhotoMutationVariables>;
export const SiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}}]}}]} as unknown as DocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables>;
export const LanguagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Languages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"languages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nativeName"}}]}}]}}]} as unknown as DocumentNode<LanguagesQuery, LanguagesQueryVariables>;
export const PublicPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"introHtml"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"html"}}]}}]}}]}}]} as unknown as DocumentNode<PublicPageQuery, PublicPageQueryVariables>;
export const FaqGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaqGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answerHtml"}}]}}]}}]} as unknown as DocumentNode<FaqGroupQuery, FaqGroupQueryVariables>;
export const ArticleListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ARTICLE"}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<ArticleListQuery, ArticleListQueryVariables>;
export const DataCentresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataCentres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"dataCentres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]}}]} as unknown as DocumentNode<DataCentresQuery, DataCentresQueryVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const MyBalancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBalances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradingHeld"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tradingHeldByPurpose"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mining"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}}]} as unknown as DocumentNode<MyBalancesQuery, MyBalancesQueryVariables>;
export const LiveBalancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveBalances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBalances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"held"}}]}}]}}]}}]} as unknown as DocumentNode<LiveBalancesSubscription, LiveBalancesSubscriptionVariables>;
export const MyDepositsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDeposits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deposits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepositFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepositFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deposit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceInCrypto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cryptoCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"createdByAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"linkValid"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyDepositsQuery, MyDepositsQueryVariables>;
export const CreateDepositDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDepositInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDeposit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepositFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepositFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deposit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceInCrypto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cryptoCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"createdByAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"linkValid"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateDepositMutation, CreateDepositMutationVariables>;
export const PaymentLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timestamp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timestamp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timestamp"}}},{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cryptoCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"priceInCrypto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}}]} as unknown as DocumentNode<PaymentLinkQuery, PaymentLinkQueryVariables>;
export const MyLiabilityProofDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLiabilityProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestLiabilityProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"root"}},{"kind":"Field","name":{"kind":"Name","value":"leafCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"liabilityProof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proof"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"root"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leafIndex"}},{"kind":"Field","name":{"kind":"Name","value":"salt"}},{"kind":"Field","name":{"kind":"Name","value":"leafHash"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"path"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}}]} as unknown as DocumentNode<MyLiabilityProofQuery, MyLiabilityProofQueryVariables>;
export const MyStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assetCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"assetCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assetCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referenceType"}},{"kind":"Field","name":{"kind":"Name","value":"referenceId"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}}]} as unknown as DocumentNode<MyStatementQuery, MyStatementQueryVariables>;
export const MyWithdrawalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWithdrawals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DestinationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalDestination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"paypalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumber"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DestinationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]} as unknown as DocumentNode<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>;
export const WithdrawalRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawalRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawalRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"minimum"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}},{"kind":"Field","name":{"kind":"Name","value":"minimumFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckRequired"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}}]} as unknown as DocumentNode<WithdrawalRulesQuery, WithdrawalRulesQueryVariables>;
export const CreateWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWithdrawalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DestinationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalDestination"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"paypalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumber"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"netAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DestinationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]} as unknown as DocumentNode<CreateWithdrawalMutation, CreateWithdrawalMutationVariables>;
export const IdentityCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckDeclineReason"}}]}}]}}]} as unknown as DocumentNode<IdentityCheckQuery, IdentityCheckQueryVariables>;
export const VerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckDeclineReason"}},{"kind":"Field","name":{"kind":"Name","value":"identityDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]}}]} as unknown as DocumentNode<VerificationQuery, VerificationQueryVariables>;
export const SubmitIdentityDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitIdentityDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"front"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageUpload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"back"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageUpload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitIdentityDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"front"},"value":{"kind":"Variable","name":{"kind":"Name","value":"front"}}},{"kind":"Argument","name":{"kind":"Name","value":"back"},"value":{"kind":"Variable","name":{"kind":"Name","value":"back"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Viewer_user"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckDeclineReason"}},{"kind":"Field","name":{"kind":"Name","value":"identityDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"deviceVerified"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<SubmitIdentityDocumentsMutation, SubmitIdentityDocumentsMutationVariables>;
export const MyMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MyMessagesQuery, MyMessagesQueryVariables>;
export const DismissMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DismissMessageMutation, DismissMessageMutationVariables>;
export const LiveMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<LiveMessagesSubscription, LiveMessagesSubscriptionVariables>;
export const MiningCalculatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MiningCalculator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MiningCalculatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miningCalculator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coin"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}},{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"amountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"powerGhs"}},{"kind":"Field","name":{"kind":"Name","value":"usdPerGhs"}},{"kind":"Field","name":{"kind":"Name","value":"estimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalculatorPeriod"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weekly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalculatorPeriod"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalculatorPeriod"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yearly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalculatorPeriod"}}]}},{"kind":"Field","name":{"kind":"Name","value":"term"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalculatorPeriod"}}]}},{"kind":"Field","name":{"kind":"Name","value":"netResultUsd"}},{"kind":"Field","name":{"kind":"Name","value":"hashpriceMsatPerThDay"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceFeeUsdPerThDay"}},{"kind":"Field","name":{"kind":"Name","value":"btcRate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstimateInputs_rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coinRate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstimateInputs_rate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimateUnavailableReason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalculatorPeriod"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodEstimate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"usd"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstimateInputs_rate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateUsed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coin"}},{"kind":"Field","name":{"kind":"Name","value":"usd"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<MiningCalculatorQuery, MiningCalculatorQueryVariables>;
export const ContractDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coin"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coin"}},{"kind":"Field","name":{"kind":"Name","value":"planLabel"}},{"kind":"Field","name":{"kind":"Name","value":"term"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsLater"}},{"kind":"Field","name":{"kind":"Name","value":"hashrateThs"}},{"kind":"Field","name":{"kind":"Name","value":"powerGhs"}},{"kind":"Field","name":{"kind":"Name","value":"termDays"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"stoppedReason"}},{"kind":"Field","name":{"kind":"Name","value":"terminationReason"}},{"kind":"Field","name":{"kind":"Name","value":"endedOn"}},{"kind":"Field","name":{"kind":"Name","value":"pricePaidUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"boosterEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"boosterEstimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"startHashrateThs"}},{"kind":"Field","name":{"kind":"Name","value":"projectedHashrateThs"}},{"kind":"Field","name":{"kind":"Name","value":"hashrateGrowthPercent"}},{"kind":"Field","name":{"kind":"Name","value":"reinvestedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"withoutBoosterTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pledgeLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUsd"}},{"kind":"Field","name":{"kind":"Name","value":"unusedValueUsd"}},{"kind":"Field","name":{"kind":"Name","value":"loanToValuePercent"}},{"kind":"Field","name":{"kind":"Name","value":"remainingDays"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pledges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"principal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"repaid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shortfall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refusalReason"}},{"kind":"Field","name":{"kind":"Name","value":"repayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"journalId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coinAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateUsd"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"accruals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"grossBtc"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"btcRateUsd"}},{"kind":"Field","name":{"kind":"Name","value":"coinRateUsd"}},{"kind":"Field","name":{"kind":"Name","value":"profitable"}},{"kind":"Field","name":{"kind":"Name","value":"journalId"}},{"kind":"Field","name":{"kind":"Name","value":"payoutDestination"}},{"kind":"Field","name":{"kind":"Name","value":"reinvestedHashrateThs"}},{"kind":"Field","name":{"kind":"Name","value":"reinvestmentStatus"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}}]}}]} as unknown as DocumentNode<ContractDetailQuery, ContractDetailQueryVariables>;
export const SetContractBoosterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetContractBooster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setContractBooster"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"boosterEnabled"}}]}}]}}]} as unknown as DocumentNode<SetContractBoosterMutation, SetContractBoosterMutationVariables>;
export const PledgeContractDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PledgeContract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountUsd"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pledgeContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountUsd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountUsd"}}},{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PledgeContractMutation, PledgeContractMutationVariables>;
export const RepayLoanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RepayLoan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repayLoan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RepayLoanMutation, RepayLoanMutationVariables>;
export const MyContractsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyContracts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contracts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coin"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coin"}},{"kind":"Field","name":{"kind":"Name","value":"planLabel"}},{"kind":"Field","name":{"kind":"Name","value":"term"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsLater"}},{"kind":"Field","name":{"kind":"Name","value":"powerGhs"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"stoppedReason"}},{"kind":"Field","name":{"kind":"Name","value":"minedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyContractsQuery, MyContractsQueryVariables>;
export const LiveMiningDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveMining"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMining"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"coins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coin"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"lastPayoutOn"}},{"kind":"Field","name":{"kind":"Name","value":"activeContracts"}},{"kind":"Field","name":{"kind":"Name","value":"miningContracts"}},{"kind":"Field","name":{"kind":"Name","value":"powerGhs"}},{"kind":"Field","name":{"kind":"Name","value":"dailyEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"perSecond"}},{"kind":"Field","name":{"kind":"Name","value":"estimateUnavailableReason"}},{"kind":"Field","name":{"kind":"Name","value":"accruingSince"}},{"kind":"Field","name":{"kind":"Name","value":"nextStartsOn"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LiveMiningSubscription, LiveMiningSubscriptionVariables>;
export const PricingPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PricingPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coin"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Coin"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variant"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanVariant"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"coin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coin"}}},{"kind":"Argument","name":{"kind":"Name","value":"variant"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variant"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCard_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EstimateInputs_rate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateUsed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coin"}},{"kind":"Field","name":{"kind":"Name","value":"usd"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coin"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"hashrateThs"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceFeeUsdPerThDay"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}},{"kind":"Field","name":{"kind":"Name","value":"estimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyNetPayout"}},{"kind":"Field","name":{"kind":"Name","value":"dailyNetUsd"}},{"kind":"Field","name":{"kind":"Name","value":"returnPercent"}},{"kind":"Field","name":{"kind":"Name","value":"termDays"}},{"kind":"Field","name":{"kind":"Name","value":"breakEvenDay"}},{"kind":"Field","name":{"kind":"Name","value":"hashpriceMsatPerThDay"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceFeeUsdPerThDay"}},{"kind":"Field","name":{"kind":"Name","value":"btcRate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstimateInputs_rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coinRate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EstimateInputs_rate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"estimateUnavailableReason"}},{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<PricingPlansQuery, PricingPlansQueryVariables>;
export const PlanOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"variant"},"value":{"kind":"NullValue"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coin"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}}]}}]}}]} as unknown as DocumentNode<PlanOffersQuery, PlanOffersQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmNewPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmNewPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmNewPassword"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmNewPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmNewPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmNewPassword"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const PriceStripInstrumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceStripInstruments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instruments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePrecision"}},{"kind":"Field","name":{"kind":"Name","value":"lastQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ask"}}]}}]}}]}}]} as unknown as DocumentNode<PriceStripInstrumentsQuery, PriceStripInstrumentsQueryVariables>;
export const PriceStripTickersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PriceStripTickers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbols"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}}]}}]}}]} as unknown as DocumentNode<PriceStripTickersSubscription, PriceStripTickersSubscriptionVariables>;
export const NotificationStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"websitePermission"}},{"kind":"Field","name":{"kind":"Name","value":"pushSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpointOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"webPushPublicKey"}}]}}]} as unknown as DocumentNode<NotificationStateQuery, NotificationStateQueryVariables>;
export const WebPushPublicKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebPushPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webPushPublicKey"}}]}}]} as unknown as DocumentNode<WebPushPublicKeyQuery, WebPushPublicKeyQueryVariables>;
export const UpdateWebPushDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebPush"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"permission"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebsitePermission"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscription"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebPush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"permission"},"value":{"kind":"Variable","name":{"kind":"Name","value":"permission"}}},{"kind":"Argument","name":{"kind":"Name","value":"subscription"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscription"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"websitePermission"}},{"kind":"Field","name":{"kind":"Name","value":"pushSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpointOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateWebPushMutation, UpdateWebPushMutationVariables>;
export const ReferralsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Referrals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"referralCount"}},{"kind":"Field","name":{"kind":"Name","value":"referrals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchasedHashrateThs"}},{"kind":"Field","name":{"kind":"Name","value":"contract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coin"}},{"kind":"Field","name":{"kind":"Name","value":"hashrateThs"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReferralsQuery, ReferralsQueryVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Viewer_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"deviceVerified"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const RefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Viewer_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"deviceVerified"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const UpdateLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<UpdateLanguageMutation, UpdateLanguageMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Viewer_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"deviceVerified"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Viewer_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"deviceVerified"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const SignupDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignupDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<SignupDetailsQuery, SignupDetailsQueryVariables>;
export const UpdateDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<UpdateDetailsMutation, UpdateDetailsMutationVariables>;
export const RequestDevicePinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDevicePin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDevicePin"}}]}}]} as unknown as DocumentNode<RequestDevicePinMutation, RequestDevicePinMutationVariables>;
export const VerifyDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Viewer_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"deviceVerified"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<VerifyDeviceMutation, VerifyDeviceMutationVariables>;
export const SkipIdentityCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SkipIdentityCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skipIdentityCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Viewer_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"detailsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"deviceVerified"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<SkipIdentityCheckMutation, SkipIdentityCheckMutationVariables>;
export const PageHeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageHead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productName"}}]}}]}}]} as unknown as DocumentNode<PageHeadQuery, PageHeadQueryVariables>;
export const TradingInstrumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TradingInstruments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instruments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"market"}},{"kind":"Field","name":{"kind":"Name","value":"pricePrecision"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<TradingInstrumentsQuery, TradingInstrumentsQueryVariables>;
export const TradingCandlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TradingCandles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeframe"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Timeframe"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbol"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeframe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeframe"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"high"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"close"}}]}}]}}]} as unknown as DocumentNode<TradingCandlesQuery, TradingCandlesQueryVariables>;
export const TradingTickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TradingTicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbols"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"ask"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<TradingTickerSubscription, TradingTickerSubscriptionVariables>;
export const MyTradesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MyTrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradeId"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tickAt"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]} as unknown as DocumentNode<MyTradesSubscription, MyTradesSubscriptionVariables>;
export const OpenTradeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenTrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenTradeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openTrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TradeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordedPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordedPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"opening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"closeOutPrice"}},{"kind":"Field","name":{"kind":"Name","value":"closing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedBy"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePrecision"}}]}}]}}]} as unknown as DocumentNode<OpenTradeMutation, OpenTradeMutationVariables>;
export const CloseTradeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseTrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeTrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TradeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordedPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordedPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"opening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"closeOutPrice"}},{"kind":"Field","name":{"kind":"Name","value":"closing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedBy"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePrecision"}}]}}]}}]} as unknown as DocumentNode<CloseTradeMutation, CloseTradeMutationVariables>;
export const OpenOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenOptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TradingOptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordedPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordedPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradingOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TradingOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"stake"}},{"kind":"Field","name":{"kind":"Name","value":"payoutPercent"}},{"kind":"Field","name":{"kind":"Name","value":"strike"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"settlement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}}]} as unknown as DocumentNode<OpenOptionMutation, OpenOptionMutationVariables>;
export const TradingOptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TradingOption"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradingOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TradingOptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordedPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordedPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradingOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TradingOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"stake"}},{"kind":"Field","name":{"kind":"Name","value":"payoutPercent"}},{"kind":"Field","name":{"kind":"Name","value":"strike"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"settlement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}}]} as unknown as DocumentNode<TradingOptionQuery, TradingOptionQueryVariables>;
export const MyOpenTradesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOpenTrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openTrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TradeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordedPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordedPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"opening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"closeOutPrice"}},{"kind":"Field","name":{"kind":"Name","value":"closing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedBy"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePrecision"}}]}}]}}]} as unknown as DocumentNode<MyOpenTradesQuery, MyOpenTradesQueryVariables>;
export const MyTradeHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTradeHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"trades"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"CLOSED"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TradeFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordedPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordedPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"opening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"closeOutPrice"}},{"kind":"Field","name":{"kind":"Name","value":"closing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedBy"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePrecision"}}]}}]}}]} as unknown as DocumentNode<MyTradeHistoryQuery, MyTradeHistoryQueryVariables>;
export const MyOptionHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOptionHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TradingOptionFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordedPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordedPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradingOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TradingOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"stake"}},{"kind":"Field","name":{"kind":"Name","value":"payoutPercent"}},{"kind":"Field","name":{"kind":"Name","value":"strike"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"settlement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}}]} as unknown as DocumentNode<MyOptionHistoryQuery, MyOptionHistoryQueryVariables>;
export const TradeDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TradeDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TradeFields"}},{"kind":"Field","name":{"kind":"Name","value":"openRate"}},{"kind":"Field","name":{"kind":"Name","value":"closeRate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordedPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordedPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"opening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"closeOutPrice"}},{"kind":"Field","name":{"kind":"Name","value":"closing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedBy"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePrecision"}}]}}]}}]} as unknown as DocumentNode<TradeDetailQuery, TradeDetailQueryVariables>;
export const TradersListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TradersList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"traders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TraderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"copiedTraders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"trader"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TraderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trader"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"profitSharePercent"}},{"kind":"Field","name":{"kind":"Name","value":"minAllocation"}},{"kind":"Field","name":{"kind":"Name","value":"maxAllocation"}},{"kind":"Field","name":{"kind":"Name","value":"copiers"}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfTrades"}},{"kind":"Field","name":{"kind":"Name","value":"return"}},{"kind":"Field","name":{"kind":"Name","value":"maxDrawdown"}},{"kind":"Field","name":{"kind":"Name","value":"assetsCopying"}},{"kind":"Field","name":{"kind":"Name","value":"statisticsUnavailable"}}]}}]}}]} as unknown as DocumentNode<TradersListQuery, TradersListQueryVariables>;
export const MyCopiedTradersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCopiedTraders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"copiedTraders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"trader"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TraderFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TraderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trader"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"profitSharePercent"}},{"kind":"Field","name":{"kind":"Name","value":"minAllocation"}},{"kind":"Field","name":{"kind":"Name","value":"maxAllocation"}},{"kind":"Field","name":{"kind":"Name","value":"copiers"}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfTrades"}},{"kind":"Field","name":{"kind":"Name","value":"return"}},{"kind":"Field","name":{"kind":"Name","value":"maxDrawdown"}},{"kind":"Field","name":{"kind":"Name","value":"assetsCopying"}},{"kind":"Field","name":{"kind":"Name","value":"statisticsUnavailable"}}]}}]}}]} as unknown as DocumentNode<MyCopiedTradersQuery, MyCopiedTradersQueryVariables>;
export const TraderDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TraderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trader"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TraderFields"}},{"kind":"Field","name":{"kind":"Name","value":"equityCurve"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"equity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"assetCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentTrades"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TradeFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"copiedTraders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"}},{"kind":"Field","name":{"kind":"Name","value":"trader"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordedPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordedPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TraderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trader"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"profitSharePercent"}},{"kind":"Field","name":{"kind":"Name","value":"minAllocation"}},{"kind":"Field","name":{"kind":"Name","value":"maxAllocation"}},{"kind":"Field","name":{"kind":"Name","value":"copiers"}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winRate"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfTrades"}},{"kind":"Field","name":{"kind":"Name","value":"return"}},{"kind":"Field","name":{"kind":"Name","value":"maxDrawdown"}},{"kind":"Field","name":{"kind":"Name","value":"assetsCopying"}},{"kind":"Field","name":{"kind":"Name","value":"statisticsUnavailable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Trade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"margin"}},{"kind":"Field","name":{"kind":"Name","value":"leverage"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"opening"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"takeProfit"}},{"kind":"Field","name":{"kind":"Name","value":"stopLoss"}},{"kind":"Field","name":{"kind":"Name","value":"closeOutPrice"}},{"kind":"Field","name":{"kind":"Name","value":"closing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closedBy"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"instrument"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePrecision"}}]}}]}}]} as unknown as DocumentNode<TraderDetailQuery, TraderDetailQueryVariables>;
export const CopyTraderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyTrader"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"traderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allocation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyTrader"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"traderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"traderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"allocation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allocation"}}},{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"allocation"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}}]}}]}}]} as unknown as DocumentNode<CopyTraderMutation, CopyTraderMutationVariables>;
export const StopCopyingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopCopying"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"traderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopCopying"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"traderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"traderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stoppedAt"}}]}}]}}]} as unknown as DocumentNode<StopCopyingMutation, StopCopyingMutationVariables>;
export const TradingRiskWarningDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TradingRiskWarning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskWarning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"losingAccountsPercent"}},{"kind":"Field","name":{"kind":"Name","value":"accountsCounted"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}}]}}]}}]} as unknown as DocumentNode<TradingRiskWarningQuery, TradingRiskWarningQueryVariables>;
export const TradingEligibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TradingEligibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tradingEligibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"tradingAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"optionsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<TradingEligibilityQuery, TradingEligibilityQueryVariables>;
export const MyRecentOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRecentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TradingOptionFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordedPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordedPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickId"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradingOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TradingOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"stake"}},{"kind":"Field","name":{"kind":"Name","value":"payoutPercent"}},{"kind":"Field","name":{"kind":"Name","value":"strike"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"settlement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordedPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}}]} as unknown as DocumentNode<MyRecentOptionsQuery, MyRecentOptionsQueryVariables>;