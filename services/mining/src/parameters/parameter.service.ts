import { recordAudit } from '@mc/platform';
import type { Database, Executor } from '@mc/platform';
import { boundedInteger, requestIdOf, requiredReason, type Actor } from '../access/access';
import {
  capacityHistoryOf,
  currentCapacities,
  currentHashprice,
  currentPlanFees,
  findCapacityByRequest,
  findHashpriceByRequest,
  findPlanFeeByRequest,
  hashpriceHistoryBetween,
  insertCapacity,
  insertHashprice,
  insertPlanFee,
  lockParameter,
  planFeeHistoryOf,
  type CapacityRow,
  type HashpriceRow,
  type PlanFeeRow,
} from '../db/parameters.repository';
import { findPlan } from '../db/plans.repository';
import type { Coin } from '../db/schema';
import { miningError } from '../errors';

const HISTORY_LIMIT = 1_000;
type Change = { requestId: string | null; setBy: string };

/**
 * The market parameters (DESIGN.md §16): each change is a new history row valid from now, never an
 * edit; it is audited in the same transaction and idempotent on the admin's request id.
 */
export class ParameterService {
  constructor(
    private readonly database: Database,
    private readonly now: () => number,
  ) {}

  async setHashprice(actor: Actor, value: number, reasonText: string, requestId?: string | null) {
    const msatPerThDay = boundedInteger(value, 1, 10_000_000, 'valueMsatPerThDay');
    return this.change<HashpriceRow>({
      key: 'hashprice',
      actor,
      requestId: requestIdOf(requestId),
      reason: requiredReason(reasonText),
      same: (row) => row.msatPerThDay === msatPerThDay,
      find: findHashpriceByRequest,
      current: (tx) => currentHashprice(tx, new Date(this.now())),
      insert: (tx, row) => insertHashprice(tx, { ...row, msatPerThDay }),
      target: { operation: 'SET_HASHPRICE', targetType: 'HASHPRICE', targetId: 'hashprice' },
    });
  }

  async setPlanFee(actor: Actor, planId: string, value: number, reasonText: string, requestId?: string | null) {
    const microUsdPerThDay = boundedInteger(value, 0, 1_000_000, 'microUsdPerThDay');
    const reason = requiredReason(reasonText);
    if (!(await findPlan(this.database.orm, planId)))
      throw miningError('PLAN_NOT_FOUND', `No plan ${planId}`, { planId });
    return this.change<PlanFeeRow>({
      key: `fee:${planId}`,
      actor,
      requestId: requestIdOf(requestId),
      reason,
      same: (row) => row.planId === planId && row.microUsdPerThDay === microUsdPerThDay,
      find: findPlanFeeByRequest,
      current: async (tx) => (await currentPlanFees(tx, new Date(this.now()))).find((row) => row.planId === planId),
      insert: (tx, row) => insertPlanFee(tx, { ...row, planId, microUsdPerThDay }),
      target: { operation: 'SET_PLAN_FEE', targetType: 'PLAN', targetId: planId },
    });
  }

  async setCapacity(actor: Actor, coin: Coin, value: number, reasonText: string, requestId?: string | null) {
    const capacityThs = boundedInteger(value, 0, 1_000_000_000, 'ths');
    return this.change<CapacityRow>({
      key: `capacity:${coin}`,
      actor,
      requestId: requestIdOf(requestId),
      reason: requiredReason(reasonText),
      same: (row) => row.coin === coin && row.capacityThs === capacityThs,
      find: findCapacityByRequest,
      current: async (tx) => (await currentCapacities(tx, new Date(this.now()))).find((row) => row.coin === coin),
      insert: (tx, row) => insertCapacity(tx, { ...row, coin, capacityThs }),
      target: { operation: 'SET_CAPACITY', targetType: 'COIN', targetId: coin },
    });
  }

  hashpriceHistory(from: Date, to: Date): Promise<HashpriceRow[]> {
    if (!(from <= to)) throw miningError('INVALID_INPUT', 'from must not be after to');
    return hashpriceHistoryBetween(this.database.orm, from, to, HISTORY_LIMIT);
  }

  async planFeeHistory(planId: string): Promise<PlanFeeRow[]> {
    if (!(await findPlan(this.database.orm, planId)))
      throw miningError('PLAN_NOT_FOUND', `No plan ${planId}`, { planId });
    return planFeeHistoryOf(this.database.orm, planId, HISTORY_LIMIT);
  }

  capacityHistory(coin: Coin): Promise<CapacityRow[]> {
    return capacityHistoryOf(this.database.orm, coin, HISTORY_LIMIT);
  }

  /**
   * One change: serialised per parameter, so the audit's "before" is the value really replaced;
   * a request id seen before returns its row (or a conflict when it asked for something else).
   */
  private async change<TRow extends Change>(options: {
    key: string;
    actor: Actor;
    requestId: string;
    reason: string;
    same: (row: TRow) => boolean;
    find: (db: Executor, requestId: string) => Promise<TRow | undefined>;
    current: (db: Executor) => Promise<TRow | undefined>;
    insert: (
      db: Executor,
      row: { validFrom: Date; setBy: string; reason: string; requestId: string },
    ) => Promise<TRow | undefined>;
    target: { operation: string; targetType: string; targetId: string };
  }): Promise<TRow> {
    const { actor, requestId } = options;
    return this.database.orm.transaction(async (tx) => {
      await lockParameter(tx, options.key);
      const earlier = await options.find(tx, requestId);
      if (earlier) return this.replayed(earlier, options.same, actor);
      const before = await options.current(tx);
      const inserted = await options.insert(tx, {
        validFrom: new Date(this.now()),
        setBy: actor.adminId,
        reason: options.reason,
        requestId,
      });
      // Another parameter's change took this request id between the look-up and the insert.
      if (!inserted) throw miningError('IDEMPOTENCY_CONFLICT', 'This requestId was used for another change');
      await recordAudit(tx, actor, { ...options.target, before: before ?? null, after: inserted });
      return inserted;
    });
  }

  private replayed<TRow extends Change>(row: TRow, same: (row: TRow) => boolean, actor: Actor): TRow {
    if (row.setBy !== actor.adminId || !same(row))
      throw miningError('IDEMPOTENCY_CONFLICT', 'This requestId was used for another change');
    return row;
  }
}
