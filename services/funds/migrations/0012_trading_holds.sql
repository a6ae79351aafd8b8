-- Holds of trading margin and option stakes live in `holds` (ids `trade:<uuid>`, `option:<uuid>`).
-- Trading asks for a hold before it opens a position; when it gives up on one (a timeout, a crash)
-- it announces the hold abandoned. A hold abandoned before its request arrived is remembered here,
-- so a late request is refused instead of holding money that no position will ever release.
create table trading_hold_cancellations (
  hold_id text primary key check (hold_id ~ '^(trade|option):[0-9a-f-]{36}$'),
  user_id uuid not null,
  cancelled_at timestamptz not null default now()
);
create trigger trading_hold_cancellations_no_delete before delete on trading_hold_cancellations
  for each row execute function ledger_append_only();
