import type { statementEntriesEn } from './statement-en';

/** Spanish texts of the statement's lines. */
export const statementEntriesEs: typeof statementEntriesEn = {
  kinds: {
    DEPOSIT: 'Depósito',
    MINING_PURCHASE: 'Compra de contrato de minería',
    WITHDRAWAL_HOLD: 'Retiro solicitado (importe retenido)',
    WITHDRAWAL_PAID: 'Retiro pagado',
    WITHDRAWAL_RELEASED: 'Retiro fallido (importe liberado)',
    ADJUSTMENT: 'Corrección',
    MINING_ACCRUAL: 'Pago de minería',
    MINING_REINVEST: 'Reinversión de Income Booster',
    MINING_REFUND: 'Reembolso de contrato de minería',
    LOAN_OPENED: 'Préstamo abonado',
    LOAN_REPAYMENT: 'Amortización del préstamo',
    LOAN_WRITTEN_OFF: 'Préstamo condonado',
    TRADE_MARGIN_HOLD: 'Margen de operación retenido',
    OPTION_STAKE_HOLD: 'Importe de opción retenido',
    TRADE_SETTLEMENT: 'Operación cerrada',
    OPTION_SETTLEMENT: 'Opción liquidada',
    TRADING_HOLD_VOID: 'Retención liberada',
    TRADE_VOID: 'Operación anulada',
    TRADE_VOID_REVERSAL: 'Operación anulada (resultado revertido)',
  },
  notes: {
    TRADING_DEPOSIT: 'Depósito en la cuenta de trading',
    TRADING_DEPOSIT_NOTED: 'Depósito en la cuenta de trading: {{comment}}',
    MINING_PURCHASE: 'Pago de {{plan}}',
    WITHDRAWAL_HELD: 'Retiro a {{method}} (importe retenido)',
    WITHDRAWAL_PAID: 'Retiro pagado (comisión {{fee}} {{asset}})',
    WITHDRAWAL_FAILED: 'Retiro fallido: {{reason}}',
    ADJUSTMENT: 'Corrección: {{reason}}',
    MINING_OUTPUT: 'Producción de minería del {{day}}',
    BOOSTER_REINVESTED: 'Income Booster: producción del {{day}} reinvertida en {{hashrate}} TH/s',
    REFUND_SOLD_OUT: 'Reembolso ({{plan}}): el plan estaba agotado cuando llegó su pago',
    REFUND_SOLD_OUT_unnamed: 'Reembolso: el plan estaba agotado cuando llegó su pago',
    REFUND_ENDED_BY_SUPPORT:
      'Reembolso de la parte no usada de su contrato ({{plan}}), finalizado por soporte: {{remainingDays}} de {{termDays}} días',
    REFUND_ENDED_BY_SUPPORT_unnamed:
      'Reembolso de la parte no usada de su contrato, finalizado por soporte: {{remainingDays}} de {{termDays}} días',
    LOAN_OPENED: 'Préstamo sobre su contrato de minería pignorado: {{amount}} USD',
    LOAN_REPAID_FROM_BALANCE: 'Préstamo amortizado con su saldo de trading: {{amount}} USD',
    LOAN_REPAID_FROM_OUTPUT:
      'La producción del {{day}} amortiza su préstamo: {{coinAmount}} {{coin}} a {{rate}} USD = {{amount}} USD',
    LOAN_SETTLED_CONTRACT_EXPIRED:
      'Préstamo saldado con su saldo de trading: el contrato pignorado venció ({{amount}} USD)',
    LOAN_SETTLED_CONTRACT_TERMINATED:
      'Préstamo saldado con su saldo de trading: el contrato pignorado fue rescindido ({{amount}} USD)',
    LOAN_WRITTEN_OFF_CONTRACT_EXPIRED: 'Resto del préstamo condonado por la plataforma: el contrato pignorado venció',
    LOAN_WRITTEN_OFF_CONTRACT_TERMINATED:
      'Resto del préstamo condonado por la plataforma: el contrato pignorado fue rescindido',
    TRADE_MARGIN_HELD: 'Margen retenido para una operación abierta',
    OPTION_STAKE_HELD: 'Importe retenido para una opción en curso',
    TRADE_CLOSED: 'Operación cerrada ({{closedBy}}): margen liberado con su resultado',
    COPIED_TRADE_CLOSED:
      'Operación copiada cerrada ({{closedBy}}): margen liberado con su resultado, menos {{share}} {{asset}} de participación en beneficios ({{sharePercent}} %) para el trader {{trader}}',
    OPTION_WON: 'Opción ganada: importe liberado con su resultado',
    OPTION_LOST: 'Opción perdida: importe liberado con su resultado',
    OPTION_TIED: 'Opción empatada: importe reembolsado',
    HOLD_RELEASED_NOT_OPENED: 'Retención liberada: la posición no se abrió',
    TRADE_VOIDED_MARGIN_RELEASED: 'Operación anulada ({{reason}}): margen liberado',
    TRADE_VOIDED_LOSS_REFUNDED: 'Operación anulada ({{reason}}): pérdida reembolsada',
    TRADE_VOIDED_PROFIT_REVERSED: 'Operación anulada ({{reason}}): beneficio revertido',
    TRADE_VOIDED_PROFIT_PARTLY_REVERSED:
      'Operación anulada ({{reason}}): beneficio revertido ({{notRecovered}} no recuperados)',
  },
  values: {
    method: {
      BITCOIN: 'una billetera Bitcoin',
      ETHEREUM: 'una billetera Ethereum',
      PAYPAL: 'PayPal',
      BANK: 'una cuenta bancaria',
    },
    closedBy: {
      CUSTOMER: 'por usted',
      TAKE_PROFIT: 'take profit',
      STOP_LOSS: 'stop loss',
      CLOSE_OUT: 'cierre forzoso',
      ADMIN: 'por soporte',
    },
  },
};
