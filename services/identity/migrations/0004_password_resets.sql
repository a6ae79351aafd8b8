-- Password-reset tokens: only the token's SHA-256 is stored; a token works once, for one hour.
create table password_resets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references users (id),
  admin_id uuid references admins (id),
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  check ((user_id is null) <> (admin_id is null))
);
create index password_resets_user on password_resets (user_id) where used_at is null;
create index password_resets_admin on password_resets (admin_id) where used_at is null;
