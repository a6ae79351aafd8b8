import type { Database } from '@mc/platform';
import { requestIdOf } from '../access';
import {
  findCopy,
  hasOpenCopy,
  insertCopy,
  openCopiesOf,
  openCopy,
  stopCopyRow,
  type CopyRow,
  type TraderRow,
} from '../db/traders.repository';
import { tradingError } from '../errors';
import type { JurisdictionService } from '../positions/jurisdiction.service';
import { traderNotFound, type TraderService } from './trader.service';
import { usd, usdMinor } from './trader-rules';

/**
 * Customers copying traders (DESIGN.md §16). A copy records the allocation; the trader desk's trades are
 * mirrored to the open copies at the same tick (src/copying/mirror-fanout.ts).
 */
export class CopyService {
  constructor(
    private readonly database: Database,
    private readonly traders: TraderService,
    private readonly jurisdiction: Pick<JurisdictionService, 'requireTrading'>,
    private readonly now: () => number,
  ) {}

  /**
   * The copy's id is the requestId. Copying a trader already copied returns that copy when the
   * allocation is the same, and is refused (409) when it differs: stop first, then copy anew.
   */
  async copy(userId: string, traderId: string, allocation: string, requestId: string): Promise<CopyRow> {
    const copyId = requestIdOf(requestId);
    const earlier = await findCopy(this.database.orm, copyId);
    if (earlier) return sameRequest(earlier, userId, traderId);
    await this.jurisdiction.requireTrading(userId);
    const allocationMinor = usdMinor(allocation, 'allocation');
    return this.database.orm.transaction(async (tx) => {
      // The trader's lock orders copies, stops and the retirement of one trader: no retirement slips in
      // between this check and the insert, and an open copy found below is still open. The unique index
      // on open copies stays the backstop.
      const trader = await this.traders.lockedTrader(tx, traderId);
      if (!trader || trader.retiredAt) throw traderNotFound();
      refuseOutOfRange(trader, allocationMinor);
      const startedAt = new Date(this.now());
      if (await insertCopy(tx, { id: copyId, userId, traderId: trader.id, allocationMinor, startedAt }))
        return (await findCopy(tx, copyId))!;
      const sameId = await findCopy(tx, copyId);
      if (sameId) return sameRequest(sameId, userId, trader.id);
      const existing = (await openCopy(tx, userId, trader.id))!;
      if (existing.allocationMinor !== allocationMinor)
        throw tradingError(
          'ALREADY_COPYING',
          `You already copy this trader with ${usd(existing.allocationMinor)} USD`,
          {
            allocation: usd(existing.allocationMinor),
          },
        );
      return existing;
    });
  }

  /** Stops the open copy. Its open mirrors stay open, the customer's to close; no new trade is mirrored. */
  async stop(userId: string, traderId: string): Promise<CopyRow> {
    return this.database.orm.transaction(async (tx) => {
      const trader = await this.traders.lockedTrader(tx, traderId);
      const stopped = trader && (await stopCopyRow(tx, userId, trader.id, new Date(this.now())));
      if (!stopped) throw tradingError('NOT_COPYING', 'You are not copying this trader');
      return stopped;
    });
  }

  openCopies(userId: string): Promise<CopyRow[]> {
    return openCopiesOf(this.database.orm, userId);
  }

  /** The specification's rule for the Forex screen's trades, on every market: the customer copies a trader. */
  async requireCopy(userId: string): Promise<void> {
    if (!(await hasOpenCopy(this.database.orm, userId)))
      throw tradingError('COPY_REQUIRED', 'User Must Copy At Least One Trader');
  }
}

function sameRequest(copy: CopyRow, userId: string, traderId: string): CopyRow {
  if (copy.userId !== userId || copy.traderId !== traderId.toLowerCase())
    throw tradingError('IDEMPOTENCY_CONFLICT', 'This requestId was used for another copy');
  return copy;
}

function refuseOutOfRange(trader: TraderRow, allocationMinor: bigint): void {
  if (allocationMinor < trader.minAllocationMinor || allocationMinor > trader.maxAllocationMinor)
    throw tradingError(
      'ALLOCATION_OUT_OF_RANGE',
      `The allocation must be from ${usd(trader.minAllocationMinor)} to ${usd(trader.maxAllocationMinor)} USD`,
      { min: usd(trader.minAllocationMinor), max: usd(trader.maxAllocationMinor) },
    );
}
