import { buildSchema } from 'graphql';
import { createDocumentCache } from '../src/subscriptions/document-cache';

const schema = buildSchema('type Query { a: Int } type Subscription { tick(symbol: String!): Int }');
const TICK = 'subscription { tick(symbol: "BTCUSDT") }';

describe('createDocumentCache', () => {
  it('hands every socket that sends the same text one parsed document and one validation', () => {
    const cache = createDocumentCache(schema);
    const document = cache.parse(TICK);
    expect(cache.parse(TICK)).toBe(document);
    expect(cache.validate(schema, document)).toEqual([]);
    expect(cache.validate(schema, document)).toBe(cache.validate(schema, document));
  });

  it('reports a document that fails validation on every use, and throws on a syntax error each time', () => {
    const cache = createDocumentCache(schema);
    const unknownField = cache.parse('subscription { nope }');
    expect(cache.validate(schema, unknownField)).toHaveLength(1);
    expect(cache.validate(schema, unknownField)).toHaveLength(1);
    expect(() => cache.parse('subscription {')).toThrow(/Syntax Error/);
    expect(() => cache.parse('subscription {')).toThrow(/Syntax Error/);
  });

  it('validates against another schema without the cache, and keeps at most 100 documents', () => {
    const cache = createDocumentCache(schema);
    const other = buildSchema('type Query { a: Int } type Subscription { other: Int }');
    expect(cache.validate(schema, cache.parse(TICK))).toEqual([]);
    expect(cache.validate(other, cache.parse(TICK))).not.toEqual([]);
    const first = cache.parse(TICK);
    for (let index = 0; index < 100; index += 1) cache.parse(`subscription { tick(symbol: "S${index}") }`);
    expect(cache.parse(TICK)).not.toBe(first); // the oldest unused was dropped
    expect(cache.parse(' '.repeat(5_000) + TICK)).not.toBe(cache.parse(' '.repeat(5_000) + TICK)); // too long to keep
  });
});
