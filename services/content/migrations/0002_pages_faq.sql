-- Refuses any change to a row of an append-only table (versions, the audit log, replies).
create function content_append_only() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name;
end $$;

-- A page in one language. Its text lives in page_versions; the latest version is the one served.
create table pages (
  id bigserial primary key,
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80),
  language text not null references languages (code),
  kind text not null check (kind in ('PAGE', 'LEGAL', 'ARTICLE')),
  unique (slug, language)
);

-- Every published version of a page, kept for ever. A REPOSITORY version carries the hash of the
-- Markdown file it was loaded from, so the loader publishes a file again only when it changed.
create table page_versions (
  page_id bigint not null references pages (id),
  version integer not null check (version >= 1),
  title text not null check (length(title) between 1 and 200),
  label text not null check (length(label) between 1 and 100),
  description text not null check (length(description) between 1 and 500),
  body text not null check (length(body) <= 200000),
  source text not null check (source in ('REPOSITORY', 'ADMIN')),
  admin_id uuid,
  file_hash text,
  restored_from integer,
  published_at timestamptz not null default clock_timestamp(),
  primary key (page_id, version),
  check ((source = 'ADMIN') = (admin_id is not null)),
  check ((source = 'REPOSITORY') = (file_hash is not null))
);
create trigger page_versions_append_only before update or delete on page_versions
  for each row execute function content_append_only();
create trigger page_versions_no_truncate before truncate on page_versions execute function content_append_only();

-- One FAQ entry in one language. Position is the file's order (or the end, for an admin's new entry).
create table faq_entries (
  id bigserial primary key,
  entry_key text not null check (entry_key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(entry_key) <= 80),
  faq_group text not null check (faq_group ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(faq_group) <= 40),
  language text not null references languages (code),
  position integer not null,
  unique (entry_key, language)
);
create index faq_entries_group on faq_entries (faq_group, language, position);

create table faq_entry_versions (
  entry_id bigint not null references faq_entries (id),
  version integer not null check (version >= 1),
  question text not null check (length(question) between 1 and 300),
  answer text not null check (length(answer) between 1 and 20000),
  source text not null check (source in ('REPOSITORY', 'ADMIN')),
  admin_id uuid,
  file_hash text,
  restored_from integer,
  published_at timestamptz not null default clock_timestamp(),
  primary key (entry_id, version),
  check ((source = 'ADMIN') = (admin_id is not null)),
  check ((source = 'REPOSITORY') = (file_hash is not null))
);
create trigger faq_entry_versions_append_only before update or delete on faq_entry_versions
  for each row execute function content_append_only();
create trigger faq_entry_versions_no_truncate before truncate on faq_entry_versions
  execute function content_append_only();
