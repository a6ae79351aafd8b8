import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { liveBalanceSubject, liveMiningSubject } from '@mc/contracts';
import type { EventBus, Viewer } from '@mc/platform';
import { ConflatingIterator } from './conflating-iterator';
import type { LiveMining } from './mining-snapshot';

/** Every push is a whole snapshot, so a slow socket needs only the newest one. */
const LATEST = 'mining';

export type MiningSnapshotRead = (viewer: Viewer) => Promise<LiveMining>;

/**
 * A customer's live mining: a snapshot at once, then a new one after each change of their
 * balances (`live.balance.<userId>`, e.g. a posted accrual) or of their contracts
 * (`live.mining.<userId>`). The subjects come from the socket's verified viewer, never from an
 * argument. Changes that arrive while a snapshot is read make one more read, not one each.
 */
export async function subscribeMyMining(
  bus: EventBus,
  read: MiningSnapshotRead,
  viewer: Viewer | undefined,
  logger: Logger,
): Promise<AsyncIterableIterator<LiveMining>> {
  if (viewer?.kind !== 'user') {
    throw new GraphQLError('Sign in to see your mining', {
      extensions: { code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' },
    });
  }
  const stops: (() => void)[] = [];
  const iterator = new ConflatingIterator<LiveMining>(() => stops.forEach((stop) => stop()));
  const refresh = coalesced(async () => {
    try {
      iterator.push(LATEST, await read(viewer));
    } catch (error) {
      // The last snapshot stays on screen; the next change (or a reconnect) reads again.
      logger.warn({ err: error, userId: viewer.userId }, 'mining snapshot not read');
    }
  });
  // Listen before the first read, so a change during it is read after it (never overtaken by it).
  let started = false;
  let changedMeanwhile = false;
  const onChange = () => (started ? refresh() : (changedMeanwhile = true));
  stops.push(bus.subscribeLive(liveBalanceSubject(viewer.userId), onChange));
  stops.push(bus.subscribeLive(liveMiningSubject(viewer.userId), onChange));
  try {
    iterator.push(LATEST, await read(viewer));
  } catch (error) {
    await iterator.return();
    throw error;
  }
  started = true;
  if (changedMeanwhile) refresh();
  return iterator;
}

/** Runs `task` now, or once more after the running one when asked meanwhile (however often). */
function coalesced(task: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    do {
      again = false;
      await task();
    } while (again);
    running = false;
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}
