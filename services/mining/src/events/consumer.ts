import type { EventSubject } from '@mc/contracts';
import { startContractConsumer, type ContractConsumerOptions, type Consumer, type ServiceRuntime } from '@mc/platform';
import { miningError } from '../errors';

/** A durable, idempotent consumer of one event contract; a payload the contract refuses is mining's EVENT_PAYLOAD_INVALID. */
export function startConsumer<TSubject extends EventSubject>(
  runtime: ServiceRuntime,
  options: Omit<ContractConsumerOptions<TSubject>, 'refusePayload'>,
): Promise<Consumer> {
  return startContractConsumer(runtime, {
    ...options,
    refusePayload: (message, details) => miningError('EVENT_PAYLOAD_INVALID', message, details),
  });
}
