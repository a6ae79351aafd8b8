export type {
  ConsumeOptions,
  Consumer,
  DeliveredEvent,
  EventBus,
  EventEnvelope,
  EventHandler,
  LiveHandler,
} from './event-bus';
export { createMemoryBus } from './memory-bus';
export { createNatsBus, type NatsBusOptions } from './nats-bus';
export { createNatsBusConnectingInBackground } from './background-nats-bus';
export { subjectMatches } from './subject-matches';
export { streamReplicasSetting } from './stream-replicas';
