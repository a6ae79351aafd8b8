import { depositConfirmedV1, liveMiningChanged, liveMiningSubject, type LiveMiningChanged } from '@mc/contracts';
import type { DeliveredEvent, EventBus, Logger, ServiceRuntime } from '@mc/platform';

/**
 * Tells the subscription server that a customer's mining changed (`live.mining.<userId>`), so the
 * `myMining` subscribers read a new snapshot. Only for changes the ledger does not announce: a
 * posted accrual already moves the balance, and funds pushes `live.balance.<userId>` for it.
 * Fire-and-forget after the commit: a missed push is corrected by the next one or a reconnect.
 */
export class MiningLivePublisher {
  constructor(
    private readonly bus: EventBus,
    private readonly now: () => number,
    private readonly logger: Logger,
  ) {}

  changed(userId: string, reason: LiveMiningChanged['reason']): void {
    try {
      const payload = liveMiningChanged.parse({ at: new Date(this.now()).toISOString(), reason });
      this.bus.publishLive(liveMiningSubject(userId), payload);
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'live mining change not published');
    }
  }

  /** The contract it returns changed: its owner is told once the resolver's transaction has committed. */
  async afterChange<TContract extends { userId: string }>(change: Promise<TContract>): Promise<TContract> {
    const contract = await change;
    this.changed(contract.userId, 'CONTRACT_CHANGED');
    return contract;
  }
}

/**
 * The runtime with a bus whose consumers tell a customer after a confirmed MINING deposit was
 * applied (the platform's handler commits before it returns), so a dashboard shows the new contract
 * without a reload. Other events pass untouched.
 */
export function runtimeAnnouncingPurchases(runtime: ServiceRuntime, live: MiningLivePublisher): ServiceRuntime {
  const bus = runtime.bus;
  const announce = (event: DeliveredEvent) => {
    if (event.subject !== 'funds.deposit.confirmed') return;
    const deposit = depositConfirmedV1.safeParse(event.payload);
    if (deposit.success && deposit.data.purpose === 'MINING') live.changed(deposit.data.userId, 'CONTRACT_CREATED');
  };
  const announcingBus: EventBus = {
    kind: bus.kind,
    connected: () => bus.connected(),
    publish: (event) => bus.publish(event),
    consume: (options) =>
      bus.consume({
        ...options,
        handler: async (event) => {
          await options.handler(event);
          announce(event);
        },
      }),
    publishLive: (subject, data) => bus.publishLive(subject, data),
    subscribeLive: (subject, handler) => bus.subscribeLive(subject, handler),
    close: () => bus.close(),
  };
  return { ...runtime, bus: announcingBus };
}
