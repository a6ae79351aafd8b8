import { sql } from 'drizzle-orm';
import { TtlCache } from '../src/cache';
import { openDatabase, queryRows } from '../src/db/database';

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

  it('runs a drizzle query once for every hit until it expires', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await database.orm.execute(sql`create sequence reads`);
      const cache = new TtlCache<{ read: number }[]>(60_000);
      // Each run of this query takes the next number: a cache that kept the query would run it per hit.
      const load = () => database.orm.select({ read: sql<number>`nextval('reads')::int` }).from(sql`(select 1) as one`);
      expect(await cache.get('k', load)).toEqual([{ read: 1 }]);
      expect(await cache.get('k', load)).toEqual([{ read: 1 }]);
      expect(await queryRows<{ last: number }>(database.orm, sql`select last_value::int as last from reads`)).toEqual([
        { last: 1 },
      ]);
    } finally {
      await database.close();
    }
  });
});
