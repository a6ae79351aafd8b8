import { readFileSync } from 'node:fs';
import { Supergraph } from '@apollo/federation-internals';
import { extendSchema, Kind, parse, printSchema } from 'graphql';
import { SUBSCRIPTION_SDL_PATH } from './subscriptions/subscription-schema';

/**
 * The whole graph a client can use, as SDL: the supergraph's API schema (federation directives
 * removed) with the subscription server's types added. The sandbox loads it instead of
 * introspecting, which anonymous callers may not do.
 */
export function sandboxSchemaSdl(supergraphSdl: string): string {
  const apiSchema = Supergraph.build(supergraphSdl).apiSchema().toGraphQLJSSchema();
  const live = parse(readFileSync(SUBSCRIPTION_SDL_PATH, 'utf8'));
  // The subscription schema's own placeholder Query is not part of the graph.
  const definitions = live.definitions.filter(
    (definition) => !(definition.kind === Kind.OBJECT_TYPE_DEFINITION && definition.name.value === 'Query'),
  );
  const withSubscriptions = extendSchema(apiSchema, {
    kind: Kind.DOCUMENT,
    definitions: [...definitions, ...parse('extend schema { subscription: Subscription }').definitions],
  });
  return printSchema(withSubscriptions);
}
