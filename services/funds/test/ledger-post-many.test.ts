import { randomUUID } from 'node:crypto';
import type { AccrualItemV1 } from '@mc/contracts';
import type { Database } from '@mc/platform';
import type { TestDatabase } from '@mc/platform/testing';
import { customerAccount, platformAccount, post, type JournalEntry, type Movement } from '../src/ledger/ledger';
import { postMany } from '../src/ledger/post-many';
import { accrualJournalId, postAccrualBatch } from '../src/mining/accrual-postings';
import { verifyLedger } from '../src/ledger/verify';
import { balanceOf, credit, fundsTestDatabase, LEDGER_DRIVERS } from './ledger-support';

/** `postMany` posts a set of journal transactions as that many `post`s would, with a few statements. */

const entry = (id: string, movements: Movement[], kind = 'TEST_SET'): JournalEntry => ({
  id,
  kind,
  referenceType: 'test',
  referenceId: id.slice(-36),
  note: { code: 'ADJUSTMENT', params: { reason: `Test ${kind.toLowerCase()}` } },
  movements,
});
const accrual = (userId: string, coin: string, amountMinor: bigint, id = `test:accrual:${randomUUID()}`) =>
  entry(
    id,
    [
      { account: platformAccount('EXPENSE', coin), amountMinor: -amountMinor },
      { account: customerAccount(userId, coin), amountMinor },
    ],
    'MINING_ACCRUAL',
  );
const spend = (userId: string, asset: string, amountMinor: bigint) =>
  entry(`test:spend:${randomUUID()}`, [
    { account: customerAccount(userId, asset), amountMinor: -amountMinor },
    { account: platformAccount('REVENUE', asset), amountMinor },
  ]);

/** Accounts by key and postings in posting order, without ids or times, which differ between two databases. */
async function ledgerContents(database: Database) {
  return database.script(async (run) => ({
    accounts: await run(
      `select owner, purpose, asset, balance_minor::text, version::text from ledger_accounts order by owner, purpose, asset`,
    ),
    journals: await run(
      `select id, kind, reference_type, reference_id, description, note_code, note_params, fingerprint from journal_transactions order by id`,
    ),
    postings: await run(
      `select p.transaction_id, a.owner, a.purpose, p.asset, p.amount_minor::text, p.balance_after_minor::text
         from postings p join ledger_accounts a on a.id = p.account_id order by p.id`,
    ),
  }));
}

async function expectVerified(database: Database): Promise<void> {
  const report = await verifyLedger(database);
  expect(report.results.filter((result) => !result.held)).toEqual([]);
}

const postSet = (database: Database, entries: JournalEntry[]) =>
  database.orm.transaction((tx) => postMany(tx, entries));

