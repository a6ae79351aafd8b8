import type { Database, Viewer } from '@mc/platform';
import { isUuid } from '../access/access';
import { payoutDestinationsOf, switchBooster } from '../db/booster.repository';
import { lockContract, type ContractRow } from '../db/contracts.repository';
import type { PlanRow } from '../db/plans.repository';
import { miningError } from '../errors';
import { daysBetween, effectiveExpiry, effectiveStatus } from '../contracts/contract-rules';
import { utcDay } from '../parameters/simulated-hashprice';
import { estimateBasis, type MarketSnapshot } from '../plans/plan-estimates';
import { customerOf } from '../pledges/pledge.service';
import { boosterProjection, PROJECTION_DAYS, type BoosterProjection } from './booster-rules';

/** Where a profitable day's payout went, for the accrual history. */
export type PayoutDestination =
  | { kind: 'REINVESTED'; hashrateMhs: bigint; status: 'REQUESTED' | 'CONFIRMED' }
  | { kind: 'LOAN_REPAYMENT'; pledgeId: string };

/**
 * The Income Booster: the owner of a contract that has not ended switches automatic reinvestment on or
 * off (each switch recorded); the accrual then reinvests the day's payouts (src/booster/direct-payouts.ts).
 */
export class BoosterService {
  constructor(
    private readonly database: Database,
    readonly now: () => number,
  ) {}

  async setBooster(viewer: Viewer, contractId: string, enabled: boolean): Promise<ContractRow> {
    const userId = customerOf(viewer);
    if (!isUuid(contractId)) throw miningError('CONTRACT_NOT_FOUND', `No contract ${contractId}`);
    return this.database.orm.transaction(async (tx) => {
      const contract = await lockContract(tx, contractId);
      if (!contract || contract.userId !== userId) throw miningError('CONTRACT_NOT_FOUND', 'No such contract');
      const status = effectiveStatus(contract, utcDay(this.now()));
      if (status !== 'MINING' && status !== 'STOPPED')
        throw miningError(
          'CONTRACT_NOT_ACTIVE',
          `This contract is ${status}: its payouts can no longer be reinvested`,
          {
            status,
          },
        );
      return switchBooster(tx, contract, enabled, userId, new Date(this.now()));
    });
  }

  /**
   * The projected result of the next year (or of the days left, if fewer) with the booster, at today's
   * parameters and rates compounding daily: an estimate, null until the rates are known.
   */
  projection(contract: ContractRow, plan: PlanRow, market: MarketSnapshot): BoosterProjection | null {
    const basis = estimateBasis(plan, market);
    if ('unavailable' in basis) return null;
    const today = utcDay(this.now());
    const from = contract.startsOn > today ? contract.startsOn : today;
    const left = Math.max(0, daysBetween(from, effectiveExpiry(contract, today)));
    return boosterProjection(contract.hashrateMhs, Math.min(PROJECTION_DAYS, left), plan, basis);
  }

  /** Each day of the contracts whose payout was reinvested or repaid a loan, by contract id and day. */
  async destinations(contractIds: string[]): Promise<Map<string, PayoutDestination>> {
    const { reinvested, pledged } = await payoutDestinationsOf(this.database.orm, contractIds);
    const byDay = new Map<string, PayoutDestination>();
    for (const row of reinvested)
      byDay.set(`${row.contractId}:${row.day}`, {
        kind: 'REINVESTED',
        hashrateMhs: row.hashrateMhs,
        status: row.status,
      });
    for (const row of pledged)
      byDay.set(`${row.contractId}:${row.day}`, { kind: 'LOAN_REPAYMENT', pledgeId: row.pledgeId });
    return byDay;
  }
}
