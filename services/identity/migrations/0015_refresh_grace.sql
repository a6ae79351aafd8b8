-- Two browser tabs that refresh at once send the same refresh token: the first rotates it, and the
-- second then presents a secret that was replaced a moment ago. Keeping the replaced secret's hash
-- and when it was replaced (by the service's clock, as expires_at) tells that race from a stolen
-- token replayed later, which still ends the session.
alter table sessions
  add column previous_secret_hash text,
  add column rotated_at timestamptz,
  add constraint sessions_previous_secret_rotated check ((previous_secret_hash is null) = (rotated_at is null));
