import { GraphQLError } from 'graphql';
import pino from 'pino';
import { AppError, createErrorFormatter, httpStatusFor } from '../src/errors';

const logger = pino({ level: 'silent' });
const format = createErrorFormatter(logger);

describe('error model', () => {
  it('maps each kind to its HTTP status', () => {
    expect(
      [
        'BAD_REQUEST',
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'NOT_FOUND',
        'CONFLICT',
        'UNPROCESSABLE',
        'RATE_LIMITED',
        'INTERNAL',
        'UNAVAILABLE',
      ].map(httpStatusFor),
    ).toEqual([400, 401, 403, 404, 409, 422, 429, 500, 503]);
    expect(httpStatusFor('GRAPHQL_VALIDATION_FAILED')).toBe(400);
    expect(httpStatusFor('GRAPHQL_PARSE_FAILED')).toBe(400);
    expect(httpStatusFor('SOMETHING_ELSE')).toBe(500);
    expect(httpStatusFor(undefined)).toBe(500);
  });

  it('keeps an AppError as code and reason', () => {
    const original = new AppError('NOT_FOUND', 'INSTRUMENT_NOT_FOUND', 'Unknown instrument XYZ');
    const wrapped = new GraphQLError(original.message, { originalError: original, path: ['quote'] });
    expect(format({ message: original.message, path: ['quote'] }, wrapped)).toEqual({
      message: 'Unknown instrument XYZ',
      path: ['quote'],
      extensions: { code: 'NOT_FOUND', reason: 'INSTRUMENT_NOT_FOUND' },
    });
  });

  it('masks an unexpected error and drops its stack trace', () => {
    const wrapped = new GraphQLError('connection refused to 10.0.0.5', {
      originalError: new Error('connection refused to 10.0.0.5'),
    });
    const formatted = format(
      {
        message: 'connection refused to 10.0.0.5',
        extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] },
      },
      wrapped,
    );
    expect(formatted).toEqual({
      message: 'Internal server error',
      path: undefined,
      extensions: { code: 'INTERNAL', reason: 'INTERNAL' },
    });
  });

  it('passes request errors from Apollo through without stack traces', () => {
    const formatted = format(
      { message: 'Syntax Error', extensions: { code: 'GRAPHQL_PARSE_FAILED', stacktrace: ['at y'] } },
      new GraphQLError('Syntax Error'),
    );
    expect(formatted).toEqual({ message: 'Syntax Error', extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
  });
});
