import type { Executor } from '@mc/platform';
import { lockAccounts } from '../db/ledger.repository';
import { owedBy } from '../db/loans.repository';
import { fundsError } from '../errors';
import { formatMinor } from '../ledger/amounts';
import { customerAccount } from '../ledger/ledger';
import { withdrawableCents } from './loan-rules';

/**
 * Pledging's withdrawal floor: while loans are owed, a withdrawal may not take the trading balance
 * below what is owed. The customer's available account is locked first, so two withdrawals at once
 * are decided one after the other.
 */
export async function refuseBelowLoanFloor(tx: Executor, userId: string, asset: string, amountMinor: bigint) {
  const owed = await owedBy(tx, userId, asset);
  if (owed === 0n) return;
  const [account] = await lockAccounts(tx, [customerAccount(userId, asset)]);
  const available = account?.balanceMinor ?? 0n;
  if (available - amountMinor >= owed) return;
  const withdrawable = withdrawableCents(available, owed);
  throw fundsError(
    'LOAN_FLOOR',
    `You owe ${formatMinor(owed, 2)} ${asset} on pledged mining contracts: a withdrawal may not take your trading balance below that. You can withdraw at most ${formatMinor(withdrawable, 2)} ${asset} now, or repay the loan first.`,
    { owed: formatMinor(owed, 2), withdrawable: formatMinor(withdrawable, 2), asset },
  );
}
