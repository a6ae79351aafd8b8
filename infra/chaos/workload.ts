/**
 * The fault suite's steady load through the edge, a call per lane about every 100 ms: a guest's reads
 * of every domain, the legacy status call, a write (the contact form) whose acknowledged messages are
 * counted afterwards, and the caller's own lanes (money-lane.ts: deposits recorded and confirmed).
 */
/** One call: when it ended, its lane, 'ok' or what went wrong, and how long it took. */
export type Outcome = { atMs: number; lane: string; result: string; ms: number };

export type Lane = { name: string; call: (sequence: number) => Promise<string> };

export type Workload = {
  outcomes: Outcome[];
  /** The contact messages the platform acknowledged (their e-mail addresses). */
  acknowledgedWrites: string[];
  stop(): Promise<void>;
};

/** `more`: lanes of the caller's own (the money lane), run like the others. */
export function startWorkload(baseUrl: string, runId: string, more: Lane[] = []): Workload {
  const outcomes: Outcome[] = [];
  const acknowledgedWrites: string[] = [];
  let running = true;
  const graphql = graphqlCaller(baseUrl);
  const lanes: Lane[] = [
    { name: 'identity', call: () => graphql('{ me { id } }') },
    { name: 'funds', call: () => graphql('{ assets { code } exchangeRates { coin usd } }') },
    { name: 'mining', call: () => graphql('{ plans { id } }') },
    { name: 'trading', call: () => graphql('{ quote(symbol: "BTCUSDT") { ask } }') },
    { name: 'content', call: () => graphql('{ pages(kind: ARTICLE, language: "en") { slug } }') },
    {
      // A guest's status call: "Not signed in" (401) is the right answer, from identity through compat.
      name: 'legacy',
      call: async () => {
        const response = await fetch(`${baseUrl}/api/users/auth/status`);
        const body = (await response.json().catch(() => null)) as { errors?: string[] } | null;
        return response.status === 401 && body?.errors?.[0] === 'Not signed in' ? 'ok' : `http ${response.status}`;
      },
    },
    {
      name: 'write',
      call: async (sequence) => {
        const email = `chaos-${runId}-${sequence}@example.com`;
        // The contact form allows 5 messages an hour per address: each write comes from an address of
        // its own, told the edge in X-Forwarded-For (the suite's platform trusts loopback as a proxy).
        const result = await graphql(
          'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }',
          { input: { name: 'Chaos', email, phone: '+44 20 7946 0000', subject: 'fault suite', language: 'en' } },
          { 'x-forwarded-for': `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}` },
        );
        if (result === 'ok') acknowledgedWrites.push(email);
        return result;
      },
    },
  ];
  const loops = [...lanes, ...more].map(async (lane) => {
    for (let sequence = 0; running; sequence += 1) {
      const startedAtMs = performance.now();
      const result = await lane.call(sequence).catch((error: unknown) => `network ${errorCode(error)}`);
      outcomes.push({ atMs: Date.now(), lane: lane.name, result, ms: performance.now() - startedAtMs });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  return {
    outcomes,
    acknowledgedWrites,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** What one GraphQL call came to: 'ok' or what went wrong, and the data when there was some. */
export type Answer = { result: string; data?: Record<string, unknown> };

/** 'ok', or what went wrong: `http 503`, `UNAVAILABLE/DATABASE_UNAVAILABLE`, `network ECONNRESET`. */
export async function askGraphql(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...headers },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => null)) as {
    data?: Record<string, unknown> | null;
    errors?: { extensions?: { code?: string; reason?: string } }[];
  } | null;
  const error = body?.errors?.[0]?.extensions;
  if (error) return { result: `${error.code ?? '?'}/${error.reason ?? '?'}` };
  return response.ok && body?.data ? { result: 'ok', data: body.data } : { result: `http ${response.status}` };
}

function graphqlCaller(baseUrl: string) {
  return async (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    (await askGraphql(baseUrl, query, variables, headers)).result;
}

function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return cause?.code ?? (error instanceof Error ? error.name : 'error');
}
