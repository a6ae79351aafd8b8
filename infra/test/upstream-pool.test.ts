import type { IncomingMessage } from 'node:http';
import { UpstreamPool } from '../src/upstream-pool';

const request = () => ({}) as IncomingMessage;

describe('the edge’s upstream pool', () => {
  it('takes the replicas in turn', () => {
    const pool = new UpstreamPool(['http://a', 'http://b']);
    expect([1, 2, 3, 4].map(() => pool.route(request()))).toEqual(['http://a', 'http://b', 'http://a', 'http://b']);
  });

  it('passes over a replica that failed a request for a moment, then takes it again', () => {
    let nowMs = 0;
    const pool = new UpstreamPool(['http://a', 'http://b'], () => nowMs);
    const answered: string[] = [];
    const failing = request();
    expect(pool.route(failing)).toBe('http://a');
    pool.failed((_error: Error, _request: IncomingMessage, note: string) => answered.push(note))(
      new Error('ECONNREFUSED'),
      failing,
      'answered 503',
    );
    expect(answered).toEqual(['answered 503']);
    expect([1, 2, 3].map(() => pool.route(request()))).toEqual(['http://b', 'http://b', 'http://b']);
    nowMs = 2_000;
    expect([1, 2].map(() => pool.route(request())).sort()).toEqual(['http://a', 'http://b']);
  });

  it('keeps trying when every replica failed, and never rests the only one', () => {
    const pool = new UpstreamPool(['http://a', 'http://b']);
    for (const origin of ['http://a', 'http://b']) {
      const failing = request();
      while (pool.route(failing) !== origin);
      pool.failed(() => undefined)(new Error('down'), failing);
    }
    expect([1, 2].map(() => pool.route(request())).sort()).toEqual(['http://a', 'http://b']);
    const single = new UpstreamPool(['http://only']);
    const failing = request();
    single.route(failing);
    single.failed(() => undefined)(new Error('down'), failing);
    expect(single.route(request())).toBe('http://only');
  });
});
