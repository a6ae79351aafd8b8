import { type Database, type PageRequest } from '@mc/platform';
import { findCustomer } from '../db/customers.repository';
import { accountsOfOwners, type AccountRow } from '../db/ledger.repository';
import { pageStatement } from '../db/statement.repository';
import { fundsError } from '../errors';
import { money } from './asset-scales';
import type { AssetScales } from './asset-scales';
import { balancesOf } from './balance-lines';

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
  async balances(userId: string, accounts: AccountRow[], chosenCurrency: string) {
    const customer = await findCustomer(this.database.orm, userId);
    return balancesOf(accounts, await this.scales.all(), customer?.tradingCurrency ?? chosenCurrency);
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
        kind: row.kind,
        description: row.description,
        account: row.purpose,
        amount: money(row.asset, row.amountMinor, scales),
        balanceAfter: money(row.asset, row.balanceAfterMinor, scales),
        referenceType: row.referenceType,
        referenceId: row.referenceId,
      })),
    };
  }
}
