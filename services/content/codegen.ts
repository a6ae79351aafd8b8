import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Resolver types for the content subgraph, generated from its own schema: a resolver that returns a
 * shape `schema.graphql` does not promise fails the type check, and so `npm test`. No mappers: the
 * language and data-centre rows and the assembled site settings already have their types' shape, so
 * each is checked against the schema type itself.
 */
const config: CodegenConfig = {
  schema: 'services/content/schema.graphql',
  generates: {
    'services/content/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        federation: true,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#ContentContext',
      },
    },
  },
};

export default config;
