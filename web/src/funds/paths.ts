/** The customer's funds screens at the paths the specification names (§2). */
export const FUNDS_PATHS = {
  depositList: '/user/deposits/list.html',
  depositSelect: '/user/deposits/select.html',
  depositNew: '/user/deposits/new.html',
  depositTrading: '/user/deposits/trading.html',
  depositMining: '/user/deposits/mining.html',
  payment: '/payment.html',
  withdrawalList: '/user/withdrawals/list.html',
  withdrawalNew: '/user/withdrawals/new.html',
  /** Not in the specification: the ledger statement every customer can download (DESIGN.md §6). */
  statement: '/user/statement.html',
  /** Not in the specification: the customer's check of the proof of liabilities (DESIGN.md §6). */
  proof: '/user/proof.html',
} as const;
