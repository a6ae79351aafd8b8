/**
 * What a statement line says, as a code and its parameters, so the customer's screens word it in the
 * reader's language; the English text is kept beside it (journal_transactions.description) for the
 * legacy API and the admin panel. Codes and kinds are closed lists: the graph's enums StatementNoteCode
 * and StatementEntryKind name the same values, and the web client has a text for each in five languages.
 */

/** What a journal transaction records; the statement's `kind`. */
export const ENTRY_KINDS = [
  'DEPOSIT',
  'MINING_PURCHASE',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_RELEASED',
  'ADJUSTMENT',
  'MINING_ACCRUAL',
  'MINING_REINVEST',
  'MINING_REFUND',
  'LOAN_OPENED',
  'LOAN_REPAYMENT',
  'LOAN_WRITTEN_OFF',
  'TRADE_MARGIN_HOLD',
  'OPTION_STAKE_HOLD',
  'TRADE_SETTLEMENT',
  'OPTION_SETTLEMENT',
  'TRADING_HOLD_VOID',
  'TRADE_VOID',
  'TRADE_VOID_REVERSAL',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Each note's parameters. A parameter is text shown as it is (an amount, a day, an operator's reason), or a code the reader's screen words (`method`, `closedBy`). */
type NoteParams = {
  TRADING_DEPOSIT: Record<string, never>;
  TRADING_DEPOSIT_NOTED: { comment: string };
  MINING_PURCHASE: { plan: string };
  WITHDRAWAL_HELD: { method: 'BITCOIN' | 'ETHEREUM' | 'PAYPAL' | 'BANK' };
  WITHDRAWAL_PAID: { fee: string; asset: string };
  WITHDRAWAL_FAILED: { reason: string };
  ADJUSTMENT: { reason: string };
  MINING_OUTPUT: { day: string };
  BOOSTER_REINVESTED: { day: string; hashrate: string };
  REFUND_SOLD_OUT: { plan: string };
  REFUND_ENDED_BY_SUPPORT: { plan: string; remainingDays: string; termDays: string };
  LOAN_OPENED: { amount: string };
  LOAN_REPAID_FROM_BALANCE: { amount: string };
  LOAN_REPAID_FROM_OUTPUT: { day: string; coinAmount: string; coin: string; rate: string; amount: string };
  LOAN_SETTLED_CONTRACT_EXPIRED: { amount: string };
  LOAN_SETTLED_CONTRACT_TERMINATED: { amount: string };
  LOAN_WRITTEN_OFF_CONTRACT_EXPIRED: Record<string, never>;
  LOAN_WRITTEN_OFF_CONTRACT_TERMINATED: Record<string, never>;
  TRADE_MARGIN_HELD: Record<string, never>;
  OPTION_STAKE_HELD: Record<string, never>;
  TRADE_CLOSED: { closedBy: ClosedBy };
  COPIED_TRADE_CLOSED: { closedBy: ClosedBy; share: string; asset: string; sharePercent: string; trader: string };
  OPTION_WON: Record<string, never>;
  OPTION_LOST: Record<string, never>;
  OPTION_TIED: Record<string, never>;
  HOLD_RELEASED_NOT_OPENED: Record<string, never>;
  TRADE_VOIDED_MARGIN_RELEASED: { reason: string };
  TRADE_VOIDED_LOSS_REFUNDED: { reason: string };
  TRADE_VOIDED_PROFIT_REVERSED: { reason: string };
  TRADE_VOIDED_PROFIT_PARTLY_REVERSED: { reason: string; notRecovered: string };
};
type ClosedBy = 'CUSTOMER' | 'TAKE_PROFIT' | 'STOP_LOSS' | 'CLOSE_OUT' | 'ADMIN';

export type NoteCode = keyof NoteParams;
export type JournalNote = { [Code in NoteCode]: { code: Code; params: NoteParams[Code] } }[NoteCode];

const METHOD_NAMES: Record<NoteParams['WITHDRAWAL_HELD']['method'], string> = {
  BITCOIN: 'a Bitcoin wallet',
  ETHEREUM: 'an Ethereum wallet',
  PAYPAL: 'PayPal',
  BANK: 'a bank account',
};
const closedByText = (closedBy: ClosedBy) => closedBy.toLowerCase().replace('_', ' ');
const planSuffix = (plan: string) => (plan ? ` (${plan})` : '');

