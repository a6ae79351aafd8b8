import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Resolver types for the trading subgraph, generated from its own schema: a resolver that returns a
 * shape `schema.graphql` does not promise fails the type check, and so `npm test`. No mappers: the
 * instrument, quote and candle rows already have their types' shape, so each row is checked against
 * the schema type itself. DateTime arrives as the Date the platform scalar parses and may leave as a
 * Date or an ISO string.
 */
const config: CodegenConfig = {
  schema: 'services/trading/schema.graphql',
  generates: {
    'services/trading/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        federation: true,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#TradingContext',
        scalars: { DateTime: { input: 'Date', output: 'Date | string' } },
      },
    },
  },
};

export default config;
