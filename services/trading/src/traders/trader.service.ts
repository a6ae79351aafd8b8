import { recordAudit } from '@mc/platform';
import { randomUUID } from 'node:crypto';
import type { Database, Executor, Transaction, Viewer } from '@mc/platform';
import { requestIdOf, type Actor } from '../access';
import {
  activeTraders,
  findTrader,
  insertTrader,
  lockTrader,
  retireTraderRow,
  stopCopiesOfTrader,
  updateTraderRow,
  type TraderRow,
} from '../db/traders.repository';
import { tradingError } from '../errors';
import { checkedTrader, retireReason, sameTrader, type TraderInput } from './trader-rules';
import { withFigures, type TraderView } from './trader-figures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const traderNotFound = () => tradingError('TRADER_NOT_FOUND', 'Trader Not Found');

/** Traders (DESIGN.md §16): admins state who they are; customers see the active ones and their statistics. */
export class TraderService {
  constructor(
    private readonly database: Database,
    private readonly now: () => number,
  ) {}

  /** The same requestId again returns the trader it created; with other figures it is refused. */
  async create(actor: Actor, input: TraderInput, requestId: string | null | undefined): Promise<TraderView> {
    const id = requestId == null ? randomUUID() : requestIdOf(requestId);
    const change = checkedTrader(input);
    return this.view(async (tx) => {
      if (await insertTrader(tx, { id, ...change, createdAt: new Date(this.now()) })) {
        const created = (await findTrader(tx, id))!;
        await recordAudit(tx, actor, {
          operation: 'TRADER_CREATED',
          targetType: 'TRADER',
          targetId: id,
          after: created,
        });
        return created;
      }
      const existing = (await findTrader(tx, id))!;
      if (!sameTrader(existing, change))
        throw tradingError('IDEMPOTENCY_CONFLICT', 'This requestId created a trader with other figures');
      return existing;
    });
  }

  async update(actor: Actor, id: string, input: TraderInput): Promise<TraderView> {
    const change = checkedTrader(input);
    return this.view(async (tx) => {
      const before = await this.lockedActiveTrader(tx, id);
      const after = await updateTraderRow(tx, before.id, change);
      await recordAudit(tx, actor, {
        operation: 'TRADER_UPDATED',
        targetType: 'TRADER',
        targetId: before.id,
        before,
        after,
      });
      return after;
    });
  }

  /**
   * Retires a trader for a stated reason: it leaves the list and cannot be copied, its open copies stop
   * at the same time, and its record and history stay. Retiring a retired trader changes nothing.
   */
  async retire(actor: Actor, id: string, reason: string): Promise<TraderView> {
    const why = retireReason(reason);
    return this.view(async (tx) => {
      const before = await this.lockedTrader(tx, id);
      if (!before) throw traderNotFound();
      if (before.retiredAt) return before;
      const at = new Date(this.now());
      const after = await retireTraderRow(tx, before.id, at, why);
      const stoppedCopies = await stopCopiesOfTrader(tx, before.id, at);
      await recordAudit(tx, actor, {
        operation: 'TRADER_RETIRED',
        targetType: 'TRADER',
        targetId: before.id,
        before,
        after: { ...after, stoppedCopies },
      });
      return after;
    });
  }

  /** An active trader; a retired one only for admins (its record stays). Anything else: "Trader Not Found". */
  async visibleTrader(viewer: Viewer, id: string): Promise<TraderView> {
    const trader = await this.anyTrader(id);
    if (!trader || (trader.retiredAt && viewer.kind !== 'admin')) throw traderNotFound();
    return (await withFigures(this.database, [trader]))[0];
  }

  /** Any trader, retired or not, as a customer's stopped copy still names it. */
  anyTrader(id: string): Promise<TraderRow | undefined> {
    return UUID.test(id) ? findTrader(this.database.orm, id) : Promise.resolve(undefined);
  }

  async traderView(id: string): Promise<TraderView> {
    return (await withFigures(this.database, [(await this.anyTrader(id))!]))[0];
  }

  /** Any trader, locked for the rest of the transaction. */
  lockedTrader(tx: Executor, id: string): Promise<TraderRow | undefined> {
    return UUID.test(id) ? lockTrader(tx, id) : Promise.resolve(undefined);
  }

  async activeTraders(): Promise<TraderView[]> {
    return withFigures(this.database, await activeTraders(this.database.orm));
  }

  /** Runs an admin change in one transaction, then shows the trader as customers' figures have it. */
  private async view(change: (tx: Transaction) => Promise<TraderRow>): Promise<TraderView> {
    const trader = await this.database.orm.transaction(change);
    return (await withFigures(this.database, [trader]))[0];
  }

  /** An active trader, locked for the rest of the transaction; unknown: TRADER_NOT_FOUND, retired: TRADER_RETIRED. */
  async lockedActiveTrader(tx: Executor, id: string): Promise<TraderRow> {
    const trader = await this.lockedTrader(tx, id);
    if (!trader) throw traderNotFound();
    if (trader.retiredAt) throw tradingError('TRADER_RETIRED', 'This trader is retired and can no longer change');
    return trader;
  }
}
