-- Trader photos (legacy-api.md row 59): uploaded by admins, checked by content, kept for ever. A trader
-- shows its latest photo; earlier ones stay, so the audit log's before and after name stored images.

create table trader_photos (
  id uuid primary key,
  trader_id uuid not null references traders (id),
  content_type text not null check (content_type in ('image/jpeg', 'image/png')),
  -- At most 4 MB, as every uploaded image of the platform.
  size_bytes integer not null check (size_bytes between 1 and 4194304),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bytea not null check (length(bytes) = size_bytes),
  uploaded_by uuid not null,
  uploaded_at timestamptz not null
);
create index trader_photos_of_trader on trader_photos (trader_id, uploaded_at desc);

create function trader_photos_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'trader photos are append-only';
end;
$$;
create trigger trader_photos_append_only before update or delete on trader_photos
  for each row execute function trader_photos_append_only();
create trigger trader_photos_no_truncate before truncate on trader_photos
  for each statement execute function trader_photos_append_only();

-- The photo a trader shows now: set in the same transaction as the upload (the traders guard still
-- refuses any change to a retired trader).
alter table traders add column photo_id uuid references trader_photos (id);
