-- E-mail change: a single-use token (SHA-256 only) mailed to the CURRENT address, valid one hour.
create table email_changes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_changes_user on email_changes (user_id) where used_at is null;
