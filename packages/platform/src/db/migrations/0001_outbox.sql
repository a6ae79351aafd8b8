-- Transactional outbox: events are appended in the same transaction as the write that caused
-- them and published by the relay after commit. Rows are kept (published_at set) for audit.
create table if not exists outbox (
  position bigserial primary key,
  event_id uuid not null unique,
  subject text not null,
  version integer not null,
  payload jsonb not null,
  occurred_at timestamptz not null,
  published_at timestamptz,
  attempts integer not null default 0,
  last_error text
);
create index if not exists outbox_unpublished on outbox (position) where published_at is null;

-- Idempotent consumers: a handler's effects and this row commit together, so a redelivered
-- event is recognised and dropped.
create table if not exists processed_events (
  consumer text not null,
  event_id uuid not null,
  processed_at timestamptz not null default now(),
  primary key (consumer, event_id)
);
