create table languages (
  code text primary key check (code ~ '^[a-z]{2}$'),
  name text not null,
  native_name text not null,
  position integer not null
);

create table data_centres (
  id text primary key,
  country text not null,
  city text not null,
  position integer not null
);

create table site_settings (
  key text primary key,
  value jsonb not null
);

insert into languages (code, name, native_name, position) values
  ('en', 'English', 'English', 1),
  ('ru', 'Russian', 'Русский', 2),
  ('de', 'German', 'Deutsch', 3),
  ('es', 'Spanish', 'Español', 4),
  ('fr', 'French', 'Français', 5);

-- Five countries, as the product pages say.
insert into data_centres (id, country, city, position) values
  ('is-reykjanesbaer', 'Iceland', 'Reykjanesbær', 1),
  ('no-mo-i-rana', 'Norway', 'Mo i Rana', 2),
  ('se-boden', 'Sweden', 'Boden', 3),
  ('ca-quebec', 'Canada', 'Québec', 4),
  ('fi-kajaani', 'Finland', 'Kajaani', 5);

insert into site_settings (key, value) values
  ('product_name', '"CloudMine"'),
  ('support_email', '"support@cloudmine.example"');
