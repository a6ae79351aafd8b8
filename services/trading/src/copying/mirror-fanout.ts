import { AppError, type Database, type Logger, type Outbox } from '@mc/platform';
import {
  copiesAwaitingMirror,
  insertMirrorSkip,
  mirrorRatesOf,
  type MirrorRateRow,
} from '../db/copy-trading.repository';
import type { InstrumentRow } from '../db/instruments.repository';
import { insertTrade, lockTrade, type TradeRow } from '../db/positions.repository';
import { MIRROR_SKIP_REASONS } from '../db/schema';
import { findTrader, type CopyRow, type TraderRow } from '../db/traders.repository';
import { holdIdOfTrade, tradeOpenedEvent } from '../events/position-events';
import type { TradeLive } from '../live/trade-live';
import { abandonRequest } from '../positions/abandon';
import {
  closeOutPrice,
  formatScaled,
  lotUnits,
  parseScaled,
  priceFromUnits,
  priceUnits,
  RATE_SCALE,
  UNITS_SCALE,
} from '../positions/figures';
import type { Market } from '../positions/market';
import type { PositionOpening } from '../positions/position-opening';
import { leverageRangeFor } from '../positions/jurisdiction';
import type { JurisdictionService } from '../positions/jurisdiction.service';
import type { TradeService } from '../positions/trade.service';
import { usd } from '../traders/trader-rules';
import { convertUsdMinor, MIRROR_MINIMUM_USD_MINOR, mirrorMarginUsdMinor, mirrorTradeId } from './copy-figures';
import { forEachBounded } from './bounded';

export type SkipReason = (typeof MIRROR_SKIP_REASONS)[number];
/** Funds calls in flight at once during a fan-out: many copiers, without flooding funds or the pool. */
export const FANOUT_CONCURRENCY = 8;

type FanOut = { trade: TradeRow; trader: TraderRow; instrument: InstrumentRow; rates: MirrorRateRow[] };

