import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

type Parser = PGlite['parsers'][number];
type QueryOptions = Parameters<PGlite['query']>[2];

/**
 * The types drizzle's PGlite driver keeps as text (dates, times, intervals, numeric and their arrays),
 * as the pg driver's drizzle setup does. drizzle passes these parsers with every query, and PGlite
 * merges a query's parsers by copying its whole parser table (some 150 types) each time: 8–11 % of
 * the trades bench's CPU. Installed once in the client's table, the per-query copy goes.
 */
const KEPT_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const keepText: Parser = (value: string) => value;

/** What drizzle calls on its PGlite client: `query`, and `transaction` whose client it calls `query` on. */
type DrizzleClient = Pick<PGlite, 'query' | 'transaction'>;

/**
 * The client to give drizzle, with drizzle's text-kept types installed once. Returns the parsers they
 * replaced too: the raw scripts (migrations, test set-up) pass those back per query, so their rows
 * are what they were (Dates, as the pg driver's raw rows are).
 */
export function drizzleClientOf(client: PGlite): { drizzleClient: PGlite; rawParsers: Record<number, Parser> } {
  const rawParsers = Object.fromEntries(KEPT_AS_TEXT.map((oid) => [oid, client.parsers[oid]]));
  for (const oid of KEPT_AS_TEXT) client.parsers[oid] = keepText;
  const drizzleClient: DrizzleClient = {
    query: withoutQueryParsers(client),
    transaction: (run) => client.transaction((tx) => run(withQueryOf(tx))),
  };
  // drizzle's driver calls nothing else on its client (drizzle-orm/pglite/session).
  return { drizzleClient: drizzleClient as PGlite, rawParsers };
}

function withoutQueryParsers(target: Pick<PGlite, 'query'>): PGlite['query'] {
  return (text, params, options?: QueryOptions) => target.query(text, params, options && dropParsers(options));
}

function withQueryOf(tx: Transaction): Transaction {
  const wrapped = Object.create(tx) as Transaction;
  wrapped.query = withoutQueryParsers(tx);
  return wrapped;
}

function dropParsers(options: NonNullable<QueryOptions>): QueryOptions {
  const { parsers: _installedOnTheClient, ...rest } = options;
  return rest;
}
