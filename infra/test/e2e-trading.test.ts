import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Browser, Page } from 'playwright-core';
import { advancingClock } from '@mc/platform';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { launchChromium } from './support/browser';
import type { CookieJar } from './support/cookie-jar';
import { adminJar, chooseLanguage, fundedCustomerPage, keepScreenshot } from './support/customer-screens';
import { customerContext, graphqlAs, seedVerifiedCustomer } from './support/funds-actors';
import { wsClient } from './support/graphql-client';
import { pinFrom, startSmtpPeer } from './support/smtp-peer';

const ROOT = { email: 'trading.root@cloudmine.test', password: 'trading root password' };
const TRADER_INPUT = {
  name: 'Ada Trend',
  email: 'ada.trend@cloudmine.test',
  description: 'Trend following on majors and crypto',
  profitSharePercent: 20,
  equity: '50000',
  minAllocation: '100',
  maxAllocation: '5000',
};
const OPTION_MINUTES_MS = 5 * 60_000;
const BTC_PAYOUT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** One held amount of the trading balance, named by what holds it. */
const heldAmount = (page: Page, purpose: string, label: string, amount: string) =>
  page
    .locator(`[data-testid="trading-balance-held"][data-purpose="${purpose}"]`)
    .filter({ hasText: label })
    .locator(`[data-amount="${amount}"]`);
const MY_TRADES = `subscription { myTrades { at change { kind id event status } profits { tradeId price profit currency } } }`;

type LiveTrades = {
  change: { kind: string; id: string; event: string; status: string } | null;
  profits: { tradeId: string; price: number; profit: string; currency: string }[] | null;
};

/** A `myTrades` socket through the edge with the jar's session cookies, collecting its pushes. */
function followMyTrades(baseUrl: string, jar?: CookieJar) {
  const pushes: LiveTrades[] = [];
  const errors: string[] = [];
  const client = wsClient(baseUrl, {}, undefined, jar?.header());
  const stop = client.subscribe<{ myTrades: LiveTrades }>(
    { query: MY_TRADES },
    {
      next: (value) => {
        if (value.errors) errors.push(...value.errors.map((error) => error.message));
        else if (value.data) pushes.push(value.data.myTrades);
      },
      error: (error) => errors.push(String(error)),
      complete: () => undefined,
    },
  );
  return {
    pushes,
    errors,
    stop: async () => {
      stop();
      await client.dispose();
    },
  };
}

/**
 * The customer's trading screens (issue 15) in headless Chromium on the embedded platform: a funded
 * customer is refused a forex trade until they copy a trader, opens a BUY, watches its profit move
 * live (pushed by `myTrades`, computed by trading), closes it after confirming and sees the balance
 * change; then places an option and sees it settle on screen by itself. The platform's clock is an
 * advancing test clock, so the option's five minutes pass at once. English and German screenshots; a
 * trader without closed trades in Russian.
 */
