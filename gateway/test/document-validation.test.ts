import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryPlanner } from '@apollo/query-planner';
import express from 'express';
import pino from 'pino';
import { generateJwtKeys } from '@mc/platform';
import { TEST_INTERNAL_SECRET } from '@mc/platform/testing';
import { readCommittedSupergraph } from '../src/compose/compose';
import { createHttpGateway } from '../src/http-gateway';
import { MAX_ALIASES } from '../src/limits';

/**
 * Every document is validated in full (graphql-js's specified rules, then the project's own) before it
 * is planned: a malformed one answers 400 GRAPHQL_VALIDATION_FAILED and never reaches the query planner
 * or a subgraph. The subgraphs here only count the calls they get.
 */
let gatewayServer: http.Server;
let subgraphs: http.Server;
let subgraphCalls = 0;
let stopGateway: () => Promise<void>;
let gatewayUrl: string;
const loggedErrors: unknown[] = [];
const plan = jest.spyOn(QueryPlanner.prototype, 'buildQueryPlan');

beforeAll(async () => {
  subgraphs = http.createServer((_request, response) => {
    subgraphCalls += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ data: null, errors: [{ message: 'not expected in this test' }] }));
  });
  await new Promise<void>((resolve) => subgraphs.listen(0, '127.0.0.1', resolve));
  const subgraphUrl = `http://127.0.0.1:${(subgraphs.address() as AddressInfo).port}/graphql`;
  const logger = pino({ level: 'error' }, { write: (line: string) => loggedErrors.push(JSON.parse(line)) });
  const httpGateway = await createHttpGateway({
    supergraphSdl: readCommittedSupergraph(),
    subgraphUrls: {
      identity: subgraphUrl,
      funds: subgraphUrl,
      mining: subgraphUrl,
      trading: subgraphUrl,
      content: subgraphUrl,
    },
    internalSecret: TEST_INTERNAL_SECRET,
    publicKey: generateJwtKeys().publicKey,
    subgraphTimeoutMs: 2_000,
    production: true,
    openIntrospection: false,
    secureCookies: false,
    logger,
  });
  stopGateway = httpGateway.stop;
  gatewayServer = http.createServer(express().use(httpGateway.router));
  await new Promise<void>((resolve) => gatewayServer.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await stopGateway();
  gatewayServer.closeAllConnections();
  await new Promise((resolve) => gatewayServer.close(resolve));
  await new Promise((resolve) => subgraphs.close(resolve));
  plan.mockRestore();
});
beforeEach(() => {
  plan.mockClear();
  subgraphCalls = 0;
  loggedErrors.length = 0;
});

async function post(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { errors?: { message: string; extensions?: Record<string, unknown> }[] },
  };
}

