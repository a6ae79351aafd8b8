-- One database per service (DESIGN.md §3). Run once by the postgres image on an empty data
-- volume (/docker-entrypoint-initdb.d). Each service connects with DATABASE_URL and uses the
-- database named after itself; its migrations create the tables at start.
-- On an existing volume this file does not run again: create a missing database by hand, e.g.
--   docker compose exec postgres psql -U postgres -c 'create database content'
create database identity;
create database funds;
create database mining;
create database trading;
create database content;
