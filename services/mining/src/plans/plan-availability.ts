import { contractPayload } from '@mc/contracts';
import type { Logger, Outbox } from '@mc/platform';
import { uuidFrom } from '../events/derived-id';
import type { MiningService } from '../mining.service';
import { isSoldOut } from './plan-estimates';

/** How often sold hashrate and capacity are compared: purchases, expiries and capacity changes all move them. */
export const AVAILABILITY_CHECK_MS = 15_000;

/**
 * Tells funds when a plan sells out or becomes available again (`mining.plan.availability`), so the
 * deposit form refuses to take money for hashrate that does not exist. Every plan is announced at
 * start, then only changes. A payment that races past capacity between two checks is still refunded
 * in full by the purchase (CAPACITY_EXCEEDED): this check keeps such races rare, it is not the guard.
 */
export class PlanAvailabilityAnnouncer {
  private readonly announced = new Map<string, boolean>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly mining: MiningService,
    private readonly outbox: Outbox,
    private readonly logger: Logger,
  ) {}

  async start(intervalMs = AVAILABILITY_CHECK_MS): Promise<void> {
    await this.announceChanges();
    this.timer = setInterval(() => {
      this.announceChanges().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'plan availability not announced'),
      );
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Returns the plans announced. */
  async announceChanges(): Promise<string[]> {
    const [plans, market] = await Promise.all([this.mining.plans(undefined, undefined), this.mining.market()]);
    const asOf = new Date(market.atMs).toISOString();
    const changed = plans
      .map((plan) => ({ planId: plan.id, soldOut: isSoldOut(plan, market) }))
      .filter((plan) => this.announced.get(plan.planId) !== plan.soldOut);
    if (changed.length === 0) return [];
    await this.outbox.transaction(async (_tx, publish) => {
      for (const plan of changed) {
        await publish({
          eventId: uuidFrom(`mining.plan.availability:${plan.planId}:${plan.soldOut}:${asOf}`),
          subject: 'mining.plan.availability',
          occurredAt: asOf,
          version: 1,
          payload: contractPayload('mining.plan.availability', { ...plan, asOf }),
        });
      }
    });
    for (const plan of changed) this.announced.set(plan.planId, plan.soldOut);
    return changed.map((plan) => plan.planId);
  }
}
