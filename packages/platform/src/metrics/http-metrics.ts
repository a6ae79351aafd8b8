import type { NextFunction, Request, Response } from 'express';
import { counter, histogram } from './registry';
import { statusClassLabel } from './labels';

/** Seconds; from a cached answer (a few ms) to a request that ran into the 10 s subgraph timeout. */
export const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const requests = counter({
  name: 'cloudmine_http_requests_total',
  help: 'HTTP requests answered, by service, route pattern, method and status class.',
  labelNames: ['service', 'route', 'method', 'status'],
});
const durations = histogram({
  name: 'cloudmine_http_request_duration_seconds',
  help: 'Time from receiving an HTTP request to the end of its answer, by service and route pattern.',
  labelNames: ['service', 'route', 'method'],
  buckets: LATENCY_BUCKETS_SECONDS,
});

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Express middleware, first on the app: counts and times every request by its route pattern
 * (`/api/users/:id`, never the path itself, which may carry ids) once its answer has been sent.
 */
export function measureHttp(service: string) {
  return (request: Request, response: Response, next: NextFunction) => {
    const startedAt = process.hrtime.bigint();
    response.once('finish', () => {
      const route = routeLabel(request);
      const method = METHODS.has(request.method) ? request.method : 'OTHER';
      const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      requests.inc({ service, route, method, status: statusClassLabel(response.statusCode) });
      durations.observe({ service, route, method }, seconds);
    });
    next();
  };
}

/**
 * The pattern that answered: the mount path of the router (fixed in code) and the route's own pattern.
 * A request no route took (a static file, a 404) is `other`.
 */
function routeLabel(request: Request): string {
  const pattern = (request.route as { path?: unknown } | undefined)?.path;
  const route = `${request.baseUrl}${typeof pattern === 'string' ? pattern : ''}`;
  return route === '' ? 'other' : route.slice(0, 80);
}
