import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Resolver types for the mining subgraph, generated from its own schema: a resolver that returns a
 * shape `schema.graphql` does not promise fails the type check, and so `npm test`. Types reach their
 * field resolvers as repository rows and domain objects (the mappers), which the resolvers format.
 */
const config: CodegenConfig = {
  schema: 'services/mining/schema.graphql',
  generates: {
    'services/mining/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        federation: true,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#MiningContext',
        // The platform's DateTime scalar parses input to a Date and serializes a Date or an ISO string.
        scalars: { DateTime: { input: 'Date', output: 'Date | string' } },
        mappers: {
          Plan: '../db/plans.repository#PlanRow',
          PlanEstimate: '../plans/plan-estimates#PlanEstimateFigures',
          RateUsed: '../rates/coin-rates#CoinRate',
          HashpriceRecord: '../db/parameters.repository#HashpriceRow',
          PlanFeeRecord: '../db/parameters.repository#PlanFeeRow',
          CapacityRecord: '../db/parameters.repository#CapacityRow',
          CapacityStatus: '../plans/plan-estimates#CapacityStatusView',
          Contract: '../db/contracts.repository#ContractRow',
          ContractTransition: '../db/contracts.repository#TransitionRow',
          ContractPage: '../db/contracts.repository#ContractPageRow',
          User: '../resolvers/user#UserReference',
          MarketParameters: '../plans/plan-estimates#MarketSnapshot',
          MiningCalculation: '../plans/calculation#Calculation',
          CalculatorEstimate: '../plans/calculation#CalculatorFigures',
          PeriodEstimate: '../plans/calculation#PeriodFigures',
        },
      },
    },
  },
};

export default config;
