import { runChaos, type ChaosResult } from '../chaos/run-chaos';
import { SHORT_FAULT_NAMES } from '../chaos/faults';

/**
 * The fault suite's CI version (`CHAOS_SHORT=1 npm run chaos`): the distributed platform on a
 * PostgreSQL and a NATS of the test's own, under load, through a SIGKILL, a database restart, a NATS
 * outage and a drained SIGTERM. Nothing acknowledged is lost or stored twice (contact messages, and
 * deposits recorded and confirmed by two admins), the ledger holds, every outbox is published, the live
 * prices' socket ticks again, and no request in flight is cut.
 */
describe('faults under load (npm run chaos, short)', () => {
  let result: ChaosResult;

  beforeAll(async () => {
    result = await runChaos(true);
  }, 600_000);

  it('recovers from each fault (calls answered, live prices ticking again), with the ledger clean and every outbox published', () => {
    expect(result.rows.map((row) => row.fault)).toEqual(SHORT_FAULT_NAMES);
    for (const row of result.rows) {
      expect({
        fault: row.fault,
        recovered: row.recoveredMs !== null && row.recoveredMs < 60_000,
        ticksAgain: row.ticksAgainMs !== null,
      }).toEqual({ fault: row.fault, recovered: true, ticksAgain: true });
      expect({ fault: row.fault, ledger: row.ledgerClean, outboxes: row.outboxesDrained }).toEqual({
        fault: row.fault,
        ledger: true,
        outboxes: true,
      });
    }
  });

  it('stores every acknowledged write exactly once', () => {
    expect(result.writes.acknowledged).toBeGreaterThan(100);
    expect({ lost: result.writes.lost, duplicated: result.writes.duplicated }).toEqual({ lost: 0, duplicated: 0 });
  });

  it('moves money through every fault: each deposit recorded once, each confirmed once, the balance their sum', () => {
    expect(result.money.confirmed).toBeGreaterThan(5);
    expect(result.money).toMatchObject({ lost: 0, duplicated: 0, balanceMatches: true });
  });

  it('cuts no request in flight: clients see retryable 503s, never a cut connection or a 502/504', () => {
    const seen = result.rows.flatMap((row) => Object.keys(row.clientsSaw));
    expect(seen.filter((what) => /network|http 50[024]|INTERNAL/.test(what))).toEqual([]);
  });
});
