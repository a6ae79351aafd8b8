import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@mc/platform/testing';
import { customerAccount, placeHold, platformAccount, post, postHold, voidHold } from '../src/ledger/ledger';
import { verifyLedger } from '../src/ledger/verify';
import { balanceOf, credit, fundsTestDatabase, LEDGER_DRIVERS } from './ledger-support';

describe.each(LEDGER_DRIVERS)('the ledger on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await fundsTestDatabase('ledger', driver);
  });
  afterAll(() => database.close());

  const reason = (error: unknown) => (error as { reason?: string }).reason;
  const holdOf = (userId: string, amountMinor: bigint, holdId = `test-${randomUUID()}`) =>
    database.orm.transaction((tx) =>
      placeHold(tx, {
        holdId,
        owner: userId,
        asset: 'USD',
        amountMinor,
        kind: 'WITHDRAWAL_HOLD',
        referenceType: 'test',
        referenceId: holdId,
        note: { code: 'ADJUSTMENT', params: { reason: 'Test hold' } },
      }),
    );

  describe('ledger postings', () => {
    it('moves balances only through balanced postings, and replays the same id once', async () => {
      const userId = randomUUID();
      const id = `test:credit:${randomUUID()}`;
      expect((await credit(database, userId, 'USD', 50_000n, id)).replayed).toBe(false);
      expect((await credit(database, userId, 'USD', 50_000n, id)).replayed).toBe(true);
      expect(await balanceOf(database, userId, 'USD')).toBe(50_000n);
    });

    it('refuses the same id with other content', async () => {
      const userId = randomUUID();
      const id = `test:credit:${randomUUID()}`;
      await credit(database, userId, 'USD', 100n, id);
      await expect(credit(database, userId, 'USD', 101n, id)).rejects.toMatchObject({ reason: 'IDEMPOTENCY_CONFLICT' });
      expect(await balanceOf(database, userId, 'USD')).toBe(100n);
    });

    it('refuses to take a customer below zero, at the boundary exactly', async () => {
      const userId = randomUUID();
      await credit(database, userId, 'BTC', 1_000n);
      const spend = (amountMinor: bigint) =>
        database.orm.transaction((tx) =>
          post(tx, {
            id: `test:spend:${randomUUID()}`,
            kind: 'PURCHASE',
            referenceType: 'test',
            referenceId: 'x',
            note: { code: 'ADJUSTMENT', params: { reason: 'Spend' } },
            movements: [
              { account: customerAccount(userId, 'BTC'), amountMinor: -amountMinor },
              { account: platformAccount('REVENUE', 'BTC'), amountMinor },
            ],
          }),
        );
      await expect(spend(1_001n)).rejects.toMatchObject({ reason: 'INSUFFICIENT_FUNDS' });
      await spend(1_000n);
      expect(await balanceOf(database, userId, 'BTC')).toBe(0n);
    });

    it('refuses an entry that does not balance per asset', async () => {
      await expect(
        database.orm.transaction((tx) =>
          post(tx, {
            id: `test:bad:${randomUUID()}`,
            kind: 'BAD',
            referenceType: 'test',
            referenceId: 'x',
            note: { code: 'ADJUSTMENT', params: { reason: 'Unbalanced' } },
            movements: [
              { account: platformAccount('CUSTODY', 'USD'), amountMinor: -5n },
              { account: customerAccount(randomUUID(), 'EUR'), amountMinor: 5n },
            ],
          }),
        ),
      ).rejects.toThrow(/does not balance/);
    });
  });

  describe('the database itself guards the ledger', () => {
    it('refuses an update of a balance, and any change or removal of a posting', async () => {
      const userId = randomUUID();
      await credit(database, userId, 'EUR', 700n);
      await expect(
        database.script((run) => run(`update ledger_accounts set balance_minor = 1 where owner = '${userId}'`)),
      ).rejects.toThrow(/only through postings/);
      await expect(
        database.script((run) =>
          run(
            `update postings set amount_minor = 1 where account_id = (select id from ledger_accounts where owner = '${userId}')`,
          ),
        ),
      ).rejects.toThrow(/append-only/);
      await expect(
        database.script((run) =>
          run(`delete from postings where account_id = (select id from ledger_accounts where owner = '${userId}')`),
        ),
      ).rejects.toThrow(/append-only/);
      await expect(database.script((run) => run('delete from journal_transactions'))).rejects.toThrow(/append-only/);
      expect(await balanceOf(database, userId, 'EUR')).toBe(700n);
    });

    it('refuses, at commit, postings written around the service that do not balance', async () => {
      const userId = randomUUID();
      await credit(database, userId, 'GBP', 300n);
      const attempt = database.script(async (run) => {
        await run(
          `insert into journal_transactions (id, kind, reference_type, reference_id, description, fingerprint) values ('raw:1', 'RAW', 'raw', '1', 'raw', repeat('0', 64))`,
        );
        await run(
          `insert into postings (transaction_id, account_id, asset, amount_minor) select 'raw:1', id, asset, 5 from ledger_accounts where owner = '${userId}'`,
        );
      });
      await expect(attempt).rejects.toThrow(/does not balance/);
      expect(await balanceOf(database, userId, 'GBP')).toBe(300n);
    });
  });

  describe('two-phase holds', () => {
    it('holds, then posts to the destinations; posting again replays and voiding is refused', async () => {
      const userId = randomUUID();
      await credit(database, userId, 'USD', 10_000n);
      const holdId = `test-${randomUUID()}`;
      await holdOf(userId, 6_000n, holdId);
      expect([await balanceOf(database, userId, 'USD'), await balanceOf(database, userId, 'USD', 'HELD')]).toEqual([
        4_000n,
        6_000n,
      ]);
      const settle = () =>
        database.orm.transaction((tx) =>
          postHold(tx, holdId, {
            kind: 'WITHDRAWAL_PAID',
            note: { code: 'ADJUSTMENT', params: { reason: 'Paid' } },
            destinations: [
              { account: platformAccount('CUSTODY', 'USD'), amountMinor: 5_900n },
              { account: platformAccount('REVENUE', 'USD'), amountMinor: 100n },
            ],
          }),
        );
      expect((await settle()).replayed).toBe(false);
      expect((await settle()).replayed).toBe(true);
      await expect(
        database.orm.transaction((tx) =>
          voidHold(tx, holdId, { kind: 'WITHDRAWAL_RELEASED', note: { code: 'ADJUSTMENT', params: { reason: 'x' } } }),
        ),
      ).rejects.toMatchObject({ reason: 'HOLD_DECIDED' });
      expect([await balanceOf(database, userId, 'USD'), await balanceOf(database, userId, 'USD', 'HELD')]).toEqual([
        4_000n,
        0n,
      ]);
    });

    it('voids a hold back to available', async () => {
      const userId = randomUUID();
      await credit(database, userId, 'USD', 500n);
      const holdId = `test-${randomUUID()}`;
      await holdOf(userId, 500n, holdId);
      await database.orm.transaction((tx) =>
        voidHold(tx, holdId, {
          kind: 'WITHDRAWAL_RELEASED',
          note: { code: 'ADJUSTMENT', params: { reason: 'Failed' } },
        }),
      );
      expect([await balanceOf(database, userId, 'USD'), await balanceOf(database, userId, 'USD', 'HELD')]).toEqual([
        500n,
        0n,
      ]);
    });

    it('lets exactly one of two concurrent holds through when together they exceed the balance', async () => {
      const userId = randomUUID();
      await credit(database, userId, 'USD', 1_000n);
      const outcomes = await Promise.allSettled([holdOf(userId, 700n), holdOf(userId, 700n)]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      expect(reason(refused.reason)).toBe('INSUFFICIENT_FUNDS');
      expect(await balanceOf(database, userId, 'USD')).toBe(300n);
    });

    it('keeps every invariant after all of the above', async () => {
      const report = await verifyLedger(database);
      expect(report.results.filter((result) => !result.held)).toEqual([]);
      expect(report.ok).toBe(true);
    });
  });
});
