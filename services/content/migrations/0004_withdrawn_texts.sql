-- A page or FAQ entry whose file was removed from the repository is withdrawn on the next start: no
-- longer served, listed or in the site map, its versions kept. A text an admin edited after its last
-- load is theirs and stays; a file that comes back publishes it again.
alter table pages add column withdrawn_at timestamptz;
alter table faq_entries add column withdrawn_at timestamptz;
