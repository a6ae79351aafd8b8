import { randomUUID } from 'node:crypto';
import { verifyLedger } from '../src/ledger/verify';
import {
  addPoolWallets,
  admin,
  approveIdentity,
  balancesOf,
  CONFIRM_DEPOSIT,
  CREATE_DEPOSIT,
  CREATE_WITHDRAWAL,
  customer,
  startFundsHarness,
  type FundsHarness,
} from './funds-harness';

/**
 * Randomized concurrent workload: 16 writers run deposits, withdrawals, decisions and adjustments,
 * sending each money request twice (a retrying client). Afterwards every ledger invariant holds and
 * each customer's balances equal what the accepted operations add up to.
 */
const WRITERS = 16;
const CUSTOMERS = 6;
/**
 * 1,024 operations, each sent twice. It was 2,000: alone that took 75 s, but beside the other suites on a
 * two-core CI machine 232 s, near its limit; the concurrency and the retries are the same at this size.
 */
const OPERATIONS_PER_WRITER = 64;

let harness: FundsHarness;
const accountants = [admin(['accountant']), admin(['accountant'])];

type Model = { settledCents: bigint; heldCents: bigint; pending: { id: string; cents: bigint }[] };

beforeAll(async () => {
  // Thousands of deposits among a few customers: far above the per-customer hourly limit.
  harness = await startFundsHarness({ depositsPerHour: 1_000_000 });
  await addPoolWallets(harness, admin());
});
afterAll(() => harness.stop());

function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const cents = (amount: string) => BigInt(amount.replace('.', ''));

async function attempt(
  query: string,
  variables: Record<string, unknown>,
  viewer: Parameters<FundsHarness['query']>[2],
) {
  const result = await harness.query(query, variables, viewer);
  if (result.errors?.some((error) => error.extensions?.code === 'INTERNAL'))
    throw new Error(`internal error: ${JSON.stringify(result.errors)}`);
  return result;
}

it(`keeps the ledger exact under ${WRITERS} concurrent writers`, async () => {
  const users = Array.from({ length: CUSTOMERS }, () => customer());
  for (const user of users) await approveIdentity(harness, user.userId);
  const models = new Map<string, Model>(
    users.map((user) => [user.userId, { settledCents: 0n, heldCents: 0n, pending: [] }]),
  );
  let operations = 0;

  async function writer(index: number) {
    const random = seededRandom(index + 1);
    for (let step = 0; step < OPERATIONS_PER_WRITER; step += 1) {
      const user = users[Math.floor(random() * users.length)];
      const model = models.get(user.userId)!;
      const checker = accountants[step % 2];
      const roll = random();
      operations += 1;
      if (roll < 0.1) {
        // A correction: one admin requests it, the other approves it twice at once.
        const creditCents = BigInt(1 + Math.floor(random() * 5_000));
        const amount = `${creditCents / 100n}.${String(creditCents % 100n).padStart(2, '0')}`;
        const requested = await attempt(
          'mutation ($u: ID!, $a: String!) { requestAdjustment(userId: $u, assetCode: "USD", amount: $a, reason: "Goodwill credit") { id } }',
          { u: user.userId, a: amount },
          accountants[0],
        );
        const id = requested.data?.requestAdjustment.id;
        const approvals = await Promise.all(
          [0, 1].map(() =>
            attempt('mutation ($id: ID!) { approveAdjustment(id: $id) { status } }', { id }, accountants[1]),
          ),
        );
        if (approvals.every((result) => !result.errors)) model.settledCents += creditCents;
      } else if (roll < 0.4) {
        const amount = `${500 + Math.floor(random() * 500)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
        const created = await attempt(
          CREATE_DEPOSIT,
          { input: { requestId: randomUUID(), purpose: 'TRADING', cryptoCurrency: 'BTC', amount, currency: 'USD' } },
          user,
        );
        const id = created.data?.createDeposit.id;
        // The confirmation is sent twice at once, as a retrying client would.
        const results = await Promise.all([
          attempt(CONFIRM_DEPOSIT, { id }, checker),
          attempt(CONFIRM_DEPOSIT, { id }, checker),
        ]);
        if (results.every((result) => !result.errors)) model.settledCents += cents(amount);
      } else if (roll < 0.7) {
        const amount = `${50 + Math.floor(random() * 400)}.00`;
        const requestId = randomUUID();
        const input = {
          requestId,
          method: 'BITCOIN',
          source: 'TRADING',
          amount,
          currency: 'USD',
          walletAddress: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
        };
        const [first, retry] = await Promise.all([
          attempt(CREATE_WITHDRAWAL, { input }, user),
          attempt(CREATE_WITHDRAWAL, { input }, user),
        ]);
        if (!first.errors || !retry.errors) {
          model.settledCents -= cents(amount);
          model.heldCents += cents(amount);
          model.pending.push({ id: (first.data ?? retry.data)!.createWithdrawal.id, cents: cents(amount) });
        }
      } else if (model.pending.length > 0) {
        const withdrawal = model.pending.shift()!;
        model.heldCents -= withdrawal.cents;
        if (roll < 0.85)
          await attempt('mutation ($id: ID!) { completeWithdrawal(id: $id) { id } }', { id: withdrawal.id }, checker);
        else {
          await attempt(
            'mutation ($id: ID!) { failWithdrawal(id: $id, reason: "Refused by the bank") { id } }',
            { id: withdrawal.id },
            checker,
          );
          model.settledCents += withdrawal.cents;
        }
      }
    }
  }

  const started = Date.now();
  await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
  const seconds = (Date.now() - started) / 1000;
  expect(operations).toBe(WRITERS * OPERATIONS_PER_WRITER);

  for (const user of users) {
    const model = models.get(user.userId)!;
    const { balances } = await balancesOf(harness, user);
    expect({
      user: user.userId,
      available: cents(balances.trading.amount),
      held: cents(balances.tradingHeld.amount),
    }).toEqual({ user: user.userId, available: model.settledCents, held: model.heldCents });
  }
  const report = await verifyLedger(harness.database);
  expect(report.results.filter((result) => !result.held)).toEqual([]);
  expect(report.counts.transactions).toBeGreaterThan(WRITERS * OPERATIONS_PER_WRITER * 0.5);
  console.log(
    `money invariants: ${operations} operations (plus retries) by ${WRITERS} writers in ${seconds.toFixed(1)} s; ${report.counts.transactions} journal transactions`,
  );
}, 240_000);
