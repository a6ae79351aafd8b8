import { recordAudit } from '@mc/platform';
import type { Database, EventEnvelope, Outbox, Transaction } from '@mc/platform';
import { isUuid, requiredReason, type Actor } from '../access/access';
import {
  appendTransition,
  expireDue,
  findContract,
  lockContract,
  pageContracts,
  transitionsOf,
  updateContract,
  type ContractRow,
  type NewContract,
  type Page,
  type PageRequest,
  type TransitionRow,
} from '../db/contracts.repository';
import type { ContractStatus } from '../db/schema';
import { miningError } from '../errors';
import { utcDay } from '../parameters/simulated-hashprice';
import {
  effectiveStatus,
  nextStatus,
  openStopDays,
  proRataRefundMinor,
  remainingDays,
  type ContractAction,
} from './contract-rules';
import { refundRequestedEvent } from './refund-event';

const VERB: Record<ContractAction, string> = {
  STOP: 'stopped',
  RESUME: 'resumed',
  TERMINATE: 'terminated',
  APPROVE_GRANT: 'approved',
  REJECT_GRANT: 'rejected',
};

/**
 * The contract state machine (DESIGN.md §7): `mining ⇄ stopped → terminated`, `mining → expired`.
 * Each admin transition locks the contract, is checked against its effective status, appends a
 * transition row and an audit entry in the same transaction; anything else is INVALID_TRANSITION.
 */
export class ContractService {
  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    readonly now: () => number,
  ) {}

  today(): string {
    return utcDay(this.now());
  }

  async contract(id: string): Promise<ContractRow> {
    const row = isUuid(id) ? await findContract(this.database.orm, id) : undefined;
    if (!row) throw miningError('CONTRACT_NOT_FOUND', `No contract ${id}`, { contractId: id });
    return row;
  }

  page(request: PageRequest, userId: string): Promise<Page<ContractRow>> {
    if (!isUuid(userId)) throw miningError('INVALID_INPUT', 'Not a customer id');
    return pageContracts(this.database.orm, request, { userId });
  }

  transitions(contractIds: string[]): Promise<TransitionRow[]> {
    return transitionsOf(this.database.orm, contractIds);
  }

  stop(actor: Actor, id: string, reason: string): Promise<ContractRow> {
    return this.transition(actor, id, 'STOP', reason);
  }

  resume(actor: Actor, id: string, reason: string): Promise<ContractRow> {
    return this.transition(actor, id, 'RESUME', reason);
  }

  /** Ends the contract today; a purchase asks funds to refund the days it will not mine, pro rata. */
  terminate(actor: Actor, id: string, reason: string): Promise<ContractRow> {
    return this.transition(actor, id, 'TERMINATE', reason);
  }

  /** Records every contract whose term has ended as expired; idempotent, safe on several replicas at once. */
  expireDue(): Promise<string[]> {
    return expireDue(this.database.orm, this.today(), new Date(this.now()));
  }

  private async transition(actor: Actor, id: string, action: ContractAction, reasonText: string) {
    const reason = requiredReason(reasonText);
    if (!isUuid(id)) throw miningError('CONTRACT_NOT_FOUND', `No contract ${id}`, { contractId: id });
    return this.outbox.transaction((tx, publish) => this.transitionIn(tx, publish, actor, { id, action, reason }));
  }

  /**
   * One admin transition inside the caller's transaction: locks the contract, checks the action against
   * its effective status, updates it (with `extra`, e.g. an approved grant's term), appends the
   * transition and the audit entry, and asks for a refund when one is due.
   */
  async transitionIn(
    tx: Transaction,
    publish: (event: EventEnvelope) => Promise<void>,
    actor: Actor,
    step: { id: string; action: ContractAction; reason: string; extra?: Partial<NewContract> },
  ): Promise<ContractRow> {
    const { id, action, reason } = step;
    const before = await lockContract(tx, id);
    if (!before) throw miningError('CONTRACT_NOT_FOUND', `No contract ${id}`, { contractId: id });
    const today = this.today();
    const current = effectiveStatus(before, today);
    const to = nextStatus(action, current);
    if (!to) {
      throw miningError('INVALID_TRANSITION', `This contract is ${current}: it cannot be ${VERB[action]}`, {
        status: current,
      });
    }
    const at = new Date(this.now());
    const after = await updateContract(tx, id, { ...change(before, to, reason, today), ...step.extra, updatedAt: at });
    await appendTransition(tx, {
      contractId: id,
      fromStatus: current,
      toStatus: to,
      reason,
      actedBy: actor.adminId,
      at,
      effectiveOn: today,
    });
    await recordAudit(tx, actor, {
      operation: `${action}_CONTRACT`,
      targetType: 'CONTRACT',
      targetId: id,
      before,
      after,
    });
    if (after.refundMinor !== null) await publish(refundRequestedEvent(after, at));
    return after;
  }
}

/** The row's new state: a stop opens an interval; a resume or a termination closes it into stoppedDays. */
function change(before: ContractRow, to: ContractStatus, reason: string, today: string): Partial<NewContract> {
  const stoppedDays = before.stoppedDays + openStopDays(before, today);
  switch (to) {
    case 'STOPPED':
      return { status: to, statusReason: reason, stoppedSince: today };
    case 'MINING':
      return { status: to, statusReason: reason, stoppedSince: null, stoppedDays };
    case 'TERMINATED':
      return {
        status: to,
        statusReason: reason,
        stoppedSince: null,
        stoppedDays,
        endedOn: today,
        ...refund(before, today),
      };
    default:
      throw new Error(`No admin transition leads to ${to}`);
  }
}

/** The unused part of a paid contract: ⌊price × remaining days ÷ term days⌋; nothing when nothing is left. */
function refund(before: ContractRow, today: string): Partial<NewContract> {
  if (before.priceMinor === null) return {};
  const remaining = remainingDays(before, today);
  const refundMinor = proRataRefundMinor(before.priceMinor, remaining, before.termDays);
  if (refundMinor === 0n) return {};
  return { refundReason: 'TERMINATED_BY_SUPPORT', refundMinor, refundRemainingDays: remaining };
}
