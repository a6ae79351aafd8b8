import { subgraphResolvers } from '../../infra/codegen/presets';

/** Resolver types for the trading subgraph, from its own schema (see infra/codegen/presets.ts). */
export default subgraphResolvers({
  service: 'trading',
  contextType: '../context#TradingContext',
});
