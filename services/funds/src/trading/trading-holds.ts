import type { HoldAbandonedV1, OptionSettledV1, TradeClosedV1 } from '@mc/contracts';
import type { Executor } from '@mc/platform';
import { findCustomer } from '../db/customers.repository';
import { accountsOfOwner, lockHold } from '../db/ledger.repository';
import {
  insertTradingHoldCancellation,
  isTradingHoldCancelled,
  lockTradingHoldId,
} from '../db/trading-holds.repository';
import { fundsError } from '../errors';
import { formatMinor, parseAmount } from '../ledger/amounts';
import { customerAccount, placeHold, platformAccount, postHold, voidHold, type Movement } from '../ledger/ledger';
import { note, type EntryKind, type JournalNote, type NoteCode } from '../ledger/notes';

/**
 * What trading asks for: `holdId` is `trade:<uuid>` or `option:<uuid>`, chosen by trading (the saga's key).
 * Either one `amount` in the trading currency, or (a copier's mirror, sized before trading knows the
 * copier's currency) `amounts` in several trading currencies, of which funds holds the customer's.
 */
export type TradingHoldRequest = { holdId: string; userId: string } & (
  { amount: string; amounts?: undefined } | { amount?: undefined; amounts: { currency: string; amount: string }[] }
);
export type TradingHoldResult = { holdId: string; assetCode: string; amountMinor: bigint; status: string };

const HOLD_ID = /^(trade|option):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** Every trading currency (USD, EUR, GBP) has two decimals (DESIGN.md §6). */
const TRADING_SCALE = 2;

/** An option's statement note by its outcome. */
const OPTION_NOTES: Record<OptionSettledV1['outcome'], NoteCode> = {
  WON: 'OPTION_WON',
  LOST: 'OPTION_LOST',
  TIED: 'OPTION_TIED',
};

export const DEPOSIT_REQUIRED_MESSAGE = 'Please deposit to place trades';

/**
 * Holds a position's margin or stake in the customer's trading currency, once per hold id: the same
 * request again answers the same hold. Refused when the trading balance is zero or below
 * (DEPOSIT_REQUIRED), when it is short of the amount (INSUFFICIENT_FUNDS, checked under the
 * account lock, so two requests at once cannot both spend the same money), and for a hold trading
 * already abandoned (HOLD_CANCELLED).
 */
export async function placeTradingHold(tx: Executor, request: TradingHoldRequest): Promise<TradingHoldResult> {
  const [, kind, referenceId] = parsedHoldId(request.holdId);
  await lockTradingHoldId(tx, request.holdId);
  if (await isTradingHoldCancelled(tx, request.holdId))
    throw fundsError('HOLD_CANCELLED', `Hold ${request.holdId} was abandoned; send a new request`);
  const asset = await tradingAssetOf(tx, request.userId);
  const amountMinor = positiveAmount(amountIn(request, asset));
  await refuseWithoutTradingBalance(tx, request.userId, asset, request.holdId);
  const placed = await placeHold(tx, {
    holdId: request.holdId,
    owner: request.userId,
    asset,
    amountMinor,
    kind: kind === 'trade' ? 'TRADE_MARGIN_HOLD' : 'OPTION_STAKE_HOLD',
    referenceType: kind,
    referenceId,
    note: note(kind === 'trade' ? 'TRADE_MARGIN_HELD' : 'OPTION_STAKE_HELD', {}),
  });
  return { holdId: request.holdId, assetCode: asset, amountMinor, status: placed.status };
}

/**
 * Settles a closed trade's margin hold: margin ± profit back to available, the difference to or from the
 * platform. A copied trader's share of a mirror's profit leaves the customer to REVENUE in the same
 * journal transaction, its statement line naming the trader.
 */