/** The English wording of every note, as the statement said it before notes had codes. */
const ENGLISH: { [Code in NoteCode]: (params: NoteParams[Code]) => string } = {
  TRADING_DEPOSIT: () => 'Trading deposit',
  TRADING_DEPOSIT_NOTED: ({ comment }) => `Trading deposit: ${comment}`,
  MINING_PURCHASE: ({ plan }) => `Deposit for ${plan}`,
  WITHDRAWAL_HELD: ({ method }) => `Withdrawal to ${METHOD_NAMES[method]} (held)`,
  WITHDRAWAL_PAID: ({ fee, asset }) => `Withdrawal paid (fee ${fee} ${asset})`,
  WITHDRAWAL_FAILED: ({ reason }) => `Withdrawal failed: ${reason}`,
  ADJUSTMENT: ({ reason }) => `Adjustment: ${reason}`,
  MINING_OUTPUT: ({ day }) => `Mining output of ${day}`,
  BOOSTER_REINVESTED: ({ day, hashrate }) => `Income Booster: output of ${day} reinvested in ${hashrate} TH/s`,
  REFUND_SOLD_OUT: ({ plan }) => `Refund${planSuffix(plan)}: the plan was sold out when your payment arrived`,
  REFUND_ENDED_BY_SUPPORT: ({ plan, remainingDays, termDays }) =>
    `Refund for the unused part of your contract${planSuffix(plan)}, ended by support: ${remainingDays} of ${termDays} days`,
  LOAN_OPENED: ({ amount }) => `Loan against your pledged mining contract: ${amount} USD`,
  LOAN_REPAID_FROM_BALANCE: ({ amount }) => `Loan repaid from your trading balance: ${amount} USD`,
  LOAN_REPAID_FROM_OUTPUT: ({ day, coinAmount, coin, rate, amount }) =>
    `Mining output of ${day} repays your loan: ${coinAmount} ${coin} at ${rate} USD = ${amount} USD`,
  LOAN_SETTLED_CONTRACT_EXPIRED: ({ amount }) =>
    `Loan settled from your trading balance: the pledged contract expired (${amount} USD)`,
  LOAN_SETTLED_CONTRACT_TERMINATED: ({ amount }) =>
    `Loan settled from your trading balance: the pledged contract was terminated (${amount} USD)`,
  LOAN_WRITTEN_OFF_CONTRACT_EXPIRED: () => 'Loan remainder written off by the platform: the pledged contract expired',
  LOAN_WRITTEN_OFF_CONTRACT_TERMINATED: () =>
    'Loan remainder written off by the platform: the pledged contract was terminated',
  TRADE_MARGIN_HELD: () => 'Margin held for an open trade',
  OPTION_STAKE_HELD: () => 'Stake held for an open option',
  TRADE_CLOSED: ({ closedBy }) => `Trade closed (${closedByText(closedBy)}): margin released with its result`,
  COPIED_TRADE_CLOSED: ({ closedBy, share, asset, sharePercent, trader }) =>
    `Copied trade closed (${closedByText(closedBy)}): margin released with its result, less ${share} ${asset} profit share (${sharePercent} %) to trader ${trader}`,
  OPTION_WON: () => 'Option won: stake released with its result',
  OPTION_LOST: () => 'Option lost: stake released with its result',
  OPTION_TIED: () => 'Option tied: stake released with its result',
  HOLD_RELEASED_NOT_OPENED: () => 'Hold released: the position was not opened',
  TRADE_VOIDED_MARGIN_RELEASED: ({ reason }) => `Trade voided (${reason}): margin released`,
  TRADE_VOIDED_LOSS_REFUNDED: ({ reason }) => `Trade voided (${reason}): loss refunded`,
  TRADE_VOIDED_PROFIT_REVERSED: ({ reason }) => `Trade voided (${reason}): profit reversed`,
  TRADE_VOIDED_PROFIT_PARTLY_REVERSED: ({ reason, notRecovered }) =>
    `Trade voided (${reason}): profit reversed (${notRecovered} not recovered)`,
};

/** Every note code, in the order above (the graph's StatementNoteCode lists the same). */
export const NOTE_CODES = Object.keys(ENGLISH) as NoteCode[];

/** The note in English, at most the 300 characters the journal keeps. */
export function englishNote(note: JournalNote): string {
  const wording = ENGLISH[note.code] as (params: JournalNote['params']) => string;
  return wording(note.params).slice(0, 300);
}

/** Builds a note with its parameters checked against its code. */
export const note = <Code extends NoteCode>(code: Code, params: NoteParams[Code]) => ({ code, params }) as JournalNote;
