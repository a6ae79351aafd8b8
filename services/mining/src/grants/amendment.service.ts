import { recordAudit } from '@mc/platform';
import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '@mc/platform';
import { isUuid, requestIdOf, requiredReason, type Actor } from '../access/access';
import type { ContractService } from '../contracts/contract.service';
import { addDays, effectiveStatus, mayAmend } from '../contracts/contract-rules';
import { capacityTakes } from '../contracts/purchase';
import { findContract, lockContract, updateContract, type ContractRow } from '../db/contracts.repository';
import {
  amendmentsByRequest,
  amendmentsOf,
  decideAmendment,
  findAmendment,
  insertAmendment,
  lockAmendment,
  pendingAmendmentOf,
  type AmendmentRow,
} from '../db/grants.repository';
import { lockParameter } from '../db/parameters.repository';
import { findPlan } from '../db/plans.repository';
import { miningError } from '../errors';
import { planLabelOf, powerMhsOf } from './grant-input';

export type AmendmentRequest = {
  planLabel?: string | null;
  powerGhs?: string | null;
  reason: string;
  requestId?: string | null;
};

/**
 * Support's changes to a running contract, shown to the customer. A new label applies at once (audited);
 * a new power waits for an admin other than the one who asked, and counts from the UTC day after the
 * approval (the accrual reads the hashrate in force on each day). One power change waits at a time.
 */
export class AmendmentService {
  constructor(
    private readonly database: Database,
    private readonly contracts: ContractService,
  ) {}

  amendments(contractIds: string[]): Promise<AmendmentRow[]> {
    return amendmentsOf(this.database.orm, contractIds);
  }

  async amend(actor: Actor, contractId: string, request: AmendmentRequest): Promise<ContractRow> {
    const reason = requiredReason(request.reason);
    const requestId = requestIdOf(request.requestId);
    const planLabel = request.planLabel == null ? null : planLabelOf(request.planLabel);
    const powerMhs = request.powerGhs == null ? null : powerMhsOf(request.powerGhs);
    if (planLabel === null && powerMhs === null) throw miningError('INVALID_INPUT', 'Give a planLabel or a powerGhs');
    if (!isUuid(contractId)) throw miningError('CONTRACT_NOT_FOUND', `No contract ${contractId}`, { contractId });
    return this.database.orm.transaction(async (tx) => {
      const before = await lockContract(tx, contractId);
      if (!before) throw miningError('CONTRACT_NOT_FOUND', `No contract ${contractId}`, { contractId });
      const earlier = await amendmentsByRequest(tx, requestId);
      if (earlier.length > 0) return this.replayed(earlier, actor, before);
      const current = effectiveStatus(before, this.contracts.today());
      if (!mayAmend(current))
        throw miningError('INVALID_TRANSITION', `This contract is ${current}: it cannot be amended`, {
          status: current,
        });
      const asked = { actor, reason, requestId };
      const labelChanged = planLabel !== null && planLabel !== before.planLabel;
      const powerChanged = powerMhs !== null && powerMhs !== before.hashrateMhs;
      if (!labelChanged && !powerChanged)
        throw miningError('INVALID_INPUT', 'The contract already has this label and power: nothing to amend');
      const after = labelChanged ? await this.relabel(tx, before, planLabel, asked) : before;
      if (powerChanged) await this.askForPower(tx, before, powerMhs, asked);
      return after;
    });
  }

  /** An admin other than the one who asked sets the new power, from the next UTC day. */
  async approve(actor: Actor, id: string): Promise<AmendmentRow> {
    const asked = await this.pendingPower(id);
    if (asked.requestedBy === actor.adminId)
      throw miningError('SECOND_ADMIN_REQUIRED', 'An amendment must be approved by an admin other than who asked');
    const contract = await findContract(this.database.orm, asked.contractId);
    const plan = contract && (await findPlan(this.database.orm, contract.planId));
    if (!plan) throw new Error(`Amendment ${id} has no contract or plan`);
    return this.database.orm.transaction(async (tx) => {
      await lockParameter(tx, `capacity:${plan.coin}`);
      const amendment = await this.stillPending(tx, id);
      const before = await this.amendableContract(tx, amendment.contractId);
      const toMhs = amendment.toHashrateMhs!;
      const now = new Date(this.contracts.now());
      if (toMhs > before.hashrateMhs && !(await capacityTakes(tx, plan, toMhs - before.hashrateMhs, now)))
        throw miningError('CAPACITY_EXCEEDED', `The ${plan.coin} capacity left is below the added power`, {
          coin: plan.coin,
        });
      const after = await updateContract(tx, before.id, { hashrateMhs: toMhs, updatedAt: now });
      const decided = await decideAmendment(tx, id, {
        status: 'APPROVED',
        decidedBy: actor.adminId,
        decidedAt: now,
        rejectionReason: null,
        effectiveOn: addDays(this.contracts.today(), 1),
      });
      await recordAudit(tx, actor, {
        operation: 'APPROVE_CONTRACT_AMENDMENT',
        targetType: 'CONTRACT',
        targetId: before.id,
        before: { contract: before, amendment },
        after: { contract: after, amendment: decided },
      });
      return decided;
    });
  }

