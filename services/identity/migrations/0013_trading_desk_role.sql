-- The trading desk (issue 15): admins who place and close the traders' model-account trades in trading.
-- SUPERADMIN may do everything, as for every other role.
alter table admins drop constraint admins_roles_check;
alter table admins add constraint admins_roles_check
  check (cardinality(roles) >= 1 and roles <@ array['SUPERADMIN', 'OPERATOR', 'COMPLIANCE', 'ACCOUNTANT', 'TRADING_DESK']);
