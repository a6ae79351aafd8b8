import type { Database, Outbox, Viewer } from '@mc/platform';
import { mayRead, requestIdOf } from '../access';
import {
  findOption,
  insertOption,
  pageOptions,
  type OptionRow,
  type OptionStatus,
  type Page,
  type PageRequest,
} from '../db/positions.repository';
import { recordTick } from '../db/ticks.repository';
import { tradingError } from '../errors';
import { holdIdOfOption, optionOpenedEvent } from '../events/position-events';
import type { TradeLive } from '../live/trade-live';
import type { OptionDirection } from './figures';
import type { JurisdictionService } from './jurisdiction.service';
import type { Market } from './market';
import type { PositionOpening } from './position-opening';
import type { SettlingTicks } from './settling-ticks';
import { checkedAmount, checkedDurationMinutes } from './trade-rules';

export type OpenOptionRequest = {
  requestId: string;
  symbol: string;
  direction: OptionDirection;
  stake: string;
  durationMinutes?: number | null;
};

const MINUTE_MS = 60_000;

/** Options (DESIGN.md §16): the stake held, the strike the recorded ask at opening, settled by the server. */
export class OptionService {
  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    private readonly market: Market,
    private readonly jurisdiction: JurisdictionService,
    private readonly opening: PositionOpening,
    private readonly live: TradeLive,
    private readonly now: () => number,
    private readonly settlingTicks: SettlingTicks,
  ) {}

  async open(userId: string, request: OpenOptionRequest): Promise<OptionRow> {
    const optionId = requestIdOf(request.requestId);
    const existing = await findOption(this.database.orm, optionId);
    if (existing) return ownOption(existing, userId);
    const instrument = await this.market.tradableInstrument(request.symbol);
    await this.jurisdiction.requireOptions(userId);
    const stake = checkedAmount(request.stake, 'stake');
    const durationMs = checkedDurationMinutes(request.durationMinutes) * MINUTE_MS;
    this.market.latestQuote(instrument.symbol);
    const holdId = holdIdOfOption(optionId);
    const hold = await this.opening.hold(holdId, userId, stake);
    const { option, inserted } = await this.outbox.transaction(async (tx, publish) => {
      await this.opening.claimForOpening(tx, holdId, new Date(this.now()));
      const tick = await recordTick(tx, this.market.latestQuote(instrument.symbol));
      const openedAt = tick.at;
      const inserted = await insertOption(tx, {
        id: optionId,
        userId,
        symbol: instrument.symbol,
        direction: request.direction,
        status: 'OPEN',
        currency: hold.assetCode,
        stakeMinor: hold.amountMinor,
        payoutBps: instrument.payoutBps,
        openTickId: tick.id,
        strike: tick.ask,
        openedAt,
        expiresAt: new Date(openedAt.getTime() + durationMs),
      });
      const option = ownOption((await findOption(tx, optionId))!, userId);
      if (inserted) await publish(optionOpenedEvent(option));
      return { option, inserted };
    });
    if (inserted) {
      this.settlingTicks.note(option.symbol, option.expiresAt);
      this.live.publish(userId, { kind: 'OPTION', id: option.id, status: 'OPEN' });
    }
    return option;
  }

  /** The option for its owner or an admin; anyone else is told what an unknown id gets. */
  async visibleOption(viewer: Viewer, optionId: string): Promise<OptionRow> {
    const option = /^[0-9a-f-]{36}$/i.test(optionId) ? await findOption(this.database.orm, optionId) : undefined;
    if (!option || !mayRead(viewer, option.userId)) throw tradingError('OPTION_NOT_FOUND', 'Option Not Found');
    return option;
  }

  page(userId: string, status: OptionStatus | undefined, request: PageRequest): Promise<Page<OptionRow>> {
    return pageOptions(this.database.orm, userId, status, request);
  }
}

function ownOption(option: OptionRow, userId: string): OptionRow {
  if (option.userId !== userId)
    throw tradingError('IDEMPOTENCY_CONFLICT', 'This requestId was used by another customer');
  return option;
}
