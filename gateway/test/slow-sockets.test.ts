import pino from 'pino';
import type { WebSocketServer } from 'ws';
import { dropSlowSockets } from '../src/subscriptions/ws-server';

function socket(bufferedAmount: number) {
  return {
    bufferedAmount,
    terminated: false,
    terminate() {
      this.terminated = true;
    },
  };
}

describe('slow socket sweep', () => {
  it('drops sockets holding more unsent data than the limit, and only those', () => {
    const atLimit = socket(1_048_576);
    const overLimit = socket(1_048_577);
    const idle = socket(0);
    const clients = new Set([atLimit, overLimit, idle]);
    const dropped = dropSlowSockets({ clients } as unknown as WebSocketServer, 1_048_576, pino({ level: 'silent' }));
    expect(dropped).toBe(1);
    expect([atLimit.terminated, overLimit.terminated, idle.terminated]).toEqual([false, true, false]);
  });
});
