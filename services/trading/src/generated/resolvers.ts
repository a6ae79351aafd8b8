import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { TradingContext } from '../context';
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

/** A one-minute OHLC candle of ask prices. */
export type Candle = {
  __typename?: 'Candle';
  close: Scalars['Float']['output'];
  high: Scalars['Float']['output'];
  low: Scalars['Float']['output'];
  open: Scalars['Float']['output'];
  startedAt: Scalars['DateTime']['output'];
  symbol: Scalars['String']['output'];
};

/** A tradable instrument. `symbol` is the plain ticker (AUDCHF, BTCUSDT, AAPL). */
export type Instrument = {
  __typename?: 'Instrument';
  /** The feed's name for it: OANDA:AUDCHF, HITBTC:BTCUSDT, AAPL. */
  feedSymbol: Scalars['String']['output'];
  /** The last recorded feed price; null only before the first tick. */
  lastQuote?: Maybe<Quote>;
  market: Market;
  name: Scalars['String']['output'];
  /** Decimals the price is shown with (at most 5). */
  pricePrecision: Scalars['Int']['output'];
  symbol: Scalars['String']['output'];
};

/** The three markets of the trading screens: Crypto, Currencies (forex) and Stocks. */
export type Market =
  | 'CRYPTO'
  | 'CURRENCIES'
  | 'STOCKS';

export type Query = {
  __typename?: 'Query';
  /**
   * One-minute candles starting in [from, to), oldest first; the current minute's candle is still open.
   * `from` must be before `to` and the range at most 1440 minutes (BAD_REQUEST: INVALID_RANGE,
   * RANGE_TOO_LONG). Unknown symbol: NOT_FOUND.
   */
  candles: Array<Candle>;
  /** All instruments, or those of one market. */
  instruments: Array<Instrument>;
  /** The last price of an instrument. Unknown symbol: NOT_FOUND; no tick yet: UNAVAILABLE. */
  quote: Quote;
};


export type QueryCandlesArgs = {
  from: Scalars['DateTime']['input'];
  symbol: Scalars['String']['input'];
  to: Scalars['DateTime']['input'];
};


export type QueryInstrumentsArgs = {
  market?: InputMaybe<Market>;
};


export type QueryQuoteArgs = {
  symbol: Scalars['String']['input'];
};

/** A feed price. `ask` is the current (BUY) price; `bid` is the SELL price, ask less the market spread. */
export type Quote = {
  __typename?: 'Quote';
  ask: Scalars['Float']['output'];
  at: Scalars['DateTime']['output'];
  bid: Scalars['Float']['output'];
  symbol: Scalars['String']['output'];
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
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Instrument:
    ( { __typename: 'Instrument' }
    & GraphQLRecursivePick<FederationTypes['Instrument'], {"symbol":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Candle: ResolverTypeWrapper<Candle>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Instrument: ResolverTypeWrapper<Instrument>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Market: Market;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quote: ResolverTypeWrapper<Quote>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Candle: Candle;
  Float: Scalars['Float']['output'];
  String: Scalars['String']['output'];
  DateTime: Scalars['DateTime']['output'];
  Instrument: Instrument | FederationReferenceTypes['Instrument'];
  Int: Scalars['Int']['output'];
  Query: Record<PropertyKey, never>;
  Quote: Quote;
  Boolean: Scalars['Boolean']['output'];
};

export type CandleResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['Candle'] = ResolversParentTypes['Candle']> = {
  close?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  high?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type InstrumentResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['Instrument'] = ResolversParentTypes['Instrument'], FederationReferenceType extends FederationReferenceTypes['Instrument'] = FederationReferenceTypes['Instrument']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Instrument']> | FederationReferenceType, FederationReferenceType, ContextType>;
  feedSymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastQuote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType>;
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  candles?: Resolver<Array<ResolversTypes['Candle']>, ParentType, ContextType, RequireFields<QueryCandlesArgs, 'from' | 'symbol' | 'to'>>;
  instruments?: Resolver<Array<ResolversTypes['Instrument']>, ParentType, ContextType, Partial<QueryInstrumentsArgs>>;
  quote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<QueryQuoteArgs, 'symbol'>>;
};

export type QuoteResolvers<ContextType = TradingContext, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = {
  ask?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  bid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = TradingContext> = {
  Candle?: CandleResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Instrument?: InstrumentResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
};

