-- Proof of liabilities (DESIGN.md §6, docs/funds.md): a published snapshot of what the platform owes
-- its customers, as a Merkle root, and the leaves each customer's inclusion proof is built from.
-- The id is the publishing request's id, so the same request twice finds the first snapshot.
create table liability_snapshots (
  id uuid primary key,
  published_at timestamptz not null default now(),
  published_by_admin_id uuid not null,
  root_hash text not null check (root_hash ~ '^[0-9a-f]{64}$'),
  leaf_count integer not null check (leaf_count >= 0),
  -- Per asset: the sum of every leaf's amount, in minor units as a decimal string ({"BTC": "12345"}).
  totals jsonb not null check (jsonb_typeof(totals) = 'object')
);
create index liability_snapshots_published on liability_snapshots (published_at desc);

-- One leaf per customer owed anything, in user id order. The random salt makes a leaf hash reveal
-- nothing: without it anyone could guess a customer's balances and test the guess against the hash.
create table liability_leaves (
  snapshot_id uuid not null references liability_snapshots (id),
  leaf_index integer not null check (leaf_index >= 0),
  user_id uuid not null,
  -- Available + held per asset, minor units as decimal strings ({"USD": "50000"}).
  balances jsonb not null check (jsonb_typeof(balances) = 'object'),
  salt text not null check (salt ~ '^[0-9a-f]{64}$'),
  leaf_hash text not null check (leaf_hash ~ '^[0-9a-f]{64}$'),
  primary key (snapshot_id, leaf_index),
  unique (snapshot_id, user_id)
);

-- A published proof is a public statement: it is never changed or withdrawn, only followed by a newer one.
create trigger liability_snapshots_append_only before update or delete on liability_snapshots for each row execute function ledger_append_only();
create trigger liability_snapshots_no_truncate before truncate on liability_snapshots execute function ledger_append_only();
create trigger liability_leaves_append_only before update or delete on liability_leaves for each row execute function ledger_append_only();
create trigger liability_leaves_no_truncate before truncate on liability_leaves execute function ledger_append_only();
revoke update, delete, truncate on liability_snapshots, liability_leaves from public;
