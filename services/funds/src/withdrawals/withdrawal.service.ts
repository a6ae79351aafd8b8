import { contractPayload } from '@mc/contracts';
import { newEvent, type Database, type Executor, recordAudit, type PageRequest } from '@mc/platform';
import { optionalText, requestIdOf } from '../access/input';
import { isUuid, type Actor } from '../access/access';
import { findCustomer, type CustomerRow } from '../db/customers.repository';
import {
  decideWithdrawal,
  findWithdrawal,
  insertWithdrawal,
  lockWithdrawal,
  pageWithdrawals,
  pendingWithdrawalCounts,
  type WithdrawalRow,
  type WithdrawalStatus,
} from '../db/withdrawals.repository';
import { isTradingCurrency } from '../deposits/deposit-rules';
import { fundsError } from '../errors';
import type { CreateWithdrawalInput } from '../generated/resolvers';
import { formatMinor } from '../ledger/amounts';
import { placeHold, platformAccount, postHold, voidHold } from '../ledger/ledger';
import { refuseBelowLoanFloor } from '../loans/loan-floor';
import { note } from '../ledger/notes';
import type { FundsWork } from '../work';
import {
  ASSET_RULES,
  checkedAmount,
  checkedDestination,
  FEE_PERCENT_TEXT,
  SOURCE_ASSETS,
  SOURCE_METHODS,
  type WithdrawalSource,
} from './withdrawal-rules';

/** Withdrawals (DESIGN.md §7): held at once, then completed (posted, fee kept) or failed (released). */
export class WithdrawalService {
  constructor(
    private readonly database: Database,
    private readonly work: FundsWork,
  ) {}

  /** The rules published in the form before anything is submitted; `chosenCurrency` until one is fixed. */
  async rulesFor(userId: string, chosenCurrency?: string | null) {
    const customer = await findCustomer(this.database.orm, userId);
    const tradingAsset = customer?.tradingCurrency ?? (isTradingCurrency(chosenCurrency) ? chosenCurrency : null);
    const sources = (Object.keys(SOURCE_METHODS) as WithdrawalSource[]).filter(
      (source) => source !== 'TRADING' || tradingAsset,
    );
    return sources.map((source) => {
      const asset = source === 'TRADING' ? tradingAsset! : SOURCE_ASSETS[source];
      const rule = ASSET_RULES[asset];
      return {
        source,
        assetCode: asset,
        feePercent: FEE_PERCENT_TEXT,
        methods: SOURCE_METHODS[source],
        identityCheckRequired: true,
        minimum: { asset, minor: rule.minimumMinor },
        minimumFee: { asset, minor: rule.minimumFeeMinor },
      };
    });
  }

  async create(userId: string, input: CreateWithdrawalInput): Promise<WithdrawalRow> {
    const id = requestIdOf(input.requestId);
    const existing = await findWithdrawal(this.database.orm, id);
    if (existing) {
      if (existing.userId !== userId)
        throw fundsError('IDEMPOTENCY_CONFLICT', 'This requestId was used for another customer');
      return existing;
    }
    const customer = await findCustomer(this.database.orm, userId);
    refuseUnlessAllowed(customer);
    const asset = assetOf(input.source, customer);
    if (input.currency !== asset) throw fundsError('CURRENCY_MISMATCH', `This source is in ${asset}`, { asset });
    if (!SOURCE_METHODS[input.source].includes(input.method))
      throw fundsError('INVALID_INPUT', `${input.source} cannot be withdrawn by ${input.method}`);
    const { amountMinor, feeMinor } = checkedAmount(asset, input.amount);
    const destination = checkedDestination(input.method, input);
    return this.work.run(async (tx, context) => {
      const created = await insertWithdrawal(tx, {
        id,
        userId,
        method: input.method,
        source: input.source,
        asset,
        amountMinor,
        feeMinor,
        ...destination,
      });
      if (!created) return (await findWithdrawal(tx, id))!;
      // Pledging: the trading balance may not go below what the customer owes on loans.
      if (input.source === 'TRADING') await refuseBelowLoanFloor(tx, userId, asset, amountMinor);
      const outcome = await placeHold(tx, {
        holdId: holdIdOf(id),
        owner: userId,
        asset,
        amountMinor,
        kind: 'WITHDRAWAL_HOLD',
        referenceType: 'withdrawal',
        referenceId: id,
        note: note('WITHDRAWAL_HELD', { method: input.method }),
      });
      context.touched(outcome.customers);
      return created;
    });
  }

