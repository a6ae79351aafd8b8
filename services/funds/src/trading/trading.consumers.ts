import type { Consumer, ServiceRuntime } from '@mc/platform';
import { startConsumer } from '../events/consumer';
import type { BalancePublisher } from '../live/balance-publisher';
import { abandonTradingHold, settleClosedTrade, settleOption } from './trading-holds';
import { voidTrade } from './trade-voids';

/**
 * Trading's answers to the holds it asked for: a closed trade or a settled option posts its hold,
 * an abandoned hold is voided, a voided trade's margin released or its result reversed. Each once per hold, whatever is redelivered; live balances follow the commit.
 */
export async function startTradingConsumers(runtime: ServiceRuntime, balances: BalancePublisher): Promise<Consumer[]> {
  return [
    await startConsumer(runtime, {
      durableName: 'funds-trading-trades-closed',
      stream: 'trading',
      subject: 'trading.trade.closed',
      apply: async (tx, closed) => void (await settleClosedTrade(tx, closed)),
      afterCommit: (closed) => balances.publish([closed.userId]),
    }),
    await startConsumer(runtime, {
      durableName: 'funds-trading-options-settled',
      stream: 'trading',
      subject: 'trading.option.settled',
      apply: async (tx, settled) => void (await settleOption(tx, settled)),
      afterCommit: (settled) => balances.publish([settled.userId]),
    }),
    await startConsumer(runtime, {
      durableName: 'funds-trading-holds-abandoned',
      stream: 'trading',
      subject: 'trading.hold.abandoned',
      apply: async (tx, abandoned) => void (await abandonTradingHold(tx, abandoned)),
      afterCommit: (abandoned) => balances.publish([abandoned.userId]),
    }),
    await startConsumer(runtime, {
      durableName: 'funds-trading-trades-voided',
      stream: 'trading',
      subject: 'trading.trade.voided',
      apply: async (tx, voided) => void (await voidTrade(tx, voided)),
      afterCommit: (voided) => balances.publish([voided.userId]),
    }),
  ];
}
