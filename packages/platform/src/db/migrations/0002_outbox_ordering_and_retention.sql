-- Outbox order per aggregate (ADR 0042): a row waits only for earlier unpublished rows of its own
-- ordering key (the aggregate it is about, e.g. `userId:<uuid>`); a row without one (appended before
-- this migration, or by a migration's own insert) is ordered with the rest of its subject.
alter table outbox add column if not exists ordering_key text;
-- Rows still waiting get the key the relay's code gives new rows (outbox/ordering-key.ts), so a new
-- event never overtakes an older one of its aggregate that was waiting when this was applied.
update outbox
   set ordering_key = coalesce('userId:' || (payload->>'userId'), 'planId:' || (payload->>'planId'),
                               'symbol:' || (payload->>'symbol'), 'mailId:' || (payload->>'mailId'))
 where published_at is null and ordering_key is null and jsonb_typeof(payload) = 'object';
-- A failed publish is retried after a capped exponential backoff, not at every poll.
alter table outbox add column if not exists next_attempt_at timestamptz;
-- The relay finds the earliest unpublished row of a key here.
create index if not exists outbox_unpublished_by_key
  on outbox ((coalesce(ordering_key, subject)), position) where published_at is null;
-- Retention: published rows are pruned by age, oldest first.
create index if not exists outbox_published_at on outbox (published_at) where published_at is not null;
create index if not exists processed_events_processed_at on processed_events (processed_at);
