import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { TradeRow, OptionRow } from '../db/positions.repository';
import type { UserReference } from '../resolvers/user';
import type { TraderView } from '../traders/trader-figures';
import type { CopyRow } from '../db/traders.repository';
import type { MirrorSkipRow } from '../db/copy-trading.repository';
import type { CurvePoint } from '../copying/copy-figures';
import type { ClosePreview } from '../positions/trade-admin.service';
import type { TradingContext } from '../context';
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

/** An admin of the platform, resolved by identity (admins only). */
export type Admin = {
  __typename?: 'Admin';
  id: Scalars['ID']['output'];
};

/** An OHLC candle of ask prices over its timeframe (one minute unless the query asked for another). */
export type Candle = {
  __typename?: 'Candle';
  close: Scalars['Float']['output'];
  high: Scalars['Float']['output'];
  low: Scalars['Float']['output'];
  open: Scalars['Float']['output'];
  startedAt: Scalars['DateTime']['output'];
  symbol: Scalars['String']['output'];
};

/** A customer's copy of a trader: the allocation it follows the trader with. */
export type CopiedTrader = {
  __typename?: 'CopiedTrader';
  /** In USD. */
  allocation: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  startedAt: Scalars['DateTime']['output'];
  /** Null while the customer copies the trader. */
  stoppedAt?: Maybe<Scalars['DateTime']['output']>;
  trader: Trader;
};

/** One point of a trader's equity curve: stated equity plus the closed model trades' cumulative profit. */
export type EquityPoint = {
  __typename?: 'EquityPoint';
  at: Scalars['DateTime']['output'];
  equity: Money;
};

/** An uploaded image: the file's name (.jpg, .jpeg or .png) and its bytes in base64; checked by content, 4 MB at most. */
export type ImageUpload = {
  base64: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
};

/** A tradable instrument. `symbol` is the plain ticker (AUDCHF, BTCUSDT, AAPL). */
export type Instrument = {
  __typename?: 'Instrument';
  /** The feed's name for it: OANDA:AUDCHF, HITBTC:BTCUSDT, AAPL. */
  feedSymbol: Scalars['String']['output'];
  /** The last recorded feed price; null only before the first tick. */
  lastQuote?: Maybe<Quote>;
  /** The leverage the signed-in customer may use on it in their jurisdiction; null for guests, admins and where they may not trade. */
  leverage?: Maybe<LeverageRange>;
  market: Market;
  name: Scalars['String']['output'];
  /** Decimals the price is shown with (at most 5). */
  pricePrecision: Scalars['Int']['output'];
  symbol: Scalars['String']['output'];
};

/** A whole-number leverage range, 1:min to 1:max. */
export type LeverageRange = {
  __typename?: 'LeverageRange';
  max: Scalars['Int']['output'];
  min: Scalars['Int']['output'];
};

/** The three markets of the trading screens: Crypto, Currencies (forex) and Stocks. */
export type Market =
  | 'CRYPTO'
  | 'CURRENCIES'
  | 'STOCKS';

/** A mirror not placed: which trader trade, whose, why and when. */
export type MirrorSkip = {
  __typename?: 'MirrorSkip';
  at: Scalars['DateTime']['output'];
  detail: Scalars['String']['output'];
  reason: MirrorSkipReason;
  traderId: Scalars['ID']['output'];
  traderTradeId: Scalars['ID']['output'];
  /** The copier whose mirror was not placed (identity answers their e-mail and name). */
  user: User;
  userId: Scalars['ID']['output'];
};

/** Why a copier's mirror of a trader trade was not placed. */
export type MirrorSkipReason =
  | 'ACCOUNT_DEACTIVATED'
  /** The allocation sizes the mirror below the minimum of 1.00 USD of margin. */
  | 'BELOW_MINIMUM'
  /** The copier's trading balance is zero or below, or they have no trading currency yet. */
  | 'DEPOSIT_REQUIRED'
  /** Funds did not answer; its hold, if any, is voided by the reconciler. */
  | 'FUNDS_UNAVAILABLE'
  | 'INSUFFICIENT_FUNDS'
  /** The trader's leverage is outside the copier's allowed range for the instrument. */
  | 'LEVERAGE_NOT_ALLOWED'
  /** No conversion rate into the copier's trading currency when the trader trade opened. */
  | 'QUOTE_UNAVAILABLE'
  /** Any other refusal; the detail says which. */
  | 'REFUSED'
  /** The hold request was abandoned by the reconciler (a restart or a timeout) before the mirror opened. */
  | 'REQUEST_ABANDONED'
  /** The trader trade closed before this mirror could open. */
  | 'TRADER_TRADE_CLOSED';

/**
 * An amount of one asset (as funds shows it): `amount` a decimal string with the asset's scale, `amountMinor`
 * the same in integer minor units. Never a float.
 */
