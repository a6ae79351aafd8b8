import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Resolver types for the mining subgraph, generated from its own schema: a resolver that returns a
 * shape `schema.graphql` does not promise fails the type check, and so `npm test`. Plans reach their
 * field resolvers as repository rows, so the mapper names the row type.
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
        mappers: { Plan: '../db/plans.repository#PlanRow' },
      },
    },
  },
};

export default config;
