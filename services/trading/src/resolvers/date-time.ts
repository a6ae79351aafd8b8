import { isoDateTime } from '@mc/contracts';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/** An instant as ISO-8601 with an offset (`2030-01-01T12:00:00.000Z`), the same shape events use. */
export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An instant as ISO-8601 with an offset, e.g. 2030-01-01T12:00:00.000Z.',
  serialize(value) {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    throw new GraphQLError('DateTime cannot represent a value that is not a valid Date');
  },
  parseValue(value) {
    return parseInstant(value);
  },
  parseLiteral(literal) {
    if (literal.kind !== Kind.STRING) throw new GraphQLError('DateTime must be an ISO-8601 string with an offset');
    return parseInstant(literal.value);
  },
});

function parseInstant(value: unknown): Date {
  if (typeof value !== 'string' || !isoDateTime.safeParse(value).success) {
    throw new GraphQLError('DateTime must be an ISO-8601 string with an offset, e.g. 2030-01-01T12:00:00Z');
  }
  return new Date(value);
}
