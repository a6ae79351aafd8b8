-- Messages sent with the public contact form. Only the handling may change, once: NEW → HANDLED.
create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 100),
  email text not null check (length(email) between 3 and 254),
  phone text not null check (length(phone) between 6 and 32),
  subject text not null check (length(subject) between 1 and 200),
  body text check (length(body) <= 5000),
  language text not null references languages (code),
  ip text not null,
  status text not null default 'NEW' check (status in ('NEW', 'HANDLED')),
  received_at timestamptz not null default clock_timestamp(),
  handled_at timestamptz,
  handled_by uuid,
  check ((status = 'HANDLED') = (handled_at is not null and handled_by is not null))
);
create index contact_messages_received on contact_messages (received_at desc);

create function contact_messages_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'contact_messages are never deleted';
  end if;
  if old.status <> 'NEW' or new.status <> 'HANDLED'
     or (new.id, new.name, new.email, new.phone, new.subject, new.body, new.language, new.ip, new.received_at)
        is distinct from
        (old.id, old.name, old.email, old.phone, old.subject, old.body, old.language, old.ip, old.received_at) then
    raise exception 'a contact message only moves from NEW to HANDLED';
  end if;
  return new;
end $$;
create trigger contact_messages_guard before update or delete on contact_messages
  for each row execute function contact_messages_guard();
create trigger contact_messages_no_truncate before truncate on contact_messages execute function content_append_only();

-- Replies e-mailed to the visitor by an admin, kept with the message.
create table contact_replies (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references contact_messages (id),
  admin_id uuid not null,
  body text not null check (length(body) between 1 and 5000),
  sent_at timestamptz not null default clock_timestamp()
);
create index contact_replies_message on contact_replies (message_id, sent_at);
create trigger contact_replies_append_only before update or delete on contact_replies
  for each row execute function content_append_only();
create trigger contact_replies_no_truncate before truncate on contact_replies execute function content_append_only();

-- Every admin action of the content domain (DESIGN.md §2 rule 4), append-only.
create table audit_log (
  id bigserial primary key,
  admin_id uuid not null,
  at timestamptz not null default clock_timestamp(),
  ip text not null,
  operation text not null,
  target_type text not null,
  target_id text not null,
  before jsonb,
  after jsonb
);
create index audit_log_at on audit_log (at desc);
create trigger audit_log_append_only before update or delete on audit_log for each row execute function content_append_only();
create trigger audit_log_no_truncate before truncate on audit_log execute function content_append_only();
