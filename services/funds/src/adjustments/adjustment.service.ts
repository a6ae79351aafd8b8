import { recordAudit, type PageRequest } from '@mc/platform';
import { createHash } from 'node:crypto';
import type { Database, Executor } from '@mc/platform';
import { isUuid, type Actor } from '../access/access';
import { optionalText, requestIdOf } from '../access/input';
import {
  decideAdjustment,
  findAdjustment,
  insertAdjustment,
  lockAdjustment,
  pageAdjustments,
  type AdjustmentRow,
  type AdjustmentStatus,
} from '../db/adjustments.repository';
import { accountsOfOwner } from '../db/ledger.repository';
import { fundsError } from '../errors';
import { parseAmount } from '../ledger/amounts';
import { customerAccount, platformAccount, post } from '../ledger/ledger';
import { note } from '../ledger/notes';
import type { AssetScales } from '../balances/asset-scales';
import type { FundsWork } from '../work';

/**
 * Operator corrections (DESIGN.md §2 rule 1): an adjustment has a reason and a creator, and
 * posts only when a different admin approves it. It appears in the customer's statement.
 */
type NewAdjustment = {
  id: string;
  userId: string;
  asset: string;
  amountMinor: bigint;
  reason: string;
  origin?: 'MANUAL' | 'DIRECT_UPDATE';
};

