import { type Database, type PageRequest } from '@mc/platform';
import { findCustomer } from '../db/customers.repository';
import { pendingHoldsByPurpose } from '../db/held-amounts.repository';
import { accountsOfOwners, type AccountRow } from '../db/ledger.repository';
import { pageStatement } from '../db/statement.repository';
import { fundsError } from '../errors';
import type { StatementEntryKind, StatementNoteCode } from '../generated/resolvers';
import { money } from './asset-scales';
import type { AssetScales } from './asset-scales';
import { balancesOf } from './balance-lines';

/** The Balances type as resolved: the figures, and whose they are (for the fields read on demand). */
export type BalancesView = ReturnType<typeof balancesOf> & { ownerId: string };

/** What a customer sees of their money: balances and statement, both read from the ledger. */
export class BalanceService {
  constructor(
    private readonly database: Database,
    private readonly scales: AssetScales,
  ) {}

  /** Accounts of many customers in one query, grouped by owner (the per-request loader calls this). */
  async accountsByOwner(userIds: readonly string[]): Promise<AccountRow[][]> {
    const rows = await accountsOfOwners(this.database.orm, [...userIds]);
    return userIds.map((userId) => rows.filter((row) => row.owner === userId));
  }

  /** The trading line is in the currency the first deposit fixed, else the customer's chosen one. */
  async balances(userId: string, accounts: AccountRow[], chosenCurrency: string): Promise<BalancesView> {
    const customer = await findCustomer(this.database.orm, userId);
    return {
      ownerId: userId,
      ...balancesOf(accounts, await this.scales.all(), customer?.tradingCurrency ?? chosenCurrency),
    };
  }

  /** What holds the customer's held money of one asset, per purpose: the pending holds summed. */
  async heldByPurpose(ownerId: string, assetCode: string) {
    const scales = await this.scales.all();
    const held = await pendingHoldsByPurpose(this.database.orm, ownerId, assetCode);
    return held.map((row) => ({ purpose: row.purpose, amount: money(assetCode, row.amountMinor, scales) }));
  }

  async statement(userId: string, request: PageRequest, assetCode?: string | null) {
    const scales = await this.scales.all();
    if (assetCode && !scales.has(assetCode)) throw fundsError('INVALID_INPUT', `Unknown asset ${assetCode}`);
    const page = await pageStatement(this.database.orm, userId, request, assetCode ?? undefined);
    return {
      ...page,
      items: page.items.map((row) => ({
        id: row.id.toString(),
        at: row.at,
        kind: row.kind as StatementEntryKind,
        description: row.description,
        note: row.note && {
          code: row.note.code as StatementNoteCode,
          params: Object.entries(row.note.params).map(([name, value]) => ({ name, value })),
        },
        account: row.purpose,
        amount: money(row.asset, row.amountMinor, scales),
        balanceAfter: money(row.asset, row.balanceAfterMinor, scales),
        referenceType: row.referenceType,
        referenceId: row.referenceId,
      })),
    };
  }
}
