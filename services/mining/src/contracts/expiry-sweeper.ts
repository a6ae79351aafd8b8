import type { Logger } from '@mc/platform';
import type { ContractService } from './contract.service';

const HOUR_MS = 3_600_000;

/**
 * Records contracts whose term has ended as expired, at start and hourly. Reads already show such a
 * contract as EXPIRED (its effective status); the sweep makes it a recorded transition.
 */
export class ExpirySweeper {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly contracts: ContractService,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    await this.sweep();
    this.timer = setInterval(() => void this.sweep(), HOUR_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async sweep(): Promise<void> {
    try {
      const expired = await this.contracts.expireDue();
      if (expired.length > 0) this.logger.info({ contracts: expired.length }, 'contracts expired');
    } catch (error) {
      this.logger.error({ err: error }, 'contract expiry sweep failed');
    }
  }
}
