import type { TradeVoidedV1 } from '@mc/contracts';
import type { Executor } from '@mc/platform';
import { accountsOfOwner, findJournalFingerprint, lockHold } from '../db/ledger.repository';
import { fundsError } from '../errors';
import { formatMinor } from '../ledger/amounts';
import { customerAccount, platformAccount, post, voidHold, type Movement } from '../ledger/ledger';
import { note, type JournalNote } from '../ledger/notes';

const TRADING_SCALE = 2;

/**
 * An operator voided a trade (trading.trade.voided, DESIGN.md §2). Voided while open: its margin's hold is
 * released. Voided once closed: the result its settlement posted is reversed by a compensating journal
 * entry (a profit back to platform EXPENSE, a loss back from REVENUE), so the customer is where they were
 * before the trade. The reason is in the entry's note, which the customer's statement shows.
 */
export async function voidTrade(tx: Executor, voided: TradeVoidedV1): Promise<string[]> {
  const hold = await lockHold(tx, voided.holdId);
  if (!hold || hold.owner !== voided.userId || hold.amountMinor !== BigInt(voided.marginMinor))
    refused(voided, 'no hold of this customer and margin');
  if (voided.previousStatus === 'OPEN') {
    const outcome = await voidHold(tx, voided.holdId, {
      kind: 'TRADE_VOID',
      note: note('TRADE_VOIDED_MARGIN_RELEASED', { reason: voided.reason }),
    });
    return outcome.replayed ? [] : outcome.customers;
  }
  // The close's settlement and the void are two consumers: the void waits (redelivered) until the close is posted.
  if (hold.status !== 'POSTED')
    refused(voided, `the closed trade's hold is ${hold.status.toLowerCase()}, not posted yet`);
  const journalId = `trade:${voided.tradeId}:void`;
  // Reversed already: the amount was decided then, from the balance of that moment.
  if ((await findJournalFingerprint(tx, journalId)) !== undefined) return [];
  const movements = await reversalMovements(tx, voided);
  if (movements.length === 0) return [];
  const outcome = await post(tx, {
    id: journalId,
    kind: 'TRADE_VOID_REVERSAL',
    referenceType: 'trade',
    referenceId: voided.tradeId,
    note: reversalNote(voided, movements),
    movements,
  });
  return outcome.replayed ? [] : outcome.customers;
}

/**
 * Reverses the trade's result. A profit the customer no longer has (withdrawn or spent) is taken back
 * only as far as the available balance goes: balances never go below zero (DESIGN.md §6).
 */
async function reversalMovements(tx: Executor, voided: TradeVoidedV1): Promise<Movement[]> {
  const profitMinor = BigInt(voided.profitMinor ?? '0');
  const customer = customerAccount(voided.userId, voided.assetCode);
  if (profitMinor < 0n)
    return [
      { account: customer, amountMinor: -profitMinor },
      { account: platformAccount('REVENUE', voided.assetCode), amountMinor: profitMinor },
    ];
  if (profitMinor === 0n) return [];
  const available = await availableMinor(tx, voided);
  const takenMinor = profitMinor < available ? profitMinor : available;
  if (takenMinor <= 0n) return [];
  return [
    { account: customer, amountMinor: -takenMinor },
    { account: platformAccount('EXPENSE', voided.assetCode), amountMinor: takenMinor },
  ];
}

async function availableMinor(tx: Executor, voided: TradeVoidedV1): Promise<bigint> {
  const accounts = await accountsOfOwner(tx, voided.userId);
  const account = accounts.find((row) => row.asset === voided.assetCode && row.purpose === 'AVAILABLE');
  return account?.balanceMinor ?? 0n;
}

function reversalNote(voided: TradeVoidedV1, movements: Movement[]): JournalNote {
  const profitMinor = BigInt(voided.profitMinor ?? '0');
  const reversedMinor = movements[0].amountMinor < 0n ? -movements[0].amountMinor : movements[0].amountMinor;
  const reason = voided.reason;
  if (profitMinor < 0n) return note('TRADE_VOIDED_LOSS_REFUNDED', { reason });
  if (profitMinor <= reversedMinor) return note('TRADE_VOIDED_PROFIT_REVERSED', { reason });
  const notRecovered = formatMinor(profitMinor - reversedMinor, TRADING_SCALE);
  return note('TRADE_VOIDED_PROFIT_PARTLY_REVERSED', { reason, notRecovered });
}

function refused(voided: TradeVoidedV1, why: string): never {
  throw fundsError('EVENT_PAYLOAD_INVALID', `Void of trade ${voided.tradeId} refused: ${why}`, {
    tradeId: voided.tradeId,
  });
}