async function expectRefusedBeforePlanning(query: string, message: RegExp, variables?: Record<string, unknown>) {
  const { status, body } = await post(query, variables);
  expect(status).toBe(400);
  expect(body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  expect(body.errors?.map((error) => error.message).join('\n')).toMatch(message);
  expect(plan).not.toHaveBeenCalled();
  expect(subgraphCalls).toBe(0);
  expect(loggedErrors).toEqual([]);
}

describe('documents are validated in full before planning', () => {
  it('plans a valid document (the spy sees the planner)', async () => {
    const { status } = await post('{ __typename }');
    expect(status).toBe(200);
    expect(plan).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a cycle', 'query { ...F } fragment F on Query { ...F }', /Cannot spread fragment "F" within itself/],
    ['a longer cycle', 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }', /within itself/],
    ['an unknown fragment', 'query { ...Missing }', /Unknown fragment "Missing"/],
    ['an unused fragment', '{ __typename } fragment Unused on Query { __typename }', /never used/],
    [
      'a spread on an impossible type',
      '{ quote(symbol: "BTCUSDT") { ... on Candle { open } } }',
      /can never be of type/,
    ],
    ['a fragment on a scalar', '{ quote(symbol: "BTCUSDT") { ask ...F } } fragment F on Float { x }', /non composite/],
    ['a fragment on an unknown type', 'query { ...F } fragment F on Nowhere { x }', /Unknown type "Nowhere"/],
    [
      'two fragments of one name',
      'query { ...F } fragment F on Query { __typename } fragment F on Query { __typename }',
      /only one fragment named "F"/,
    ],
  ])('fragments: %s', async (_case, query, message) => {
    await expectRefusedBeforePlanning(query, message);
  });

  it.each([
    ['an undefined variable', '{ quote(symbol: $symbol) { ask } }', /Variable "\$symbol" is not defined/],
    ['an unused variable', 'query ($unused: String) { __typename }', /never used/],
    [
      'a variable of the wrong type',
      'query ($n: Int) { quote(symbol: $n) { ask } }',
      /used in position expecting type "String!"/,
    ],
    [
      'a nullable variable where one is required',
      'query ($s: String) { quote(symbol: $s) { ask } }',
      /expecting type "String!"/,
    ],
    [
      'a variable of an output type',
      'query ($q: Quote) { quote(symbol: "BTCUSDT") { ask } __typename @skip(if: $q) }',
      /cannot be non-input type "Quote"/,
    ],
    [
      'a variable declared twice',
      'query ($s: String!, $s: String!) { quote(symbol: $s) { ask } }',
      /only one variable named "\$s"/,
    ],
  ])('variables: %s', async (_case, query, message) => {
    await expectRefusedBeforePlanning(query, message, { s: 'BTCUSDT' });
  });

  it.each([
    ['an unknown field', '{ nope }', /Cannot query field "nope" on type "Query"/],
    ['an unknown argument', '{ quote(symbol: "BTCUSDT", nope: 1) { ask } }', /Unknown argument "nope"/],
    ['a missing argument', '{ quote { ask } }', /argument "symbol" of type "String!" is required/],
    ['an argument given twice', '{ quote(symbol: "A", symbol: "B") { ask } }', /only one argument named "symbol"/],
    ['conflicting fields under one name', '{ quote(symbol: "BTCUSDT") { ask ask: bid } }', /"ask" conflict because/],
    [
      'one name for two arguments',
      '{ q: quote(symbol: "A") { ask } q: quote(symbol: "B") { ask } }',
      /differing arguments/,
    ],
    ['a leaf with a selection', '{ quote(symbol: "BTCUSDT") { ask { value } } }', /must not have a selection/],
    ['an object without one', '{ quote(symbol: "BTCUSDT") }', /must have a selection of subfields/],
    [
      'an input object field given twice',
      '{ pageDraftPreview(input: { slug: "a", slug: "b" }) { __typename } }',
      /only one input field named "slug"/,
    ],
  ])('fields: %s', async (_case, query, message) => {
    await expectRefusedBeforePlanning(query, message);
  });

  it.each([
    [
      'two operations of one name',
      'query Same { __typename } query Same { __typename }',
      /only one operation named "Same"/,
    ],
    [
      'an anonymous operation beside another',
      '{ __typename } query Named { __typename }',
      /must be the only defined operation/,
    ],
    ['a type definition in a request', 'type Extra { x: Int } { __typename }', /is not executable/],
    [
      'a subscription, which the HTTP graph does not have',
      'subscription { __typename }',
      /does not support subscription operations over HTTP/,
    ],
    [
      'a subscription of two root fields',
      'subscription { quote(symbol: "A") { ask } __typename }',
      /does not support subscription operations/,
    ],
  ])('operations: %s', async (_case, query, message) => {
    await expectRefusedBeforePlanning(query, message);
  });

  it.each([
    ['an unknown directive', '{ __typename @nope }', /Unknown directive "@nope"/],
    ['a directive out of place', 'query @skip(if: true) { __typename }', /may not be used on QUERY/],
    ['a directive repeated', '{ __typename @skip(if: false) @skip(if: true) }', /can only be used once/],
  ])('directives: %s', async (_case, query, message) => {
    await expectRefusedBeforePlanning(query, message);
  });

  it.each([
    ['a number for a string', '{ quote(symbol: 7) { ask } }', /String cannot represent a non string value/],
    [
      'a string for an enum',
      '{ pages(kind: "legal", language: "en") { slug } }',
      /Enum "PageKind" cannot represent non-enum value/,
    ],
    ['null for a required argument', '{ quote(symbol: null) { ask } }', /Expected value of type "String!", found null/],
  ])('values: %s', async (_case, query, message) => {
    await expectRefusedBeforePlanning(query, message);
  });

  it("applies the project's own rules too (the alias limit), still before planning", async () => {
    const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, index) => `a${index}: __typename`).join(' ');
    await expectRefusedBeforePlanning(`{ ${aliases} }`, /at most 30 aliases/);
  });
});
