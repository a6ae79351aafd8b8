import { randomUUID } from 'node:crypto';
import type { Database, Executor, Outbox, Viewer } from '@mc/platform';
import { isUuid } from '../access/access';
import { lockContract, type ContractRow } from '../db/contracts.repository';
import { findPlan } from '../db/plans.repository';
import {
  findPledgeByRequest,
  insertPledge,
  markEndedForSettlement,
  movePledge,
  openPledgeOf,
  pledgesOf,
  type PledgeRow,
} from '../db/pledges.repository';
import { miningError, type MiningErrorReason } from '../errors';
import { effectiveStatus, remainingDays } from '../contracts/contract-rules';
import { utcDay } from '../parameters/simulated-hashprice';
import { contractPledgedEvent, settlementRequestedEvent } from './pledge-events';
import { maxLoanMinor, parseUsdCents, unusedValueMinor } from './pledge-rules';
import { formatMinorUnits } from '../plans/plan-display';

/** What may be borrowed against a contract now, or why nothing may. */
export type PledgeLimitFigures = {
  maxMinor: bigint;
  unusedValueMinor: bigint;
  loanToValuePercent: number;
  remainingDays: number;
  /** Why no pledge can be made now (the refusal a pledge would get); null when one can. */
  unavailable: { reason: MiningErrorReason; message: string } | null;
};

/**
 * Pledging: a customer borrows against a MINING contract they bought (one pledge at a time), up to
 * the plan's loan-to-value of its unused value. Mining records the pledge under the contract's lock and
 * asks funds, which owns the loan and the ledger, to lend (mining.contract.pledged); funds' answers
 * move the pledge on. An ended contract's open pledge is sent to funds to settle.
 */
