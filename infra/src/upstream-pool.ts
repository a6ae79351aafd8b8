import type { IncomingMessage } from 'node:http';

/** How long an upstream that failed a request is passed over: a supervised process restarts within about this. */
const REST_AFTER_FAILURE_MS = 2_000;

/**
 * The replicas of one upstream (the gateways, the compats) the edge spreads requests over in turn,
 * as nginx's round robin does. One that failed a request (refused, reset: killed or restarting) is
 * passed over for a moment, so the others take every request meanwhile; when all failed, each is
 * tried again in turn rather than none.
 */
export class UpstreamPool {
  private turn = 0;
  private readonly restingUntilMs = new Map<string, number>();
  private readonly chosen = new WeakMap<IncomingMessage, string>();

  constructor(
    readonly origins: readonly string[],
    private readonly now: () => number = Date.now,
  ) {
    if (origins.length === 0) throw new Error('an upstream needs at least one origin');
  }

  /** For the proxy's `router`: the origin for this request, remembered so a failure is put on it. */
  readonly route = (request: IncomingMessage): string => {
    const origin = this.pick();
    this.chosen.set(request, origin);
    return origin;
  };

  /** Wraps the proxy's error handler: the origin that failed this request rests before its next turn. */
  failed<TArgs extends unknown[]>(handler: (error: Error, request: IncomingMessage, ...rest: TArgs) => void) {
    return (error: Error, request: IncomingMessage, ...rest: TArgs) => {
      const origin = this.chosen.get(request);
      if (origin && this.origins.length > 1) this.restingUntilMs.set(origin, this.now() + REST_AFTER_FAILURE_MS);
      handler(error, request, ...rest);
    };
  }

  private pick(): string {
    const nowMs = this.now();
    for (let tried = 0; tried < this.origins.length; tried += 1) {
      const origin = this.origins[this.turn++ % this.origins.length];
      if ((this.restingUntilMs.get(origin) ?? 0) <= nowMs) return origin;
    }
    return this.origins[this.turn++ % this.origins.length];
  }
}