describe.each(LEDGER_DRIVERS)('posting sets on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await fundsTestDatabase('ledger-post-many', driver);
  });
  afterAll(() => database.close());

  const journalCount = async () =>
    Number((await database.script((run) => run('select count(*)::text as count from journal_transactions')))[0].count);

  it('leaves exactly what the same transactions posted one by one leave: balances, versions, journals, postings', async () => {
    const single = await fundsTestDatabase(`ledger-post-one-${driver}`, driver);
    const set = await fundsTestDatabase(`ledger-post-set-${driver}`, driver);
    try {
      const [ann, bob] = [randomUUID(), randomUUID()];
      const entries = [
        entry('test:deposit:1', [
          { account: platformAccount('CUSTODY', 'USD'), amountMinor: -10_000n },
          { account: customerAccount(ann, 'USD'), amountMinor: 10_000n },
        ]),
        accrual(ann, 'BTC', 28_000n, 'test:accrual:1'),
        accrual(bob, 'BTC', 1n, 'test:accrual:2'),
        accrual(bob, 'ETH', 700_000n, 'test:accrual:3'),
        // Spends what the first entry of the set credited, down to zero exactly.
        spend(ann, 'USD', 4_000n),
        entry('test:split:1', [
          { account: customerAccount(ann, 'USD'), amountMinor: -6_000n },
          { account: customerAccount(bob, 'USD'), amountMinor: 5_900n },
          { account: platformAccount('REVENUE', 'USD'), amountMinor: 100n },
        ]),
        accrual(ann, 'BTC', 2_000n, 'test:accrual:4'),
      ];
      await single.orm.transaction(async (tx) => {
        for (const item of entries) await post(tx, item);
      });
      const outcome = await postSet(set, entries);
      expect(outcome.posted).toEqual(entries.map((item) => item.id));
      expect(outcome.replayed).toEqual([]);
      expect(new Set(outcome.customers)).toEqual(new Set([ann, bob]));
      expect(await ledgerContents(set)).toEqual(await ledgerContents(single));
      expect(await balanceOf(set, ann, 'USD')).toBe(0n);
      expect(await balanceOf(set, ann, 'BTC')).toBe(30_000n);
      await expectVerified(set);
      await expectVerified(single);
    } finally {
      await single.close();
      await set.close();
    }
  });

  it('posts nothing when the whole set comes again, and only the rest of a partly posted set', async () => {
    const userId = randomUUID();
    const entries = Array.from({ length: 6 }, () => accrual(userId, 'ETH', 100n));
    const before = await journalCount();
    await postSet(database, entries.slice(0, 2));
    await database.orm.transaction((tx) => post(tx, entries[4]));
    const rest = await postSet(database, entries);
    expect(rest.posted).toEqual([entries[2].id, entries[3].id, entries[5].id]);
    expect(new Set(rest.replayed)).toEqual(new Set([entries[0].id, entries[1].id, entries[4].id]));
    const again = await postSet(database, entries);
    expect(again).toEqual({ posted: [], replayed: entries.map((item) => item.id), customers: [] });
    expect(await balanceOf(database, userId, 'ETH')).toBe(600n);
    expect(await journalCount()).toBe(before + 6);
  });

  it('refuses a set that repeats a posted id with other figures, and posts none of it', async () => {
    const userId = randomUUID();
    const posted = accrual(userId, 'BTC', 500n);
    await postSet(database, [posted]);
    const before = await journalCount();
    const changed = accrual(userId, 'BTC', 501n, posted.id);
    const newcomer = randomUUID();
    await expect(postSet(database, [accrual(newcomer, 'BTC', 9n), changed])).rejects.toMatchObject({
      reason: 'IDEMPOTENCY_CONFLICT',
    });
    // Another customer is another fingerprint too, with the same amount.
    await expect(postSet(database, [accrual(newcomer, 'BTC', 500n, posted.id)])).rejects.toMatchObject({
      reason: 'IDEMPOTENCY_CONFLICT',
    });
    expect(await balanceOf(database, userId, 'BTC')).toBe(500n);
    expect(await balanceOf(database, newcomer, 'BTC')).toBe(0n);
    expect(await journalCount()).toBe(before);
  });

  it('posts an id given twice in one set once, and refuses it given twice with other figures', async () => {
    const userId = randomUUID();
    const once = accrual(userId, 'USDT', 7n);
    const outcome = await postSet(database, [once, once]);
    expect(outcome).toMatchObject({ posted: [once.id], replayed: [once.id] });
    const other = accrual(userId, 'USDT', 8n);
    await expect(postSet(database, [other, accrual(userId, 'USDT', 9n, other.id)])).rejects.toMatchObject({
      reason: 'IDEMPOTENCY_CONFLICT',
    });
    expect(await balanceOf(database, userId, 'USDT')).toBe(7n);
  });

  it('posts nothing for an empty set', async () => {
    const before = await journalCount();
    expect(await postSet(database, [])).toEqual({ posted: [], replayed: [], customers: [] });
    expect(await journalCount()).toBe(before);
  });

  it('refuses a movement of zero and an unbalanced entry before writing anything', async () => {
    const userId = randomUUID();
    const before = await journalCount();
    await expect(postSet(database, [accrual(userId, 'BNB', 5n), accrual(userId, 'BNB', 0n)])).rejects.toThrow(
      /a movement of zero/,
    );
    const unbalanced = entry(`test:bad:${randomUUID()}`, [
      { account: platformAccount('EXPENSE', 'BNB'), amountMinor: -5n },
      { account: customerAccount(userId, 'BNB'), amountMinor: 6n },
    ]);
    await expect(postSet(database, [accrual(userId, 'BNB', 5n), unbalanced])).rejects.toThrow(/does not balance/);
    expect(await journalCount()).toBe(before);
  });

  it('refuses an entry that would take a customer below zero after the entries before it, at the boundary exactly', async () => {
    const userId = randomUUID();
    await credit(database, userId, 'EUR', 1_000n);
    await expect(
      postSet(database, [spend(userId, 'EUR', 600n), accrual(userId, 'EUR', 1n), spend(userId, 'EUR', 402n)]),
    ).rejects.toMatchObject({ reason: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(database, userId, 'EUR')).toBe(1_000n);
    await postSet(database, [spend(userId, 'EUR', 600n), accrual(userId, 'EUR', 1n), spend(userId, 'EUR', 401n)]);
    expect(await balanceOf(database, userId, 'EUR')).toBe(0n);
  });

  it('posts two overlapping sets at once, and single posts on the same accounts, each transaction once', async () => {
    const users = Array.from({ length: 20 }, () => randomUUID());
    const entries = Array.from({ length: 200 }, (_, index) => accrual(users[index % 20], 'BTC', 10n));
    const expenseBefore = (await database.script((run) =>
      run(
        `select balance_minor::text from ledger_accounts where owner = 'platform' and purpose = 'EXPENSE' and asset = 'BTC'`,
      ),
    )) as { balance_minor: string }[];
    const [first, second, ...singles] = await Promise.all([
      postSet(database, entries.slice(0, 150)),
      postSet(database, entries.slice(50).reverse()),
      ...entries.slice(100, 110).map((item) => database.orm.transaction((tx) => post(tx, item))),
    ]);
    const postedBySets = [...first.posted, ...second.posted];
    const postedBySingles = singles.filter((outcome) => !outcome.replayed).length;
    expect(postedBySets.length + postedBySingles).toBe(200);
    expect(new Set(postedBySets).size).toBe(postedBySets.length);
    for (const userId of users) expect(await balanceOf(database, userId, 'BTC')).toBe(100n);
    const [expense] = (await database.script((run) =>
      run(
        `select balance_minor::text from ledger_accounts where owner = 'platform' and purpose = 'EXPENSE' and asset = 'BTC'`,
      ),
    )) as { balance_minor: string }[];
    expect(BigInt(expense.balance_minor)).toBe(BigInt(expenseBefore[0]?.balance_minor ?? '0') - 2_000n);
  });

  describe('the database function behind it', () => {
    const accountId = async (userId: string, asset: string) =>
      (
        (await database.script((run) =>
          run(`select id::text from ledger_accounts where owner = $1 and asset = $2 and purpose = 'AVAILABLE'`, [
            userId,
            asset,
          ]),
        )) as { id: string }[]
      )[0].id;

    it('refuses a set that does not balance or takes a customer below zero on the way, even when it ends above', async () => {
      const userId = randomUUID();
      await credit(database, userId, 'GBP', 300n);
      const account = await accountId(userId, 'GBP');
      const custody = (
        (await database.script((run) =>
          run(
            `select id::text from ledger_accounts where owner = 'platform' and purpose = 'CUSTODY' and asset = 'GBP'`,
          ),
        )) as { id: string }[]
      )[0].id;
      /** Each journal id with the custody and customer amounts it posts, all in one set. */
      const attempt = (transactions: [string, number, number][]) =>
        database.script(async (run) => {
          for (const [journalId] of transactions)
            await run(
              `insert into journal_transactions (id, kind, reference_type, reference_id, description, fingerprint)
               values ($1, 'RAW', 'raw', '1', 'raw', repeat('0', 64))`,
              [journalId],
            );
          const postings = transactions.flatMap(([journalId, toCustody, toCustomer]) => [
            { transaction_id: journalId, account_id: custody, asset: 'GBP', amount_minor: toCustody },
            { transaction_id: journalId, account_id: account, asset: 'GBP', amount_minor: toCustomer },
          ]);
          await run('select ledger_post_set($1::jsonb)', [
            JSON.stringify(postings.map((posting, n) => ({ n, ...posting }))),
          ]);
        });
      await expect(attempt([['raw:set-1', -5, 6]])).rejects.toThrow(/does not balance/);
      await expect(attempt([['raw:set-2', 301, -301]])).rejects.toThrow(
        /raw:set-2 takes a customer balance below zero/,
      );
      // 300 → -1 → 0: the end is fine, the way there is not, as with single posts.
      await expect(
        attempt([
          ['raw:set-3', 301, -301],
          ['raw:set-4', -1, 1],
        ]),
      ).rejects.toThrow(/raw:set-3 takes a customer balance below zero/);
      expect(await balanceOf(database, userId, 'GBP')).toBe(300n);
      await attempt([
        ['raw:set-5', 300, -300],
        ['raw:set-6', -7, 7],
      ]);
      expect(await balanceOf(database, userId, 'GBP')).toBe(7n);
      const postings = await database.script((run) =>
        run(
          `select transaction_id, amount_minor::text, balance_after_minor::text from postings where account_id = $1 order by id`,
          [account],
        ),
      );
      expect(postings.slice(-2)).toEqual([
        { transaction_id: 'raw:set-5', amount_minor: '-300', balance_after_minor: '0' },
        { transaction_id: 'raw:set-6', amount_minor: '7', balance_after_minor: '7' },
      ]);
    });

    it('checks journal ids, kinds, reference types and account owners exactly as the patterns of migration 0002 did', async () => {
      const uuid = randomUUID();
      const ids = [
        'a:1',
        `mining_accrual:${uuid}`,
        `x:${'a'.repeat(150)}`,
        `x:${'a'.repeat(151)}`,
        `ab:${':'.repeat(150)}`,
        `ab:${':'.repeat(151)}`,
        'x:',
        ':a',
        'A:a',
        '_a:b',
        'a1:b',
        'a_b:c:d.e-f_G9',
        'a:b c',
        'a:é',
        'a:b\n',
      ];
      const owners = [
        uuid,
        uuid.toUpperCase(),
        uuid.replaceAll('-', ''),
        `${uuid}0`,
        `{${uuid}}`,
        `${uuid.slice(0, 8)}${uuid.slice(9, 10)}-${uuid.slice(10)}`,
        `${uuid.slice(0, 35)}-`,
        `${uuid.slice(0, 35)}g`,
        `-${uuid.slice(1)}`,
        'platformx',
        '',
      ];
      const kinds = [
        'ABC',
        'AB',
        `A${'B'.repeat(40)}`,
        `A${'B'.repeat(41)}`,
        'A__',
        '_AB',
        'ABc',
        'AB1',
        'MINING_ACCRUAL',
      ];
      const referenceTypes = ['abc', 'ab', 'a'.repeat(30), 'a'.repeat(31), '___', 'aBc', 'a-b', 'mining_contract'];
      const judged = await database.script(async (run) => {
        const outcomes: { value: string; accepted: boolean; before: boolean }[] = [];
        const attempt = async (value: string, insert: string, pattern: string) => {
          await run('savepoint attempt');
          const accepted = await run(insert, [value]).then(
            () => true,
            () => false,
          );
          await run('rollback to savepoint attempt');
          const [row] = await run(`select $1::text ~ '${pattern}' as before`, [value]);
          outcomes.push({ value, accepted, before: row.before as boolean });
        };
        for (const id of ids)
          await attempt(
            id,
            `insert into journal_transactions (id, kind, reference_type, reference_id, description, fingerprint)
             values ($1, 'RAW', 'raw', '1', 'raw', repeat('0', 64))`,
            '^[a-z][a-z_]*:[A-Za-z0-9:._-]{1,150}$',
          );
        for (const owner of owners)
          await attempt(
            owner,
            `insert into ledger_accounts (owner, purpose, asset) values ($1, 'AVAILABLE', 'USD')`,
            '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
          );
        for (const kind of kinds)
          await attempt(
            kind,
            `insert into journal_transactions (id, kind, reference_type, reference_id, description, fingerprint)
             values ('raw:kind', $1, 'raw', '1', 'raw', repeat('0', 64))`,
            '^[A-Z][A-Z_]{2,40}$',
          );
        for (const referenceType of referenceTypes)
          await attempt(
            referenceType,
            `insert into journal_transactions (id, kind, reference_type, reference_id, description, fingerprint)
             values ('raw:reference', 'RAW', $1, '1', 'raw', repeat('0', 64))`,
            '^[a-z_]{3,30}$',
          );
        return outcomes;
      });
      for (const outcome of judged)
        expect({ value: outcome.value, accepted: outcome.accepted }).toEqual({
          value: outcome.value,
          accepted: outcome.before,
        });
      // Both sides of every boundary: 6 ids and owners, 4 kinds and 4 reference types are valid.
      expect(judged.filter((outcome) => outcome.accepted).length).toBe(14);
    });

    it('leaves the row triggers on for the rest of the transaction', async () => {
      const userId = randomUUID();
      await credit(database, userId, 'USD', 50n);
      const account = await accountId(userId, 'USD');
      const attempt = database.script(async (run) => {
        await run(
          `insert into journal_transactions (id, kind, reference_type, reference_id, description, fingerprint)
           values ('raw:set-then-row', 'RAW', 'raw', '1', 'raw', repeat('0', 64))`,
        );
        await run('select ledger_post_set($1::jsonb)', ['[]']);
        // A lone posting after the call still moves the balance and is still refused, at commit, as unbalanced.
        await run(
          `insert into postings (transaction_id, account_id, asset, amount_minor) values ('raw:set-then-row', $1, 'USD', 5)`,
          [account],
        );
        const [row] = await run('select balance_minor::text from ledger_accounts where id = $1', [account]);
        expect(row.balance_minor).toBe('55');
      });
      await expect(attempt).rejects.toThrow(/does not balance/);
      expect(await balanceOf(database, userId, 'USD')).toBe(50n);
    });
  });

  describe('mining accrual batches', () => {
    const item = (userId: string, amountMinor: string): AccrualItemV1 => ({
      journalId: randomUUID(),
      contractId: randomUUID(),
      userId,
      coin: 'BTC',
      amountMinor,
      day: '2031-05-02',
    });
    const postBatch = (items: AccrualItemV1[]) =>
      database.orm.transaction((tx) => postAccrualBatch(tx, { day: '2031-05-02', items }));

    it('refuses a whole batch with an amount of zero or below, posting none of it', async () => {
      const userId = randomUUID();
      const before = await journalCount();
      for (const amount of ['0', '-5'])
        await expect(postBatch([item(userId, '10'), item(userId, amount)])).rejects.toMatchObject({
          reason: 'EVENT_PAYLOAD_INVALID',
        });
      expect(await journalCount()).toBe(before);
      expect(await balanceOf(database, userId, 'BTC')).toBe(0n);
    });

    it('returns the customers whose balances moved: none for a batch posted before, the new ones for a partly posted one', async () => {
      const [ann, bob] = [randomUUID(), randomUUID()];
      const first = [item(ann, '1'), item(ann, '2')];
      expect(await postBatch(first)).toEqual([ann]);
      expect(await postBatch(first)).toEqual([]);
      const later = item(bob, '3');
      expect(await postBatch([...first, later])).toEqual([bob]);
      expect(await journalCount()).toBeGreaterThan(0);
      const ids = await database.script((run) =>
        run(`select id from journal_transactions where reference_id = $1`, [later.contractId]),
      );
      expect(ids).toEqual([{ id: accrualJournalId(later) }]);
      expect([await balanceOf(database, ann, 'BTC'), await balanceOf(database, bob, 'BTC')]).toEqual([3n, 3n]);
    });
  });

  it('keeps every invariant after all of the above', async () => {
    await expectVerified(database);
  });
});
