import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { platformClock } from '@mc/platform';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedOptions, EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import type { CookieJar } from './support/cookie-jar';
import { payAndConfirmMiningDeposit } from './support/mining-purchase';
import { adminJar, ensureBitcoinPoolWallet } from './support/customer-screens';
import { graphqlAs, seedVerifiedCustomer } from './support/funds-actors';
import { pinFrom, startSmtpPeer } from './support/smtp-peer';

const ROOT = { email: 'clock.root@cloudmine.test', password: 'clock root password' };
const CONTRACTS =
  '{ me { contracts { items { id startsOn accruals(pageSize: 50) { total items { day journalId } } } } } }';

type SeenContract = { id: string; startsOn: string; accruals: { total: number; items: { day: string }[] } };

/**
 * The test clock (issue 14): a platform restarted with CLOCK_OFFSET_DAYS lives the days it missed, as after
 * real downtime: the contract bought before the restart is accrued for each missed day once, and a second
 * restart at the same offset posts nothing more. The clock is the one `npm start` builds from the variable.
 */
describe('the test clock (embedded platform restarted with CLOCK_OFFSET_DAYS)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-test-clock-'));
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let platform: EmbeddedPlatform | undefined;
  let owner: { jar: CookieJar; userId: string };

  const start = async (now?: EmbeddedOptions['now']) => {
    platform = await startTestPlatform({
      dataDir,
      port: 0,
      logger: pino({ level: 'silent' }),
      smtpUrl: smtp.url,
      bootstrapAdmin: ROOT,
      now,
      // Restarted on the same data: the databases are on disk, as `npm start` keeps them.
      databasesInMemory: false,
    });
    return platform;
  };
  const restart = async (offsetDays: string) => {
    await platform?.stop();
    return start(platformClock({ CLOCK_OFFSET_DAYS: offsetDays, NODE_ENV: 'test' }).now);
  };
  const contract = async (url: string): Promise<SeenContract> =>
    (await graphqlAs(url, owner.jar, CONTRACTS, {})).me.contracts.items[0] as SeenContract;
  const ledgerUsdt = async (url: string): Promise<string> => {
    const { me } = await graphqlAs(url, owner.jar, '{ me { balances { mining { assetCode amount } } } }', {});
    return (me.balances.mining as { assetCode: string; amount: string }[]).find((line) => line.assetCode === 'USDT')!
      .amount;
  };

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const { url } = await start();
    const readPin = (email: string) => waitFor(() => pinFrom(smtp.received, email), 15_000, 'the PIN e-mail');
    owner = await seedVerifiedCustomer(url, ROOT, readPin);
    await ensureBitcoinPoolWallet(url, ROOT);
    const office = await adminJar(url, ROOT);
    // A hashprice that keeps the contract profitable whatever the simulated BTC price does.
    await graphqlAs(
      url,
      office,
      'mutation { setHashprice(valueMsatPerThDay: 80000, reason: "Clock test") { id } }',
      {},
      true,
    );
    await payAndConfirmMiningDeposit(url, owner.jar, office, { planId: 'usdt-1', reference: 'btc-tx-clock' });
    await waitFor(async () => (await contract(url)) !== undefined, 30_000, 'the contract from the deposit');
    // The platform has run long enough for the feed to close a BTC candle: the missed days are fixed at it.
    await waitFor(
      async () => {
        const { marketParameters } = await graphqlAs(
          url,
          owner.jar,
          '{ marketParameters { rates { coin source } } }',
          {},
        );
        return (marketParameters.rates as { coin: string; source: string }[]).some(
          (rate) => rate.coin === 'BTC' && rate.source === 'CANDLE_CLOSE',
        );
      },
      150_000,
      'a closed BTC candle before the restart',
    );
  }, 300_000);
  afterAll(async () => {
    await platform?.stop();
    await smtp?.stop();
  }, 120_000);

  it('accrues each missed day once after a restart 3 days ahead, and nothing more after a second one', async () => {
    const before = await contract(platform!.url);
    expect(before.accruals.total).toBe(0);
    // Tomorrow is the first mining day; three days ahead, it and the day after have closed.
    const first = before.startsOn;
    const second = new Date(Date.parse(`${first}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

    const { url } = await restart('3');
    // The days are fixed at the last close before them once the feed closes a candle on the new today,
    // about a minute after the start; the job looks every minute.
    const accrued = await waitFor(
      async () => {
        const seen = await contract(url);
        return seen.accruals.total >= 2 ? seen : undefined;
      },
      240_000,
      'the missed days accrued',
    );
    expect(accrued.accruals.items.map((item) => item.day).sort()).toEqual([first, second]);
    const settled = await waitFor(
      async () => {
        const amount = await ledgerUsdt(url);
        return Number(amount) > 0 ? amount : undefined;
      },
      30_000,
      'the postings on the ledger',
    );

    const again = await restart('3');
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const after = await contract(again.url);
    expect(after.accruals.total).toBe(2);
    expect(await ledgerUsdt(again.url)).toBe(settled);
  }, 420_000);

  it('is refused in production', () => {
    expect(() => platformClock({ CLOCK_OFFSET_DAYS: '3', NODE_ENV: 'production' })).toThrow(/refused/);
  });
});