  /** Anyone may reject a pending power change (it changes nothing), with a reason. */
  async reject(actor: Actor, id: string, reasonText: string): Promise<AmendmentRow> {
    const reason = requiredReason(reasonText);
    await this.pendingPower(id);
    return this.database.orm.transaction(async (tx) => {
      const amendment = await this.stillPending(tx, id);
      const decided = await decideAmendment(tx, id, {
        status: 'REJECTED',
        decidedBy: actor.adminId,
        decidedAt: new Date(this.contracts.now()),
        rejectionReason: reason,
        effectiveOn: null,
      });
      await recordAudit(tx, actor, {
        operation: 'REJECT_CONTRACT_AMENDMENT',
        targetType: 'CONTRACT',
        targetId: amendment.contractId,
        before: amendment,
        after: decided,
      });
      return decided;
    });
  }

  private async relabel(tx: Transaction, before: ContractRow, toLabel: string, asked: Asked): Promise<ContractRow> {
    const now = new Date(this.contracts.now());
    const after = await updateContract(tx, before.id, { planLabel: toLabel, updatedAt: now });
    const amendment = await insertAmendment(tx, {
      ...this.newAmendment(before, asked, now),
      kind: 'LABEL',
      fromLabel: before.planLabel,
      toLabel,
      status: 'APPLIED',
      effectiveOn: this.contracts.today(),
    });
    await recordAudit(tx, asked.actor, {
      operation: 'AMEND_CONTRACT_LABEL',
      targetType: 'CONTRACT',
      targetId: before.id,
      before: { planLabel: before.planLabel },
      after: { planLabel: toLabel, amendment },
    });
    return after;
  }

  private async askForPower(tx: Transaction, before: ContractRow, toMhs: bigint, asked: Asked): Promise<void> {
    if (await pendingAmendmentOf(tx, before.id))
      throw miningError('AMENDMENT_PENDING', 'A power change of this contract already waits for approval');
    const amendment = await insertAmendment(tx, {
      ...this.newAmendment(before, asked, new Date(this.contracts.now())),
      kind: 'POWER',
      fromHashrateMhs: before.hashrateMhs,
      toHashrateMhs: toMhs,
      status: 'PENDING',
    });
    await recordAudit(tx, asked.actor, {
      operation: 'REQUEST_CONTRACT_AMENDMENT',
      targetType: 'CONTRACT',
      targetId: before.id,
      after: amendment,
    });
  }

  private newAmendment(contract: ContractRow, asked: Asked, now: Date) {
    return {
      id: randomUUID(),
      contractId: contract.id,
      reason: asked.reason,
      requestedBy: asked.actor.adminId,
      requestId: asked.requestId,
      requestedAt: now,
    };
  }

  /** The same request again returns the contract; the id used elsewhere is a conflict. */
  private replayed(earlier: AmendmentRow[], actor: Actor, contract: ContractRow): ContractRow {
    if (earlier.some((row) => row.contractId !== contract.id || row.requestedBy !== actor.adminId))
      throw miningError('IDEMPOTENCY_CONFLICT', 'This requestId was used for another amendment');
    return contract;
  }

  private async pendingPower(id: string): Promise<AmendmentRow> {
    const amendment = isUuid(id) ? await findAmendment(this.database.orm, id) : undefined;
    if (!amendment || amendment.kind !== 'POWER')
      throw miningError('AMENDMENT_NOT_FOUND', `No power amendment ${id}`, { amendmentId: id });
    return amendment;
  }

  private async stillPending(tx: Transaction, id: string): Promise<AmendmentRow> {
    const amendment = await lockAmendment(tx, id);
    if (!amendment) throw miningError('AMENDMENT_NOT_FOUND', `No power amendment ${id}`, { amendmentId: id });
    if (amendment.status !== 'PENDING')
      throw miningError('INVALID_TRANSITION', `This amendment is ${amendment.status}: it was decided`, {
        status: amendment.status,
      });
    return amendment;
  }

  private async amendableContract(tx: Transaction, contractId: string): Promise<ContractRow> {
    const contract = await lockContract(tx, contractId);
    if (!contract) throw new Error(`Amendment of no contract ${contractId}`);
    const current = effectiveStatus(contract, this.contracts.today());
    if (!mayAmend(current))
      throw miningError('INVALID_TRANSITION', `This contract is ${current}: it can no longer be amended`, {
        status: current,
      });
    return contract;
  }
}

type Asked = { actor: Actor; reason: string; requestId: string };
