-- Identity documents: images live under DATA_DIR with random names; the rows record what was
-- uploaded (kept after a decline, as evidence) and the latest submission is the one reviewed.
create table identity_documents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  side text not null check (side in ('front', 'back')),
  stored_name text not null unique check (stored_name ~ '^[a-f0-9]{32}\.(jpg|png)$'),
  content_type text not null check (content_type in ('image/jpeg', 'image/png')),
  size_bytes integer not null check (size_bytes between 1 and 4194304),
  sha256 text not null,
  uploaded_at timestamptz not null default now()
);
create index identity_documents_user on identity_documents (user_id, uploaded_at desc);

alter table users add column identity_check_decline_reason text check (length(identity_check_decline_reason) <= 300);
