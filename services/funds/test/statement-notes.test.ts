import { openDatabase, runMigrations, serviceMigrations, type Database } from '@mc/platform';
import { FUNDS_MIGRATIONS_DIR } from '../src';
import { englishNote, NOTE_CODES, note, type JournalNote } from '../src/ledger/notes';

/** Migration 0014 gives the entries posted before notes had codes their code, read back from the English text. */
const NOTE_CODES_MIGRATION = 'service/0014_statement_note_codes.sql';

/** One note of every code, with values as the writers give them (an operator's reason may hold parentheses). */
const SAMPLES: JournalNote[] = [
  note('TRADING_DEPOSIT', {}),
  note('TRADING_DEPOSIT_NOTED', { comment: 'Wire of 3 May: ref 991' }),
  note('MINING_PURCHASE', { plan: 'Bitcoin Mining (12 Months Contract)' }),
  note('WITHDRAWAL_HELD', { method: 'ETHEREUM' }),
  note('WITHDRAWAL_PAID', { fee: '0.00100000', asset: 'BTC' }),
  note('WITHDRAWAL_FAILED', { reason: 'Wallet address rejected by the network' }),
  note('ADJUSTMENT', { reason: 'Missed payout of 1 May' }),
  note('MINING_OUTPUT', { day: '2031-05-02' }),
  note('BOOSTER_REINVESTED', { day: '2031-05-02', hashrate: '5.600000' }),
  note('REFUND_SOLD_OUT', { plan: '' }),
  note('REFUND_ENDED_BY_SUPPORT', {
    plan: 'Bitcoin Mining (12 Months Contract)',
    remainingDays: '350',
    termDays: '365',
  }),
  note('LOAN_OPENED', { amount: '120.00' }),
  note('LOAN_REPAID_FROM_BALANCE', { amount: '20.00' }),
  note('LOAN_REPAID_FROM_OUTPUT', {
    day: '2031-05-02',
    coinAmount: '0.00010000',
    coin: 'BTC',
    rate: '60000.000000',
    amount: '6.00',
  }),
  note('LOAN_SETTLED_CONTRACT_EXPIRED', { amount: '14.00' }),
  note('LOAN_SETTLED_CONTRACT_TERMINATED', { amount: '14.00' }),
  note('LOAN_WRITTEN_OFF_CONTRACT_EXPIRED', {}),
  note('LOAN_WRITTEN_OFF_CONTRACT_TERMINATED', {}),
  note('TRADE_MARGIN_HELD', {}),
  note('OPTION_STAKE_HELD', {}),
  note('TRADE_CLOSED', { closedBy: 'TAKE_PROFIT' }),
  note('COPIED_TRADE_CLOSED', {
    closedBy: 'CLOSE_OUT',
    share: '1.50',
    asset: 'EUR',
    sharePercent: '12.5',
    trader: 'Anna (FX desk)',
  }),
  note('OPTION_WON', {}),
  note('OPTION_LOST', {}),
  note('OPTION_TIED', {}),
  note('HOLD_RELEASED_NOT_OPENED', {}),
  note('TRADE_VOIDED_MARGIN_RELEASED', { reason: 'Feed error (spike)' }),
  note('TRADE_VOIDED_LOSS_REFUNDED', { reason: 'Feed error' }),
  note('TRADE_VOIDED_PROFIT_REVERSED', { reason: 'Feed error' }),
  note('TRADE_VOIDED_PROFIT_PARTLY_REVERSED', { reason: 'Feed error', notRecovered: '3.25' }),
];

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
});
afterAll(() => database.close());

it('has a sample of every note code', () => {
  expect(SAMPLES.map((sample) => sample.code)).toEqual(NOTE_CODES);
});

it('maps the English notes saved before to their code and values, and leaves an unknown text without one', async () => {
  const migrations = serviceMigrations(FUNDS_MIGRATIONS_DIR);
  const at = migrations.map((migration) => migration.name).indexOf(NOTE_CODES_MIGRATION);
  expect(at).toBeGreaterThan(0);
  await runMigrations(database, migrations.slice(0, at));
  const saved = [...SAMPLES.map(englishNote), 'Bonus for the spring campaign'];
  await database.script(async (execute) => {
    for (const [index, description] of saved.entries())
      await execute(
        `insert into journal_transactions (id, kind, reference_type, reference_id, description, fingerprint)
         values ($1, 'ADJUSTMENT', 'test', $2, $3, repeat('0', 64))`,
        [`test:note${index}`, String(index), description],
      );
  });
  expect(await runMigrations(database, migrations.slice(0, at + 1))).toEqual([NOTE_CODES_MIGRATION]);
  const rows = (await database.script((execute) =>
    execute(`select note_code, note_params from journal_transactions order by reference_id::int`),
  )) as { note_code: string | null; note_params: Record<string, string> }[];
  expect(rows.map((row) => ({ code: row.note_code, params: row.note_params }))).toEqual([
    ...SAMPLES,
    { code: null, params: {} },
  ]);
  await expect(
    database.script((execute) => execute(`update journal_transactions set note_code = 'ADJUSTMENT'`)),
  ).rejects.toThrow(/append-only/);
});
