-- Statement notes in the reader's language (issue 24, item 14): each journal transaction keeps its
-- English note (description, for the legacy API and the admin panel) and gains the same note as a code
-- and its parameters, which the customer's screens word in five languages. Existing rows keep their
-- English note; their code and parameters are read back from it where the text allows (the writers'
-- wordings are fixed, services/funds/src/ledger/notes.ts), else the code stays null.
alter table journal_transactions
  add column note_code text check (note_code ~ '^[A-Z][A-Z_]+$' and length(note_code) <= 60),
  add column note_params jsonb not null default '{}'::jsonb check (jsonb_typeof(note_params) = 'object');

-- The journal is append-only (0002); the mapping below is the one update it allows, while this migration runs.
alter table journal_transactions disable trigger journal_append_only;

-- Sets the code of every uncoded row whose note matches `pattern`, its parameters named `names` in the
-- order of the pattern's groups (an absent optional group is ''), merged into `fixed`.
create function journal_note_from(code text, pattern text, names text[], fixed jsonb default '{}'::jsonb)
returns void language plpgsql as $$
begin
  update journal_transactions j
     set note_code = code,
         note_params = fixed || coalesce(
           (select jsonb_object_agg(names[i], coalesce(r.groups[i], '')) from generate_subscripts(names, 1) as i),
           '{}'::jsonb)
    from (select id, regexp_match(description, pattern) as groups from journal_transactions where note_code is null) r
   where r.id = j.id and r.groups is not null;
end;
$$;

select journal_note_from('TRADING_DEPOSIT', '^Trading deposit$', '{}');
select journal_note_from('TRADING_DEPOSIT_NOTED', '^Trading deposit: (.*)$', '{comment}');
select journal_note_from('MINING_PURCHASE', '^Deposit for (.*)$', '{plan}');
select journal_note_from('WITHDRAWAL_HELD', '^Withdrawal to a Bitcoin wallet \(held\)$', '{}', '{"method": "BITCOIN"}');
select journal_note_from('WITHDRAWAL_HELD', '^Withdrawal to an Ethereum wallet \(held\)$', '{}', '{"method": "ETHEREUM"}');
select journal_note_from('WITHDRAWAL_HELD', '^Withdrawal to PayPal \(held\)$', '{}', '{"method": "PAYPAL"}');
select journal_note_from('WITHDRAWAL_HELD', '^Withdrawal to a bank account \(held\)$', '{}', '{"method": "BANK"}');
select journal_note_from('WITHDRAWAL_PAID', '^Withdrawal paid \(fee (\S+) (\S+)\)$', '{fee,asset}');
select journal_note_from('WITHDRAWAL_FAILED', '^Withdrawal failed: (.*)$', '{reason}');
select journal_note_from('ADJUSTMENT', '^Adjustment: (.*)$', '{reason}');
select journal_note_from('MINING_OUTPUT', '^Mining output of (\d{4}-\d{2}-\d{2})$', '{day}');
select journal_note_from('BOOSTER_REINVESTED', '^Income Booster: output of (\S+) reinvested in (\S+) TH/s$', '{day,hashrate}');
select journal_note_from('REFUND_SOLD_OUT', '^Refund(?: \((.*)\))?: the plan was sold out when your payment arrived$', '{plan}');
select journal_note_from('REFUND_ENDED_BY_SUPPORT',
  '^Refund for the unused part of your contract(?: \((.*)\))?, ended by support: (\d+) of (\d+) days$',
  '{plan,remainingDays,termDays}');
select journal_note_from('LOAN_OPENED', '^Loan against your pledged mining contract: (\S+) USD$', '{amount}');
select journal_note_from('LOAN_REPAID_FROM_BALANCE', '^Loan repaid from your trading balance: (\S+) USD$', '{amount}');
select journal_note_from('LOAN_REPAID_FROM_OUTPUT',
  '^Mining output of (\S+) repays your loan: (\S+) (\S+) at (\S+) USD = (\S+) USD$', '{day,coinAmount,coin,rate,amount}');
select journal_note_from('LOAN_SETTLED_CONTRACT_EXPIRED',
  '^Loan settled from your trading balance: the pledged contract expired \((\S+) USD\)$', '{amount}');
select journal_note_from('LOAN_SETTLED_CONTRACT_TERMINATED',
  '^Loan settled from your trading balance: the pledged contract was terminated \((\S+) USD\)$', '{amount}');
select journal_note_from('LOAN_WRITTEN_OFF_CONTRACT_EXPIRED',
  '^Loan remainder written off by the platform: the pledged contract expired$', '{}');
select journal_note_from('LOAN_WRITTEN_OFF_CONTRACT_TERMINATED',
  '^Loan remainder written off by the platform: the pledged contract was terminated$', '{}');
select journal_note_from('TRADE_MARGIN_HELD', '^Margin held for an open trade$', '{}');
select journal_note_from('OPTION_STAKE_HELD', '^Stake held for an open option$', '{}');
select journal_note_from('TRADE_CLOSED', '^Trade closed \(' || closed_by.wording || '\): margin released with its result$',
  '{}', jsonb_build_object('closedBy', closed_by.code))
  from (values ('CUSTOMER', 'customer'), ('TAKE_PROFIT', 'take profit'), ('STOP_LOSS', 'stop loss'),
               ('CLOSE_OUT', 'close out'), ('ADMIN', 'admin')) as closed_by (code, wording);
select journal_note_from('COPIED_TRADE_CLOSED', '^Copied trade closed \(' || closed_by.wording ||
  '\): margin released with its result, less (\S+) (\S+) profit share \((\S+) %\) to trader (.*)$',
  '{share,asset,sharePercent,trader}', jsonb_build_object('closedBy', closed_by.code))
  from (values ('CUSTOMER', 'customer'), ('TAKE_PROFIT', 'take profit'), ('STOP_LOSS', 'stop loss'),
               ('CLOSE_OUT', 'close out'), ('ADMIN', 'admin')) as closed_by (code, wording);
select journal_note_from('OPTION_WON', '^Option won: stake released with its result$', '{}');
select journal_note_from('OPTION_LOST', '^Option lost: stake released with its result$', '{}');
select journal_note_from('OPTION_TIED', '^Option tied: stake released with its result$', '{}');
select journal_note_from('HOLD_RELEASED_NOT_OPENED', '^Hold released: the position was not opened$', '{}');
select journal_note_from('TRADE_VOIDED_MARGIN_RELEASED', '^Trade voided \((.*)\): margin released$', '{reason}');
select journal_note_from('TRADE_VOIDED_LOSS_REFUNDED', '^Trade voided \((.*)\): loss refunded$', '{reason}');
select journal_note_from('TRADE_VOIDED_PROFIT_REVERSED', '^Trade voided \((.*)\): profit reversed$', '{reason}');
select journal_note_from('TRADE_VOIDED_PROFIT_PARTLY_REVERSED',
  '^Trade voided \((.*)\): profit reversed \((\S+) not recovered\)$', '{reason,notRecovered}');

drop function journal_note_from(text, text, text[], jsonb);
alter table journal_transactions enable trigger journal_append_only;
