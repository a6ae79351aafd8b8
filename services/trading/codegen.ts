import { subgraphResolvers } from '../../infra/codegen/presets';

/** Resolver types for the trading subgraph, from its own schema (see infra/codegen/presets.ts). */
export default subgraphResolvers({
  service: 'trading',
  contextType: '../context#TradingContext',
  mappers: {
    Trade: '../db/positions.repository#TradeRow',
    TradingOption: '../db/positions.repository#OptionRow',
    User: '../resolvers/user#UserReference',
    Trader: '../traders/trader-figures#TraderView',
    CopiedTrader: '../db/traders.repository#CopyRow',
    MirrorSkip: '../db/copy-trading.repository#MirrorSkipRow',
    EquityPoint: '../copying/copy-figures#CurvePoint',
  },
});
