import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Resolver types for the funds subgraph, from its own schema. Resolvers receive repository rows and
 * domain objects (the mappers), not the GraphQL shapes, so the compiler checks every field resolver
 * turns one into what the schema promises: a resolver that returns the wrong shape fails `tsc`, and
 * so `npm test`.
 */
const config: CodegenConfig = {
  schema: 'services/funds/schema.graphql',
  generates: {
    'services/funds/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        federation: true,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#FundsContext',
        // The platform's DateTime scalar parses input to a Date and serializes a Date or an ISO string.
        scalars: { DateTime: { input: 'Date', output: 'Date | string' } },
        mappers: {
          Adjustment: '../db/adjustments.repository#AdjustmentRow',
          Asset: '../db/assets.repository#AssetRow',
          Deposit: '../db/deposits.repository#DepositRow',
          ExchangeRate: '../db/rates.repository#ExchangeRateRow',
          LiabilityInclusionProof: '../proofs/liability-proof.service#InclusionProof',
          LiabilityProof: '../db/liability-proofs.repository#SnapshotRow',
          PaymentLink: '../db/deposits.repository#DepositRow',
          Payout: '../db/withdrawals.repository#PayoutRow',
          User: '../resolvers/user#UserReference',
          Wallet: '../db/wallets.repository#WalletWithCount',
          Withdrawal: '../db/withdrawals.repository#WithdrawalRow',
          WithdrawalDestination: '../withdrawals/withdrawal-rules#Destination',
        },
      },
    },
  },
};

export default config;
