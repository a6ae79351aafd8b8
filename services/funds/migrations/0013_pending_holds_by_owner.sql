-- The trading screens show a customer's held money by what holds it (margins, stakes, withdrawals):
-- one grouped read of the owner's pending holds per request, which this index keeps off the whole table.
create index holds_pending_by_owner on holds (owner, asset) where status = 'PENDING';
