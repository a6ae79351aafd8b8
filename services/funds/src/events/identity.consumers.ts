import type { Consumer, ServiceRuntime } from '@mc/platform';
import { applyActivation, applyIdentityState } from '../db/customers.repository';
import { assignAddress } from '../db/wallets.repository';
import { startConsumer } from './consumer';

/**
 * What funds needs from identity: a new customer gets sticky BTC and ETH deposit addresses from the
 * pool (when it has them; otherwise at the first deposit), withdrawals need an approved identity
 * check, and a deactivated customer moves no money until reactivated. Each subject has its own durable consumer.
 */
export function startIdentityConsumers(runtime: ServiceRuntime): Promise<Consumer[]> {
  return Promise.all([
    startConsumer(runtime, {
      durableName: 'funds-user-registered',
      stream: 'identity',
      subject: 'identity.user.registered',
      apply: async (tx, event) => {
        await assignAddress(tx, event.userId, 'BTC');
        await assignAddress(tx, event.userId, 'ETH');
      },
    }),
    startConsumer(runtime, {
      durableName: 'funds-identity-approved',
      stream: 'identity',
      subject: 'identity.identity.approved',
      apply: (tx, event) => applyIdentityState(tx, event.userId, true, new Date(event.at)),
    }),
    startConsumer(runtime, {
      durableName: 'funds-identity-declined',
      stream: 'identity',
      subject: 'identity.identity.declined',
      apply: (tx, event) => applyIdentityState(tx, event.userId, false, new Date(event.at)),
    }),
    startConsumer(runtime, {
      durableName: 'funds-user-deactivated',
      stream: 'identity',
      subject: 'identity.user.deactivated',
      apply: (tx, event) =>
        applyActivation(tx, event.userId, new Date(event.deactivatedAt), new Date(event.deactivatedAt)),
    }),
    startConsumer(runtime, {
      durableName: 'funds-user-reactivated',
      stream: 'identity',
      subject: 'identity.user.reactivated',
      apply: (tx, event) => applyActivation(tx, event.userId, null, new Date(event.reactivatedAt)),
    }),
  ]);
}
