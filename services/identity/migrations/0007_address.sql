-- The customer's postal address (specification 000 §3: street_address, post_code, city, state).
alter table users
  add column street_address text check (length(street_address) <= 300),
  add column post_code text check (length(post_code) <= 20),
  add column city text check (length(city) <= 100),
  add column state text check (length(state) <= 100);
