-- Deactivation can be undone (identity.user.reactivated). The two events reach funds through separate
-- consumers and may arrive out of order after a redelivery: each applies only when it is newer than
-- the last one applied, which this column records.
alter table customers add column activation_event_at timestamptz;
update customers set activation_event_at = deactivated_at where deactivated_at is not null;
