import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';

export type AccountResults = { accountsCounted: number; losingAccounts: number };

/**
 * Over the customer accounts with a closed trade or a settled option in [since, until): how many there
 * are and how many lost money on them in sum. Voided trades are left out (their result was reversed),
 * and so are traders' model accounts (any account with a trader's trade).
 */
export async function accountResultsBetween(db: Executor, since: Date, until: Date): Promise<AccountResults> {
  const [row] = await queryRows<{ counted: string; losing: string }>(
    db,
    sql`
    with model_accounts as (select distinct user_id from trades where trader_id is not null),
    results as (
      select user_id, profit_minor from trades
       where status = 'CLOSED' and closed_at >= ${since} and closed_at < ${until}
      union all
      select user_id, profit_minor from options
       where status <> 'OPEN' and settled_at >= ${since} and settled_at < ${until}
    ),
    accounts as (
      select user_id, sum(profit_minor) as net_minor from results
       where user_id not in (select user_id from model_accounts)
       group by user_id
    )
    select count(*)::text as counted, count(*) filter (where net_minor < 0)::text as losing from accounts`,
  );
  return { accountsCounted: Number(row.counted), losingAccounts: Number(row.losing) };
}
