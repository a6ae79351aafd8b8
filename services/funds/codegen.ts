import { subgraphResolvers } from '../../infra/codegen/presets';

/** Resolver types for the funds subgraph, from its own schema (see infra/codegen/presets.ts). */
export default subgraphResolvers({
  service: 'funds',
  contextType: '../context#FundsContext',
  mappers: {
    Adjustment: '../db/adjustments.repository#AdjustmentRow',
    Asset: '../db/assets.repository#AssetRow',
    Balances: '../balances/balance.service#BalancesView',
    Contract: '../resolvers/loan#ContractReference',
    Deposit: '../db/deposits.repository#DepositRow',
    ExchangeRate: '../db/rates.repository#ExchangeRateRow',
    LiabilityInclusionProof: '../proofs/liability-proof.service#InclusionProof',
    LiabilityProof: '../db/liability-proofs.repository#SnapshotRow',
    Loan: '../db/loans.repository#LoanRow',
    LoanRepayment: '../db/loans.repository#LoanRepaymentRow',
    PaymentLink: '../db/deposits.repository#DepositRow',
    Payout: '../db/withdrawals.repository#PayoutRow',
    User: '../resolvers/user#UserReference',
    Wallet: '../db/wallets.repository#WalletWithCount',
    Withdrawal: '../db/withdrawals.repository#WithdrawalRow',
    WithdrawalDestination: '../withdrawals/withdrawal-rules#Destination',
  },
});