export type Money = {
  __typename?: 'Money';
  amount: Scalars['String']['output'];
  amountMinor: Scalars['String']['output'];
  assetCode: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Closes an open trade at the feed's latest tick with closedBy ADMIN, for a stated reason (3 to 300
   * characters). OPERATOR or SUPERADMIN; audited with the admin's IP. Funds settles it as a customer's close.
   * Not open: TRADE_NOT_OPEN (409); unknown: TRADE_NOT_FOUND.
   */
  adminCloseTrade: Trade;
  /**
   * Closes an open trade at the latest recorded tick: its owner. Not open: TRADE_NOT_OPEN (409, naming the status);
   * another customer's trade: TRADE_NOT_FOUND. Admins close at market with adminCloseTrade.
   */
  closeTrade: Trade;
  /**
   * Closes a model-account trade at the latest recorded tick (closedBy ADMIN); every still-open mirror closes
   * at the same tick. TRADING_DESK or SUPERADMIN; audited. Not a model trade: TRADE_NOT_FOUND; closed: TRADE_NOT_OPEN.
   */
  closeTraderTrade: Trade;
  /**
   * Copies a trader with an allocation in USD within the trader's minAllocation and maxAllocation
   * (ALLOCATION_OUT_OF_RANGE otherwise). Customers. The requestId (a UUID) is the copy's id: the same request
   * twice is one copy. Copying a trader already copied returns that copy with the same allocation and is
   * refused with another (ALREADY_COPYING, 409). Unknown or retired trader: TRADER_NOT_FOUND.
   */
  copyTrader: CopiedTrader;
  /**
   * Adds a trader. OPERATOR or SUPERADMIN; audited. The optional requestId (a UUID) becomes the trader's id:
   * the same request again returns that trader, with other figures IDEMPOTENCY_CONFLICT. No win rate is
   * accepted: statistics come from recorded trades.
   */
  createTrader: Trader;
  /**
   * Opens an option with the stake held; the server settles it after expiry. Refusals as for openTrade, and
   * OPTIONS_NOT_OFFERED for EU/EEA and UK residents.
   */
  openOption: TradingOption;
  /**
   * Opens a CFD trade at the latest recorded tick, holding the margin in funds. Customers. Refusals:
   * DEPOSIT_REQUIRED ("Please deposit to place trades"), INSUFFICIENT_FUNDS, INVALID_INPUT (leverage, margin,
   * levels), INSTRUMENT_NOT_FOUND, INSTRUMENT_NOT_TRADABLE, QUOTE_UNAVAILABLE, IDEMPOTENCY_CONFLICT, and on any
   * market (Crypto, Currencies, Stocks) without a copied trader COPY_REQUIRED ("User Must Copy At Least One Trader").
   * The jurisdiction (tradingEligibility): COUNTRY_REQUIRED without a country on the profile,
   * JURISDICTION_EXCLUDED for US residents, leverage beyond Instrument.leverage INVALID_INPUT.
   */
  openTrade: Trade;
  /**
   * Opens a trader's model-account trade at the latest recorded tick and mirrors it to every open copy at
   * the same tick (skips recorded with their reason). TRADING_DESK or SUPERADMIN; audited. Refusals:
   * TRADER_NOT_FOUND, TRADER_RETIRED, EQUITY_EXCEEDED (open margins above the stated equity), INVALID_INPUT,
   * INSTRUMENT_NOT_FOUND, INSTRUMENT_NOT_TRADABLE, QUOTE_UNAVAILABLE, IDEMPOTENCY_CONFLICT.
   */
  openTraderTrade: Trade;
  /**
   * Retires a trader for a stated reason (3 to 300 characters). OPERATOR or SUPERADMIN; audited. The trader
   * leaves the list and cannot be copied; its open copies stop; its record stays. Retiring it again changes nothing.
   */
  retireTrader: Trader;
  /** Stops copying a trader. Customers. Not copying it: NOT_COPYING (409). */
  stopCopying: CopiedTrader;
  /** Changes what an admin states about a trader. OPERATOR or SUPERADMIN; audited. Retired: TRADER_RETIRED (409). */
  updateTrader: Trader;
  /**
   * Uploads the trader's photo (a JPEG or PNG recognised by its content, 4 MB at most; INVALID_INPUT otherwise).
   * OPERATOR or SUPERADMIN; audited. Earlier photos are kept. Retired: TRADER_RETIRED (409).
   */
  uploadTraderPhoto: Trader;
  /**
   * Voids a trade for a stated reason (3 to 300 characters) within 5 trading sessions (UTC weekdays) of its
   * opening. OPERATOR or SUPERADMIN; audited. The trade stays visible as VOIDED; an open trade's margin is
   * released, a closed trade's result reversed by funds (shown in the customer's statement with the reason).
   * Refusals: VOID_WINDOW_CLOSED, TRADE_ALREADY_VOIDED (409), OPTION_NOT_VOIDABLE (options are never voided),
   * TRADE_NOT_FOUND.
   */
  voidTrade: Trade;
};


export type MutationAdminCloseTradeArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationCloseTradeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCloseTraderTradeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCopyTraderArgs = {
  allocation: Scalars['String']['input'];
  requestId: Scalars['ID']['input'];
  traderId: Scalars['ID']['input'];
};


