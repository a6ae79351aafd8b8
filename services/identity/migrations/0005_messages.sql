-- Messages from operators to a customer (Normal, or Popup shown on arrival); dismissing keeps the row.
create table messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  body text not null check (length(body) between 1 and 2000),
  type text not null check (type in ('NORMAL', 'POPUP')),
  sent_by uuid not null references admins (id),
  created_at timestamptz not null default now(),
  dismissed_at timestamptz
);
create index messages_open on messages (user_id, created_at desc) where dismissed_at is null;

alter table users add column deactivation_reason text check (length(deactivation_reason) <= 300);
