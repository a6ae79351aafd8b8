-- GET /images/:key finds an image by its stored name (the key) in each table that refers to one.
-- identity_documents.stored_name is unique already; photos are looked up as often.
create unique index users_photo_stored_name on users (photo_stored_name) where photo_stored_name is not null;
create unique index admins_photo_stored_name on admins (photo_stored_name) where photo_stored_name is not null;
