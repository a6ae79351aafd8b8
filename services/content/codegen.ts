import { subgraphResolvers } from '../../infra/codegen/presets';

/** Resolver types for the content subgraph, from its own schema (see infra/codegen/presets.ts). */
export default subgraphResolvers({
  service: 'content',
  contextType: '../context#ContentContext',
});