export type MutationCreateTraderArgs = {
  input: TraderInput;
  requestId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationOpenOptionArgs = {
  input: OpenOptionInput;
};


export type MutationOpenTradeArgs = {
  input: OpenTradeInput;
};


export type MutationOpenTraderTradeArgs = {
  input: OpenTraderTradeInput;
};


export type MutationRetireTraderArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationStopCopyingArgs = {
  traderId: Scalars['ID']['input'];
};


export type MutationUpdateTraderArgs = {
  id: Scalars['ID']['input'];
  input: TraderInput;
};


export type MutationUploadTraderPhotoArgs = {
  id: Scalars['ID']['input'];
  photo: ImageUpload;
};


export type MutationVoidTradeArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

export type OpenOptionInput = {
  direction: OptionDirection;
  /** 5 to 10 minutes; 5 by default. */
  durationMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** A UUID chosen by the client: the option's id. The same request twice opens one option. */
  requestId: Scalars['ID']['input'];
  /** A decimal in the trading currency, 1 to 1,000,000, at most 2 decimals. */
  stake: Scalars['String']['input'];
  symbol: Scalars['String']['input'];
};

export type OpenTradeInput = {
  /** Within the customer's range for the instrument (Instrument.leverage): 1:3 to 1:100, lower under ESMA caps. */
  leverage: Scalars['Int']['input'];
  /** A decimal in the trading currency, 1 to 1,000,000, at most 2 decimals. */
  margin: Scalars['String']['input'];
  /** A UUID chosen by the client: the trade's id. The same request twice opens one trade. */
  requestId: Scalars['ID']['input'];
  side: TradeSide;
  stopLoss?: InputMaybe<Scalars['Float']['input']>;
  symbol: Scalars['String']['input'];
  takeProfit?: InputMaybe<Scalars['Float']['input']>;
};

/** A trade the trader desk places for a trader's model account (USD, out of the trader's stated equity). */
export type OpenTraderTradeInput = {
  /** 1 to 100. Each copier's mirror uses it when it lies in the copier's allowed range (skipped otherwise). */
  leverage: Scalars['Int']['input'];
  /** USD, 1 to 1,000,000, at most 2 decimals; the open model margins together at most the stated equity. */
  margin: Scalars['String']['input'];
  /** A UUID chosen by the desk: the trade's id. The same request twice opens one trade (and resumes its mirroring). */
  requestId: Scalars['ID']['input'];
  side: TradeSide;
  stopLoss?: InputMaybe<Scalars['Float']['input']>;
  symbol: Scalars['String']['input'];
  takeProfit?: InputMaybe<Scalars['Float']['input']>;
  traderId: Scalars['ID']['input'];
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

export type Query = {
  __typename?: 'Query';
  /**
   * Candles of the timeframe (one minute by default) starting in [from, to), oldest first, each aggregated
   * from the recorded one-minute candles it spans (UTC buckets: `from` is taken back to its bucket's start);
   * the current one is still open. `from` must be before `to` and the range at most 1440 candles of the
   * timeframe (BAD_REQUEST: INVALID_RANGE, RANGE_TOO_LONG). Unknown symbol: NOT_FOUND.
   */
  candles: Array<Candle>;
  /** All instruments, or those of one market. */
  instruments: Array<Instrument>;
  /** The last price of an instrument. Unknown symbol: NOT_FOUND; no tick yet: UNAVAILABLE. */
  quote: Quote;
  /** The public risk warning (cached for up to a minute). */
  riskWarning: RiskWarning;
  /** One trade: its owner or an admin; anyone else gets what an unknown id gets (TRADE_NOT_FOUND, "Trade Not Found"). */
  trade: Trade;
  /**
   * The profit an open trade would realise at the latest recorded tick: its owner or an admin. Another
   * customer's trade: TRADE_NOT_FOUND; not open: TRADE_NOT_OPEN (409).
   */
  tradeClosePreview: TradeClosePreview;
  /** One trader. Unknown or retired: TRADER_NOT_FOUND ("Trader Not Found"); admins still see a retired one. */
  trader: Trader;
  /** The traders customers may copy (retired ones are not listed), oldest first. Anyone may read them. */
  traders: Array<Trader>;
  /** The trading domain's audit log, newest first; search matches operation, target id and admin id. Admins. */
  tradingAuditLog: TradingAuditPage;
  /** The signed-in customer's trading eligibility. Guests: UNAUTHENTICATED; admins: CUSTOMER_ONLY. */
  tradingEligibility: TradingEligibility;
  /** One option: its owner or an admin; anyone else gets OPTION_NOT_FOUND. */
  tradingOption: TradingOption;
};


export type QueryCandlesArgs = {
  from: Scalars['DateTime']['input'];
  symbol: Scalars['String']['input'];
  timeframe?: InputMaybe<Timeframe>;
  to: Scalars['DateTime']['input'];
};


export type QueryInstrumentsArgs = {
  market?: InputMaybe<Market>;
};


export type QueryQuoteArgs = {
  symbol: Scalars['String']['input'];
};


export type QueryTradeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTradeClosePreviewArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTraderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTradingAuditLogArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTradingOptionArgs = {
  id: Scalars['ID']['input'];
};

/** A feed price. `ask` is the current (BUY) price; `bid` is the SELL price, ask less the market spread. */
export type Quote = {
  __typename?: 'Quote';
  ask: Scalars['Float']['output'];
  at: Scalars['DateTime']['output'];
  bid: Scalars['Float']['output'];
  symbol: Scalars['String']['output'];
};

/** A recorded feed tick a position used: its id, the price taken from it and when it was recorded. */
export type RecordedPrice = {
  __typename?: 'RecordedPrice';
  at: Scalars['DateTime']['output'];
  price: Scalars['Float']['output'];
  tickId: Scalars['ID']['output'];
};

/**
 * The risk warning: the share of customer accounts that lost money on their trades and options closed or
 * settled over the last `periodMonths` months, from recorded results (traders' model accounts excluded).
 */
export type RiskWarning = {
  __typename?: 'RiskWarning';
  accountsCounted: Scalars['Int']['output'];
  /** In percent, one decimal; null when no account closed or settled a position in the period. */
  losingAccountsPercent?: Maybe<Scalars['Float']['output']>;
  periodMonths: Scalars['Int']['output'];
};

/** The span of one candle on a price chart. */
export type Timeframe =
  | 'FIVE_MINUTES'
  /** A UTC day. */
  | 'ONE_DAY'
  | 'ONE_HOUR'
  | 'ONE_MINUTE';

/**
 * A CFD trade. Money is in the customer's trading currency as decimal strings; prices come only from
 * recorded feed ticks. BUY opens at the ask and closes at the bid; SELL the other way round.
 */
export type Trade = {
  __typename?: 'Trade';
  /** The closing price at which the loss reaches half the margin: the trade is closed out there. */
  closeOutPrice: Scalars['Float']['output'];
  /** The same at closing (what the profit was converted with); null while open. */
  closeRate?: Maybe<Scalars['String']['output']>;
  closedBy?: Maybe<TradeCloseReason>;
  closing?: Maybe<RecordedPrice>;
  /** A copier's mirror: the trader trade it copies (opened at its tick, closed at its closing tick). */
  copiedFrom?: Maybe<Scalars['ID']['output']>;
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  instrument?: Maybe<Instrument>;
  leverage: Scalars['Int']['output'];
  margin: Scalars['String']['output'];
  /** How many copiers' mirrors of a trader trade were opened (open and closed); 0 for any other trade. */
  mirrorCount: Scalars['Int']['output'];
  /**
   * A trader trade's copiers whose mirror could not be placed, with the reason. Admins of the desk
   * (TRADING_DESK, OPERATOR, SUPERADMIN); empty for other trades.
   */
  mirrorSkips: Array<MirrorSkip>;
  /** Trading currency per unit of the instrument's quote currency at opening, 10 decimals (what the units were sized with). */
  openRate: Scalars['String']['output'];
  opening: RecordedPrice;
  /** Realised profit (negative for a loss, never below −margin); null while open. */
  profit?: Maybe<Scalars['String']['output']>;
  /** A mirror's profit share taken by the trader when it closed (null otherwise, or none taken). */
  profitShare?: Maybe<Scalars['String']['output']>;
  side: TradeSide;
  status: TradeStatus;
  stopLoss?: Maybe<Scalars['Float']['output']>;
  symbol: Scalars['String']['output'];
  takeProfit?: Maybe<Scalars['Float']['output']>;
  /** That trader (a retired one too: the trade's history names it); null otherwise. */
  trader?: Maybe<Trader>;
  /** The trader of a model-account trade (placed by the desk) or of the trade a mirror copies; null otherwise. */
  traderId?: Maybe<Scalars['ID']['output']>;
  /** The lot size: margin (in the quote currency) × leverage ÷ opening price, 8 decimals. */
  units: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
  /** Why an operator voided the trade; null unless VOIDED. */
  voidReason?: Maybe<Scalars['String']['output']>;
  /** When an operator voided the trade (status VOIDED); null otherwise. */
  voidedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What closing an open trade now would realise, at the latest recorded tick: shown before an admin confirms a close. */
export type TradeClosePreview = {
  __typename?: 'TradeClosePreview';
  at: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** The closing price at that tick (BUY: the bid, SELL: the ask). */
  price: Scalars['Float']['output'];
  /** The profit at that tick in the trade's currency (negative for a loss, never below −margin). */
  profit: Scalars['String']['output'];
  tickId: Scalars['ID']['output'];
  tradeId: Scalars['ID']['output'];
};

/** Who or what closed a trade: the customer, its take-profit or stop-loss, the margin close-out, or an admin at market. */
export type TradeCloseReason =
  | 'ADMIN'
  | 'CLOSE_OUT'
  | 'CUSTOMER'
  | 'STOP_LOSS'
  | 'TAKE_PROFIT';

export type TradePage = {
  __typename?: 'TradePage';
  items: Array<Trade>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type TradeSide =
  | 'BUY'
  | 'SELL';

export type TradeStatus =
  | 'CLOSED'
  | 'OPEN'
  | 'VOIDED';

/**
 * A trader customers may copy. Its statistics are computed from its recorded closed trades only: no admin
 * types a win rate or a return, and the schema has no input for them.
 */
export type Trader = {
  __typename?: 'Trader';
  /** How many customers copy this trader now. */
  copiers: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  /** Admins only (ADMIN_ROLE_REQUIRED otherwise). */
  email: Scalars['String']['output'];
  /** The model account's stated equity in USD: a copier's mirror is sized by allocation ÷ equity. Admins only. */
  equity: Scalars['String']['output'];
  /**
   * Stated equity at creation, then one point per closed model-account trade (equity + cumulative profit),
   * in USD, oldest first.
   */
  equityCurve: Array<EquityPoint>;
  id: Scalars['ID']['output'];
  /** The largest allocation a copier may give this trader, in USD. */
  maxAllocation: Scalars['String']['output'];
  /** The smallest allocation a copier may give this trader, in USD. */
  minAllocation: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The open model-account trades' margins together in USD: at most the stated equity. Admins only. */
  openMargin: Scalars['String']['output'];
  /** Where the trader's photo is served (/images/traders/<id>, to anyone while the trader is active); null without one. */
  photoUrl?: Maybe<Scalars['String']['output']>;
  /** The share of a copier's net profit above its high-water mark that the trader takes, in percent (0 to 50). */
  profitSharePercent: Scalars['Float']['output'];
  /** The trader's model-account trades, open and closed, newest first (1 to 100, 20 by default). */
  recentTrades: Array<Trade>;
  /** When the trader was retired; null while active. Admins only. */
  retiredAt?: Maybe<Scalars['DateTime']['output']>;
  statistics: TraderStatistics;
};


/**
 * A trader customers may copy. Its statistics are computed from its recorded closed trades only: no admin
 * types a win rate or a return, and the schema has no input for them.
 */
export type TraderRecentTradesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * What an admin states about a trader: name, contact, description, profit share and the money figures.
 * There is deliberately no win rate or return here: those come from the trader's recorded trades.
 */
export type TraderInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  /** The model account's stated equity in USD, positive. */
  equity: Scalars['String']['input'];
  /** USD, at least minAllocation. */
  maxAllocation: Scalars['String']['input'];
  /** USD, positive. */
  minAllocation: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** 0 to 50, at most 2 decimals. */
  profitSharePercent: Scalars['Float']['input'];
};

/**
 * Computed from the trader's recorded closed trades, never typed by anyone. With no closed trade yet, the
 * three figures are null and `statisticsUnavailable` says why.
 */
export type TraderStatistics = {
  __typename?: 'TraderStatistics';
  /** The sum of the open copies' allocations, in USD (a figure even with no closed trade). */
  assetsCopying: Scalars['String']['output'];
  /** The largest fall of the equity curve from a running peak, in percent of that peak (2 decimals). */
  maxDrawdown?: Maybe<Scalars['Float']['output']>;
  /** How many of the trader's trades are closed. */
  numberOfTrades?: Maybe<Scalars['Int']['output']>;
  /** The closed trades' summed profit over the trader's stated equity, in percent. */
  return?: Maybe<Scalars['Float']['output']>;
  /** Why the figures are null, as a code for clients to word in their own language; null when they are computed. */
  statisticsUnavailable?: Maybe<TraderStatisticsUnavailable>;
  /** The English text of `statisticsUnavailable`, kept for the legacy API and the English-only admin panel; null when that is null. */
  statisticsUnavailableReason?: Maybe<Scalars['String']['output']>;
  /** Percent of the closed trades that made a profit. */
  winRate?: Maybe<Scalars['Float']['output']>;
};

/** Why a trader's statistics cannot be computed yet. */
export type TraderStatisticsUnavailable =
  /** The trader has no closed model-account trade recorded yet. */
  | 'NO_CLOSED_TRADES';

/** One audited admin action in the trading domain (traders, photos, the desk, admin closes and voids). */
export type TradingAuditEntry = {
  __typename?: 'TradingAuditEntry';
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

export type TradingAuditPage = {
  __typename?: 'TradingAuditPage';
  items: Array<TradingAuditEntry>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/**
 * Whether the signed-in customer may trade, from the country on their profile (the jurisdiction table in
 * docs/trading.md). EU/EEA and UK residents trade CFDs under ESMA's retail leverage caps and are not offered
 * options; US residents are not offered trading; a customer without a country is asked to add one.
 */
export type TradingEligibility = {
  __typename?: 'TradingEligibility';
  /** The ISO 3166-1 alpha-2 code the rules were read from; null when the profile has none or one that could not be recognised (then the strictest rules apply). */
  country?: Maybe<Scalars['String']['output']>;
  optionsAllowed: Scalars['Boolean']['output'];
  /** Why trading or options are not allowed; null when both are. */
  reason?: Maybe<Scalars['String']['output']>;
  tradingAllowed: Scalars['Boolean']['output'];
};

/** A short option: the stake held, the strike the recorded ask at opening, settled by the server after expiry. */
export type TradingOption = {
  __typename?: 'TradingOption';
  currency: Scalars['String']['output'];
  direction: OptionDirection;
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The payout ratio of a win, in percent (at most 95). */
  payoutPercent: Scalars['Float']['output'];
  /** stake × payout ratio for a win, −stake for a loss, 0 for a tie; null while open. */
  profit?: Maybe<Scalars['String']['output']>;
  /** The first recorded tick at or after expiry; null while open. */
  settlement?: Maybe<RecordedPrice>;
  stake: Scalars['String']['output'];
  status: OptionStatus;
  strike: RecordedPrice;
  symbol: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type TradingOptionPage = {
  __typename?: 'TradingOptionPage';
  items: Array<TradingOption>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The customer, owned by identity; trading adds their positions. Nullable so a trading outage leaves the rest of the customer readable (the field is null, with an `UNAVAILABLE` error naming `trading`). */
export type User = {
  __typename?: 'User';
  /** The traders the customer copies now, oldest copy first. */
  copiedTraders?: Maybe<Array<CopiedTrader>>;
  id: Scalars['ID']['output'];
  /** The customer's open trades, newest first. */
  openTrades?: Maybe<Array<Trade>>;
  /** The customer's options, newest first. */
  options?: Maybe<TradingOptionPage>;
  /** Trader trades not mirrored for the customer, and why, newest first (at most 100). */
  skippedMirrors?: Maybe<Array<MirrorSkip>>;
  /** The customer's trades, newest first, optionally of one status: the customer's own, or any customer's for an admin. */
  trades?: Maybe<TradePage>;
};


/** The customer, owned by identity; trading adds their positions. Nullable so a trading outage leaves the rest of the customer readable (the field is null, with an `UNAVAILABLE` error naming `trading`). */
export type UserOptionsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OptionStatus>;
};


/** The customer, owned by identity; trading adds their positions. Nullable so a trading outage leaves the rest of the customer readable (the field is null, with an `UNAVAILABLE` error naming `trading`). */
export type UserTradesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<TradeStatus>;
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
  Instrument: Instrument;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Instrument:
    ( { __typename: 'Instrument' }
    & GraphQLRecursivePick<FederationTypes['Instrument'], {"symbol":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Admin: ResolverTypeWrapper<Admin>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Candle: ResolverTypeWrapper<Candle>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  CopiedTrader: ResolverTypeWrapper<CopyRow>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EquityPoint: ResolverTypeWrapper<CurvePoint>;
  ImageUpload: ImageUpload;
  Instrument: ResolverTypeWrapper<Instrument>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LeverageRange: ResolverTypeWrapper<LeverageRange>;
  Market: Market;
  MirrorSkip: ResolverTypeWrapper<MirrorSkipRow>;
  MirrorSkipReason: MirrorSkipReason;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OpenOptionInput: OpenOptionInput;
  OpenTradeInput: OpenTradeInput;
  OpenTraderTradeInput: OpenTraderTradeInput;
  OptionDirection: OptionDirection;
  OptionStatus: OptionStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quote: ResolverTypeWrapper<Quote>;
  RecordedPrice: ResolverTypeWrapper<RecordedPrice>;
  RiskWarning: ResolverTypeWrapper<RiskWarning>;
  Timeframe: Timeframe;
  Trade: ResolverTypeWrapper<TradeRow>;
  TradeClosePreview: ResolverTypeWrapper<ClosePreview>;
  TradeCloseReason: TradeCloseReason;
  TradePage: ResolverTypeWrapper<Omit<TradePage, 'items'> & { items: Array<ResolversTypes['Trade']> }>;
  TradeSide: TradeSide;
  TradeStatus: TradeStatus;
  Trader: ResolverTypeWrapper<TraderView>;
  TraderInput: TraderInput;
  TraderStatistics: ResolverTypeWrapper<TraderStatistics>;
  TraderStatisticsUnavailable: TraderStatisticsUnavailable;
  TradingAuditEntry: ResolverTypeWrapper<TradingAuditEntry>;
  TradingAuditPage: ResolverTypeWrapper<TradingAuditPage>;
  TradingEligibility: ResolverTypeWrapper<TradingEligibility>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  TradingOption: ResolverTypeWrapper<OptionRow>;
  TradingOptionPage: ResolverTypeWrapper<Omit<TradingOptionPage, 'items'> & { items: Array<ResolversTypes['TradingOption']> }>;
  User: ResolverTypeWrapper<UserReference>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Admin: Admin;
  ID: Scalars['ID']['output'];
  Candle: Candle;
  Float: Scalars['Float']['output'];
  String: Scalars['String']['output'];
  CopiedTrader: CopyRow;
  DateTime: Scalars['DateTime']['output'];
  EquityPoint: CurvePoint;
  ImageUpload: ImageUpload;
  Instrument: Instrument | FederationReferenceTypes['Instrument'];
  Int: Scalars['Int']['output'];
  LeverageRange: LeverageRange;
  MirrorSkip: MirrorSkipRow;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  OpenOptionInput: OpenOptionInput;
  OpenTradeInput: OpenTradeInput;
  OpenTraderTradeInput: OpenTraderTradeInput;
  Query: Record<PropertyKey, never>;
  Quote: Quote;
  RecordedPrice: RecordedPrice;
  RiskWarning: RiskWarning;
  Trade: TradeRow;
  TradeClosePreview: ClosePreview;
  TradePage: Omit<TradePage, 'items'> & { items: Array<ResolversParentTypes['Trade']> };
  Trader: TraderView;
  TraderInput: TraderInput;
  TraderStatistics: TraderStatistics;
  TradingAuditEntry: TradingAuditEntry;
  TradingAuditPage: TradingAuditPage;
  TradingEligibility: TradingEligibility;
  Boolean: Scalars['Boolean']['output'];
  TradingOption: OptionRow;
  TradingOptionPage: Omit<TradingOptionPage, 'items'> & { items: Array<ResolversParentTypes['TradingOption']> };
  User: UserReference;
};

export type AdminResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['Admin'] = ResolversParentTypes['Admin']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CandleResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['Candle'] = ResolversParentTypes['Candle']> = {
  close?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  high?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CopiedTraderResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['CopiedTrader'] = ResolversParentTypes['CopiedTrader']> = {
  allocation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  stoppedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  trader?: Resolver<ResolversTypes['Trader'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EquityPointResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['EquityPoint'] = ResolversParentTypes['EquityPoint']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  equity?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type InstrumentResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['Instrument'] = ResolversParentTypes['Instrument'], FederationReferenceType extends FederationReferenceTypes['Instrument'] = FederationReferenceTypes['Instrument']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Instrument']> | FederationReferenceType, FederationReferenceType, ContextType>;
  feedSymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastQuote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType>;
  leverage?: Resolver<Maybe<ResolversTypes['LeverageRange']>, ParentType, ContextType>;
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LeverageRangeResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['LeverageRange'] = ResolversParentTypes['LeverageRange']> = {
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MirrorSkipResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['MirrorSkip'] = ResolversParentTypes['MirrorSkip']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['MirrorSkipReason'], ParentType, ContextType>;
  traderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  traderTradeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amountMinor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assetCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adminCloseTrade?: Resolver<ResolversTypes['Trade'], ParentType, ContextType, RequireFields<MutationAdminCloseTradeArgs, 'id' | 'reason'>>;
  closeTrade?: Resolver<ResolversTypes['Trade'], ParentType, ContextType, RequireFields<MutationCloseTradeArgs, 'id'>>;
  closeTraderTrade?: Resolver<ResolversTypes['Trade'], ParentType, ContextType, RequireFields<MutationCloseTraderTradeArgs, 'id'>>;
  copyTrader?: Resolver<ResolversTypes['CopiedTrader'], ParentType, ContextType, RequireFields<MutationCopyTraderArgs, 'allocation' | 'requestId' | 'traderId'>>;
  createTrader?: Resolver<ResolversTypes['Trader'], ParentType, ContextType, RequireFields<MutationCreateTraderArgs, 'input'>>;
  openOption?: Resolver<ResolversTypes['TradingOption'], ParentType, ContextType, RequireFields<MutationOpenOptionArgs, 'input'>>;
  openTrade?: Resolver<ResolversTypes['Trade'], ParentType, ContextType, RequireFields<MutationOpenTradeArgs, 'input'>>;
  openTraderTrade?: Resolver<ResolversTypes['Trade'], ParentType, ContextType, RequireFields<MutationOpenTraderTradeArgs, 'input'>>;
  retireTrader?: Resolver<ResolversTypes['Trader'], ParentType, ContextType, RequireFields<MutationRetireTraderArgs, 'id' | 'reason'>>;
  stopCopying?: Resolver<ResolversTypes['CopiedTrader'], ParentType, ContextType, RequireFields<MutationStopCopyingArgs, 'traderId'>>;
  updateTrader?: Resolver<ResolversTypes['Trader'], ParentType, ContextType, RequireFields<MutationUpdateTraderArgs, 'id' | 'input'>>;
  uploadTraderPhoto?: Resolver<ResolversTypes['Trader'], ParentType, ContextType, RequireFields<MutationUploadTraderPhotoArgs, 'id' | 'photo'>>;
  voidTrade?: Resolver<ResolversTypes['Trade'], ParentType, ContextType, RequireFields<MutationVoidTradeArgs, 'id' | 'reason'>>;
};

export type QueryResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  candles?: Resolver<Array<ResolversTypes['Candle']>, ParentType, ContextType, RequireFields<QueryCandlesArgs, 'from' | 'symbol' | 'timeframe' | 'to'>>;
  instruments?: Resolver<Array<ResolversTypes['Instrument']>, ParentType, ContextType, Partial<QueryInstrumentsArgs>>;
  quote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<QueryQuoteArgs, 'symbol'>>;
  riskWarning?: Resolver<ResolversTypes['RiskWarning'], ParentType, ContextType>;
  trade?: Resolver<ResolversTypes['Trade'], ParentType, ContextType, RequireFields<QueryTradeArgs, 'id'>>;
  tradeClosePreview?: Resolver<ResolversTypes['TradeClosePreview'], ParentType, ContextType, RequireFields<QueryTradeClosePreviewArgs, 'id'>>;
  trader?: Resolver<ResolversTypes['Trader'], ParentType, ContextType, RequireFields<QueryTraderArgs, 'id'>>;
  traders?: Resolver<Array<ResolversTypes['Trader']>, ParentType, ContextType>;
  tradingAuditLog?: Resolver<ResolversTypes['TradingAuditPage'], ParentType, ContextType, RequireFields<QueryTradingAuditLogArgs, 'page' | 'pageSize'>>;
  tradingEligibility?: Resolver<ResolversTypes['TradingEligibility'], ParentType, ContextType>;
  tradingOption?: Resolver<ResolversTypes['TradingOption'], ParentType, ContextType, RequireFields<QueryTradingOptionArgs, 'id'>>;
};

export type QuoteResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = {
  ask?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  bid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecordedPriceResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['RecordedPrice'] = ResolversParentTypes['RecordedPrice']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tickId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RiskWarningResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['RiskWarning'] = ResolversParentTypes['RiskWarning']> = {
  accountsCounted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  losingAccountsPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  periodMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TradeResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['Trade'] = ResolversParentTypes['Trade']> = {
  closeOutPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  closeRate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closedBy?: Resolver<Maybe<ResolversTypes['TradeCloseReason']>, ParentType, ContextType>;
  closing?: Resolver<Maybe<ResolversTypes['RecordedPrice']>, ParentType, ContextType>;
  copiedFrom?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instrument?: Resolver<Maybe<ResolversTypes['Instrument']>, ParentType, ContextType>;
  leverage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  margin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mirrorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mirrorSkips?: Resolver<Array<ResolversTypes['MirrorSkip']>, ParentType, ContextType>;
  openRate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opening?: Resolver<ResolversTypes['RecordedPrice'], ParentType, ContextType>;
  profit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profitShare?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  side?: Resolver<ResolversTypes['TradeSide'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TradeStatus'], ParentType, ContextType>;
  stopLoss?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  takeProfit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  trader?: Resolver<Maybe<ResolversTypes['Trader']>, ParentType, ContextType>;
  traderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  units?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  voidReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type TradeClosePreviewResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['TradeClosePreview'] = ResolversParentTypes['TradeClosePreview']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tickId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tradeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TradePageResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['TradePage'] = ResolversParentTypes['TradePage']> = {
  items?: Resolver<Array<ResolversTypes['Trade']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TraderResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['Trader'] = ResolversParentTypes['Trader']> = {
  copiers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equityCurve?: Resolver<Array<ResolversTypes['EquityPoint']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxAllocation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minAllocation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openMargin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profitSharePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recentTrades?: Resolver<Array<ResolversTypes['Trade']>, ParentType, ContextType, RequireFields<TraderRecentTradesArgs, 'limit'>>;
  retiredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  statistics?: Resolver<ResolversTypes['TraderStatistics'], ParentType, ContextType>;
};

export type TraderStatisticsResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['TraderStatistics'] = ResolversParentTypes['TraderStatistics']> = {
  assetsCopying?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxDrawdown?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  numberOfTrades?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  return?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  statisticsUnavailable?: Resolver<Maybe<ResolversTypes['TraderStatisticsUnavailable']>, ParentType, ContextType>;
  statisticsUnavailableReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  winRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type TradingAuditEntryResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['TradingAuditEntry'] = ResolversParentTypes['TradingAuditEntry']> = {
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

export type TradingAuditPageResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['TradingAuditPage'] = ResolversParentTypes['TradingAuditPage']> = {
  items?: Resolver<Array<ResolversTypes['TradingAuditEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TradingEligibilityResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['TradingEligibility'] = ResolversParentTypes['TradingEligibility']> = {
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  optionsAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tradingAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TradingOptionResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['TradingOption'] = ResolversParentTypes['TradingOption']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['OptionDirection'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payoutPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  profit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settlement?: Resolver<Maybe<ResolversTypes['RecordedPrice']>, ParentType, ContextType>;
  stake?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OptionStatus'], ParentType, ContextType>;
  strike?: Resolver<ResolversTypes['RecordedPrice'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TradingOptionPageResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['TradingOptionPage'] = ResolversParentTypes['TradingOptionPage']> = {
  items?: Resolver<Array<ResolversTypes['TradingOption']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  copiedTraders?: Resolver<Maybe<Array<ResolversTypes['CopiedTrader']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  openTrades?: Resolver<Maybe<Array<ResolversTypes['Trade']>>, ParentType, ContextType>;
  options?: Resolver<Maybe<ResolversTypes['TradingOptionPage']>, ParentType, ContextType, RequireFields<UserOptionsArgs, 'page' | 'pageSize'>>;
  skippedMirrors?: Resolver<Maybe<Array<ResolversTypes['MirrorSkip']>>, ParentType, ContextType>;
  trades?: Resolver<Maybe<ResolversTypes['TradePage']>, ParentType, ContextType, RequireFields<UserTradesArgs, 'page' | 'pageSize'>>;
};

export type Resolvers<ContextType = TradingContext> = {
  Admin?: AdminResolvers<ContextType>;
  Candle?: CandleResolvers<ContextType>;
  CopiedTrader?: CopiedTraderResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EquityPoint?: EquityPointResolvers<ContextType>;
  Instrument?: InstrumentResolvers<ContextType>;
  LeverageRange?: LeverageRangeResolvers<ContextType>;
  MirrorSkip?: MirrorSkipResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  RecordedPrice?: RecordedPriceResolvers<ContextType>;
  RiskWarning?: RiskWarningResolvers<ContextType>;
  Trade?: TradeResolvers<ContextType>;
  TradeClosePreview?: TradeClosePreviewResolvers<ContextType>;
  TradePage?: TradePageResolvers<ContextType>;
  Trader?: TraderResolvers<ContextType>;
  TraderStatistics?: TraderStatisticsResolvers<ContextType>;
  TradingAuditEntry?: TradingAuditEntryResolvers<ContextType>;
  TradingAuditPage?: TradingAuditPageResolvers<ContextType>;
  TradingEligibility?: TradingEligibilityResolvers<ContextType>;
  TradingOption?: TradingOptionResolvers<ContextType>;
  TradingOptionPage?: TradingOptionPageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

