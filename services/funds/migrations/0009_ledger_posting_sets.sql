-- Posting sets: many journal transactions' postings applied in one call (a batch of mining accruals is
-- 1,000 journal transactions). The row triggers of 0002 cost one balance update per posting, which for
-- a platform account that every posting of a batch touches means a thousand updates of one row. A set
-- is applied instead by `ledger_post_set`, still inside the database: it inserts the postings with their
-- running balances, then moves each account's balance and version once, by the set's sum and count.
-- The row triggers stand aside only while that function runs (`ledger.posting_set`, local to the
-- transaction and switched off again before it returns).

-- Every posting rewrites its account's row; with room left on each page the new row version stays on
-- the page (a HOT update) and the account's three indexes are not touched.
alter table ledger_accounts set (fillfactor = 50);

drop trigger postings_apply on postings;
create trigger postings_apply before insert on postings for each row
  when (current_setting('ledger.posting_set', true) is distinct from 'on')
  execute function ledger_apply_posting();

drop trigger postings_balanced on postings;
create constraint trigger postings_balanced after insert on postings
  deferrable initially deferred for each row
  when (current_setting('ledger.posting_set', true) is distinct from 'on')
  execute function ledger_check_balanced();

-- `postings`: a JSON array of {n, transaction_id, account_id, asset, amount_minor}, n giving the order
-- (the order single posts would have inserted them in). Each transaction's postings in the set must
-- balance per asset (checked here, at once, instead of at commit), and no customer balance may go below
-- zero after any of them. The caller posts only journal transactions it has just inserted (idempotency
-- is the journal's primary key); and as each set balances on its own, a journal transaction stays
-- balanced whatever is posted to it. The caller has locked the accounts in id order; they are locked
-- again here (a no-op then) so that the balances read below are the latest whoever calls.
create function ledger_post_set(postings jsonb) returns void language plpgsql as $$
declare
  offender record;
  below_zero text;
begin
  select p.transaction_id, p.asset into offender
    from jsonb_to_recordset(postings) as p (transaction_id text, asset text, amount_minor bigint)
   group by p.transaction_id, p.asset having sum(p.amount_minor) <> 0 limit 1;
  if found then
    raise exception 'journal transaction % does not balance in %', offender.transaction_id, offender.asset;
  end if;
  perform 1 from ledger_accounts
   where id in (select s.account_id from jsonb_to_recordset(postings) as s (account_id bigint))
   order by id for update;

  perform set_config('ledger.posting_set', 'on', true);
  perform set_config('ledger.applying_posting', 'on', true);
  with inserted as (
    insert into postings (transaction_id, account_id, asset, amount_minor, balance_after_minor)
    select p.transaction_id, p.account_id, p.asset, p.amount_minor,
           a.balance_minor + sum(p.amount_minor) over (partition by p.account_id order by p.n)
      from jsonb_to_recordset(postings)
             as p (n integer, transaction_id text, account_id bigint, asset text, amount_minor bigint)
      join ledger_accounts a on a.id = p.account_id
     order by p.n
    returning transaction_id, account_id, balance_after_minor)
  select i.transaction_id into below_zero from inserted i join ledger_accounts a on a.id = i.account_id
   where a.owner <> 'platform' and i.balance_after_minor < 0 limit 1;
  -- What the balance CHECK does per posting on the row path: no customer goes below zero on the way.
  if below_zero is not null then
    raise exception 'journal transaction % takes a customer balance below zero', below_zero
      using errcode = 'check_violation';
  end if;
  update ledger_accounts a
     set balance_minor = a.balance_minor + moved.amount_minor, version = a.version + moved.postings
    from (select p.account_id, sum(p.amount_minor) as amount_minor, count(*) as postings
            from jsonb_to_recordset(postings) as p (account_id bigint, amount_minor bigint)
           group by p.account_id) moved
   where a.id = moved.account_id;
  perform set_config('ledger.applying_posting', 'off', true);
  perform set_config('ledger.posting_set', 'off', true);
end;
$$;

-- CHECKs of 0002, rewritten to accept and refuse exactly the same values at a fraction of the cost:
-- PostgreSQL's regex engine spends about 50 µs per row on the bounded repetition `{1,150}`, and
-- several µs on the other bounded ones, which at a million accruals a day is over a minute of checks.
-- The bounds become length checks. Journal id: the prefix has no ':', so the part after the first
-- ':' is the 1 to 150 characters.
alter table journal_transactions drop constraint journal_transactions_id_check;
alter table journal_transactions add constraint journal_transactions_id_check
  check (id ~ '^[a-z][a-z_]*:[A-Za-z0-9:._-]+$' and length(id) - position(':' in id) <= 150);
alter table journal_transactions drop constraint journal_transactions_kind_check;
alter table journal_transactions add constraint journal_transactions_kind_check
  check (kind ~ '^[A-Z][A-Z_]+$' and length(kind) between 3 and 41);
alter table journal_transactions drop constraint journal_transactions_reference_type_check;
alter table journal_transactions add constraint journal_transactions_reference_type_check
  check (reference_type ~ '^[a-z_]+$' and length(reference_type) between 3 and 30);
-- Owner: 36 characters of lowercase hex and '-', exactly four '-', at 9, 14, 19 and 24 (8-4-4-4-12).
alter table ledger_accounts drop constraint ledger_accounts_owner_check;
alter table ledger_accounts add constraint ledger_accounts_owner_check
  check (owner = 'platform' or (length(owner) = 36 and owner ~ '^[0-9a-f-]+$' and length(replace(owner, '-', '')) = 32
         and substr(owner, 9, 1) = '-' and substr(owner, 14, 1) = '-' and substr(owner, 19, 1) = '-'
         and substr(owner, 24, 1) = '-'));
