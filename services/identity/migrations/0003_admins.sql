-- Operators. Roles gate what they may do; SUPERADMIN may do everything and manage admins.
create table admins (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+$'),
  first_name text check (length(first_name) <= 100),
  last_name text check (length(last_name) <= 100),
  password_hash text not null,
  roles text[] not null check (cardinality(roles) >= 1 and roles <@ array['SUPERADMIN', 'OPERATOR', 'COMPLIANCE', 'ACCOUNTANT']),
  created_at timestamptz not null default now(),
  disabled_at timestamptz
);

-- A session belongs to exactly one customer or one admin.
alter table sessions alter column user_id drop not null;
alter table sessions add column admin_id uuid references admins (id);
alter table sessions add constraint sessions_one_subject check ((user_id is null) <> (admin_id is null));
create index sessions_admin on sessions (admin_id) where revoked_at is null;

-- Every admin action (DESIGN.md §2 rule 4): who, when, from which IP, what, before and after.
create table audit_log (
  id bigserial primary key,
  admin_id uuid not null references admins (id),
  admin_email text not null,
  at timestamptz not null default now(),
  ip text not null,
  operation text not null,
  target_type text not null,
  target_id text not null,
  before jsonb,
  after jsonb
);
create index audit_log_at on audit_log (at desc);

-- Append-only: the service cannot change or remove an entry, whatever its code does.
create function audit_log_is_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end;
$$;
create trigger audit_log_no_update before update or delete on audit_log for each row execute function audit_log_is_append_only();
create trigger audit_log_no_truncate before truncate on audit_log execute function audit_log_is_append_only();
