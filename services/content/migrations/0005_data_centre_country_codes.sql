-- Each data centre's country as an ISO 3166-1 alpha-2 code: the clients name it in the reader's
-- language (Intl.DisplayNames); the English name stays for the legacy API and the admin panel.
alter table data_centres add column country_code text;

update data_centres set country_code = case country
  when 'Iceland' then 'IS'
  when 'Norway' then 'NO'
  when 'Sweden' then 'SE'
  when 'Canada' then 'CA'
  when 'Finland' then 'FI'
end;

alter table data_centres alter column country_code set not null;
alter table data_centres add constraint data_centres_country_code_check check (country_code ~ '^[A-Z]{2}$');