export function settleClosedTrade(tx: Executor, closed: TradeClosedV1): Promise<string[]> {
  const share = closed.profitShare;
  return settleTradingHold(tx, {
    holdId: closed.holdId,
    userId: closed.userId,
    assetCode: closed.assetCode,
    heldMinor: BigInt(closed.marginMinor),
    profitMinor: BigInt(closed.profitMinor),
    shareMinor: share ? BigInt(share.amountMinor) : 0n,
    kind: 'TRADE_SETTLEMENT',
    note: share
      ? note('COPIED_TRADE_CLOSED', {
          closedBy: closed.closedBy,
          share: formatMinor(BigInt(share.amountMinor), 2),
          asset: closed.assetCode,
          sharePercent: String(share.shareBps / 100),
          trader: share.traderName,
        })
      : note('TRADE_CLOSED', { closedBy: closed.closedBy }),
  });
}

/** Settles an option's stake hold: won (stake + payout), lost (stake to revenue) or tied (stake back). */
export function settleOption(tx: Executor, settled: OptionSettledV1): Promise<string[]> {
  return settleTradingHold(tx, {
    holdId: settled.holdId,
    userId: settled.userId,
    assetCode: settled.assetCode,
    heldMinor: BigInt(settled.stakeMinor),
    profitMinor: BigInt(settled.profitMinor),
    kind: 'OPTION_SETTLEMENT',
    note: note(OPTION_NOTES[settled.outcome], {}),
  });
}

/**
 * Voids an abandoned hold (held → available). A hold that has not arrived is remembered as
 * cancelled, so its late request is refused; a decided hold is left as it is.
 */
export async function abandonTradingHold(tx: Executor, abandoned: HoldAbandonedV1): Promise<string[]> {
  await lockTradingHoldId(tx, abandoned.holdId);
  await insertTradingHoldCancellation(tx, abandoned.holdId, abandoned.userId);
  const hold = await lockHold(tx, abandoned.holdId);
  if (!hold || hold.status !== 'PENDING') return [];
  if (hold.owner !== abandoned.userId) refused(abandoned.holdId, 'the hold belongs to another customer');
  const outcome = await voidHold(tx, abandoned.holdId, {
    kind: 'TRADING_HOLD_VOID',
    note: note('HOLD_RELEASED_NOT_OPENED', {}),
  });
  return outcome.replayed ? [] : outcome.customers;
}

type Settlement = {
  holdId: string;
  userId: string;
  assetCode: string;
  heldMinor: bigint;
  profitMinor: bigint;
  /** The copied trader's share of a mirror's profit (0 otherwise): at most the profit. */
  shareMinor?: bigint;
  kind: EntryKind;
  note: JournalNote;
};

async function settleTradingHold(tx: Executor, settlement: Settlement): Promise<string[]> {
  const { holdId, userId, assetCode, heldMinor, profitMinor } = settlement;
  const hold = await lockHold(tx, holdId);
  if (!hold) return refused(holdId, 'no such hold');
  if (hold.owner !== userId || hold.asset !== assetCode || hold.amountMinor !== heldMinor)
    return refused(holdId, `the hold is ${hold.amountMinor} ${hold.asset} of another figure or customer`);
  if (profitMinor < -heldMinor) return refused(holdId, 'a loss never exceeds the amount held');
  const shareMinor = settlement.shareMinor ?? 0n;
  if (shareMinor < 0n || (shareMinor > 0n && shareMinor > profitMinor))
    return refused(holdId, 'a profit share never exceeds the profit');
  const outcome = await postHold(tx, holdId, {
    kind: settlement.kind,
    note: settlement.note,
    destinations: [
      ...settlementMovements(userId, assetCode, heldMinor, profitMinor),
      ...profitShareMovements(userId, assetCode, shareMinor),
    ],
  });
  return outcome.replayed ? [] : outcome.customers;
}

