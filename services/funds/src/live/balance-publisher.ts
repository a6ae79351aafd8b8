import { liveBalanceSubject, liveBalances } from '@mc/contracts';
import type { Database, EventBus, Logger } from '@mc/platform';
import { accountsOfOwners, type AccountRow } from '../db/ledger.repository';
import { balanceLinesOf } from '../balances/balance-lines';
import type { AssetScales } from '../balances/asset-scales';

/** Owners read per query: an accrual batch names up to 1,000 customers, read in one round trip. */
const OWNERS_PER_READ = 1_000;

/**
 * After a committed change, pushes the customers' balances on `live.balance.<userId>` for the
 * `myBalances` and `myMining` subscriptions. Fire-and-forget: a missed push is corrected by the next
 * one, and the client's query reads the ledger anyway.
 */
export class BalancePublisher {
  constructor(
    private readonly database: Database,
    private readonly bus: EventBus,
    private readonly scales: AssetScales,
    private readonly logger: Logger,
  ) {}

  async publish(userIds: string[]): Promise<void> {
    for (let start = 0; start < userIds.length; start += OWNERS_PER_READ) {
      const owners = userIds.slice(start, start + OWNERS_PER_READ);
      try {
        const [accounts, scales] = await Promise.all([accountsOfOwners(this.database.orm, owners), this.scales.all()]);
        const byOwner = new Map<string, AccountRow[]>();
        for (const account of accounts) {
          const owned = byOwner.get(account.owner);
          if (owned) owned.push(account);
          else byOwner.set(account.owner, [account]);
        }
        for (const userId of owners) this.publishOne(userId, byOwner.get(userId) ?? [], scales);
      } catch (error) {
        this.logger.warn({ err: error, customers: owners.length }, 'live balances not published');
      }
    }
  }

  private publishOne(userId: string, accounts: AccountRow[], scales: Map<string, number>): void {
    const payload = liveBalances.parse({
      at: new Date().toISOString(),
      balances: balanceLinesOf(accounts, scales).map((line) => ({
        assetCode: line.assetCode,
        available: line.available.amount,
        held: line.held.amount,
      })),
    });
    this.bus.publishLive(liveBalanceSubject(userId), payload);
  }
}
