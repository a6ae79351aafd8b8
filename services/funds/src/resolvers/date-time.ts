import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/** ISO-8601 instants in UTC. The database hands out Date objects; clients get strings. */
export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize(value) {
    const instant = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
    if (!instant || Number.isNaN(instant.getTime())) throw new GraphQLError(`DateTime cannot represent ${String(value)}`);
    return instant.toISOString();
  },
  parseValue(value) {
    return parseInstant(value);
  },
  parseLiteral(ast) {
    return parseInstant(ast.kind === Kind.STRING ? ast.value : undefined);
  },
});

function parseInstant(value: unknown): Date {
  const instant = typeof value === 'string' ? new Date(value) : undefined;
  if (!instant || Number.isNaN(instant.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
  return instant;
}
