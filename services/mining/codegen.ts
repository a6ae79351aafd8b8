import { subgraphResolvers } from '../../infra/codegen/presets';

/** Resolver types for the mining subgraph, from its own schema (see infra/codegen/presets.ts). */
export default subgraphResolvers({
  service: 'mining',
  contextType: '../context#MiningContext',
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
    Accrual: '../db/accruals.repository#AccrualRow',
    AccrualPage: '../db/accruals.repository#AccrualPageRow',
    AccrualRun: '../accruals/accrual.service#AccrualRunResult',
    User: '../resolvers/user#UserReference',
    MarketParameters: '../plans/plan-estimates#MarketSnapshot',
    MiningCalculation: '../plans/calculation#Calculation',
    CalculatorEstimate: '../plans/calculation#CalculatorFigures',
    PeriodEstimate: '../plans/calculation#PeriodFigures',
  },
});
