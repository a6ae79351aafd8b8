import type { Outbox } from '@mc/platform';
import { decideHoldRequest } from '../db/positions.repository';
import { holdAbandonedEvent } from '../events/position-events';

/**
 * Gives up on a request whose money funds may hold: decided ABANDONED and announced in one
 * transaction, so funds voids the hold (or refuses it for good if it has not arrived).
 */
export async function abandonRequest(outbox: Outbox, holdId: string, userId: string, at: Date): Promise<void> {
  await outbox.transaction(async (tx, publish) => {
    await decideHoldRequest(tx, holdId, 'ABANDONED', at);
    await publish(holdAbandonedEvent(holdId, userId, at));
  });
}
