import { buildSchema, parse, validate } from 'graphql';
import { depthLimitRule, MAX_QUERY_DEPTH } from '../src/limits';

// A recursive type, so a query can nest as deep as a client likes.
const schema = buildSchema('type Node { child: Node, name: String } type Query { root: Node }');

function nested(depth: number): string {
  let selection = 'name';
  for (let level = 1; level < depth; level += 1) selection = `child { ${selection} }`;
  return `{ root { ${selection} } }`;
}

describe('depth limit', () => {
  it(`accepts a query ${MAX_QUERY_DEPTH} levels deep and refuses one level more`, () => {
    expect(validate(schema, parse(nested(MAX_QUERY_DEPTH)), [depthLimitRule()])).toEqual([]);
    const errors = validate(schema, parse(nested(MAX_QUERY_DEPTH + 1)), [depthLimitRule()]);
    expect(errors.map((error) => error.message).join()).toMatch(/exceeds maximum operation depth of 10/);
  });
});
