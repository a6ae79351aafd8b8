import type { Logger } from '@mc/platform';
import type { PledgeService } from './pledge.service';

/** How often ended contracts' pledges are looked for (the expiry sweep and the accrual run as often). */
export const SETTLEMENT_CHECK_INTERVAL_MS = 5 * 60_000;

/** Sends ended contracts' open pledges to funds to settle: at start and every few minutes. */
export class PledgeSettlementJob {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pledges: PledgeService,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    await this.tick();
    this.timer = setInterval(() => void this.tick(), SETTLEMENT_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async tick(): Promise<void> {
    try {
      const sent = await this.pledges.settleEnded();
      if (sent > 0) this.logger.info({ sent }, 'pledges of ended contracts sent to settle');
    } catch (error) {
      this.logger.error({ err: error }, 'pledge settlement check failed');
    }
  }
}
