import type { NextFunction, Request, Response } from 'express';

export type AdmissionLimits = {
  /** Requests worked on at once; more wait in the queue. */
  maxInFlight: number;
  /** Requests that may wait; beyond it a request is refused at once with 503. */
  maxQueued: number;
  /** A request that waited this long is refused with 503 rather than started late. */
  maxWaitMs: number;
  /** What Retry-After tells a refused client, in whole seconds. */
  retryAfterSeconds: number;
};

export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = {
  maxInFlight: 32,
  maxQueued: 256,
  maxWaitMs: 3_000,
  retryAfterSeconds: 1,
};

/**
 * Admission control for one process: a bounded number of requests in work, a bounded queue in front,
 * and a quick 503 with Retry-After beyond it or after waiting too long, so an overloaded service says
 * "later" in milliseconds instead of letting every request run into a time-out. A queued request whose
 * client has gone is dropped without being worked on.
 */
export function admissionControl(limits: AdmissionLimits = DEFAULT_ADMISSION_LIMITS) {
  const queue: (() => void)[] = [];
  let inFlight = 0;
  const counters = { admitted: 0, refused: 0, abandoned: 0 };

  const admit = (response: Response, next: NextFunction) => {
    inFlight += 1;
    counters.admitted += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight -= 1;
      queue.shift()?.();
    };
    response.once('finish', release);
    response.once('close', release);
    next();
  };
  const refuse = (response: Response) => {
    counters.refused += 1;
    refuseBusy(response, limits.retryAfterSeconds);
  };
  const wait = (response: Response, next: NextFunction) => {
    const leave = () => {
      clearTimeout(timer);
      response.off('close', abandon);
      const index = queue.indexOf(start);
      if (index >= 0) queue.splice(index, 1);
    };
    const start = () => {
      leave();
      admit(response, next);
    };
    const abandon = () => {
      counters.abandoned += 1;
      leave();
    };
    const timer = setTimeout(() => {
      leave();
      refuse(response);
    }, limits.maxWaitMs);
    // The response closes before it is written only when the client has gone.
    response.once('close', abandon);
    queue.push(start);
  };

  const middleware = (_request: Request, response: Response, next: NextFunction): void => {
    if (inFlight < limits.maxInFlight && queue.length === 0) admit(response, next);
    else if (queue.length >= limits.maxQueued) refuse(response);
    else wait(response, next);
  };
  return { middleware, counters, inFlight: () => inFlight, queued: () => queue.length };
}

function refuseBusy(response: Response, retryAfterSeconds: number): void {
  response
    .status(503)
    .setHeader('Retry-After', String(retryAfterSeconds))
    .json({
      errors: [
        {
          message: 'The service is busy: try again shortly',
          // The platform's error model (UNAVAILABLE is 503), and the wait as every refusal that has one
          // says it, so compat hands legacy callers the same Retry-After.
          extensions: {
            code: 'UNAVAILABLE',
            reason: 'OVERLOADED',
            details: { retryAfterMs: retryAfterSeconds * 1000 },
          },
        },
      ],
    });
}
