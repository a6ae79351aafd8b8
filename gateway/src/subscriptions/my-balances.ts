import { GraphQLError } from 'graphql';
import { liveBalanceSubject, liveBalances, type LiveBalances } from '@mc/contracts';
import type { EventBus, Viewer } from '@mc/platform';
import { ConflatingIterator } from './conflating-iterator';

/** Every push carries all balances, so a slow socket needs only the newest one. */
const LATEST = 'balances';

/**
 * A customer's live balances. The subject comes from the socket's verified viewer, never from an
 * argument, so nobody can watch another customer's money.
 */
export function subscribeMyBalances(bus: EventBus, viewer: Viewer | undefined): AsyncIterableIterator<LiveBalances> {
  if (viewer?.kind !== 'user') {
    throw new GraphQLError('Sign in to see your balances', {
      extensions: { code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' },
    });
  }
  let unsubscribe = () => undefined as void;
  const iterator = new ConflatingIterator<LiveBalances>(() => unsubscribe());
  unsubscribe = bus.subscribeLive(liveBalanceSubject(viewer.userId), (_subject, data) => {
    const parsed = liveBalances.safeParse(data);
    if (parsed.success) iterator.push(LATEST, parsed.data);
  });
  return iterator;
}
