import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { retryDelayMs, unavailabilityOf } from '../src/unavailable';

const BALANCES = gql`
  query Balances {
    me {
      id
    }
  }
`;

/** The error a real Apollo client rejects with when the server answers `result`. */
async function errorFor(result: FormattedExecutionResult): Promise<unknown> {
  const link = new ApolloLink(() => new Observable((observer) => (observer.next(result), observer.complete())));
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return client.query({ query: BALANCES }).then(
    () => undefined,
    (error: unknown) => error,
  );
}

/** The error a real Apollo client rejects with when the HTTP answer has status `status`. */
async function errorForStatus(status: number): Promise<unknown> {
  const fetch = () =>
    Promise.resolve(new Response('upstream away', { status, headers: { 'content-type': 'text/plain' } }));
  const client = new ApolloClient({
    link: new HttpLink({ uri: 'http://127.0.0.1/graphql', fetch }),
    cache: new InMemoryCache(),
  });
  return client.query({ query: BALANCES }).then(
    () => undefined,
    (error: unknown) => error,
  );
}

const away = (service: string, retryAfterMs?: number) => ({
  message: `The ${service} service is unavailable; please try again`,
  extensions: { code: 'UNAVAILABLE', reason: 'SERVICE_UNAVAILABLE', details: { service, retryAfterMs } },
});

describe('unavailabilityOf', () => {
  it('names every service away, once, with the longest wait the answer asked for', async () => {
    const error = await errorFor({
      data: null,
      errors: [away('funds', 1_000), away('mining', 3_000), away('funds', 2_000)],
    });
    expect(unavailabilityOf(error)).toEqual({ services: ['funds', 'mining'], retryAfterMs: 3_000 });
  });

  it('counts a lost database (UNAVAILABLE without a service) as an outage with no name', async () => {
    const error = await errorFor({
      data: null,
      errors: [{ message: 'try again', extensions: { code: 'UNAVAILABLE', reason: 'DATABASE_UNAVAILABLE' } }],
    });
    expect(unavailabilityOf(error)).toEqual({ services: [], retryAfterMs: null });
  });

  it('is null when any error is something other than an outage: that refusal is shown as it is', async () => {
    const error = await errorFor({
      data: null,
      errors: [away('funds'), { message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(unavailabilityOf(error)).toBeNull();
  });

  it('counts the edge answering 502, 503 or 504 (the gateway away) as an outage, and nothing else', async () => {
    for (const status of [502, 503, 504]) {
      expect(unavailabilityOf(await errorForStatus(status))).toEqual({ services: [], retryAfterMs: null });
    }
    expect(unavailabilityOf(await errorForStatus(500))).toBeNull();
    expect(unavailabilityOf(await errorForStatus(400))).toBeNull();
    expect(unavailabilityOf(new Error('anything'))).toBeNull();
    expect(unavailabilityOf(undefined)).toBeNull();
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1 s, stays at least the server’s hint, and never waits more than 15 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => retryDelayMs(attempt, null))).toEqual([
      1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000,
    ]);
    expect(retryDelayMs(0, 3_000)).toBe(3_000);
    expect(retryDelayMs(2, 3_000)).toBe(4_000);
    expect(retryDelayMs(0, 60_000)).toBe(15_000);
  });
});
