/** A subgraph that has not said it is ready within this is counted missing. */
const CHECK_MS = 1_500;
/** Probes of the gateway within this share one round of checks. */
const REUSE_MS = 1_000;

/**
 * Which subgraphs are not ready (their own `/ready`: up, database and bus answering), for the gateway's
 * `/ready`. One round of checks at a time, reused for a second, so probes do not add load.
 */
export function subgraphReadiness(subgraphUrls: Record<string, string>) {
  let last: { atMs: number; missing: Promise<string[]> } | undefined;
  const checkAll = async () => {
    const answers = await Promise.all(
      Object.entries(subgraphUrls).map(async ([name, url]) => ((await isReady(url)) ? null : name)),
    );
    return answers.filter((name): name is string => name !== null);
  };
  return {
    missing: (): Promise<string[]> => {
      if (!last || Date.now() - last.atMs > REUSE_MS) last = { atMs: Date.now(), missing: checkAll() };
      return last.missing;
    },
  };
}

async function isReady(graphqlUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/ready', graphqlUrl), { signal: AbortSignal.timeout(CHECK_MS) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
