import type { statementEntriesEn } from './statement-en';

/** French texts of the statement's lines. */
export const statementEntriesFr: typeof statementEntriesEn = {
  kinds: {
    DEPOSIT: 'Dépôt',
    MINING_PURCHASE: 'Achat d’un contrat de minage',
    WITHDRAWAL_HOLD: 'Retrait demandé (montant réservé)',
    WITHDRAWAL_PAID: 'Retrait payé',
    WITHDRAWAL_RELEASED: 'Retrait échoué (montant libéré)',
    ADJUSTMENT: 'Correction',
    MINING_ACCRUAL: 'Revenu de minage',
    MINING_REINVEST: 'Réinvestissement Income Booster',
    MINING_REFUND: 'Remboursement d’un contrat de minage',
    LOAN_OPENED: 'Prêt versé',
    LOAN_REPAYMENT: 'Remboursement de prêt',
    LOAN_WRITTEN_OFF: 'Prêt passé en perte',
    TRADE_MARGIN_HOLD: 'Marge d’une position réservée',
    OPTION_STAKE_HOLD: 'Mise d’une option réservée',
    TRADE_SETTLEMENT: 'Position clôturée',
    OPTION_SETTLEMENT: 'Option réglée',
    TRADING_HOLD_VOID: 'Réservation levée',
    TRADE_VOID: 'Position annulée',
    TRADE_VOID_REVERSAL: 'Position annulée (résultat contre-passé)',
  },
  notes: {
    TRADING_DEPOSIT: 'Dépôt sur le compte de trading',
    TRADING_DEPOSIT_NOTED: 'Dépôt sur le compte de trading : {{comment}}',
    MINING_PURCHASE: 'Paiement de {{plan}}',
    WITHDRAWAL_HELD: 'Retrait vers {{method}} (montant réservé)',
    WITHDRAWAL_PAID: 'Retrait payé (frais {{fee}} {{asset}})',
    WITHDRAWAL_FAILED: 'Retrait échoué : {{reason}}',
    ADJUSTMENT: 'Correction : {{reason}}',
    MINING_OUTPUT: 'Production minière du {{day}}',
    BOOSTER_REINVESTED: 'Income Booster : production du {{day}} réinvestie en {{hashrate}} TH/s',
    REFUND_SOLD_OUT: 'Remboursement ({{plan}}) : l’offre était épuisée à l’arrivée de votre paiement',
    REFUND_SOLD_OUT_unnamed: 'Remboursement : l’offre était épuisée à l’arrivée de votre paiement',
    REFUND_ENDED_BY_SUPPORT:
      'Remboursement de la partie non utilisée de votre contrat ({{plan}}), arrêté par le support : {{remainingDays}} jours sur {{termDays}}',
    REFUND_ENDED_BY_SUPPORT_unnamed:
      'Remboursement de la partie non utilisée de votre contrat, arrêté par le support : {{remainingDays}} jours sur {{termDays}}',
    LOAN_OPENED: 'Prêt garanti par votre contrat de minage nanti : {{amount}} USD',
    LOAN_REPAID_FROM_BALANCE: 'Prêt remboursé depuis votre solde de trading : {{amount}} USD',
    LOAN_REPAID_FROM_OUTPUT:
      'La production du {{day}} rembourse votre prêt : {{coinAmount}} {{coin}} à {{rate}} USD = {{amount}} USD',
    LOAN_SETTLED_CONTRACT_EXPIRED:
      'Prêt soldé depuis votre solde de trading : le contrat nanti a expiré ({{amount}} USD)',
    LOAN_SETTLED_CONTRACT_TERMINATED:
      'Prêt soldé depuis votre solde de trading : le contrat nanti a été résilié ({{amount}} USD)',
    LOAN_WRITTEN_OFF_CONTRACT_EXPIRED: 'Reste du prêt passé en perte par la plateforme : le contrat nanti a expiré',
    LOAN_WRITTEN_OFF_CONTRACT_TERMINATED:
      'Reste du prêt passé en perte par la plateforme : le contrat nanti a été résilié',
    TRADE_MARGIN_HELD: 'Marge réservée pour une position ouverte',
    OPTION_STAKE_HELD: 'Mise réservée pour une option en cours',
    TRADE_CLOSED: 'Position clôturée ({{closedBy}}) : marge libérée avec son résultat',
    COPIED_TRADE_CLOSED:
      'Position copiée clôturée ({{closedBy}}) : marge libérée avec son résultat, moins {{share}} {{asset}} de participation aux gains ({{sharePercent}} %) pour le trader {{trader}}',
    OPTION_WON: 'Option gagnée : mise libérée avec son résultat',
    OPTION_LOST: 'Option perdue : mise libérée avec son résultat',
    OPTION_TIED: 'Option à égalité : mise remboursée',
    HOLD_RELEASED_NOT_OPENED: 'Réservation levée : la position n’a pas été ouverte',
    TRADE_VOIDED_MARGIN_RELEASED: 'Position annulée ({{reason}}) : marge libérée',
    TRADE_VOIDED_LOSS_REFUNDED: 'Position annulée ({{reason}}) : perte remboursée',
    TRADE_VOIDED_PROFIT_REVERSED: 'Position annulée ({{reason}}) : gain contre-passé',
    TRADE_VOIDED_PROFIT_PARTLY_REVERSED:
      'Position annulée ({{reason}}) : gain contre-passé ({{notRecovered}} non récupérés)',
  },
  values: {
    method: {
      BITCOIN: 'un portefeuille Bitcoin',
      ETHEREUM: 'un portefeuille Ethereum',
      PAYPAL: 'PayPal',
      BANK: 'un compte bancaire',
    },
    closedBy: {
      CUSTOMER: 'par vous',
      TAKE_PROFIT: 'take profit',
      STOP_LOSS: 'stop loss',
      CLOSE_OUT: 'clôture forcée',
      ADMIN: 'par le support',
    },
  },
};