export class PledgeService {
  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    readonly now: () => number,
  ) {}

  async pledge(viewer: Viewer, contractId: string, amountUsd: string, requestId: string): Promise<PledgeRow> {
    const userId = customerOf(viewer);
    if (!isUuid(requestId)) throw miningError('INVALID_INPUT', 'requestId must be a UUID');
    if (!isUuid(contractId)) throw miningError('CONTRACT_NOT_FOUND', `No contract ${contractId}`);
    const amountMinor = parseUsdCents(amountUsd);
    if (amountMinor === null)
      throw miningError('INVALID_INPUT', 'amountUsd must be above 0 with at most 2 decimals', { field: 'amountUsd' });
    return this.outbox.transaction(async (tx, publish) => {
      const contract = await lockContract(tx, contractId);
      if (!contract || contract.userId !== userId) throw miningError('CONTRACT_NOT_FOUND', 'No such contract');
      // After the lock: the same request sent twice at once finds the first one's pledge.
      const earlier = await findPledgeByRequest(tx, userId, requestId.toLowerCase());
      if (earlier) return sameRequest(earlier, contractId, amountMinor);
      const limit = await this.limitOf(tx, contract);
      if (limit.unavailable) throw miningError(limit.unavailable.reason, limit.unavailable.message);
      if (amountMinor > limit.maxMinor)
        throw miningError('PLEDGE_OVER_LIMIT', `At most ${formatMinorUnits(limit.maxMinor, 2)} USD can be borrowed`, {
          maxUsd: formatMinorUnits(limit.maxMinor, 2),
        });
      const at = new Date(this.now());
      const pledge = await insertPledge(tx, {
        id: randomUUID(),
        contractId,
        userId,
        requestId: requestId.toLowerCase(),
        amountMinor,
        maxMinor: limit.maxMinor,
        unusedValueMinor: limit.unusedValueMinor,
        loanToValuePercent: Math.min(limit.loanToValuePercent, 100),
        remainingDays: limit.remainingDays,
        status: 'REQUESTED',
        requestedAt: at,
        updatedAt: at,
      });
      if (!pledge) throw miningError('PLEDGE_OUTSTANDING', 'This contract is already pledged');
      await publish(contractPledgedEvent(pledge, contract));
      return pledge;
    });
  }

  /** The limit of a contract now; `db` may hold the contract's lock. */
  async limitOf(db: Executor, contract: ContractRow): Promise<PledgeLimitFigures> {
    const plan = await findPlan(db, contract.planId);
    const today = this.today();
    const remaining = remainingDays(contract, today);
    const unused =
      contract.priceMinor === null ? 0n : unusedValueMinor(contract.priceMinor, remaining, contract.termDays);
    const ltv = Math.min(plan?.loanToValuePercent ?? 0, 100);
    const limit = {
      maxMinor: maxLoanMinor(unused, ltv),
      unusedValueMinor: unused,
      loanToValuePercent: ltv,
      remainingDays: remaining,
    };
    return { ...limit, unavailable: await this.unavailable(db, contract, limit.maxMinor) };
  }

  contractLimit(contract: ContractRow): Promise<PledgeLimitFigures> {
    return this.limitOf(this.database.orm, contract);
  }

  pledgesOf(contractId: string): Promise<PledgeRow[]> {
    return pledgesOf(this.database.orm, contractId);
  }

  /** funds.loan.opened / refused / closed: each moves the pledge once; a repeat finds it moved. */
  opened(tx: Executor, pledgeId: string, at: Date) {
    return movePledge(tx, pledgeId, ['REQUESTED'], { status: 'ACTIVE' }, at);
  }

  refused(tx: Executor, pledgeId: string, reason: string, at: Date) {
    return movePledge(tx, pledgeId, ['REQUESTED'], { status: 'REFUSED', statusReason: reason }, at);
  }

  closed(tx: Executor, pledgeId: string, outcome: 'REPAID' | 'SETTLED', shortfallMinor: bigint, at: Date) {
    return movePledge(
      tx,
      pledgeId,
      ['REQUESTED', 'ACTIVE', 'SETTLING'],
      { status: 'CLOSED', statusReason: outcome, shortfallMinor },
      at,
    );
  }

  /** Sends every ended contract's open pledge to funds to settle, once; safe on several replicas at once. */
  settleEnded(): Promise<number> {
    return this.outbox.transaction(async (tx, publish) => {
      const at = new Date(this.now());
      const ended = await markEndedForSettlement(tx, this.today(), at);
      for (const pledge of ended) await publish(settlementRequestedEvent(pledge, at));
      return ended.length;
    });
  }

  private today(): string {
    return utcDay(this.now());
  }

  private async unavailable(
    db: Executor,
    contract: ContractRow,
    maxMinor: bigint,
  ): Promise<PledgeLimitFigures['unavailable']> {
    const status = effectiveStatus(contract, this.today());
    if (status !== 'MINING')
      return {
        reason: 'CONTRACT_NOT_ACTIVE',
        message: `This contract is ${status}: only a mining contract can be pledged`,
      };
    if (contract.source !== 'PURCHASE' || contract.priceMinor === null)
      return {
        reason: 'NOT_PLEDGEABLE',
        message: 'Only a purchased contract can be pledged: this one has no price paid',
      };
    if (await openPledgeOf(db, contract.id))
      return { reason: 'PLEDGE_OUTSTANDING', message: 'This contract is already pledged: repay the loan first' };
    if (maxMinor <= 0n)
      return { reason: 'NOT_PLEDGEABLE', message: 'Nothing of this contract is left to borrow against' };
    return null;
  }
}

/** Only the customer acts on their own contract; an admin may not borrow for them. */
export function customerOf(viewer: Viewer): string {
  if (viewer.kind === 'user') return viewer.userId;
  if (viewer.kind === 'admin')
    throw miningError('CUSTOMER_ONLY', 'Only the customer who owns the contract may do this');
  throw viewer.sessionExpired
    ? miningError('SESSION_EXPIRED', 'Your session expired; sign in again')
    : miningError('SIGN_IN_REQUIRED', 'Sign in first');
}

/** The same requestId again: the first pledge, if it asked for the same; otherwise a conflict. */
function sameRequest(earlier: PledgeRow, contractId: string, amountMinor: bigint): PledgeRow {
  if (earlier.contractId !== contractId.toLowerCase() || earlier.amountMinor !== amountMinor)
    throw miningError('IDEMPOTENCY_CONFLICT', 'This requestId was used for another pledge');
  return earlier;
}
