import {
  composeSupergraph,
  readCommittedApiSchema,
  readCommittedSupergraph,
  readSubgraphSchema,
} from '../src/compose/compose';

describe('build-time composition', () => {
  it('composes the five subgraphs without errors', () => {
    const outcome = composeSupergraph();
    expect(outcome.errors).toEqual([]);
    expect(outcome.supergraphSdl).toContain('join__Graph');
  });

  it('matches the committed supergraph (run `npm run compose` when this fails)', () => {
    expect(readCommittedSupergraph()).toBe(composeSupergraph().supergraphSdl);
  });

  it('matches the committed API schema the clients are generated from, without federation directives', () => {
    const apiSchema = composeSupergraph().apiSchemaSdl;
    expect(readCommittedApiSchema()).toBe(apiSchema);
    expect(apiSchema).not.toMatch(/@join__|_entities|_Service/);
  });

  it('reports composition errors instead of producing a supergraph', () => {
    const outcome = composeSupergraph((name) =>
      name === 'content'
        ? readSubgraphSchema(name).replace('type Query {', 'type Query {\n  instruments: Int')
        : readSubgraphSchema(name),
    );
    expect(outcome.supergraphSdl).toBeUndefined();
    expect(outcome.errors.join('\n')).toMatch(/instruments/);
  });
});