/** A UUID-shaped id from what makes a Direct Update line the same request: who, which balance, what target, from which state. */
function directUpdateId(userId: string, asset: string, targetMinor: bigint, accountVersion: bigint): string {
  const hex = createHash('sha256')
    .update(`direct-update:${userId}:${asset}:${targetMinor}:${accountVersion}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export class AdjustmentService {
  constructor(
    private readonly database: Database,
    private readonly work: FundsWork,
    private readonly scales: AssetScales,
  ) {}

  async request(
    actor: Actor,
    input: { userId: string; assetCode: string; amount: string; reason: string; requestId?: string | null },
  ): Promise<AdjustmentRow> {
    const id = requestIdOf(input.requestId);
    const existing = await findAdjustment(this.database.orm, id);
    if (existing && existing.userId !== input.userId)
      throw fundsError('IDEMPOTENCY_CONFLICT', 'This requestId was used for another customer');
    if (existing) return existing;
    const { userId, asset, reason } = await this.checked(input.userId, input.assetCode, input.reason);
    const parsed = parseAmount(input.amount, (await this.scales.scaleOf(asset))!, { allowNegative: true });
    if (!parsed.ok) throw fundsError('INVALID_INPUT', `amount ${parsed.problem}`);
    if (parsed.minor === 0n) throw fundsError('NOTHING_TO_ADJUST', 'An adjustment of zero changes nothing');
    return this.insert(actor, { id, userId, asset, amountMinor: parsed.minor, reason });
  }

  /**
   * Direct Update: for each target, one adjustment of (target − current available); equal ones are
   * skipped. The id comes from the customer, asset, target and the account's version, so the same
   * form sent twice makes the adjustments once; while one is pending for an asset, another is refused.
   */
  async requestTargets(
    actor: Actor,
    userId: string,
    targets: { assetCode: string; target: string }[],
    reasonText: string,
  ): Promise<AdjustmentRow[]> {
    if (targets.length === 0 || targets.length > 7) throw fundsError('INVALID_INPUT', 'Give 1 to 7 balance targets');
    const { reason } = await this.checked(userId, targets[0].assetCode, reasonText);
    const accounts = await accountsOfOwner(this.database.orm, userId);
    const planned: { id: string; asset: string; amountMinor: bigint }[] = [];
    for (const target of targets) {
      const { asset } = await this.checked(userId, target.assetCode, reason);
      const parsed = parseAmount(target.target, (await this.scales.scaleOf(asset))!);
      if (!parsed.ok) throw fundsError('INVALID_INPUT', `target for ${asset} ${parsed.problem}`);
      const account = accounts.find((each) => each.asset === asset && each.purpose === 'AVAILABLE');
      const current = account?.balanceMinor ?? 0n;
      if (parsed.minor === current) continue;
      planned.push({
        id: directUpdateId(userId, asset, parsed.minor, account?.version ?? 0n),
        asset,
        amountMinor: parsed.minor - current,
      });
    }
    if (planned.length === 0) throw fundsError('NOTHING_TO_ADJUST', 'Every balance already has its target');
    return this.database.orm.transaction(async (tx) => {
      const created: AdjustmentRow[] = [];
      for (const item of planned) {
        created.push(
          await this.insertIn(tx, actor, {
            ...item,
            userId,
            reason: `Direct update: ${reason}`.slice(0, 300),
            origin: 'DIRECT_UPDATE',
          }),
        );
      }
      return created;
    });
  }

  async approve(actor: Actor, id: string): Promise<AdjustmentRow> {
    return this.work.run(async (tx, context) => {
      const adjustment = await this.lockForDecision(tx, id, 'APPROVED');
      if (adjustment.status === 'APPROVED') return adjustment;
      if (adjustment.createdByAdminId === actor.adminId)
        throw fundsError('SECOND_ADMIN_REQUIRED', 'An adjustment must be approved by an admin other than its creator');
      const outcome = await post(tx, {
        id: `adjustment:${id}`,
        kind: 'ADJUSTMENT',
        referenceType: 'adjustment',
        referenceId: id,
        note: note('ADJUSTMENT', { reason: adjustment.reason }),
        movements: [
          { account: platformAccount('ADJUSTMENT', adjustment.asset), amountMinor: -adjustment.amountMinor },
          { account: customerAccount(adjustment.userId, adjustment.asset), amountMinor: adjustment.amountMinor },
        ],
      });
      const approved = await decideAdjustment(tx, id, { status: 'APPROVED', adminId: actor.adminId });
      await recordAudit(tx, actor, {
        operation: 'adjustment.approved',
        targetType: 'adjustment',
        targetId: id,
        before: adjustment,
        after: approved,
      });
      context.touched(outcome.customers);
      return approved;
    });
  }

  async reject(actor: Actor, id: string, reasonText: string): Promise<AdjustmentRow> {
    const rejectionReason = optionalText(reasonText, 300, 'reason');
    if (!rejectionReason) throw fundsError('INVALID_INPUT', 'A reason is required to reject an adjustment');
    return this.database.orm.transaction(async (tx) => {
      const adjustment = await this.lockForDecision(tx, id, 'REJECTED');
      if (adjustment.status === 'REJECTED') return adjustment;
      // The decision is the checker's, either way: the creator neither approves nor rejects.
      if (adjustment.createdByAdminId === actor.adminId)
        throw fundsError('SECOND_ADMIN_REQUIRED', 'An adjustment must be decided by an admin other than its creator');
      const rejected = await decideAdjustment(tx, id, { status: 'REJECTED', adminId: actor.adminId, rejectionReason });
      await recordAudit(tx, actor, {
        operation: 'adjustment.rejected',
        targetType: 'adjustment',
        targetId: id,
        before: adjustment,
        after: rejected,
      });
      return rejected;
    });
  }

  async find(id: string): Promise<AdjustmentRow | null> {
    return isUuid(id) ? ((await findAdjustment(this.database.orm, id)) ?? null) : null;
  }

  page(request: PageRequest, filter: { userId?: string; status?: AdjustmentStatus }) {
    return pageAdjustments(this.database.orm, request, filter);
  }

  private async insert(actor: Actor, row: NewAdjustment): Promise<AdjustmentRow> {
    return this.database.orm.transaction((tx) => this.insertIn(tx, actor, row));
  }

  /** The new adjustment, or the one with that id already (a replay); refused while a Direct Update of the asset waits. */
  private async insertIn(tx: Executor, actor: Actor, row: NewAdjustment): Promise<AdjustmentRow> {
    const created = await insertAdjustment(tx, { ...row, createdByAdminId: actor.adminId });
    if (!created) {
      const existing = await findAdjustment(tx, row.id);
      if (existing) return existing;
      throw fundsError(
        'DIRECT_UPDATE_PENDING',
        `A Direct Update of ${row.asset} is waiting for approval; approve or reject it first`,
        { asset: row.asset },
      );
    }
    await recordAudit(tx, actor, {
      operation: 'adjustment.requested',
      targetType: 'adjustment',
      targetId: row.id,
      after: created,
    });
    return created;
  }

  private async lockForDecision(
    tx: Parameters<typeof lockAdjustment>[0],
    id: string,
    target: AdjustmentStatus,
  ): Promise<AdjustmentRow> {
    const adjustment = isUuid(id) ? await lockAdjustment(tx, id) : undefined;
    if (!adjustment) throw fundsError('ADJUSTMENT_NOT_FOUND', 'No such adjustment');
    if (adjustment.status !== 'PENDING' && adjustment.status !== target) {
      throw fundsError('INVALID_TRANSITION', `The adjustment is already ${adjustment.status.toLowerCase()}`, {
        status: adjustment.status,
      });
    }
    return adjustment;
  }

  private async checked(userId: string, assetCode: string, reasonText: string) {
    if (!isUuid(userId)) throw fundsError('INVALID_INPUT', 'userId must be a customer id');
    if ((await this.scales.scaleOf(assetCode)) === undefined)
      throw fundsError('INVALID_INPUT', `Unknown asset ${assetCode}`);
    const reason = reasonText?.trim() ?? '';
    if (reason.length < 3 || reason.length > 300)
      throw fundsError('INVALID_INPUT', 'reason must be 3 to 300 characters');
    return { userId, asset: assetCode, reason };
  }
}
