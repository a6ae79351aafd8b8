-- Customers. Grows into full accounts (password, device PIN, KYC, profile) in later migrations.
-- E-mail addresses are stored lower-cased so uniqueness cannot be dodged by case.
create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+$'),
  first_name text check (length(first_name) <= 100),
  last_name text check (length(last_name) <= 100),
  currency text not null default 'USD' check (currency in ('USD', 'EUR', 'GBP')),
  created_at timestamptz not null default now()
);
