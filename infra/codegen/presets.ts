import type { CodegenConfig } from '@graphql-codegen/cli';

/** The graph as clients see it (npm run compose), and the gateway's own subscription schema. */
export const CLIENT_SCHEMA = ['gateway/api-schema.graphql', 'gateway/subscriptions.graphql'];

/**
 * Typed documents for a client of the graph (web, admin, compat): graphql-codegen's client preset
 * over every `graphql()` document under `sourceDir`, written to `outputDir`. A document that asks
 * for a field the graph lacks fails here, and so `npm test`.
 */
export function clientDocuments(options: { sourceDir: string; outputDir: string; schema: string[] }): CodegenConfig {
  return {
    schema: options.schema,
    documents: [`${options.sourceDir}/**/*.{ts,tsx}`, `!${options.outputDir}/**`],
    ignoreNoDocuments: false,
    generates: {
      [`${options.outputDir}/`]: {
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
}

/**
 * Resolver types for one subgraph from its own schema. Resolvers receive repository rows and domain
 * objects (the mappers), so the compiler checks that every field resolver turns one into what the
 * schema promises: a resolver that returns the wrong shape fails `tsc`, and so `npm test`.
 */
export function subgraphResolvers(options: {
  service: string;
  /** `path#Type` of the request context, relative to the generated file. */
  contextType: string;
  mappers?: Record<string, string>;
}): CodegenConfig {
  return {
    schema: `services/${options.service}/schema.graphql`,
    generates: {
      [`services/${options.service}/src/generated/resolvers.ts`]: {
        plugins: ['typescript', 'typescript-resolvers'],
        config: {
          federation: true,
          useTypeImports: true,
          enumsAsTypes: true,
          contextType: options.contextType,
          // The platform's DateTime scalar parses input to a Date and serializes a Date or an ISO string.
          scalars: { DateTime: { input: 'Date', output: 'Date | string' } },
          mappers: options.mappers ?? {},
        },
      },
    },
  };
}
