import { AppError, type Database, type Executor } from '@mc/platform';
import {
  decideHoldRequest,
  lockHoldRequest,
  reopenRefusedRequest,
  upsertHoldRequest,
} from '../db/positions.repository';
import { tradingError } from '../errors';
import { NOTHING_HELD, type FundsHolds, type HoldRequest, type PlacedHold } from '../funds/funds-holds';

/**
 * The first two steps of opening a position (DESIGN.md §8): record the request, then ask funds to
 * hold the money. The caller opens the position and decides the request OPENED in one transaction;
 * a request left undecided is abandoned by the reconciler, which has funds void its hold.
 */
export class PositionOpening {
  constructor(
    private readonly database: Database,
    private readonly funds: FundsHolds,
    private readonly now: () => number,
  ) {}

  async hold(holdId: string, userId: string, amount: HoldRequest['amount']): Promise<PlacedHold> {
    const at = new Date(this.now());
    const request = await upsertHoldRequest(this.database.orm, holdId, userId, at);
    if (request.userId !== userId)
      throw tradingError('IDEMPOTENCY_CONFLICT', 'This requestId was used by another customer');
    if (request.outcome === 'ABANDONED')
      throw tradingError('REQUEST_ABANDONED', 'This request was abandoned; send a new requestId');
    if (request.outcome === 'REFUSED') await reopenRefusedRequest(this.database.orm, holdId, at);
    try {
      return await this.funds.place({ holdId, userId, amount });
    } catch (error) {
      if (error instanceof AppError && NOTHING_HELD.has(error.reason))
        await decideHoldRequest(this.database.orm, holdId, 'REFUSED', at);
      throw error;
    }
  }

  /** Step 3's guard, first in the opening transaction: the request must not have been abandoned meanwhile. */
  async claimForOpening(tx: Executor, holdId: string, at: Date): Promise<void> {
    const request = await lockHoldRequest(tx, holdId);
    if (request?.outcome === 'ABANDONED')
      throw tradingError('REQUEST_ABANDONED', 'This request was abandoned; send a new requestId');
    await decideHoldRequest(tx, holdId, 'OPENED', at);
  }
}
