import type { statementEntriesEn } from './statement-en';

/** German texts of the statement's lines. */
export const statementEntriesDe: typeof statementEntriesEn = {
  kinds: {
    DEPOSIT: 'Einzahlung',
    MINING_PURCHASE: 'Kauf eines Mining-Vertrags',
    WITHDRAWAL_HOLD: 'Auszahlung beantragt (Betrag reserviert)',
    WITHDRAWAL_PAID: 'Auszahlung ausgeführt',
    WITHDRAWAL_RELEASED: 'Auszahlung fehlgeschlagen (Betrag freigegeben)',
    ADJUSTMENT: 'Korrektur',
    MINING_ACCRUAL: 'Mining-Ertrag',
    MINING_REINVEST: 'Wiederanlage durch den Income Booster',
    MINING_REFUND: 'Erstattung eines Mining-Vertrags',
    LOAN_OPENED: 'Darlehen ausgezahlt',
    LOAN_REPAYMENT: 'Darlehenstilgung',
    LOAN_WRITTEN_OFF: 'Darlehen abgeschrieben',
    TRADE_MARGIN_HOLD: 'Margin eines Trades reserviert',
    OPTION_STAKE_HOLD: 'Einsatz einer Option reserviert',
    TRADE_SETTLEMENT: 'Trade geschlossen',
    OPTION_SETTLEMENT: 'Option abgerechnet',
    TRADING_HOLD_VOID: 'Reservierung aufgehoben',
    TRADE_VOID: 'Trade storniert',
    TRADE_VOID_REVERSAL: 'Trade storniert (Ergebnis rückgängig gemacht)',
  },
  notes: {
    TRADING_DEPOSIT: 'Einzahlung auf das Handelskonto',
    TRADING_DEPOSIT_NOTED: 'Einzahlung auf das Handelskonto: {{comment}}',
    MINING_PURCHASE: 'Zahlung für {{plan}}',
    WITHDRAWAL_HELD: 'Auszahlung auf {{method}} (Betrag reserviert)',
    WITHDRAWAL_PAID: 'Auszahlung ausgeführt (Gebühr {{fee}} {{asset}})',
    WITHDRAWAL_FAILED: 'Auszahlung fehlgeschlagen: {{reason}}',
    ADJUSTMENT: 'Korrektur: {{reason}}',
    MINING_OUTPUT: 'Mining-Ertrag vom {{day}}',
    BOOSTER_REINVESTED: 'Income Booster: Ertrag vom {{day}} in {{hashrate}} TH/s wieder angelegt',
    REFUND_SOLD_OUT: 'Erstattung ({{plan}}): Der Tarif war bei Eingang Ihrer Zahlung ausverkauft',
    REFUND_SOLD_OUT_unnamed: 'Erstattung: Der Tarif war bei Eingang Ihrer Zahlung ausverkauft',
    REFUND_ENDED_BY_SUPPORT:
      'Erstattung des ungenutzten Teils Ihres Vertrags ({{plan}}), vom Support beendet: {{remainingDays}} von {{termDays}} Tagen',
    REFUND_ENDED_BY_SUPPORT_unnamed:
      'Erstattung des ungenutzten Teils Ihres Vertrags, vom Support beendet: {{remainingDays}} von {{termDays}} Tagen',
    LOAN_OPENED: 'Darlehen gegen Ihren verpfändeten Mining-Vertrag: {{amount}} USD',
    LOAN_REPAID_FROM_BALANCE: 'Darlehen aus Ihrem Handelsguthaben getilgt: {{amount}} USD',
    LOAN_REPAID_FROM_OUTPUT:
      'Mining-Ertrag vom {{day}} tilgt Ihr Darlehen: {{coinAmount}} {{coin}} zu {{rate}} USD = {{amount}} USD',
    LOAN_SETTLED_CONTRACT_EXPIRED:
      'Darlehen aus Ihrem Handelsguthaben beglichen: Der verpfändete Vertrag ist abgelaufen ({{amount}} USD)',
    LOAN_SETTLED_CONTRACT_TERMINATED:
      'Darlehen aus Ihrem Handelsguthaben beglichen: Der verpfändete Vertrag wurde beendet ({{amount}} USD)',
    LOAN_WRITTEN_OFF_CONTRACT_EXPIRED:
      'Restschuld von der Plattform abgeschrieben: Der verpfändete Vertrag ist abgelaufen',
    LOAN_WRITTEN_OFF_CONTRACT_TERMINATED:
      'Restschuld von der Plattform abgeschrieben: Der verpfändete Vertrag wurde beendet',
    TRADE_MARGIN_HELD: 'Margin für einen offenen Trade reserviert',
    OPTION_STAKE_HELD: 'Einsatz für eine laufende Option reserviert',
    TRADE_CLOSED: 'Trade geschlossen ({{closedBy}}): Margin mit dem Ergebnis freigegeben',
    COPIED_TRADE_CLOSED:
      'Kopierter Trade geschlossen ({{closedBy}}): Margin mit dem Ergebnis freigegeben, abzüglich {{share}} {{asset}} Gewinnbeteiligung ({{sharePercent}} %) für den Trader {{trader}}',
    OPTION_WON: 'Option gewonnen: Einsatz mit dem Ergebnis freigegeben',
    OPTION_LOST: 'Option verloren: Einsatz mit dem Ergebnis freigegeben',
    OPTION_TIED: 'Option unentschieden: Einsatz erstattet',
    HOLD_RELEASED_NOT_OPENED: 'Reservierung aufgehoben: Die Position wurde nicht eröffnet',
    TRADE_VOIDED_MARGIN_RELEASED: 'Trade storniert ({{reason}}): Margin freigegeben',
    TRADE_VOIDED_LOSS_REFUNDED: 'Trade storniert ({{reason}}): Verlust erstattet',
    TRADE_VOIDED_PROFIT_REVERSED: 'Trade storniert ({{reason}}): Gewinn zurückgebucht',
    TRADE_VOIDED_PROFIT_PARTLY_REVERSED:
      'Trade storniert ({{reason}}): Gewinn zurückgebucht ({{notRecovered}} nicht einbringlich)',
  },
  values: {
    method: {
      BITCOIN: 'ein Bitcoin-Wallet',
      ETHEREUM: 'ein Ethereum-Wallet',
      PAYPAL: 'PayPal',
      BANK: 'ein Bankkonto',
    },
    closedBy: {
      CUSTOMER: 'von Ihnen',
      TAKE_PROFIT: 'Take-Profit',
      STOP_LOSS: 'Stop-Loss',
      CLOSE_OUT: 'Zwangsschließung',
      ADMIN: 'vom Support',
    },
  },
};
