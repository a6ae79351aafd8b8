import { liveBalanceSubject, liveBalances } from '@mc/contracts';
import type { Database, EventBus, Logger } from '@mc/platform';
import { accountsOfOwner } from '../db/ledger.repository';
import { balanceLinesOf } from '../balances/balance-lines';
import type { AssetScales } from '../balances/asset-scales';

/**
 * After a committed change, pushes the customer's balances on `live.balance.<userId>` for the
 * `myBalances` subscription. Fire-and-forget: a missed push is corrected by the next one, and the
 * client's query reads the ledger anyway.
 */
export class BalancePublisher {
  constructor(
    private readonly database: Database,
    private readonly bus: EventBus,
    private readonly scales: AssetScales,
    private readonly logger: Logger,
  ) {}

  async publish(userIds: string[]): Promise<void> {
    for (const userId of userIds) {
      try {
        const lines = balanceLinesOf(await accountsOfOwner(this.database.orm, userId), await this.scales.all());
        const payload = liveBalances.parse({
          at: new Date().toISOString(),
          balances: lines.map((line) => ({
            assetCode: line.assetCode,
            available: line.available.amount,
            held: line.held.amount,
          })),
        });
        this.bus.publishLive(liveBalanceSubject(userId), payload);
      } catch (error) {
        this.logger.warn({ err: error, userId }, 'live balance not published');
      }
    }
  }
}
