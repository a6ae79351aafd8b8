import { GraphQLError } from 'graphql';
import { liveMessage, liveMessageSubject, type LiveMessage } from '@mc/contracts';
import type { EventBus, Viewer } from '@mc/platform';
import { ConflatingIterator } from './conflating-iterator';

/**
 * A customer's live messages. The subject comes from the socket's verified viewer, never from an
 * argument, so nobody can listen to another customer's messages.
 */
export function subscribeMyMessages(bus: EventBus, viewer: Viewer | undefined): AsyncIterableIterator<LiveMessage> {
  if (viewer?.kind !== 'user') {
    throw new GraphQLError('Sign in to receive your messages', {
      extensions: { code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' },
    });
  }
  let unsubscribe = () => undefined as void;
  // Keyed by message id: every message is kept (never conflated away), in arrival order.
  const iterator = new ConflatingIterator<LiveMessage>(() => unsubscribe());
  unsubscribe = bus.subscribeLive(liveMessageSubject(viewer.userId), (_subject, data) => {
    const parsed = liveMessage.safeParse(data);
    if (parsed.success) iterator.push(parsed.data.id, parsed.data);
  });
  return iterator;
}
