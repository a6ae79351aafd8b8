import { sql } from 'drizzle-orm';
import { newEvent, queryRows } from '@mc/platform';
import { waitFor } from '@mc/platform/testing';
import { findCustomer } from '../src/db/customers.repository';
import { assignedAddress } from '../src/db/wallets.repository';
import {
  addPoolWallets,
  admin,
  CREATE_DEPOSIT,
  customer,
  offerPlan,
  startFundsHarness,
  type FundsHarness,
} from './funds-harness';

/** Who gets a deposit: deposit addresses from the pool, and none for a deactivated customer. */
let harness: FundsHarness;
const superadmin = admin();

beforeAll(async () => {
  harness = await startFundsHarness();
  await addPoolWallets(harness, superadmin);
  await offerPlan(harness, 'btc-1', 10_000);
  await offerPlan(harness, 'eth-2', 24_500);
});
// Some tests move the clock; each starts with feed prices as fresh as its clock.
beforeEach(() => harness.feedPrices());
afterAll(() => harness.stop());

const trading = (amount: string | null, extra: Record<string, unknown> = {}) => ({
  input: { purpose: 'TRADING', cryptoCurrency: 'BTC', amount, currency: 'USD', ...extra },
});

describe('a deactivated customer', () => {
  const deactivation = (userId: string, at: string) =>
    newEvent('identity.user.deactivated', { userId, deactivatedAt: at, reason: 'suspected fraud' });
  const reactivation = (userId: string, at: string) =>
    newEvent('identity.user.reactivated', { userId, reactivatedAt: at, reason: 'appeal accepted' });
  const depositReason = async (user: ReturnType<typeof customer>) =>
    (await harness.query(CREATE_DEPOSIT, trading('500'), user)).errors?.[0].extensions?.reason;

  it('opens no deposit until identity reactivates the account', async () => {
    const user = customer();
    await harness.bus.publish(deactivation(user.userId, '2030-01-01T10:00:00.000Z'));
    await waitFor(
      async () => (await depositReason(user)) === 'ACCOUNT_DEACTIVATED',
      10_000,
      'the deactivation applied',
    );
    await harness.bus.publish(reactivation(user.userId, '2030-01-01T11:00:00.000Z'));
    await waitFor(async () => (await depositReason(user)) === undefined, 10_000, 'the reactivation applied');
  });

  it('keeps the newer of the two when a redelivered deactivation arrives after the reactivation', async () => {
    const user = customer();
    await harness.bus.publish(reactivation(user.userId, '2030-01-02T11:00:00.000Z'));
    await waitFor(
      async () =>
        (await findCustomer(harness.database.orm, user.userId))?.activationEventAt?.toISOString() ===
        '2030-01-02T11:00:00.000Z',
      10_000,
      'the reactivation recorded',
    );
    const late = deactivation(user.userId, '2030-01-02T10:00:00.000Z');
    await harness.bus.publish(late);
    await waitFor(
      async () =>
        (await queryRows(harness.database.orm, sql`select 1 from processed_events where event_id = ${late.eventId}`))
          .length === 1,
      10_000,
      'the late deactivation consumed',
    );
    expect((await findCustomer(harness.database.orm, user.userId))?.deactivatedAt).toBeNull();
    expect(await depositReason(user)).toBeUndefined();
  });
});

describe('deposit addresses', () => {
  it('gives a newly registered customer a BTC and an ETH address from the pool, kept for every deposit', async () => {
    const user = customer();
    await harness.bus.publish(
      newEvent('identity.user.registered', {
        userId: user.userId,
        referrerId: null,
        registeredAt: new Date().toISOString(),
      }),
    );
    const addresses = await waitFor(
      async () => {
        const [btc, eth] = await Promise.all([
          assignedAddress(harness.database.orm, user.userId, 'BTC'),
          assignedAddress(harness.database.orm, user.userId, 'ETH'),
        ]);
        return btc && eth ? { btc, eth } : undefined;
      },
      10_000,
      'addresses assigned on registration',
    );
    expect(addresses.btc).toMatch(/^bc1/);
    expect(addresses.eth).toMatch(/^0x/);
    expect((await harness.ok(CREATE_DEPOSIT, trading('500'), user)).createDeposit.walletAddress).toBe(addresses.btc);
  });
});
