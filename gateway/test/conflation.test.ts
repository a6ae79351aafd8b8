import { createMemoryBus } from '@mc/platform';
import { ConflatingIterator } from '../src/subscriptions/conflating-iterator';
import { TickerHub } from '../src/subscriptions/ticker-hub';

const tick = (symbol: string, ask: number) => ({
  symbol,
  ask,
  bid: Number((ask * 0.98).toFixed(5)),
  at: new Date().toISOString(),
});

describe('ConflatingIterator', () => {
  it('keeps only the newest value per key while the consumer is away', async () => {
    const iterator = new ConflatingIterator<{ symbol: string; ask: number }>(() => undefined);
    iterator.push('BTCUSDT', { symbol: 'BTCUSDT', ask: 1 });
    iterator.push('ETHUSDT', { symbol: 'ETHUSDT', ask: 10 });
    iterator.push('BTCUSDT', { symbol: 'BTCUSDT', ask: 2 });
    expect((await iterator.next()).value).toEqual({ symbol: 'ETHUSDT', ask: 10 });
    expect((await iterator.next()).value).toEqual({ symbol: 'BTCUSDT', ask: 2 });
  });

  it('hands a value straight to a waiting consumer and ends on return()', async () => {
    let closed = 0;
    const iterator = new ConflatingIterator<number>(() => (closed += 1));
    const waiting = iterator.next();
    iterator.push('a', 7);
    expect(await waiting).toEqual({ value: 7, done: false });
    const pending = iterator.next();
    await iterator.return();
    await iterator.return();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(closed).toBe(1);
    iterator.push('a', 8);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });
});

describe('TickerHub', () => {
  it('shares one bus subscription per symbol and drops it with the last listener', async () => {
    const bus = createMemoryBus();
    const hub = new TickerHub(bus);
    const seenA: number[] = [];
    const seenB: number[] = [];
    const stopA = hub.listen('BTCUSDT', (received) => seenA.push(received.ask));
    const stopB = hub.listen('BTCUSDT', (received) => seenB.push(received.ask));
    const stopC = hub.listen('ETHUSDT', () => undefined);
    expect(hub.subscriptionCount).toBe(2);
    bus.publishLive('prices.tick.BTCUSDT', tick('BTCUSDT', 100));
    bus.publishLive('prices.tick.BTCUSDT', { symbol: 'BTCUSDT', ask: -1 }); // malformed: dropped
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seenA).toEqual([100]);
    expect(seenB).toEqual([100]);
    stopA();
    expect(hub.subscriptionCount).toBe(2);
    stopB();
    stopC();
    expect(hub.subscriptionCount).toBe(0);
    await bus.close();
  });
});