/** Where held money goes: back to the customer with the profit (from EXPENSE) or less the loss (to REVENUE). */
export function settlementMovements(userId: string, asset: string, heldMinor: bigint, profitMinor: bigint): Movement[] {
  const returned = heldMinor + profitMinor;
  const movements: Movement[] = [];
  if (returned > 0n) movements.push({ account: customerAccount(userId, asset), amountMinor: returned });
  if (profitMinor > 0n) movements.push({ account: platformAccount('EXPENSE', asset), amountMinor: -profitMinor });
  if (profitMinor < 0n) movements.push({ account: platformAccount('REVENUE', asset), amountMinor: -profitMinor });
  return movements;
}

type PlaceInput = {
  holdId: string;
  amount?: string | null;
  amounts?: readonly { currency: string; amount: string }[] | null;
};

/** The GraphQL input as a request: exactly one of `amount` and `amounts`. */
export function tradingHoldRequest(userId: string, input: PlaceInput): TradingHoldRequest {
  if (input.amount != null && input.amounts == null) return { holdId: input.holdId, userId, amount: input.amount };
  if (input.amount == null && input.amounts != null && input.amounts.length > 0)
    return { holdId: input.holdId, userId, amounts: [...input.amounts] };
  throw fundsError('INVALID_INPUT', 'Give exactly one of amount and amounts', { field: 'amount' });
}

/** The trader's share: a line of its own on the customer's statement, to platform REVENUE. */
function profitShareMovements(userId: string, asset: string, shareMinor: bigint): Movement[] {
  if (shareMinor === 0n) return [];
  return [
    { account: customerAccount(userId, asset), amountMinor: -shareMinor },
    { account: platformAccount('REVENUE', asset), amountMinor: shareMinor },
  ];
}

/** The amount in the customer's trading currency: the one given, or the one of several in that currency. */
function amountIn(request: TradingHoldRequest, asset: string): string {
  if (request.amount !== undefined) return request.amount;
  const offered = request.amounts.find((amount) => amount.currency === asset);
  if (!offered)
    throw fundsError('INVALID_INPUT', `No amount in ${asset}, the customer's trading currency`, { field: 'amounts' });
  return offered.amount;
}

async function tradingAssetOf(tx: Executor, userId: string): Promise<string> {
  const customer = await findCustomer(tx, userId);
  if (customer?.deactivatedAt) throw fundsError('ACCOUNT_DEACTIVATED', 'This account is deactivated');
  if (!customer?.tradingCurrency) throw fundsError('DEPOSIT_REQUIRED', DEPOSIT_REQUIRED_MESSAGE);
  return customer.tradingCurrency;
}

/** The specification's refusal: no position with a trading balance of zero or below (a replay is answered). */
async function refuseWithoutTradingBalance(tx: Executor, userId: string, asset: string, holdId: string) {
  if (await lockHold(tx, holdId)) return;
  const accounts = await accountsOfOwner(tx, userId);
  const available = accounts.find((account) => account.asset === asset && account.purpose === 'AVAILABLE');
  if ((available?.balanceMinor ?? 0n) <= 0n) throw fundsError('DEPOSIT_REQUIRED', DEPOSIT_REQUIRED_MESSAGE);
}

function parsedHoldId(holdId: string): RegExpExecArray {
  const match = HOLD_ID.exec(holdId);
  if (!match) throw fundsError('INVALID_INPUT', 'holdId must be trade:<uuid> or option:<uuid>', { field: 'holdId' });
  return match;
}

function positiveAmount(text: string): bigint {
  const parsed = parseAmount(text, TRADING_SCALE);
  if (!parsed.ok) throw fundsError('INVALID_INPUT', `amount ${parsed.problem}`, { field: 'amount' });
  if (parsed.minor <= 0n) throw fundsError('INVALID_INPUT', 'amount must be above 0', { field: 'amount' });
  return parsed.minor;
}

function refused(holdId: string, why: string): never {
  throw fundsError('EVENT_PAYLOAD_INVALID', `Settlement of hold ${holdId} refused: ${why}`, { holdId });
}
