import type { ApolloServerPlugin } from '@apollo/server';
import {
  BREAK,
  buildSchema,
  type DocumentNode,
  getVariableValues,
  GraphQLError,
  type GraphQLSchema,
  isScalarType,
  printSchema,
  validate,
  ValuesOfCorrectTypeRule,
  visit,
} from 'graphql';
import { DateTimeScalar } from '@mc/platform';
import type { GatewayContext } from './subgraph-source';

/**
 * Checks the gateway makes on an operation before planning it, each refused with a clear 4xx:
 * - input that does not fit the graph (an object for a `String!` variable, `from: "notadate"`), which
 *   would otherwise surface as an internal error from the gateway's own coercion or from a subgraph;
 * - introspection, which only signed-in admins get unless `openIntrospection` is set (local
 *   development); the sandbox loads the committed schema instead.
 */
export function requestChecksPlugin(options: { openIntrospection: boolean }): ApolloServerPlugin<GatewayContext> {
  const inputSchemas = new WeakMap<GraphQLSchema, GraphQLSchema>();
  // Apollo hands every request of one query text the same parsed document: what depends on the document
  // alone is worked out once per document.
  const documentChecks = new WeakMap<DocumentNode, { introspection: boolean; literalError?: GraphQLError }>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, schema, contextValue }) {
          let inputSchema = inputSchemas.get(schema);
          if (!inputSchema) inputSchemas.set(schema, (inputSchema = withScalarParsing(schema)));
          let checks = documentChecks.get(document);
          if (!checks) {
            const [literalError] = validate(inputSchema, document, [ValuesOfCorrectTypeRule]);
            documentChecks.set(document, (checks = { introspection: asksForIntrospection(document), literalError }));
          }
          if (!options.openIntrospection && contextValue.viewer.kind !== 'admin' && checks.introspection) {
            throw new GraphQLError('Introspection is open to signed-in admins only; /sandbox has the schema', {
              extensions: { code: 'FORBIDDEN', reason: 'INTROSPECTION_DISABLED', http: { status: 403 } },
            });
          }
          if (checks.literalError) throw invalidInput(checks.literalError.message);
          const variables = getVariableValues(
            inputSchema,
            operation?.variableDefinitions ?? [],
            request.variables ?? {},
          );
          if (variables.errors?.[0]) throw invalidInput(variables.errors[0].message);
        },
      };
    },
  };
}

/** A copy of the API schema whose custom scalars parse input the way the subgraphs do. */
function withScalarParsing(schema: GraphQLSchema): GraphQLSchema {
  const copy = buildSchema(printSchema(schema));
  const dateTime = copy.getType('DateTime');
  if (isScalarType(dateTime)) {
    dateTime.parseValue = DateTimeScalar.parseValue.bind(DateTimeScalar);
    dateTime.parseLiteral = DateTimeScalar.parseLiteral.bind(DateTimeScalar);
  }
  return copy;
}

/** `__typename` is not introspection of the schema: clients ask for it all the time. */
function asksForIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(field) {
      if (field.name.value === '__schema' || field.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

function invalidInput(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', http: { status: 400 } },
  });
}
