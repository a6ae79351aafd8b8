import { TtlCache } from '../src/cache';

describe('TtlCache', () => {
  it('serves a value until it expires, then loads again', async () => {
    let nowMs = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1_000, () => nowMs);
    const load = async () => (loads += 1);
    expect(await cache.get('k', load)).toBe(1);
    nowMs = 999;
    expect(await cache.get('k', load)).toBe(1);
    nowMs = 1_000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = new TtlCache<string>(1_000);
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${(loads += 1)}`), 10));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)])).toEqual([
      'v1',
      'v1',
      'v1',
    ]);
  });

  it('does not keep a failed load, and clear() drops everything', async () => {
    const cache = new TtlCache<number>(1_000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 7)).toBe(7);
    cache.clear();
    expect(await cache.get('k', async () => 8)).toBe(8);
  });
});
