import { contractPayload } from '@mc/contracts';
import {
  MAX_PAGE_SIZE,
  newEvent,
  type Database,
  type Executor,
  type RateLimiter,
  recordAudit,
  type PageRequest,
} from '@mc/platform';
import { optionalText, requestIdOf } from '../access/input';
import { isUuid, type Actor } from '../access/access';
import { findCustomer } from '../db/customers.repository';
import {
  decideDeposit,
  findDeposit,
  findDepositByLink,
  lockDeposit,
  pageDeposits,
  type DepositFilter,
  pendingDepositCounts,
  type DepositRow,
  type DepositStatus,
} from '../db/deposits.repository';
import { findPlanOffer } from '../db/plan-prices.repository';
import { fundsError } from '../errors';
import type { CreateDepositInput, RecordDepositInput } from '../generated/resolvers';
import { formatMinor } from '../ledger/amounts';
import { post } from '../ledger/ledger';
import type { FundsWork } from '../work';
import { confirmationEntry } from './deposit-ledger';
import {
  CRYPTO_SCALE,
  miningPrice,
  requireComment,
  requireOfferedPlan,
  tradingPrice,
  type DepositCrypto,
} from './deposit-rules';
import { fixCurrencyOnce, type DepositOrder, type PaymentLinks } from './payment-links';

/** Deposits (DESIGN.md §7): a payment link, then confirmed once by an admin (credit) or failed. */
export class DepositService {
  constructor(
    private readonly database: Database,
    private readonly work: FundsWork,
    private readonly links: PaymentLinks,
    /** Each payment link is a pending row an admin must look at: a customer opens only so many an hour. */
    private readonly linksPerCustomer: RateLimiter,
  ) {}

  async create(userId: string, input: CreateDepositInput): Promise<DepositRow> {
    const id = requestIdOf(input.requestId);
    const replay = await this.replayOf(id, userId);
    if (replay) return replay;
    const customer = await findCustomer(this.database.orm, userId);
    if (customer?.deactivatedAt) throw fundsError('ACCOUNT_DEACTIVATED', 'This account is deactivated');
    const order =
      input.purpose === 'TRADING'
        ? { ...tradingPrice(input.amount, input.currency), planId: null, comment: 'Trading deposit' }
        : await this.pricedPlan(input.planId, input.price, input.comment);
    if (input.purpose === 'TRADING')
      requireTradingCurrency(customer?.tradingCurrency, order.asset, 'Your trading account');
    if (!(await this.linksPerCustomer.consume(userId))) {
      throw fundsError(
        'RATE_LIMITED',
        `At most ${this.linksPerCustomer.limit} deposits an hour: pay one of your open payment links, or try again later`,
      );
    }
    return this.openLink(
      {
        id,
        userId,
        purpose: input.purpose,
        priceAsset: order.asset,
        priceMinor: order.minor,
        planId: order.planId,
        comment: order.comment,
      },
      input.cryptoCurrency,
      null,
    );
  }

  /** Money received off-platform: pending until a second admin confirms it. */
  async record(actor: Actor, input: RecordDepositInput): Promise<DepositRow> {
    if (!isUuid(input.userId)) throw fundsError('INVALID_INPUT', 'userId must be a customer id');
    const id = requestIdOf(input.requestId);
    const replay = await this.replayOf(id, input.userId);
    if (replay) return replay;
    // The old admin client never sent a reference: it may wait for the confirming admin (see confirm).
    const reference = optionalText(input.transactionReference, 200, 'transactionReference');
    const order =
      input.purpose === 'TRADING'
        ? { ...tradingPrice(input.amount, input.currency), planId: null, comment: requireComment(input.comment) }
        : await this.pricedPlan(input.planId, input.amount, input.comment);
    if (input.purpose === 'TRADING')
      requireTradingCurrency(
        (await findCustomer(this.database.orm, input.userId))?.tradingCurrency,
        order.asset,
        "The customer's trading account",
      );
    return this.openLink(
      {
        id,
        userId: input.userId,
        purpose: input.purpose,
        priceAsset: order.asset,
        priceMinor: order.minor,
        planId: order.planId,
        comment: order.comment,
        createdByAdminId: actor.adminId,
        transactionReference: reference,
      },
      input.cryptoCurrency,
      actor,
    );
  }

  async confirm(actor: Actor, id: string, transactionReference?: string | null): Promise<DepositRow> {
    const reference = optionalText(transactionReference, 200, 'transactionReference');
    return this.work.run(async (tx, context) => {
      const deposit = await this.lockPending(tx, id, 'CONFIRMED');
      if (deposit.status === 'CONFIRMED') return deposit;
      if (deposit.createdByAdminId === actor.adminId)
        throw fundsError('SECOND_ADMIN_REQUIRED', 'A deposit you recorded must be confirmed by a different admin');
      // Confirmed off-platform money always names its reference: now, or as it was recorded.
      if (deposit.createdByAdminId && !reference && !deposit.transactionReference) {
        throw fundsError(
          'INVALID_INPUT',
          'Name the transaction reference of the money received to confirm a deposit an admin recorded',
        );
      }
      if (reference && deposit.transactionReference && reference !== deposit.transactionReference) {
        throw fundsError(
          'INVALID_INPUT',
          `This deposit was recorded with the reference ${deposit.transactionReference}; confirm it without another`,
        );
      }
      const outcome = await post(tx, confirmationEntry(deposit));
      const confirmed = await decideDeposit(tx, id, {
        status: 'CONFIRMED',
        adminId: actor.adminId,
        transactionReference: reference,
      });
      if (deposit.purpose === 'TRADING') await fixCurrencyOnce(tx, deposit);
      await context.publish(
        newEvent(
          'funds.deposit.confirmed',
          contractPayload('funds.deposit.confirmed', {
            depositId: id,
            userId: deposit.userId,
            purpose: deposit.purpose,
            planId: deposit.planId,
            priceAsset: deposit.priceAsset,
            priceMinor: deposit.priceMinor.toString(),
            confirmedAt: confirmed.decidedAt!.toISOString(),
          }),
        ),
      );
      await recordAudit(tx, actor, {
        operation: 'deposit.confirmed',
        targetType: 'deposit',
        targetId: id,
        before: deposit,
        after: confirmed,
      });
      context.touched(outcome.customers);
      return confirmed;
    });
  }

