import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';

/** What a hold is for, read from its id: `trade:<id>` and `option:<id>` (trading), `withdrawal-<id>`. */
export type HoldPurpose = 'TRADE_MARGIN' | 'OPTION_STAKE' | 'PENDING_WITHDRAWAL';

/** The owner's pending holds of one asset, summed per purpose (each purpose with money held, in this order). */
export async function pendingHoldsByPurpose(
  db: Executor,
  owner: string,
  asset: string,
): Promise<{ purpose: HoldPurpose; amountMinor: bigint }[]> {
  const rows = await queryRows<{ purpose: HoldPurpose; amount_minor: string }>(
    db,
    sql`
      select purpose, sum(amount_minor)::text as amount_minor
        from (select case
                       when id like 'trade:%' then 'TRADE_MARGIN'
                       when id like 'option:%' then 'OPTION_STAKE'
                       when id like 'withdrawal-%' then 'PENDING_WITHDRAWAL'
                     end as purpose,
                     amount_minor
                from holds
               where owner = ${owner} and asset = ${asset} and status = 'PENDING') as pending
       group by purpose
       order by array_position(array['TRADE_MARGIN', 'OPTION_STAKE', 'PENDING_WITHDRAWAL'], purpose)`,
  );
  return rows.map((row) => {
    // Every hold the ledger places has one of these prefixes; another would be a new kind of hold to name here.
    if (row.purpose === null) throw new Error(`A pending hold of ${owner} has no known purpose`);
    return { purpose: row.purpose, amountMinor: BigInt(row.amount_minor) };
  });
}
