import { createMemoryBus, type DeliveredEvent, type EventBus, type EventEnvelope } from '../../src/bus';
import { MemoryStream } from '../../src/bus/memory-stream';
import { describeEventBusContract } from './bus-contract';
import { uniqueSuffix, waitFor } from './wait-for';

describeEventBusContract('memory', { makeBus: async () => createMemoryBus(), streamPrefix: 'mem' });

describe('memory bus specifics', () => {
  let bus: EventBus;
  beforeEach(() => {
    bus = createMemoryBus();
  });
  afterEach(async () => bus.close());

  const event = (subject: string): EventEnvelope => ({
    eventId: `evt-${uniqueSuffix()}`,
    subject,
    occurredAt: new Date().toISOString(),
    version: 1,
    payload: {},
  });

  it('forgets event ids once the duplicate window has passed (bounded memory)', () => {
    const stream = new MemoryStream(1_000);
    expect(stream.append('funds.a', 'id-1', '{}', 0)).toBe(true);
    expect(stream.append('funds.a', 'id-1', '{}', 999)).toBe(false);
    expect(stream.append('funds.a', 'id-1', '{}', 1_000)).toBe(true);
    expect(stream.events.map((stored) => stored.seq)).toEqual([1, 2]);
  });

  it('never runs a handler inside the publish call', async () => {
    const received: DeliveredEvent[] = [];
    await bus.consume({
      durableName: 'reader',
      stream: 'funds',
      subjects: ['funds.>'],
      handler: async (e) => void received.push(e),
    });
    const publishing = bus.publish(event('funds.deposit.confirmed'));
    expect(received).toHaveLength(0);
    await publishing;
    await waitFor('the delivery', () => received.length === 1);
  });

  it('hands a message whose handler outlives the ack wait to another consumer of the durable', async () => {
    const slow: DeliveredEvent[] = [];
    const fast: DeliveredEvent[] = [];
    const options = { durableName: 'workers', stream: 'funds', subjects: ['funds.>'], ackWaitMs: 100 };
    await bus.consume({
      ...options,
      handler: async (e) => {
        slow.push(e);
        await new Promise<never>(() => {});
      },
    });
    await bus.publish(event('funds.deposit.confirmed'));
    await waitFor('the slow consumer to take it', () => slow.length === 1);

    await bus.consume({ ...options, handler: async (e) => void fast.push(e) });
    await waitFor('the redelivery', () => fast.length === 1);
    expect(fast[0]).toMatchObject({ eventId: slow[0].eventId, deliveryCount: 2 });
  });

  it('applies several subject filters (NATS needs 2.10+ for this, so it is not in the contract)', async () => {
    const received: DeliveredEvent[] = [];
    const subjects = ['funds.deposit.*', 'funds.withdrawal.confirmed'];
    await bus.consume({ durableName: 'both', stream: 'funds', subjects, handler: async (e) => void received.push(e) });
    for (const subject of ['funds.deposit.confirmed', 'funds.fee.charged', 'funds.withdrawal.confirmed'])
      await bus.publish(event(subject));
    await waitFor('both matching events', () => received.length >= 2);
    expect(received.map((e) => e.subject)).toEqual(['funds.deposit.confirmed', 'funds.withdrawal.confirmed']);
  });

  it('refuses to publish after close', async () => {
    await bus.close();
    await expect(bus.publish(event('funds.deposit.confirmed'))).rejects.toThrow(/closed/);
  });
});
