import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { openHydrated } from './support/browser';
import { startBrowserStand, type BrowserStand } from './support/browser-stand';
import { CookieJar } from './support/cookie-jar';
import { chooseLanguage } from './support/customer-screens';
import { customerContext, graphqlAs, seedSecondAdmin, seedVerifiedCustomer } from './support/funds-actors';

const ROOT = { email: 'statement.root@cloudmine.test', password: 'statement root password' };
const SHOTS_DIR = path.join(os.tmpdir(), 'shots-statement-language');
/** A kind or note code as the graph names it. */
const RAW_CODE = /\b[A-Z]{2,}(?:_[A-Z]+)+\b/;

/**
 * Issue 24, item 14: a German and a Russian reader see every statement line in their language: no raw
 * kind code and no English note, in the built web client against the embedded platform.
 */
describe('the statement in the reader’s language (embedded platform, headless Chromium)', () => {
  let stand: BrowserStand;
  let platform: EmbeddedPlatform;
  let browser: Browser;
  let customer: CookieJar;
  const readPin = (email: string) => stand.readPin(email);

  beforeAll(async () => {
    stand = await startBrowserStand('e2e-statement-language-', ROOT);
    ({ platform, browser } = stand);
  }, 240_000); // Starting every service takes long on a loaded shared machine.
  // The records the screens show, apart from the start, which the limit above is for.
  beforeAll(async () => {
    customer = await customerWithEntries();
  }, 180_000);
  afterAll(() => stand?.stop());

  it.each(['de', 'ru'])(
    'shows kinds and notes in %s, with no raw code and no English note',
    async (language) => {
      const { me } = await graphqlAs(platform.url, customer, '{ me { statement { items { kind description } } } }', {});
      const english = (me.statement.items as { kind: string; description: string }[]).map((item) => item.description);
      expect(new Set(me.statement.items.map((item: { kind: string }) => item.kind))).toEqual(
        new Set(['DEPOSIT', 'TRADE_MARGIN_HOLD', 'OPTION_STAKE_HOLD', 'ADJUSTMENT']),
      );
      const context = await customerContext(browser, platform.url, customer);
      const page = await context.newPage();
      await openHydrated(page, `${platform.url}/user/statement.html`);
      await chooseLanguage(page, language);
      const rows = page.getByTestId('statement-row');
      await waitFor(async () => ((await rows.count()) === english.length ? true : undefined), 20_000, 'every line');
      const texts = await rows.evaluateAll((elements) =>
        elements.map((row) => ({
          kind: row.querySelector('td:nth-child(2)')!.firstChild!.textContent!,
          note: row.querySelector('[data-testid="statement-row-description"]')!.textContent,
        })),
      );
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS_DIR, `statement-${language}.png`), fullPage: true });
      for (const { kind, note } of texts) {
        expect({ kind, raw: RAW_CODE.test(kind) }).toEqual({ kind, raw: false });
        expect({ note, raw: RAW_CODE.test(note), english: english.includes(note) }).toEqual({
          note,
          raw: false,
          english: false,
        });
      }
      // The CSV keeps the kind codes for spreadsheets, and describes each line as the screen does.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-csv').click()]);
      const csv = readFileSync(await download.path(), 'utf8')
        .trim()
        .split('\r\n')
        .slice(1);
      const described = csv.map((line) => csvFields(line)[2]);
      expect(described.sort()).toEqual(texts.map(({ note }) => note).sort());
      await context.close();
    },
    120_000,
  );

  /** A USD customer with a deposit, an open trade, an option and an approved correction, through public APIs. */
  async function customerWithEntries(): Promise<CookieJar> {
    const api = (route: string) => `${platform.url}/api${route}`;
    const office = new CookieJar();
    await office.call(api('/admins/auth/signin'), 'POST', ROOT);
    // Outside the EU/EEA and the UK: options are offered (ADR 0020).
    const { jar, userId } = await seedVerifiedCustomer(platform.url, ROOT, readPin, new CookieJar(), 'Australia');
    await office.call(api('/wallets'), 'POST', { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', type: 1 });
    const deposit = await jar.call(api('/deposits'), 'POST', { code: 1, price: 600, currency: 'USD' });
    await office.call(api('/deposits'), 'PATCH', {
      id: deposit.body.data.id,
      status: 2,
      transaction_reference: 'tx-lena',
    });
    const trader = await office.call(api('/traders'), 'POST', {
      name: 'Pat Copied',
      email: 'pat@desk.test',
      profit_share: 10,
    });
    await jar.call(api('/users/trader'), 'POST', { id: trader.body.data.id });
    await waitFor(
      async () => {
        const opened = await jar.call(api('/users/trades'), 'POST', { type: 'BUY', amount: 50, symbol: 'BTCUSDT' });
        return opened.status === 200 ? true : undefined;
      },
      20_000,
      'a trade opened at a recorded tick',
    );
    await jar.call(api('/users/trades'), 'POST', { type: 'HIGHER', amount: 10, symbol: 'BTCUSDT' });
    const requested = await graphqlAs(
      platform.url,
      office,
      'mutation ($userId: ID!) { requestAdjustment(userId: $userId, assetCode: "USD", amount: "5", reason: "Kulanz") { id } }',
      { userId },
      true,
    );
    const checker = new CookieJar();
    const second = await seedSecondAdmin(platform.url, ROOT);
    await checker.call(api('/admins/auth/signin'), 'POST', second);
    await graphqlAs(
      platform.url,
      checker,
      'mutation ($id: ID!) { approveAdjustment(id: $id) { id } }',
      { id: requested.requestAdjustment.id },
      true,
    );
    return jar;
  }
});

/** The fields of one CSV line (RFC 4180: a quoted field may hold commas and doubled quotes). */
function csvFields(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, field]) =>
    field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field,
  );
}
