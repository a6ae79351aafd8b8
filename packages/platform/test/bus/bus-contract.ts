import type { Consumer, DeliveredEvent, EventBus, EventEnvelope, EventHandler } from '../../src/bus';
import { uniqueSuffix, waitFor } from './wait-for';

/**
 * The behaviour every EventBus transport must share, run against the in-process bus and NATS
 * JetStream. Each test uses its own stream (`<streamPrefix><n>`), so tests and runs never see
 * each other's messages; the caller deletes what it created.
 *
 * "Nothing else arrived" is checked with a sentinel: delivery is in order per consumer, so once
 * an event published last has arrived, anything wrongly delivered before it would be visible.
 */
export type ContractTarget = { makeBus: () => Promise<EventBus>; streamPrefix: string };

/** Short, so redelivery cases take a fraction of a second. */
const ACK_WAIT_MS = 300;

export function describeEventBusContract(name: string, target: ContractTarget): void {
  describe(`EventBus contract (${name})`, () => {
    let bus: EventBus;
    let stream: string;
    let streamCount = 0;

    beforeEach(async () => {
      bus = await target.makeBus();
      stream = `${target.streamPrefix}${++streamCount}`;
    });
    afterEach(async () => bus.close());

    const event = (what: string, payload: unknown = { what }): EventEnvelope => ({
      eventId: `evt-${uniqueSuffix()}`,
      subject: `${stream}.${what}`,
      occurredAt: new Date().toISOString(),
      version: 1,
      payload,
    });
    const recorder = () => {
      const received: DeliveredEvent[] = [];
      const handler: EventHandler = async (delivered) => {
        received.push(delivered);
      };
      return { received, handler };
    };
    const consume = (durableName: string, handler: EventHandler, subjects = [`${stream}.>`]): Promise<Consumer> =>
      bus.consume({ durableName, stream, subjects, handler, ackWaitMs: ACK_WAIT_MS });
    const ids = (events: EventEnvelope[]) => events.map((delivered) => delivered.eventId);

    it('delivers a published event with its payload and deliveryCount 1', async () => {
      const { received, handler } = recorder();
      await consume('reader', handler);
      const published = event('deposit.confirmed', { amount: '12.50', tags: ['a', 'b'], nested: { ok: true } });
      await bus.publish(published);

      await waitFor('the event', () => received.length === 1);
      expect(received[0]).toEqual({ ...published, deliveryCount: 1 });
    });

    it('delivers only events whose subject matches the filters', async () => {
      const { received, handler } = recorder();
      await consume('deposits', handler, [`${stream}.deposit.*`]);
      await bus.publish(event('withdrawal.confirmed'));
      await bus.publish(event('deposit.confirmed.late')); // `*` is one token only
      const matching = event('deposit.confirmed');
      await bus.publish(matching);

      await waitFor('the matching event', () => received.length >= 1);
      expect(ids(received)).toEqual([matching.eventId]);
    });

    it('stores an eventId published twice only once', async () => {
      const { received, handler } = recorder();
      await consume('reader', handler);
      const duplicated = event('deposit.confirmed');
      const sentinel = event('deposit.confirmed');
      await bus.publish(duplicated);
      await bus.publish({ ...duplicated });
      await bus.publish(sentinel);

      await waitFor('the sentinel', () => ids(received).includes(sentinel.eventId));
      expect(ids(received)).toEqual([duplicated.eventId, sentinel.eventId]);
    });

    it('redelivers to a handler that threw, with deliveryCount 2', async () => {
      const received: DeliveredEvent[] = [];
      await consume('flaky', async (delivered) => {
        received.push(delivered);
        if (delivered.deliveryCount === 1) throw new Error('transient failure');
      });
      const published = event('deposit.confirmed');
      await bus.publish(published);

      await waitFor('the redelivery', () => received.length === 2);
      expect(received.map((delivered) => [delivered.eventId, delivered.deliveryCount])).toEqual([
        [published.eventId, 1],
        [published.eventId, 2],
      ]);
    });

    it('gives an unacked message of a stopped consumer to the next consumer of the durable', async () => {
      const crashed: DeliveredEvent[] = [];
      // A handler that never finishes, as when the process dies mid-handling.
      const first = await consume('workers', async (delivered) => {
        crashed.push(delivered);
        await new Promise<never>(() => {});
      });
      const published = event('deposit.confirmed');
      await bus.publish(published);
      await waitFor('the first delivery', () => crashed.length === 1);
      await first.stop();

      const { received, handler } = recorder();
      await consume('workers', handler);
      await waitFor('the redelivery', () => received.length === 1);
      expect(received[0]).toMatchObject({ eventId: published.eventId, deliveryCount: 2 });
      expect(crashed).toHaveLength(1);
    });

    it('shares one cursor between consumers of the same durable: each event handled once', async () => {
      const { received, handler } = recorder();
      // Delivery is at least once: a message whose ack takes longer than the ack wait (a busy machine's
      // event loop, not this handler) is redelivered to the other worker. The cursor is what is tested
      // here, so the ack wait is far longer than a loaded machine's pauses.
      const shared = () =>
        bus.consume({ durableName: 'shared', stream, subjects: [`${stream}.>`], handler, ackWaitMs: 10_000 });
      const workers = [await shared(), await shared()];
      const published = Array.from({ length: 10 }, (_, index) => event('deposit.confirmed', { index }));
      for (const each of published) await bus.publish(each);

      await waitFor('all events', () => received.length >= published.length);
      await Promise.all(workers.map((worker) => worker.stop()));
      expect(ids(received).sort()).toEqual(ids(published).sort());
    });

    it('delivers events published before the consumer existed, in order', async () => {
      const published = [event('deposit.requested'), event('deposit.confirmed'), event('deposit.settled')];
      for (const each of published) await bus.publish(each);

      const { received, handler } = recorder();
      await consume('late-reader', handler);
      await waitFor('the earlier events', () => received.length === 3);
      expect(ids(received)).toEqual(published.map((each) => each.eventId));
    });

    it('resumes a durable after its last ack, while another durable reads from the start', async () => {
      const first = recorder();
      const before = event('deposit.confirmed');
      const consumer = await consume('resumer', first.handler);
      await bus.publish(before);
      await waitFor('the first event', () => first.received.length === 1);
      await consumer.stop();

      const after = event('deposit.settled');
      await bus.publish(after);
      const resumed = recorder();
      const other = recorder();
      await consume('resumer', resumed.handler);
      await consume('auditor', other.handler);
      await waitFor('the resumed delivery', () => resumed.received.length >= 1 && other.received.length >= 2);
      expect(ids(resumed.received)).toEqual([after.eventId]);
      expect(ids(other.received)).toEqual([before.eventId, after.eventId]);
    });

    it('fan-out: each consumer under one name gets every event published after it started, again if it threw', async () => {
      const before = event('deposit.requested');
      await bus.publish(before);
      const steady = recorder();
      const flaky: DeliveredEvent[] = [];
      const fanOut = (handler: EventHandler) =>
        bus.consume({
          durableName: 'copies',
          stream,
          subjects: [`${stream}.>`],
          handler,
          ackWaitMs: ACK_WAIT_MS,
          fanOut: true,
        });
      const copies = [
        await fanOut(steady.handler),
        await fanOut(async (delivered) => {
          flaky.push(delivered);
          if (delivered.deliveryCount === 1) throw new Error('transient failure');
        }),
      ];
      const after = event('deposit.confirmed');
      await bus.publish(after);

      // Delivery is in order: `before`, had it been delivered, would have come first.
      await waitFor('both copies', () => steady.received.length >= 1 && flaky.length >= 2);
      await Promise.all(copies.map((copy) => copy.stop()));
      expect(ids(steady.received)).toEqual([after.eventId]);
      expect(flaky.map((delivered) => [delivered.eventId, delivered.deliveryCount])).toEqual([
        [after.eventId, 1],
        [after.eventId, 2],
      ]);
    });

    it('delivers nothing that was never published', async () => {
      const { received, handler } = recorder();
      await consume('reader', handler);
      const only = event('deposit.confirmed');
      await bus.publish(only);

      await waitFor('the published event', () => received.length >= 1);
      expect(ids(received)).toEqual([only.eventId]);
    });

    it('live: a wildcard subscription gets matching messages only, and none after unsubscribe', async () => {
      const ticks: Array<[string, unknown]> = [];
      const everything: string[] = [];
      const unsubscribe = bus.subscribeLive(`${stream}.tick.*`, (subject, data) => ticks.push([subject, data]));
      bus.subscribeLive(`${stream}.>`, (subject) => everything.push(subject));

      bus.publishLive(`${stream}.tick.abc`, { price: '101.25' });
      bus.publishLive(`${stream}.tock.abc`, { price: '1' });
      bus.publishLive(`${stream}.tick.abc.deep`, { price: '2' });
      bus.publishLive(`${stream}.tick.xyz`, { price: '99.5' });
      // Each subscription gets its own copy, so wait for both to have seen the last message.
      await waitFor('all live messages', () => everything.length === 4 && ticks.length >= 2);
      expect(ticks).toEqual([
        [`${stream}.tick.abc`, { price: '101.25' }],
        [`${stream}.tick.xyz`, { price: '99.5' }],
      ]);

      unsubscribe();
      bus.publishLive(`${stream}.tick.abc`, { price: '102' });
      await waitFor('the message after unsubscribe', () => everything.length === 5);
      expect(ticks).toHaveLength(2);
    });
  });
}
