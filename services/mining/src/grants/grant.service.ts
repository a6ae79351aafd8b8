import { recordAudit } from '@mc/platform';
import { randomUUID } from 'node:crypto';
import type { Database, Outbox, Transaction } from '@mc/platform';
import { isUuid, requestIdOf, requiredReason, type Actor } from '../access/access';
import type { ContractService } from '../contracts/contract.service';
import { grantTerm } from '../contracts/contract-rules';
import { capacityTakes } from '../contracts/purchase';
import { appendTransition, findContract, insertContract, type ContractRow } from '../db/contracts.repository';
import {
  decideGrant,
  findGrant,
  findGrantByRequest,
  grantsOf,
  insertGrant,
  type GrantRow,
} from '../db/grants.repository';
import { lockParameter } from '../db/parameters.repository';
import { findPlan, type PlanRow } from '../db/plans.repository';
import type { ContractStatus } from '../db/schema';
import { miningError } from '../errors';
import { termDays } from '../plans/estimates';
import { planLabelOf, powerMhsOf, requestedExpiryOf } from './grant-input';

/** A grant as read: its row and the status of its contract (a grant ended undecided shows as TERMINATED). */
export type GrantView = GrantRow & { contractStatus: ContractStatus };

export type GrantRequest = {
  userId: string;
  planId: string;
  powerGhs: string;
  planLabel?: string | null;
  expiresOn?: string | null;
  reason: string;
  requestId?: string | null;
};

/**
 * Contracts granted by support (DESIGN.md §2: admin grants need a second admin). A grant is recorded
 * PENDING_PAYMENT and holds its coin's capacity; an admin other than its creator approves it, and it
 * mines from the next UTC day; anyone may reject it (it gives nothing), which terminates it with the
 * reason. Decisions run under the coin's capacity lock, as purchases do, and are audited.
 */
