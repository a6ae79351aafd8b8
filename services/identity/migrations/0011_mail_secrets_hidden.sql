-- The admin mailbox must not show a PIN or a token (DESIGN.md §2): each mail that carries one also
-- keeps its text with the secrets replaced, which is what admins read. Null: the mail has no secret.
alter table outgoing_mail add column secrets_hidden_text text;
