import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createMemoryBus, Outbox, queryRows, serviceMigrations, type EventBus } from '@mc/platform';
import { createTestDatabase, type TestDatabase } from '@mc/platform/testing';
import { TRADING_MIGRATIONS_DIR } from '../src';
import { upsertHoldRequest } from '../src/db/positions.repository';
import { FundsHoldsClient } from '../src/funds/funds-holds';
import { TradeLive } from '../src/live/trade-live';
import { PositionJobs } from '../src/positions/position-jobs';
import { PositionOpening } from '../src/positions/position-opening';

const logger = pino({ level: 'silent' });
const clock = { now: Date.parse('2031-04-01T08:00:00.000Z') };
let database: TestDatabase;
let bus: EventBus;
let jobs: PositionJobs;

beforeAll(async () => {
  database = await createTestDatabase('trading-holds', serviceMigrations(TRADING_MIGRATIONS_DIR));
  bus = createMemoryBus();
  jobs = new PositionJobs(
    database,
    new Outbox(database, { bus, logger }),
    new TradeLive(bus, logger, () => clock.now),
    logger,
    () => clock.now,
    () => new Date(clock.now),
    {
      settleEveryMs: 60_000,
      reconcileEveryMs: 60_000,
      abandonAfterMs: 60_000,
    },
  );
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

const outcomeOf = async (holdId: string) =>
  (
    await queryRows<{ outcome: string | null }>(
      database.orm,
      sql`select outcome from hold_requests where hold_id = ${holdId}`,
    )
  )[0]?.outcome;

describe('hold requests', () => {
  it('abandons requests undecided for 60 s, announces them to funds, and leaves newer ones', async () => {
    const [stale, fresh] = [`trade:${randomUUID()}`, `option:${randomUUID()}`];
    await upsertHoldRequest(database.orm, stale, randomUUID(), new Date(clock.now - 61_000));
    await upsertHoldRequest(database.orm, fresh, randomUUID(), new Date(clock.now - 1_000));
    expect(await jobs.abandonStaleRequests()).toEqual([stale]);
    expect([await outcomeOf(stale), await outcomeOf(fresh)]).toEqual(['ABANDONED', null]);
    const events = await queryRows<{ hold_id: string }>(
      database.orm,
      sql`select payload->>'holdId' as hold_id from outbox where subject = 'trading.hold.abandoned'`,
    );
    expect(events.map((event) => event.hold_id)).toEqual([stale]);
    expect(await jobs.abandonStaleRequests()).toEqual([]);
  });

  it('opens nothing for a request abandoned meanwhile, and refuses its requestId without asking funds', async () => {
    const holdId = `trade:${randomUUID()}`;
    const userId = randomUUID();
    // Nothing listens there: a request that reached funds would fail as FUNDS_UNAVAILABLE, not as abandoned.
    const opening = new PositionOpening(
      database,
      new FundsHoldsClient('http://127.0.0.1:9/graphql', 'no-funds-here-0123456789'),
      () => clock.now,
    );
    await upsertHoldRequest(database.orm, holdId, userId, new Date(clock.now));
    clock.now += 61_000;
    await jobs.abandonStaleRequests();
    await expect(
      database.orm.transaction((tx) => opening.claimForOpening(tx, holdId, new Date(clock.now))),
    ).rejects.toThrow('abandoned');
    await expect(opening.hold(holdId, userId, '1.00')).rejects.toMatchObject({ reason: 'REQUEST_ABANDONED' });
    expect(await outcomeOf(holdId)).toBe('ABANDONED');
  });
});