export class GrantService {
  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    private readonly contracts: ContractService,
  ) {}

  grants(contractIds: string[]): Promise<GrantRow[]> {
    return grantsOf(this.database.orm, contractIds);
  }

  async grant(actor: Actor, request: GrantRequest): Promise<ContractRow> {
    const reason = requiredReason(request.reason);
    const requestId = requestIdOf(request.requestId);
    if (!isUuid(request.userId))
      throw miningError('INVALID_INPUT', 'userId must be a customer id', { field: 'userId' });
    const hashrateMhs = powerMhsOf(request.powerGhs);
    const planLabel = request.planLabel == null ? null : planLabelOf(request.planLabel);
    const today = this.contracts.today();
    const expiresOn = request.expiresOn == null ? null : requestedExpiryOf(request.expiresOn, today);
    const plan = await findPlan(this.database.orm, request.planId);
    if (!plan) throw miningError('PLAN_NOT_FOUND', `No plan ${request.planId}`, { planId: request.planId });
    return this.database.orm.transaction(async (tx) => {
      await lockParameter(tx, `capacity:${plan.coin}`);
      const earlier = await findGrantByRequest(tx, requestId);
      if (earlier) return this.replayed(tx, earlier, actor, request.userId);
      const now = new Date(this.contracts.now());
      if (!(await capacityTakes(tx, plan, hashrateMhs, now)))
        throw miningError('CAPACITY_EXCEEDED', `The ${plan.coin} capacity left is below this power`, {
          coin: plan.coin,
        });
      const contract = await this.insertPending(tx, {
        plan,
        userId: request.userId,
        hashrateMhs,
        planLabel,
        expiresOn,
      });
      await appendTransition(tx, {
        contractId: contract.id,
        fromStatus: null,
        toStatus: 'PENDING_PAYMENT',
        reason,
        actedBy: actor.adminId,
        at: now,
        effectiveOn: today,
      });
      const grant = { contractId: contract.id, userId: request.userId, reason, requestedBy: actor.adminId };
      if (!(await insertGrant(tx, { ...grant, requestId, requestedExpiresOn: expiresOn, requestedAt: now })))
        // The same request id, sent at once for another coin, was recorded under that coin's lock.
        throw miningError('IDEMPOTENCY_CONFLICT', 'This requestId was used for another grant');
      await recordAudit(tx, actor, {
        operation: 'GRANT_CONTRACT',
        targetType: 'CONTRACT',
        targetId: contract.id,
        after: { contract, grant: { ...grant, requestedExpiresOn: expiresOn } },
      });
      return contract;
    });
  }

  /** A second admin starts the contract from the next UTC day, if its coin's capacity still holds it. */
  async approve(actor: Actor, contractId: string): Promise<ContractRow> {
    const { grant, plan } = await this.grantOf(contractId);
    if (grant.requestedBy === actor.adminId)
      throw miningError('SECOND_ADMIN_REQUIRED', 'A grant must be approved by an admin other than its creator');
    return this.outbox.transaction(async (tx, publish) => {
      await lockParameter(tx, `capacity:${plan.coin}`);
      const today = this.contracts.today();
      const term = grantTerm(today, grant.requestedExpiresOn, termDays(plan.termMonths));
      const after = await this.contracts.transitionIn(tx, publish, actor, {
        id: contractId,
        action: 'APPROVE_GRANT',
        reason: 'Support grant approved',
        extra: term ?? {},
      });
      if (!term)
        throw miningError(
          'INVALID_TRANSITION',
          `The expiry asked for (${grant.requestedExpiresOn}) has come: reject it and grant again`,
          {
            status: 'PENDING_PAYMENT',
          },
        );
      // The pending grant already counts as sold: it fits while the capacity was not lowered below it.
      if (!(await capacityTakes(tx, plan, 0n, new Date(this.contracts.now()))))
        throw miningError('CAPACITY_EXCEEDED', `The ${plan.coin} capacity no longer holds this grant`, {
          coin: plan.coin,
        });
      await decideGrant(tx, contractId, {
        decision: 'APPROVED',
        decidedBy: actor.adminId,
        decidedAt: new Date(this.contracts.now()),
        rejectionReason: null,
      });
      return after;
    });
  }

  /** Ends a pending grant with the reason; it never mined, so nothing is refunded. */
  async reject(actor: Actor, contractId: string, reasonText: string): Promise<ContractRow> {
    const reason = requiredReason(reasonText);
    await this.grantOf(contractId);
    return this.outbox.transaction(async (tx, publish) => {
      const after = await this.contracts.transitionIn(tx, publish, actor, {
        id: contractId,
        action: 'REJECT_GRANT',
        reason,
      });
      await decideGrant(tx, contractId, {
        decision: 'REJECTED',
        decidedBy: actor.adminId,
        decidedAt: new Date(this.contracts.now()),
        rejectionReason: reason,
      });
      return after;
    });
  }

  private async grantOf(contractId: string): Promise<{ grant: GrantRow; plan: PlanRow }> {
    const grant = isUuid(contractId) ? await findGrant(this.database.orm, contractId) : undefined;
    if (!grant) throw miningError('GRANT_NOT_FOUND', `No support grant ${contractId}`, { contractId });
    const contract = await findContract(this.database.orm, contractId);
    const plan = contract && (await findPlan(this.database.orm, contract.planId));
    if (!plan) throw new Error(`Grant ${contractId} has no contract or plan`);
    return { grant, plan };
  }

  /** The same request again returns its contract; the id used for another request is a conflict. */
  private async replayed(tx: Transaction, earlier: GrantRow, actor: Actor, userId: string): Promise<ContractRow> {
    if (earlier.requestedBy !== actor.adminId || earlier.userId !== userId)
      throw miningError('IDEMPOTENCY_CONFLICT', 'This requestId was used for another grant');
    const contract = await findContract(tx, earlier.contractId);
    if (!contract) throw new Error(`Grant ${earlier.contractId} has no contract`);
    return contract;
  }

  /** The contract as granted: its term counted provisionally from tomorrow, set again on approval. */
  private async insertPending(
    tx: Transaction,
    input: { plan: PlanRow; userId: string; hashrateMhs: bigint; planLabel: string | null; expiresOn: string | null },
  ): Promise<ContractRow> {
    const term = grantTerm(this.contracts.today(), input.expiresOn, termDays(input.plan.termMonths));
    if (!term) throw new Error('A plan term is at least a day');
    const now = new Date(this.contracts.now());
    const contract = await insertContract(tx, {
      id: randomUUID(),
      userId: input.userId,
      planId: input.plan.id,
      coin: input.plan.coin,
      source: 'SUPPORT_GRANT',
      hashrateMhs: input.hashrateMhs,
      ...term,
      status: 'PENDING_PAYMENT',
      statusReason: null,
      stoppedDays: 0,
      planLabel: input.planLabel,
      createdAt: now,
      updatedAt: now,
    });
    if (!contract) throw new Error('A new contract id collided');
    return contract;
  }
}
