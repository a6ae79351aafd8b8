import type { statementEntriesEn } from './statement-en';

/** Russian texts of the statement's lines. */
export const statementEntriesRu: typeof statementEntriesEn = {
  kinds: {
    DEPOSIT: 'Пополнение',
    MINING_PURCHASE: 'Покупка майнинг-контракта',
    WITHDRAWAL_HOLD: 'Запрошен вывод (сумма зарезервирована)',
    WITHDRAWAL_PAID: 'Вывод выплачен',
    WITHDRAWAL_RELEASED: 'Вывод не выполнен (сумма возвращена)',
    ADJUSTMENT: 'Корректировка',
    MINING_ACCRUAL: 'Доход от майнинга',
    MINING_REINVEST: 'Реинвестирование Income Booster',
    MINING_REFUND: 'Возврат за майнинг-контракт',
    LOAN_OPENED: 'Выдан заём',
    LOAN_REPAYMENT: 'Погашение займа',
    LOAN_WRITTEN_OFF: 'Заём списан',
    TRADE_MARGIN_HOLD: 'Маржа сделки зарезервирована',
    OPTION_STAKE_HOLD: 'Ставка опциона зарезервирована',
    TRADE_SETTLEMENT: 'Сделка закрыта',
    OPTION_SETTLEMENT: 'Опцион рассчитан',
    TRADING_HOLD_VOID: 'Резерв снят',
    TRADE_VOID: 'Сделка аннулирована',
    TRADE_VOID_REVERSAL: 'Сделка аннулирована (результат сторнирован)',
  },
  notes: {
    TRADING_DEPOSIT: 'Пополнение торгового счёта',
    TRADING_DEPOSIT_NOTED: 'Пополнение торгового счёта: {{comment}}',
    MINING_PURCHASE: 'Оплата: {{plan}}',
    WITHDRAWAL_HELD: 'Вывод на {{method}} (сумма зарезервирована)',
    WITHDRAWAL_PAID: 'Вывод выплачен (комиссия {{fee}} {{asset}})',
    WITHDRAWAL_FAILED: 'Вывод не выполнен: {{reason}}',
    ADJUSTMENT: 'Корректировка: {{reason}}',
    MINING_OUTPUT: 'Доход от майнинга за {{day}}',
    BOOSTER_REINVESTED: 'Income Booster: доход за {{day}} реинвестирован в {{hashrate}} TH/s',
    REFUND_SOLD_OUT: 'Возврат ({{plan}}): тариф был распродан к моменту поступления платежа',
    REFUND_SOLD_OUT_unnamed: 'Возврат: тариф был распродан к моменту поступления платежа',
    REFUND_ENDED_BY_SUPPORT:
      'Возврат за неиспользованную часть контракта ({{plan}}), завершённого поддержкой: {{remainingDays}} из {{termDays}} дн.',
    REFUND_ENDED_BY_SUPPORT_unnamed:
      'Возврат за неиспользованную часть контракта, завершённого поддержкой: {{remainingDays}} из {{termDays}} дн.',
    LOAN_OPENED: 'Заём под залог майнинг-контракта: {{amount}} USD',
    LOAN_REPAID_FROM_BALANCE: 'Заём погашен с торгового баланса: {{amount}} USD',
    LOAN_REPAID_FROM_OUTPUT:
      'Доход от майнинга за {{day}} гасит заём: {{coinAmount}} {{coin}} по {{rate}} USD = {{amount}} USD',
    LOAN_SETTLED_CONTRACT_EXPIRED:
      'Заём погашен с торгового баланса: срок заложенного контракта истёк ({{amount}} USD)',
    LOAN_SETTLED_CONTRACT_TERMINATED:
      'Заём погашен с торгового баланса: заложенный контракт расторгнут ({{amount}} USD)',
    LOAN_WRITTEN_OFF_CONTRACT_EXPIRED: 'Остаток займа списан платформой: срок заложенного контракта истёк',
    LOAN_WRITTEN_OFF_CONTRACT_TERMINATED: 'Остаток займа списан платформой: заложенный контракт расторгнут',
    TRADE_MARGIN_HELD: 'Маржа зарезервирована для открытой сделки',
    OPTION_STAKE_HELD: 'Ставка зарезервирована для открытого опциона',
    TRADE_CLOSED: 'Сделка закрыта ({{closedBy}}): маржа возвращена с результатом',
    COPIED_TRADE_CLOSED:
      'Скопированная сделка закрыта ({{closedBy}}): маржа возвращена с результатом за вычетом {{share}} {{asset}} доли прибыли ({{sharePercent}} %) трейдеру {{trader}}',
    OPTION_WON: 'Опцион выигран: ставка возвращена с результатом',
    OPTION_LOST: 'Опцион проигран: ставка возвращена с результатом',
    OPTION_TIED: 'Опцион вничью: ставка возвращена',
    HOLD_RELEASED_NOT_OPENED: 'Резерв снят: позиция не была открыта',
    TRADE_VOIDED_MARGIN_RELEASED: 'Сделка аннулирована ({{reason}}): маржа возвращена',
    TRADE_VOIDED_LOSS_REFUNDED: 'Сделка аннулирована ({{reason}}): убыток возмещён',
    TRADE_VOIDED_PROFIT_REVERSED: 'Сделка аннулирована ({{reason}}): прибыль сторнирована',
    TRADE_VOIDED_PROFIT_PARTLY_REVERSED:
      'Сделка аннулирована ({{reason}}): прибыль сторнирована ({{notRecovered}} не удалось вернуть)',
  },
  values: {
    method: {
      BITCOIN: 'кошелёк Bitcoin',
      ETHEREUM: 'кошелёк Ethereum',
      PAYPAL: 'PayPal',
      BANK: 'банковский счёт',
    },
    closedBy: {
      CUSTOMER: 'вами',
      TAKE_PROFIT: 'тейк-профит',
      STOP_LOSS: 'стоп-лосс',
      CLOSE_OUT: 'принудительное закрытие',
      ADMIN: 'поддержкой',
    },
  },
};