class Skip extends Error {
  constructor(
    readonly reason: SkipReason,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/**
 * Mirrors a trader trade to its copiers (DESIGN.md §16): each mirror opens at the trader trade's own
 * recorded tick, sized allocation ÷ equity, its margin held through the saga. A mirror that cannot be
 * placed is recorded with its reason and pushed to the customer. Running it again (the same desk request,
 * a restart) mirrors only the copies with neither a mirror nor a skip: every step is idempotent.
 */
export class MirrorFanout {
  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    private readonly market: Market,
    private readonly opening: PositionOpening,
    private readonly trades: Pick<TradeService, 'track'>,
    private readonly live: TradeLive,
    private readonly logger: Logger,
    private readonly now: () => number,
    private readonly jurisdiction: Pick<JurisdictionService, 'eligibility'>,
  ) {}

  async run(trade: TradeRow): Promise<void> {
    if (trade.status !== 'OPEN') return;
    const rates = await mirrorRatesOf(this.database.orm, trade.id);
    if (rates.length === 0) return;
    const copies = await copiesAwaitingMirror(this.database.orm, trade, rates[0].fixedAt);
    if (copies.length === 0) return;
    const fanOut: FanOut = {
      trade,
      trader: (await findTrader(this.database.orm, trade.traderId!))!,
      instrument: (await this.market.instrument(trade.symbol))!,
      rates,
    };
    await forEachBounded(copies, FANOUT_CONCURRENCY, (copy) =>
      this.mirror(fanOut, copy).catch((error: unknown) =>
        this.logger.error({ err: error, tradeId: trade.id, userId: copy.userId }, 'mirror failed; resumed later'),
      ),
    );
  }

  private async mirror(fanOut: FanOut, copy: CopyRow): Promise<void> {
    try {
      const mirror = await this.open(fanOut, copy);
      if (!mirror) return;
      this.trades.track(mirror);
      this.live.publish(mirror.userId, { kind: 'TRADE', id: mirror.id, status: 'OPEN' });
    } catch (error) {
      const skip = asSkip(error);
      if (!skip) throw error;
      await this.recordSkip(fanOut, copy, skip);
    }
  }

  /** The mirror, or undefined when another run of the same fan-out inserted it. */
  private async open({ trade, trader, instrument, rates }: FanOut, copy: CopyRow): Promise<TradeRow | undefined> {
    const usdMinor = mirrorMarginUsdMinor(trade.marginMinor, copy.allocationMinor, trader.equityMinor);
    if (usdMinor < MIRROR_MINIMUM_USD_MINOR)
      throw new Skip('BELOW_MINIMUM', `The mirror's margin ${usd(usdMinor)} USD is below the minimum of 1.00 USD`);
    // The copier's own jurisdiction decides, as for a trade they open themselves (ADR 0020).
    const eligibility = await this.jurisdiction.eligibility(copy.userId);
    if (eligibility.refusal) throw new Skip('REFUSED', eligibility.reason ?? eligibility.refusal);
    const range = leverageRangeFor(instrument, eligibility.region)!;
    if (trade.leverage < range.minimum || trade.leverage > range.maximum)
      throw new Skip(
        'LEVERAGE_NOT_ALLOWED',
        `Leverage 1:${trade.leverage} is outside your range 1:${range.minimum} to 1:${range.maximum}`,
      );
    const mirrorId = mirrorTradeId(trade.id, copy.userId);
    const holdId = holdIdOfTrade(mirrorId);
    const amounts = rates.map((rate) => ({
      currency: rate.currency,
      amount: formatScaled(convertUsdMinor(usdMinor, parseScaled(rate.usdRate, RATE_SCALE)), 2),
    }));
    const hold = await this.opening.hold(holdId, copy.userId, amounts);
    const rate = rates.find((candidate) => candidate.currency === hold.assetCode);
    if (!rate) {
      await abandonRequest(this.outbox, holdId, copy.userId, new Date(this.now()));
      throw new Skip('QUOTE_UNAVAILABLE', `No conversion rate into ${hold.assetCode}`);
    }
    const quoteRate = parseScaled(rate.quoteRate, RATE_SCALE);
    const openPrice = priceUnits(trade.openPrice);
    try {
      return await this.outbox.transaction(async (tx, publish) => {
        // The trader trade's lock orders this insert and its closing: a mirror is either in place
        // before the trader trade closes (and closed with it) or never opened.
        const traderTrade = await lockTrade(tx, trade.id, 'share');
        if (traderTrade?.status !== 'OPEN') throw new Skip('TRADER_TRADE_CLOSED', 'The trader closed this trade first');
        await this.opening.claimForOpening(tx, holdId, new Date(this.now()));
        const mirror = await insertTrade(tx, {
          id: mirrorId,
          userId: copy.userId,
          symbol: trade.symbol,
          side: trade.side,
          status: 'OPEN',
          currency: hold.assetCode,
          marginMinor: hold.amountMinor,
          leverage: trade.leverage,
          units: formatScaled(
            lotUnits(hold.amountMinor, hold.minorScale, trade.leverage, openPrice, quoteRate),
            UNITS_SCALE,
          ),
          // The same recorded tick, price and time as the trader trade.
          openTickId: trade.openTickId,
          openPrice: trade.openPrice,
          openRate: rate.quoteRate,
          openedAt: trade.openedAt,
          takeProfit: null,
          stopLoss: null,
          closeOutPrice: priceFromUnits(
            closeOutPrice(trade.side, openPrice, trade.leverage, instrument.pricePrecision),
          ),
          traderId: trade.traderId,
          copiedFrom: trade.id,
        });
        if (!mirror) return undefined;
        await publish(tradeOpenedEvent(mirror));
        return mirror;
      });
    } catch (error) {
      if (error instanceof Skip) await abandonRequest(this.outbox, holdId, copy.userId, new Date(this.now()));
      throw error;
    }
  }

  private async recordSkip({ trade }: FanOut, copy: CopyRow, skip: Skip): Promise<void> {
    const recorded = await insertMirrorSkip(this.database.orm, {
      traderTradeId: trade.id,
      userId: copy.userId,
      traderId: trade.traderId!,
      reason: skip.reason,
      detail: skip.detail.slice(0, 300),
      at: new Date(this.now()),
    });
    if (recorded)
      this.live.publish(copy.userId, { kind: 'TRADE', id: trade.id, status: 'SKIPPED', reason: skip.reason });
  }
}

/** Funds's and the saga's refusals become skips under their own reason; anything else is a failure. */
function asSkip(error: unknown): Skip | undefined {
  if (error instanceof Skip) return error;
  if (!(error instanceof AppError)) return undefined;
  const reason = (MIRROR_SKIP_REASONS as readonly string[]).includes(error.reason)
    ? (error.reason as SkipReason)
    : 'REFUSED';
  return new Skip(reason, error.message);
}
