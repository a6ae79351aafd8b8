import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the customer client, checked against the composed graph: the API schema that
 * `npm run compose` writes, plus the gateway's own subscription schema. A document that asks for a
 * field the graph lacks fails here, and so `npm test`.
 */
const config: CodegenConfig = {
  schema: ['gateway/api-schema.graphql', 'gateway/subscriptions.graphql'],
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/graphql/generated/**'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string' },
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
      },
    },
  },
};

export default config;
