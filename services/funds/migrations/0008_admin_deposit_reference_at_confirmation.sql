-- Issue 13, item 8: the old admin client records off-platform money without a transaction reference,
-- so the reference may now wait for the second admin, who must name it to confirm. Confirmed
-- off-platform money still always carries its reference; only the moment it is given moved.
do $$
declare
  old_check text;
begin
  select conname into old_check
    from pg_constraint
   where conrelid = 'deposits'::regclass
     and contype = 'c'
     and pg_get_constraintdef(oid) like '%created_by_admin_id IS NULL%transaction_reference IS NOT NULL%'
     and pg_get_constraintdef(oid) not like '%status%';
  if old_check is not null then
    execute format('alter table deposits drop constraint %I', old_check);
  end if;
end $$;

alter table deposits
  add constraint deposits_confirmed_off_platform_names_reference
  check (created_by_admin_id is null or status <> 'CONFIRMED' or transaction_reference is not null);
