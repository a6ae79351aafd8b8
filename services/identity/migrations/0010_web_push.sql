-- Web push: what the customer's browser answered when asked (Notification.permission) and the
-- subscription it gave (endpoint and encryption keys, as PushSubscription.toJSON()). One browser
-- per customer, as in the specification: a new subscription replaces the old one.
alter table users
  add column website_permission text check (website_permission in ('GRANTED', 'DENIED', 'DEFAULT')),
  add column push_subscription jsonb check (push_subscription is null or jsonb_typeof(push_subscription) = 'object'),
  add column push_subscription_saved_at timestamptz,
  add constraint users_push_subscription_needs_permission check (push_subscription is null or website_permission = 'GRANTED');

-- The admin's own profile photo, stored like the customers' (random name under DATA_DIR).
alter table admins
  add column photo_stored_name text check (photo_stored_name ~ '^[a-f0-9]{32}\.(jpg|png)$'),
  add column photo_content_type text check (photo_content_type in ('image/jpeg', 'image/png'));
