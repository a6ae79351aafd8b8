import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { INTERNAL_SECRET_HEADER } from '../auth/viewer';

/** Subgraphs answer only the gateway: a request without the shared secret is refused. */
export function requireInternalSecret(secret: string) {
  const expected = Buffer.from(secret);
  return (request: Request, response: Response, next: NextFunction) => {
    const given = Buffer.from(request.header(INTERNAL_SECRET_HEADER) ?? '');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return next();
    response.status(401).json({
      errors: [
        {
          message: 'Missing or wrong internal secret',
          extensions: { code: 'UNAUTHENTICATED', reason: 'INTERNAL_SECRET' },
        },
      ],
    });
  };
}
