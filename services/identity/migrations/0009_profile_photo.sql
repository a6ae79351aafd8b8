-- The profile photo: stored like identity images (random name under DATA_DIR), one current file.
alter table users
  add column photo_stored_name text check (photo_stored_name ~ '^[a-f0-9]{32}\.(jpg|png)$'),
  add column photo_content_type text check (photo_content_type in ('image/jpeg', 'image/png'));