  async fail(actor: Actor, id: string, reason?: string | null): Promise<DepositRow> {
    const failureReason = optionalText(reason, 300, 'reason');
    return this.decideWithoutMoney(actor, id, 'FAILED', failureReason, 'deposit.failed');
  }

  /** Only a pending deposit an admin recorded can be withdrawn; confirmed money is corrected by adjustment. */
  async cancel(actor: Actor, id: string): Promise<DepositRow> {
    const deposit = await findDeposit(this.database.orm, id);
    if (deposit && !deposit.createdByAdminId)
      throw fundsError('INVALID_TRANSITION', 'Only a deposit recorded by an admin can be cancelled; fail it instead');
    return this.decideWithoutMoney(actor, id, 'CANCELLED', null, 'deposit.cancelled');
  }

  async find(id: string): Promise<DepositRow | null> {
    return isUuid(id) ? ((await findDeposit(this.database.orm, id)) ?? null) : null;
  }

  async byLink(timestamp: string, address: string): Promise<DepositRow | null> {
    if (!/^\d{1,15}$/.test(timestamp) || address.length > 120) return null;
    return (await findDepositByLink(this.database.orm, address, BigInt(timestamp))) ?? null;
  }

  page(request: PageRequest, filter: DepositFilter) {
    const ids = filter.searchCustomerIds ?? [];
    if (ids.length > MAX_PAGE_SIZE || !ids.every(isUuid))
      throw fundsError('INVALID_INPUT', `searchCustomerIds must be at most ${MAX_PAGE_SIZE} customer ids`, {
        fields: [{ field: 'searchCustomerIds', problem: `must be at most ${MAX_PAGE_SIZE} customer ids` }],
      });
    return pageDeposits(this.database.orm, request, filter);
  }

  pendingCounts(userIds: string[]): Promise<Map<string, number>> {
    return pendingDepositCounts(this.database.orm, userIds);
  }

  private async decideWithoutMoney(
    actor: Actor,
    id: string,
    status: 'FAILED' | 'CANCELLED',
    reason: string | null,
    operation: string,
  ): Promise<DepositRow> {
    return this.database.orm.transaction(async (tx) => {
      const deposit = await this.lockPending(tx, id, status);
      if (deposit.status === status) return deposit;
      const decided = await decideDeposit(tx, id, { status, adminId: actor.adminId, failureReason: reason });
      await recordAudit(tx, actor, { operation, targetType: 'deposit', targetId: id, before: deposit, after: decided });
      return decided;
    });
  }

  /** The deposit, locked; one already in `target` is returned as is (the same request twice). */
  private async lockPending(tx: Executor, id: string, target: DepositStatus): Promise<DepositRow> {
    const deposit = isUuid(id) ? await lockDeposit(tx, id) : undefined;
    if (!deposit) throw fundsError('DEPOSIT_NOT_FOUND', 'No such deposit');
    if (deposit.status !== 'PENDING' && deposit.status !== target) {
      throw fundsError('INVALID_TRANSITION', `The deposit is already ${deposit.status.toLowerCase()}`, {
        status: deposit.status,
      });
    }
    return deposit;
  }

  private async pricedPlan(
    planId: string | null | undefined,
    price: string | null | undefined,
    comment: string | null | undefined,
  ) {
    const order = miningPrice(planId, price, comment);
    requireOfferedPlan(order, await findPlanOffer(this.database.orm, order.planId));
    return order;
  }

  private async replayOf(id: string, userId: string): Promise<DepositRow | undefined> {
    const existing = await findDeposit(this.database.orm, id);
    if (existing && existing.userId !== userId)
      throw fundsError('IDEMPOTENCY_CONFLICT', 'This requestId was used for another customer');
    return existing;
  }

  private async openLink(order: DepositOrder, crypto: DepositCrypto, actor: Actor | null): Promise<DepositRow> {
    const inserted = await this.links.open(order, crypto, actor);
    // Only the same requestId sent twice at once loses the insert: it answers with the winner's deposit.
    return inserted ?? (await this.replayOf(order.id, order.userId))!;
  }
}

/** Trading money stays in one currency once the first trading deposit has fixed it (ADR 0010). */
function requireTradingCurrency(fixed: string | null | undefined, asset: string, whose: string): void {
  if (fixed && fixed !== asset)
    throw fundsError('CURRENCY_MISMATCH', `${whose} is in ${fixed}`, { tradingCurrency: fixed });
}

export const cryptoAmountOf = (deposit: DepositRow) => formatMinor(deposit.priceInCryptoMinor, CRYPTO_SCALE);
