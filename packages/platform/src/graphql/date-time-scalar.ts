import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isoDateTime } from '@mc/contracts';

/**
 * The `DateTime` scalar every subgraph declares: an instant as ISO-8601 with an offset
 * (`2030-01-01T12:00:00.000Z`), the same shape events carry. Output accepts a Date or an ISO string
 * (drivers differ); input must carry an offset, so no instant is ever read in a server's local zone.
 */
export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An instant as ISO-8601 with an offset, e.g. 2030-01-01T12:00:00.000Z.',
  serialize(value) {
    const instant = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
    if (!instant || Number.isNaN(instant.getTime()))
      throw new GraphQLError(`DateTime cannot represent ${String(value)}`);
    return instant.toISOString();
  },
  parseValue(value) {
    return parseInstant(value);
  },
  parseLiteral(literal) {
    return parseInstant(literal.kind === Kind.STRING ? literal.value : undefined);
  },
});

function parseInstant(value: unknown): Date {
  if (typeof value !== 'string' || !isoDateTime.safeParse(value).success) {
    throw new GraphQLError('DateTime must be an ISO-8601 string with an offset, e.g. 2030-01-01T12:00:00Z');
  }
  return new Date(value);
}