  async complete(actor: Actor, id: string, payoutReference?: string | null): Promise<WithdrawalRow> {
    const reference = optionalText(payoutReference, 200, 'payoutReference');
    return this.work.run(async (tx, context) => {
      const withdrawal = await this.lockForDecision(tx, id, 'COMPLETED');
      if (withdrawal.status === 'COMPLETED') return withdrawal;
      const net = withdrawal.amountMinor - withdrawal.feeMinor;
      const destinations = [{ account: platformAccount('CUSTODY', withdrawal.asset), amountMinor: net }];
      if (withdrawal.feeMinor > 0n)
        destinations.push({ account: platformAccount('REVENUE', withdrawal.asset), amountMinor: withdrawal.feeMinor });
      const outcome = await postHold(tx, holdIdOf(id), {
        kind: 'WITHDRAWAL_PAID',
        note: note('WITHDRAWAL_PAID', {
          fee: formatMinor(withdrawal.feeMinor, ASSET_RULES[withdrawal.asset].scale),
          asset: withdrawal.asset,
        }),
        destinations,
      });
      const completed = await decideWithdrawal(tx, id, {
        status: 'COMPLETED',
        adminId: actor.adminId,
        payoutReference: reference,
      });
      await context.publish(
        newEvent(
          'funds.withdrawal.completed',
          contractPayload('funds.withdrawal.completed', {
            withdrawalId: id,
            userId: withdrawal.userId,
            asset: withdrawal.asset,
            amountMinor: withdrawal.amountMinor.toString(),
            feeMinor: withdrawal.feeMinor.toString(),
            completedAt: completed.decidedAt!.toISOString(),
          }),
        ),
      );
      await recordAudit(tx, actor, {
        operation: 'withdrawal.completed',
        targetType: 'withdrawal',
        targetId: id,
        before: withdrawal,
        after: completed,
      });
      context.touched(outcome.customers);
      return completed;
    });
  }

  async fail(actor: Actor, id: string, reason: string): Promise<WithdrawalRow> {
    const failureReason = optionalText(reason, 300, 'reason');
    if (!failureReason) throw fundsError('INVALID_INPUT', 'A reason is required to fail a withdrawal');
    return this.work.run(async (tx, context) => {
      const withdrawal = await this.lockForDecision(tx, id, 'FAILED');
      if (withdrawal.status === 'FAILED') return withdrawal;
      const outcome = await voidHold(tx, holdIdOf(id), {
        kind: 'WITHDRAWAL_RELEASED',
        note: note('WITHDRAWAL_FAILED', { reason: failureReason }),
      });
      const failed = await decideWithdrawal(tx, id, { status: 'FAILED', adminId: actor.adminId, failureReason });
      await recordAudit(tx, actor, {
        operation: 'withdrawal.failed',
        targetType: 'withdrawal',
        targetId: id,
        before: withdrawal,
        after: failed,
      });
      context.touched(outcome.customers);
      return failed;
    });
  }

  async find(id: string): Promise<WithdrawalRow | null> {
    return isUuid(id) ? ((await findWithdrawal(this.database.orm, id)) ?? null) : null;
  }

  page(request: PageRequest, filter: { userId?: string; status?: WithdrawalStatus; search?: string }) {
    return pageWithdrawals(this.database.orm, request, filter);
  }

  pendingCounts(userIds: string[]): Promise<Map<string, number>> {
    return pendingWithdrawalCounts(this.database.orm, userIds);
  }

  private async lockForDecision(tx: Executor, id: string, target: WithdrawalStatus): Promise<WithdrawalRow> {
    const withdrawal = isUuid(id) ? await lockWithdrawal(tx, id) : undefined;
    if (!withdrawal) throw fundsError('WITHDRAWAL_NOT_FOUND', 'No such withdrawal');
    if (withdrawal.status !== 'PENDING' && withdrawal.status !== target) {
      throw fundsError('INVALID_TRANSITION', `The withdrawal is already ${withdrawal.status.toLowerCase()}`, {
        status: withdrawal.status,
      });
    }
    return withdrawal;
  }
}

export const holdIdOf = (withdrawalId: string) => `withdrawal-${withdrawalId}`;

function refuseUnlessAllowed(customer: CustomerRow | undefined): void {
  if (customer?.deactivatedAt) throw fundsError('ACCOUNT_DEACTIVATED', 'This account is deactivated');
  if (!customer?.identityApproved)
    throw fundsError(
      'IDENTITY_CHECK_REQUIRED',
      'Withdrawals need an approved identity check; upload your ID on the verification page',
    );
}

function assetOf(source: WithdrawalSource, customer: CustomerRow | undefined): string {
  if (!(source in SOURCE_METHODS)) throw fundsError('INVALID_INPUT', 'from must be 1 to 5');
  if (source !== 'TRADING') return SOURCE_ASSETS[source];
  if (!customer?.tradingCurrency) throw fundsError('INSUFFICIENT_FUNDS', 'There is no trading money to withdraw yet');
  return customer.tradingCurrency;
}
