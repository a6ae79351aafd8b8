import { readFileSync } from 'node:fs';
import path from 'node:path';
import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';

/**
 * Build-time composition (DESIGN.md §3): the supergraph is composed from the subgraphs' committed
 * schema files and committed itself; the running gateway never introspects. The URLs written here
 * are the distributed layout's defaults; at run time each subgraph's URL comes from configuration.
 */
export const SUBGRAPH_NAMES = ['identity', 'funds', 'mining', 'trading', 'content'] as const;
export type SubgraphName = (typeof SUBGRAPH_NAMES)[number];

export const DEFAULT_SUBGRAPH_PORTS: Record<SubgraphName, number> = {
  identity: 4001,
  funds: 4002,
  mining: 4003,
  trading: 4004,
  content: 4005,
};

const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..');
export const SUPERGRAPH_PATH = path.join(REPOSITORY_ROOT, 'gateway', 'supergraph.graphql');
/** The graph as clients see it (no federation directives): what client and compat codegen check against. */
export const API_SCHEMA_PATH = path.join(REPOSITORY_ROOT, 'gateway', 'api-schema.graphql');

export function readSubgraphSchema(name: SubgraphName): string {
  return readFileSync(path.join(REPOSITORY_ROOT, 'services', name, 'schema.graphql'), 'utf8');
}

export type CompositionOutcome =
  | { supergraphSdl: string; apiSchemaSdl: string; errors: [] }
  | { supergraphSdl: undefined; apiSchemaSdl: undefined; errors: string[] };

export function composeSupergraph(readSchema: (name: SubgraphName) => string = readSubgraphSchema): CompositionOutcome {
  const result = composeServices(
    SUBGRAPH_NAMES.map((name) => ({
      name,
      typeDefs: parse(readSchema(name)),
      url: `http://${name}:${DEFAULT_SUBGRAPH_PORTS[name]}/graphql`,
    })),
  );
  if (result.errors) {
    return { supergraphSdl: undefined, apiSchemaSdl: undefined, errors: result.errors.map((error) => error.message) };
  }
  const apiSchemaSdl = `${printSchema(result.schema.toAPISchema().toGraphQLJSSchema())}\n`;
  return { supergraphSdl: result.supergraphSdl, apiSchemaSdl, errors: [] };
}

export function readCommittedSupergraph(): string {
  return readFileSync(SUPERGRAPH_PATH, 'utf8');
}

export function readCommittedApiSchema(): string {
  return readFileSync(API_SCHEMA_PATH, 'utf8');
}
