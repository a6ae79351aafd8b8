/**
 * English texts of the statement's lines (the reference keys): each entry kind, each note code of the
 * graph's StatementNoteCode (a `_unnamed` variant where the plan's name may be empty), and the coded
 * values a note names. infra/test/statement-texts.test.ts checks that every kind and code has a text.
 */
export const statementEntriesEn = {
  kinds: {
    DEPOSIT: 'Deposit',
    MINING_PURCHASE: 'Mining contract purchase',
    WITHDRAWAL_HOLD: 'Withdrawal requested (amount held)',
    WITHDRAWAL_PAID: 'Withdrawal paid',
    WITHDRAWAL_RELEASED: 'Withdrawal failed (amount released)',
    ADJUSTMENT: 'Correction',
    MINING_ACCRUAL: 'Mining payout',
    MINING_REINVEST: 'Income Booster reinvestment',
    MINING_REFUND: 'Mining contract refund',
    LOAN_OPENED: 'Loan paid out',
    LOAN_REPAYMENT: 'Loan repayment',
    LOAN_WRITTEN_OFF: 'Loan written off',
    TRADE_MARGIN_HOLD: 'Trade margin held',
    OPTION_STAKE_HOLD: 'Option stake held',
    TRADE_SETTLEMENT: 'Trade closed',
    OPTION_SETTLEMENT: 'Option settled',
    TRADING_HOLD_VOID: 'Hold released',
    TRADE_VOID: 'Trade voided',
    TRADE_VOID_REVERSAL: 'Trade voided (result reversed)',
  },
  notes: {
    TRADING_DEPOSIT: 'Trading deposit',
    TRADING_DEPOSIT_NOTED: 'Trading deposit: {{comment}}',
    MINING_PURCHASE: 'Payment for {{plan}}',
    WITHDRAWAL_HELD: 'Withdrawal to {{method}} (amount held)',
    WITHDRAWAL_PAID: 'Withdrawal paid (fee {{fee}} {{asset}})',
    WITHDRAWAL_FAILED: 'Withdrawal failed: {{reason}}',
    ADJUSTMENT: 'Correction: {{reason}}',
    MINING_OUTPUT: 'Mining output of {{day}}',
    BOOSTER_REINVESTED: 'Income Booster: output of {{day}} reinvested in {{hashrate}} TH/s',
    REFUND_SOLD_OUT: 'Refund ({{plan}}): the plan was sold out when your payment arrived',
    REFUND_SOLD_OUT_unnamed: 'Refund: the plan was sold out when your payment arrived',
    REFUND_ENDED_BY_SUPPORT:
      'Refund for the unused part of your contract ({{plan}}), ended by support: {{remainingDays}} of {{termDays}} days',
    REFUND_ENDED_BY_SUPPORT_unnamed:
      'Refund for the unused part of your contract, ended by support: {{remainingDays}} of {{termDays}} days',
    LOAN_OPENED: 'Loan against your pledged mining contract: {{amount}} USD',
    LOAN_REPAID_FROM_BALANCE: 'Loan repaid from your trading balance: {{amount}} USD',
    LOAN_REPAID_FROM_OUTPUT:
      'Mining output of {{day}} repays your loan: {{coinAmount}} {{coin}} at {{rate}} USD = {{amount}} USD',
    LOAN_SETTLED_CONTRACT_EXPIRED:
      'Loan settled from your trading balance: the pledged contract expired ({{amount}} USD)',
    LOAN_SETTLED_CONTRACT_TERMINATED:
      'Loan settled from your trading balance: the pledged contract was terminated ({{amount}} USD)',
    LOAN_WRITTEN_OFF_CONTRACT_EXPIRED: 'Loan remainder written off by the platform: the pledged contract expired',
    LOAN_WRITTEN_OFF_CONTRACT_TERMINATED:
      'Loan remainder written off by the platform: the pledged contract was terminated',
    TRADE_MARGIN_HELD: 'Margin held for an open trade',
    OPTION_STAKE_HELD: 'Stake held for an open option',
    TRADE_CLOSED: 'Trade closed ({{closedBy}}): margin released with its result',
    COPIED_TRADE_CLOSED:
      'Copied trade closed ({{closedBy}}): margin released with its result, less {{share}} {{asset}} profit share ({{sharePercent}} %) to trader {{trader}}',
    OPTION_WON: 'Option won: stake released with its result',
    OPTION_LOST: 'Option lost: stake released with its result',
    OPTION_TIED: 'Option tied: stake refunded',
    HOLD_RELEASED_NOT_OPENED: 'Hold released: the position was not opened',
    TRADE_VOIDED_MARGIN_RELEASED: 'Trade voided ({{reason}}): margin released',
    TRADE_VOIDED_LOSS_REFUNDED: 'Trade voided ({{reason}}): loss refunded',
    TRADE_VOIDED_PROFIT_REVERSED: 'Trade voided ({{reason}}): profit reversed',
    TRADE_VOIDED_PROFIT_PARTLY_REVERSED: 'Trade voided ({{reason}}): profit reversed ({{notRecovered}} not recovered)',
  },
  values: {
    method: {
      BITCOIN: 'a Bitcoin wallet',
      ETHEREUM: 'an Ethereum wallet',
      PAYPAL: 'PayPal',
      BANK: 'a bank account',
    },
    closedBy: {
      CUSTOMER: 'by you',
      TAKE_PROFIT: 'take profit',
      STOP_LOSS: 'stop loss',
      CLOSE_OUT: 'close-out',
      ADMIN: 'by support',
    },
  },
};