describe('trading screens (embedded platform, headless Chromium)', () => {
  const clock = advancingClock({ NODE_ENV: 'test' });
  let platform: EmbeddedPlatform;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let browser: Browser;
  let customer: { page: Page; jar: CookieJar; userId: string };
  let traderId: string;
  let closedTradeId: string;
  let other: { jar: CookieJar; userId: string };

  const tradingBalance = async () => {
    const { me } = await graphqlAs(platform.url, customer.jar, '{ me { balances { trading { amount } } } }', {});
    return me.balances.trading.amount as string;
  };

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    platform = await startTestPlatform({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'e2e-trading-')),
      port: 0,
      logger: pino({ level: 'silent' }),
      smtpUrl: smtp.url,
      bootstrapAdmin: ROOT,
      now: clock.now,
      // The charts' hour and day intervals are asserted on the full day of history `npm start` records.
      priceHistoryMinutes: 1440,
    });
    browser = await launchChromium();
    const readPin = (email: string) => waitFor(() => pinFrom(smtp.received, email), 15_000, 'the PIN e-mail');
    // Outside the EU/EEA and the UK, where options are offered and leverage goes to 1:100 (ADR 0020).
    customer = await fundedCustomerPage(browser, platform.url, ROOT, readPin, '1000', 'Australia');
    const office = await adminJar(platform.url, ROOT);
    const created = await graphqlAs(
      platform.url,
      office,
      'mutation ($input: TraderInput!) { createTrader(input: $input) { id } }',
      { input: TRADER_INPUT },
      true,
    );
    traderId = created.createTrader.id;
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    await smtp?.stop();
  }, 120_000);

  it('opens on Currencies and AUDCHF with a history; refuses a trade of every market until the customer copies a trader', async () => {
    const { page } = customer;
    await page.goto(`${platform.url}/user/trading/forex.html`);
    await page.getByTestId('trading-risk-warning').waitFor();
    // The specification's defaults, and a fresh platform's chart already has the simulated feed's history.
    expect(await page.getByTestId('trading-market').inputValue()).toBe('Currencies');
    expect(await page.getByTestId('trading-symbol').inputValue()).toMatch(/^AUDCHF · /);
    const chart = page.getByTestId('trading-chart');
    await chart.and(page.locator('[data-timeframe="ONE_MINUTE"]')).waitFor();
    await waitFor(async () => Number(await chart.getAttribute('data-candles')) >= 120, 20_000, 'two hours of candles');
    // The price scale in AUD/CHF's five decimals, not the chart library's two ("0.58" on every label).
    expect(await chart.getAttribute('data-price-precision')).toBe('5');
    await page.getByTestId('trade-buy').and(page.locator(':enabled')).waitFor();
    await page.getByTestId('trade-buy').click();
    await page.getByTestId('error-message').filter({ hasText: 'User Must Copy At Least One Trader' }).waitFor();
    await keepScreenshot(page, 'trading-forex-defaults-en');
    await page.getByTestId('trading-market').click();
    await page.getByRole('option', { name: 'Crypto' }).click();
    expect(await page.getByTestId('trading-symbol').inputValue()).toMatch(/^BTCUSDT · /);
    await page.getByTestId('trade-buy').and(page.locator(':enabled')).waitFor();
    await page.getByTestId('trade-buy').click();
    await page.getByTestId('error-message').filter({ hasText: 'User Must Copy At Least One Trader' }).waitFor();
    // The market and symbol are the customer's now: a reload keeps them.
    await page.reload();
    await page.getByTestId('trade-buy').and(page.locator(':enabled')).waitFor();
    expect(await page.getByTestId('trading-market').inputValue()).toBe('Crypto');
    await page.getByTestId('trade-buy').click();
    await page.getByTestId('error-message').filter({ hasText: 'User Must Copy At Least One Trader' }).waitFor();
    await page.getByTestId('trading-go-traders').click();
    await page.getByTestId('traders-page').waitFor();

    const card = page.locator(`[data-testid="trader-card"][data-trader-id="${traderId}"]`);
    await card.getByTestId('trader-statistics-reason').waitFor();
    expect(await card.getByTestId('trader-statistics-reason').textContent()).toBe(
      'This trader has no closed trades recorded yet',
    );
    expect(await card.getByTestId('trader-win-rate').textContent()).toBe('—');
    await keepScreenshot(page, 'trading-traders-en');
    await card.getByTestId('trader-copy').click();
    await page.getByTestId('trader-allocation').fill('5000.01');
    expect(await page.getByTestId('trader-copy-confirm').isDisabled()).toBe(true);
    await page.getByTestId('trader-allocation').fill('500');
    await page.getByTestId('trader-copy-confirm').click();
    await card.getByTestId('trader-stop').waitFor();
    expect(await card.getByTestId('trader-copiers').textContent()).toBe('1');

    await page.getByTestId('trading-tab-mytraders').click();
    await page.getByTestId('mytraders-allocation').filter({ hasText: '$500.00' }).waitFor();
  }, 120_000);

  it('opens a BUY, shows its profit moving live, closes it after confirming, and the balance follows', async () => {
    const { page } = customer;
    await page.getByTestId('trading-tab-forex').click();
    await page.getByTestId('forex-page').waitFor();
    await page.getByTestId('trading-chart').locator('canvas').first().waitFor();
    expect(await page.getByTestId('trading-market').inputValue()).toBe('Crypto');
    // A withdrawal waits for an admin meanwhile: its money is held too, under its own name.
    await graphqlAs(
      platform.url,
      customer.jar,
      'mutation ($input: CreateWithdrawalInput!) { createWithdrawal(input: $input) { id } }',
      { input: { method: 'BITCOIN', source: 'TRADING', amount: '100', currency: 'USD', walletAddress: BTC_PAYOUT } },
    );
    await page.getByTestId('trade-margin').fill('200');
    await page.getByTestId('trade-leverage').fill('10');
    await page.getByTestId('trade-buy').and(page.locator(':enabled')).waitFor();
    await page.getByTestId('trade-buy').click();
    await page.getByTestId('trade-opened').waitFor();
    // The margin is held at once, and the screen's balance follows the ledger's push: each held amount
    // under what holds it, not one "in trades" figure for both.
    expect(await tradingBalance()).toBe('700.00');
    await page.locator('[data-testid="trading-balance-available"][data-amount="700.00"]').waitFor();
    await heldAmount(page, 'TRADE_MARGIN', 'Trade margin', '200.00').waitFor();
    await heldAmount(page, 'PENDING_WITHDRAWAL', 'Pending withdrawals', '100.00').waitFor();
    expect(await page.getByTestId('trading-balance-held').count()).toBe(2);
    await keepScreenshot(page, 'trading-forex-en');

    // The usual timeframes, aggregated by the platform; the choice outlives a reload.
    const chart = page.getByTestId('trading-chart');
    await page.getByTestId('chart-timeframe').getByText('1h').click();
    await chart.and(page.locator('[data-timeframe="ONE_HOUR"]')).waitFor();
    await waitFor(async () => Number(await chart.getAttribute('data-candles')) >= 24, 20_000, 'a day of hours');
    await keepScreenshot(page, 'trading-chart-hours-en');
    await page.reload();
    await chart.and(page.locator('[data-timeframe="ONE_HOUR"]')).waitFor();
    await page.getByTestId('chart-timeframe').getByText('1m').click();
    await chart.and(page.locator('[data-timeframe="ONE_MINUTE"]')).waitFor();

    await page.getByTestId('trading-tab-trades').click();
    const profit = page.getByTestId('trade-live-profit');
    const first = await waitFor(
      async () => {
        const text = await profit.textContent();
        return text !== null && text !== '—' && text;
      },
      20_000,
      'the first live profit',
    );
    // Each push replaces the figure: it moves as the feed does, without a reload.
    await waitFor(async () => (await profit.textContent()) !== first, 30_000, 'the live profit moving');
    await keepScreenshot(page, 'trading-trades-en');

    await page.getByTestId('trade-close').click();
    await page.getByTestId('trade-close-body').filter({ hasText: 'will be closed' }).waitFor();
    await keepScreenshot(page, 'trading-close-confirm-en');
    await page.getByTestId('trade-close-confirm').click();
    await page.getByTestId('trades-empty').filter({ hasText: 'NO OPEN TRADES' }).waitFor();

    const { me } = await graphqlAs(
      platform.url,
      customer.jar,
      '{ me { trades(status: CLOSED) { items { id profit } } } }',
      {},
    );
    const closed = me.trades.items[0] as { id: string; profit: string };
    closedTradeId = closed.id;
    const expected = (900 + Number(closed.profit)).toFixed(2);
    await waitFor(async () => (await tradingBalance()) === expected, 10_000, 'the margin and profit back');
    await page.locator(`[data-testid="trading-balance-available"][data-amount="${expected}"]`).waitFor();
    await page.goto(`${platform.url}/user/index.html`);
    await page.locator(`[data-testid="balance-trading"][data-amount="${expected}"]`).waitFor();

    await page.goto(`${platform.url}/user/trading/trades/${closed.id}`);
    await page.getByTestId('trade-close-tick').waitFor();
    expect(await page.getByTestId('trade-open-tick').textContent()).toMatch(/^\d+$/);
    expect(await page.getByTestId('trade-leverage-value').textContent()).toBe('1:10');
    expect(await page.getByTestId('trade-closed-by').textContent()).toBe('You');
    expect(await page.getByTestId('trade-open-rate').textContent()).toBe('1.0000000000');
    await keepScreenshot(page, 'trading-trade-detail-en');
    await page.getByTestId('trading-tab-history').click();
    await page.getByTestId('history-trade-row').first().waitFor();
    await keepScreenshot(page, 'trading-history-en');
  }, 240_000);

  it('places an option, counts down, and shows the settled result by itself (in German)', async () => {
    const { page } = customer;
    await page.goto(`${platform.url}/user/trading/options.html`);
    await chooseLanguage(page, 'de');
    await page.getByTestId('option-higher').and(page.locator(':enabled')).waitFor();
    await page.getByTestId('option-stake').fill('10');
    await page.getByTestId('option-higher').click();
    const card = page.getByTestId('option-card');
    await card.and(page.locator('[data-status="OPEN"]')).waitFor();
    expect(await page.getByTestId('option-countdown').textContent()).toMatch(/^[45]:\d\d$/);
    await heldAmount(page, 'OPTION_STAKE', 'Einsätze laufender Optionen', '10.00').waitFor();
    await heldAmount(page, 'PENDING_WITHDRAWAL', 'Ausstehende Auszahlungen', '100.00').waitFor();
    await keepScreenshot(page, 'trading-option-open-de');
    // Back later, the running option is still there with its countdown: the held stake is explained.
    await page.reload();
    await card.and(page.locator('[data-status="OPEN"]')).waitFor();
    expect(await page.getByTestId('option-countdown').textContent()).toMatch(/^[45]:\d\d$/);

    clock.advance(OPTION_MINUTES_MS);
    await card.and(page.locator(':not([data-status="OPEN"])')).waitFor({ timeout: 20_000 });
    const status = await card.getAttribute('data-status');
    expect(['WON', 'LOST', 'TIED']).toContain(status);
    await page.getByTestId('option-result').filter({ hasText: 'Ergebnis' }).waitFor();
    await keepScreenshot(page, 'trading-option-settled-de');
    // The result comes from the graph, not from the page's memory: a reload still shows it.
    await page.reload();
    await card.and(page.locator(`[data-status="${status}"]`)).waitFor();
    await page.getByTestId('option-result').filter({ hasText: 'Ergebnis' }).waitFor();
    expect(await page.getByTestId('trading-balance-held').count()).toBe(1);
    await page.getByTestId('trading-tab-trades').click();
    await page.getByTestId('trades-empty').filter({ hasText: 'KEINE OFFENEN TRADES' }).waitFor();
  }, 120_000);

  it('answers Trade Not Found and Trader Not Found to another customer, who reads a trader’s missing statistics in Russian', async () => {
    const readPin = (email: string) => waitFor(() => pinFrom(smtp.received, email), 15_000, 'the PIN e-mail');
    other = await seedVerifiedCustomer(platform.url, ROOT, readPin);
    const page = await (await customerContext(browser, platform.url, other.jar)).newPage();
    await page.goto(`${platform.url}/user/trading/trades/${closedTradeId}`);
    await page.getByTestId('trade-not-found').filter({ hasText: 'Trade Not Found' }).waitFor();
    await page.goto(`${platform.url}/user/trading/traders/${randomUUID()}`);
    await page.getByTestId('trader-not-found').filter({ hasText: 'Trader Not Found' }).waitFor();
    // Past the copy rule, a customer without money is told to deposit.
    await graphqlAs(
      platform.url,
      other.jar,
      'mutation ($traderId: ID!, $requestId: ID!) { copyTrader(traderId: $traderId, allocation: "100", requestId: $requestId) { id } }',
      { traderId, requestId: randomUUID() },
    );
    await page.goto(`${platform.url}/user/trading/forex.html`);
    await page.getByTestId('trade-buy').and(page.locator(':enabled')).waitFor();
    await page.getByTestId('trade-buy').click();
    await page.getByTestId('error-message').filter({ hasText: 'Please deposit to place trades' }).waitFor();
    await page.getByTestId('trading-go-deposit').waitFor();
    // The trader has no closed trade yet: the reason is worded by its code in the reader's language.
    await page.goto(`${platform.url}/user/trading/traders/${traderId}`);
    await chooseLanguage(page, 'ru');
    await page
      .getByTestId('trader-statistics-reason')
      .filter({ hasText: 'У этого трейдера пока нет закрытых сделок' })
      .waitFor();
    await page.context().close();
  }, 120_000);

  it('pushes myTrades through the gateway socket to its own customer only', async () => {
    const mine = followMyTrades(platform.url, customer.jar);
    const theirs = followMyTrades(platform.url, other.jar);
    const guest = followMyTrades(platform.url);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const input = { requestId: randomUUID(), symbol: 'BTCUSDT', side: 'SELL', margin: '50', leverage: 3 };
    const { openTrade } = await graphqlAs(
      platform.url,
      customer.jar,
      'mutation ($input: OpenTradeInput!) { openTrade(input: $input) { id } }',
      { input },
    );
    await waitFor(() => mine.pushes.some((push) => push.profits?.[0]?.tradeId === openTrade.id), 20_000, 'profits');
    await graphqlAs(platform.url, customer.jar, 'mutation ($id: ID!) { closeTrade(id: $id) { id } }', {
      id: openTrade.id,
    });
    await waitFor(() => mine.pushes.some((push) => push.change?.event === 'CLOSED'), 10_000, 'closed');
    expect(mine.pushes.flatMap((push) => (push.change ? [push.change] : []))).toEqual([
      { kind: 'TRADE', id: openTrade.id, event: 'OPENED', status: 'OPEN' },
      { kind: 'TRADE', id: openTrade.id, event: 'CLOSED', status: 'CLOSED' },
    ]);
    expect(theirs.pushes).toEqual([]);
    expect(theirs.errors).toEqual([]);
    expect(guest.errors).toEqual(['Sign in to follow your trades']);
    await Promise.all([mine.stop(), theirs.stop(), guest.stop()]);
  }, 120_000);

  it('shows a trader’s equity curve, statistics and recent trades once the desk closed a model trade', async () => {
    const office = await adminJar(platform.url, ROOT);
    const input = { requestId: randomUUID(), traderId, symbol: 'AAPL', side: 'BUY', margin: '1000', leverage: 3 };
    const desk = (query: string, variables: Record<string, unknown>) =>
      graphqlAs(platform.url, office, query, variables, true);
    const { openTraderTrade } = await desk(
      'mutation ($input: OpenTraderTradeInput!) { openTraderTrade(input: $input) { id } }',
      { input },
    );
    await desk('mutation ($id: ID!) { closeTraderTrade(id: $id) { id } }', { id: openTraderTrade.id });
    const { page } = customer;
    await page.goto(`${platform.url}/user/trading/traders/${traderId}`);
    await page.getByTestId('trader-trade-row').first().waitFor();
    expect(await page.getByTestId('trader-trade-row').count()).toBe(1);
    expect(await page.getByTestId('trader-trades').textContent()).toBe('1');
    // The customer's 500 and the other customer's 100, copied before they were told to deposit.
    expect(await page.getByTestId('trader-assets-copying').textContent()).toBe('$600.00');
    await page.getByTestId('trader-equity-chart').locator('svg').first().waitFor();
    await keepScreenshot(page, 'trading-trader-detail-de');
  }, 120_000);
});
