-- Accounts: credentials, the sign-up wizard's state, referrals, sessions, device PINs and the
-- outgoing mailbox. Secrets (passwords, PINs, refresh tokens) are stored hashed only.
alter table users
  add column password_hash text,
  add column phone_number text check (length(phone_number) <= 40),
  add column country text check (length(country) <= 100),
  add column mobile_number text check (length(mobile_number) <= 40),
  add column language text not null default 'en' check (language in ('en', 'ru', 'de', 'es', 'fr')),
  add column details_completed_at timestamptz,
  add column device_verified_at timestamptz,
  add column identity_check smallint not null default 0 check (identity_check between 0 and 2),
  add column identity_check_skipped boolean not null default false,
  -- Existing rows get a code too; sign-up generates its own from an unambiguous alphabet.
  add column referral_code text not null unique default upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8)) check (referral_code ~ '^[A-Z0-9]{8}$'),
  add column referrer_id uuid references users (id),
  add column deactivated_at timestamptz;
create index users_referrer on users (referrer_id) where referrer_id is not null;

-- A refresh token is `<session id>.<secret>`; only the secret's SHA-256 is kept. Each refresh
-- replaces it, so a stolen, already-rotated token is recognised and ends the session.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  secret_hash text not null,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text
);
create index sessions_user on sessions (user_id) where revoked_at is null;

create table device_pins (
  user_id uuid primary key references users (id),
  pin_hash text not null,
  expires_at timestamptz not null,
  failed_attempts integer not null default 0 check (failed_attempts between 0 and 5),
  sent_at timestamptz not null,
  -- sends in the current hour window, for the resend limit
  window_started_at timestamptz not null,
  sends_in_window integer not null default 1
);

-- Every e-mail the platform sends, kept as the local mailbox the admin panel shows; delivered
-- over SMTP when SMTP_URL is configured.
create table outgoing_mail (
  id uuid primary key default gen_random_uuid(),
  recipient text not null,
  subject text not null,
  body_text text not null,
  kind text not null,
  user_id uuid references users (id),
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  delivery_attempts integer not null default 0,
  last_error text
);
create index outgoing_mail_undelivered on outgoing_mail (created_at) where delivered_at is null;
