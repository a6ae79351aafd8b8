import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Browser, Locator, Page } from 'playwright-core';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { launchChromium, openHydrated, scrollToDeferredSection } from './support/browser';
import { CookieJar } from './support/cookie-jar';
import {
  adminJar,
  chooseLanguage,
  ensureBitcoinPoolWallet,
  keepScreenshot,
  skippedIdentityCustomerPage,
} from './support/customer-screens';
import { graphqlAs } from './support/funds-actors';
import { pinFrom, startSmtpPeer } from './support/smtp-peer';

const ROOT = { email: 'cards.root@cloudmine.test', password: 'cards root password' };
const OPERATOR = { email: 'cards.operator@cloudmine.test', password: 'cards operator password' };

type Estimate = { dailyNetPayout: string; returnPercent: string; breakEvenDay: number | null; termDays: number };
type Plan = {
  id: string;
  priceUsd: number;
  maintenanceFeeUsdPerThDay: string;
  soldOut: boolean;
  estimate: Estimate | null;
};
type Period = { payout: string; usd: string };

/** The screenshots a person looks at: /tmp/shots-cards-<name>.png when SCREENSHOT_DIR is /tmp. */
const shot = (page: Page, name: string) => keepScreenshot(page, `shots-cards-${name}`);

/** "2.2" → "2.20" (a return) or "0.00028" → "0.00028000" (a coin amount), padded as text as the page shows it. */
function padded(amount: string, decimals: number): string {
  const [whole, fraction = ''] = amount.split('.');
  return `${whole}.${fraction.padEnd(decimals, '0')}`;
}

/** The plans of a coin and variant with their estimates, once the feed has priced the coins. */
async function pricedPlans(baseUrl: string, coin: string, variant: 'STANDARD' | 'PRO'): Promise<Plan[]> {
  const jar = new CookieJar();
  return waitFor(
    async () => {
      const data = await graphqlAs(
        baseUrl,
        jar,
        `query ($coin: Coin, $variant: PlanVariant) { plans(coin: $coin, variant: $variant) {
          id priceUsd maintenanceFeeUsdPerThDay soldOut estimate { dailyNetPayout returnPercent breakEvenDay termDays } } }`,
        { coin, variant },
      );
      const plans = data.plans as Plan[];
      return plans.every((plan) => plan.estimate) ? plans : undefined;
    },
    60_000,
    `the ${coin} ${variant} plans with their estimates`,
  );
}

type Answer = { variables: Record<string, any>; data: any };

/**
 * Every GraphQL answer the page received, by operation name. The rates move with every feed tick, so a
 * figure on the page is compared with the answer the page itself got, not with a later query.
 */
function recordAnswers(page: Page): Map<string, Answer[]> {
  const answers = new Map<string, Answer[]>();
  page.on('response', (response) => {
    const request = response.request();
    if (!response.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const sent = request.postDataJSON() as { operationName?: string; variables?: Record<string, any> } | null;
    if (!sent?.operationName) return;
    const name = sent.operationName;
    void response
      .json()
      .then((body: { data?: unknown }) => {
        if (body.data)
          answers.set(name, [...(answers.get(name) ?? []), { variables: sent.variables ?? {}, data: body.data }]);
      })
      .catch(() => undefined);
  });
  return answers;
}

/**
 * The calculator answers the server rendered into the page (docs/adr/0024): a prerendered home page
 * hydrates from them and asks the graph nothing for its opening figures. Each is recorded as if the
 * page had received it; a page served as the SPA shell has none and asks over the network instead.
 */
async function recordPrerenderedCalculations(page: Page, answers: Map<string, Answer[]>): Promise<void> {
  const rootQuery = await page.evaluate(() => {
    const text = document.getElementById('prerendered-state')?.textContent;
    return text
      ? (JSON.parse(text) as { apolloCache: { ROOT_QUERY?: Record<string, unknown> } }).apolloCache.ROOT_QUERY
      : null;
  });
  for (const [key, value] of Object.entries(rootQuery ?? {})) {
    const args = /^miningCalculator\((.*)\)$/.exec(key)?.[1];
    if (!args) continue;
    const variables = JSON.parse(args) as Record<string, unknown>;
    const previous = answers.get('MiningCalculator') ?? [];
    answers.set('MiningCalculator', [{ variables, data: { miningCalculator: value } }, ...previous]);
  }
}

/** The newest answer to `name` whose variables satisfy `matches`, once it has arrived. */
function answerOf(answers: Map<string, Answer[]>, name: string, matches: (variables: Record<string, any>) => boolean) {
  return waitFor(
    async () => (answers.get(name) ?? []).filter((answer) => matches(answer.variables)).at(-1)?.data,
    15_000,
    `the page's ${name} answer`,
  );
}

function card(page: Page, planId: string): Locator {
  return page.locator(`[data-testid="plan-card"][data-plan-id="${planId}"]`);
}

/** Waits until an input shows `text` (the answer fills the linked field after the debounce). */
async function expectInputValue(input: Locator, text: string): Promise<void> {
  await waitFor(
    async () => ((await input.inputValue()) === text ? true : undefined),
    10_000,
    `the input to show ${text}`,
  ).catch(async (error: Error) => {
    throw new Error(`${error.message}; it shows ${await input.inputValue()}`);
  });
}

/** An OPERATOR admin (market parameters), made by the bootstrap superadmin as other tests seed admins. */
async function operatorJar(baseUrl: string): Promise<CookieJar> {
  const root = await adminJar(baseUrl, ROOT);
  const input = { ...OPERATOR, firstName: 'Otto', lastName: 'Operator', roles: ['OPERATOR'] };
  await graphqlAs(
    baseUrl,
    root,
    'mutation ($input: CreateAdminInput!) { createAdmin(input: $input) { id } }',
    { input },
    true,
  );
  return adminJar(baseUrl, OPERATOR);
}

/**
 * The contract cards with their computed estimates, the home page's mining income calculator and the
 * sold-out state (issue 14), in Debian's Chromium against the embedded platform and the built web client.
 */
describe('contract cards and the mining income calculator (embedded platform, headless Chromium)', () => {
  let platform: EmbeddedPlatform;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let browser: Browser;
  const readPin = (email: string) => waitFor(() => pinFrom(smtp.received, email), 15_000, 'the PIN e-mail');

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    platform = await startTestPlatform({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'e2e-cards-')),
      port: 0,
      logger: pino({ level: 'silent' }),
      smtpUrl: smtp.url,
      bootstrapAdmin: ROOT,
    });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    await smtp?.stop();
  });

  it('shows each card’s estimates from the graph, the Standard / Pro switch and the notices, in English and French', async () => {
    const standard = await pricedPlans(platform.url, 'BTC', 'STANDARD');
    const pro = await pricedPlans(platform.url, 'BTC', 'PRO');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const answers = recordAnswers(page);
    await openHydrated(page, `${platform.url}/pricing.html`);
    await page.getByTestId('coin-tab-BTC').click();
    await card(page, 'btc-1').waitFor();
    const shownStandard = (
      await answerOf(
        answers,
        'PricingPlans',
        (variables) => variables.coin === 'BTC' && variables.variant === 'STANDARD',
      )
    ).plans as Plan[];
    expect(shownStandard.map((plan) => plan.id)).toEqual(standard.map((plan) => plan.id));
    await expect(page.getByTestId('plan-card').count()).resolves.toBe(3);
    await page.getByTestId('plans-what-is-sold').filter({ hasText: 'SHA-256 hashrate' }).waitFor();
    await expect(page.getByTestId('plans-what-is-sold').innerText()).resolves.toContain('paid in Bitcoin');
    await expect(page.getByTestId('plans-risk-notice').innerText()).resolves.toMatch(/not a promise.*negative/s);
    await page.getByTestId('plans-inputs-hashprice').filter({ hasText: 'BTC per TH/s per day' }).waitFor();

    for (const plan of shownStandard) {
      const shown = card(page, plan.id);
      const estimate = plan.estimate!;
      // The payout is below 1 BTC, so the graph's text is shown as it is, with the coin.
      await shown
        .getByTestId('plan-daily-payout')
        .filter({ hasText: `${padded(estimate.dailyNetPayout, 8)} BTC` })
        .waitFor();
      await expect(shown.getByTestId('plan-return').innerText()).resolves.toBe(`${padded(estimate.returnPercent, 2)}%`);
      await expect(shown.getByTestId('plan-return').getAttribute('data-negative')).resolves.toBe(
        estimate.returnPercent.startsWith('-') ? 'true' : null,
      );
      await expect(shown.getByTestId('plan-break-even').innerText()).resolves.toBe(
        estimate.breakEvenDay === null ? 'not within the term' : `day ${estimate.breakEvenDay}`,
      );
      await expect(shown.getByTestId('plan-fee').innerText()).resolves.toBe(
        `${plan.maintenanceFeeUsdPerThDay}\u00a0USD`,
      );
      await expect(shown.getByTestId('plan-estimate-badge').textContent()).resolves.toBe('Estimate');
      await expect(shown.getByTestId('plan-buy').getAttribute('href')).resolves.not.toContain('plan=');
    }
    await shot(page, 'pricing-en');

    await page.getByTestId('variant-switch').getByText('Pro', { exact: true }).click();
    await card(page, pro[0].id).waitFor();
    await expect(page.getByTestId('plan-card').count()).resolves.toBe(3);
    const shownPro = (
      await answerOf(answers, 'PricingPlans', (variables) => variables.coin === 'BTC' && variables.variant === 'PRO')
    ).plans as Plan[];
    for (const [index, plan] of shownPro.entries()) {
      const shown = card(page, plan.id);
      await shown.getByTestId('plan-pro-badge').waitFor();
      // Pro: a higher price and a lower fee than the standard plan of the same tier.
      expect(plan.priceUsd).toBeGreaterThan(standard[index].priceUsd);
      expect(Number(plan.maintenanceFeeUsdPerThDay)).toBeLessThan(Number(standard[index].maintenanceFeeUsdPerThDay));
      await expect(shown.getByTestId('plan-price').innerText()).resolves.toBe(
        `$${plan.priceUsd.toLocaleString('en-US')}.00`,
      );
      await shown
        .getByTestId('plan-daily-payout')
        .filter({ hasText: `${padded(plan.estimate!.dailyNetPayout, 8)} BTC` })
        .waitFor();
      // A Pro plan has its tier's comment, so the link names the plan too.
      await expect(shown.getByTestId('plan-buy').getAttribute('href')).resolves.toContain(`&plan=${plan.id}`);
    }

    await chooseLanguage(page, 'fr');
    await page.getByTestId('plans-what-is-sold').filter({ hasText: 'puissance de hachage SHA-256' }).waitFor();
    await card(page, pro[0].id).getByTestId('plan-estimate-badge').filter({ hasText: 'Estimation' }).waitFor();
    await expect(card(page, pro[0].id).getByTestId('plan-buy').innerText()).resolves.toBe('Acheter le contrat');
    await expect(page.getByTestId('plans-risk-notice').innerText()).resolves.toContain('pas une promesse');
    await shot(page, 'pricing-fr');
    await chooseLanguage(page, 'en');
    await page.close();
  }, 120_000);

  it('links amount and power through the plan both ways and estimates four periods, in English and German', async () => {
    await pricedPlans(platform.url, 'BTC', 'STANDARD');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const answers = recordAnswers(page);
    const dailyOf = async (matches: (input: Record<string, unknown>) => boolean): Promise<Period> =>
      (await estimateOf(matches)).daily;
    const estimateOf = async (matches: (input: Record<string, unknown>) => boolean): Promise<Record<string, Period>> =>
      (await answerOf(answers, 'MiningCalculator', (variables) => matches(variables.input))).miningCalculator.estimate;
    await openHydrated(page, `${platform.url}/`);
    await scrollToDeferredSection(page, 'calculator');
    await recordPrerenderedCalculations(page, answers);
    const amount = page.getByTestId('calculator-amount');
    const power = page.getByTestId('calculator-power');
    const daily = page.getByTestId('calculator-daily-coin');

    // Opens at 9,500 USD of btc-1 (0.005 USD per GH/s): 1,900,000 GH/s.
    await expectInputValue(amount, '9,500');
    await expectInputValue(power, '1,900,000');
    const atDefault = await dailyOf((input) => input.amountUsd === '9500');
    await daily.filter({ hasText: `${padded(atDefault.payout, 8)} BTC` }).waitFor();
    await page.getByTestId('calculator-inputs-hashprice').waitFor();
    await page.getByTestId('calculator-inputs-fee').filter({ hasText: '0.036 USD per TH/s per day' }).waitFor();
    await expect(page.getByTestId('calculator-risk-notice').innerText()).resolves.toContain('not a promise');
    await shot(page, 'home-en');

    await amount.fill('12000');
    await expectInputValue(power, '2,400,000');
    const at12000 = await estimateOf((input) => input.amountUsd === '12000');
    await daily.filter({ hasText: `${padded(at12000.daily.payout, 8)} BTC` }).waitFor();
    for (const period of ['weekly', 'monthly', 'yearly']) {
      const shown = page.getByTestId(`calculator-${period}-coin`);
      await expect(shown.innerText()).resolves.toBe(`${padded(at12000[period].payout, 8)}\u00a0BTC`);
      const usd = Number(at12000[period].usd).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
      await expect(page.getByTestId(`calculator-${period}-usd`).innerText()).resolves.toBe(usd);
    }

    await power.fill('1000000');
    await expectInputValue(amount, '5,000');
    await expectInputValue(power, '1,000,000');

    await page.getByTestId('calculator-coin').click();
    await page.getByRole('option', { name: 'Ethereum' }).click();
    await page.getByTestId('calculator-results').getByText('Estimate in ETH').waitFor();
    await daily.filter({ hasText: /\sETH$/ }).waitFor();
    // eth-2 costs 24,500 USD for 4,500 TH/s: 1,000,000 GH/s cost 5,444.44 USD.
    await page.getByTestId('calculator-plan').click();
    await page.getByRole('option', { name: /^18 MONTHS/ }).click();
    await expectInputValue(amount, '5,444.44');
    const eth2 = await dailyOf((input) => input.coin === 'ETH' && input.tier === 2 && input.powerGhs === '1000000');
    await daily.filter({ hasText: `${padded(eth2.payout, 8)} ETH` }).waitFor();

    // The subgraph refuses more than 100,000,000 USD: the field says so and no figures are shown.
    await amount.fill('200000000');
    await page.getByText('Enter an amount from 0 to 100,000,000 USD with at most 2 decimals.').waitFor();
    await page.getByTestId('calculator-results').waitFor({ state: 'hidden' });
    await amount.fill('');
    await page.getByText('Enter an amount or a power.').waitFor();

    await chooseLanguage(page, 'de');
    await amount.fill('12000');
    await expectInputValue(power, '2.204.081,632');
    await expectInputValue(amount, '12.000');
    await page.getByTestId('calculator-daily').getByText('Täglich').waitFor();
    await page.getByText('Betrag (USD)').waitFor();
    await expect(page.getByTestId('calculator-risk-notice').innerText()).resolves.toContain('kein Versprechen');
    await shot(page, 'home-de');
    await chooseLanguage(page, 'en');
    await page.close();
  }, 120_000);

  it('says sold out on the cards and the deposit form once the capacity is 0, and sells a Pro plan by its id', async () => {
    await pricedPlans(platform.url, 'BNB', 'STANDARD');
    await ensureBitcoinPoolWallet(platform.url, ROOT);
    const operator = await operatorJar(platform.url);
    await graphqlAs(
      platform.url,
      operator,
      'mutation ($requestId: ID) { setCapacity(coin: BNB, ths: 0, reason: "browser test: sold out", requestId: $requestId) { id } }',
      { requestId: randomUUID() },
      true,
    );
    const page = await skippedIdentityCustomerPage(browser, platform.url, readPin);
    await page.goto(`${platform.url}/user/deposits/mining.html`);
    await page.getByTestId('coin-tab-BNB').click();
    const bnb1 = card(page, 'bnb-1');
    await bnb1.getByTestId('plan-sold-out').filter({ hasText: 'Sold out' }).waitFor();
    await expect(bnb1.getByTestId('plan-buy').isDisabled()).resolves.toBe(true);
    await expect(bnb1.getByTestId('plan-buy').getAttribute('href')).resolves.toBeNull();
    await expect(page.locator('[data-testid="plan-card"][data-sold-out="true"]').count()).resolves.toBe(3);
    await shot(page, 'sold-out-en');

    // A card link kept from before: the checkout says sold out and offers no payment.
    const comment = 'Binance Coin Mining (12 Months Contract)';
    await page.goto(`${platform.url}/user/deposits/new.html?code=2&price=10000&comment=${encodeURIComponent(comment)}`);
    await page.getByTestId('deposit-plan-sold-out').filter({ hasText: 'sold out' }).waitFor();
    await expect(page.getByTestId('mining-deposit-form-submit').count()).resolves.toBe(0);
    await chooseLanguage(page, 'de');
    await page.getByTestId('deposit-plan-sold-out').filter({ hasText: 'ausverkauft' }).waitFor();
    await page.goto(`${platform.url}/user/deposits/mining.html`);
    await page.getByTestId('coin-tab-BNB').click();
    await bnb1.getByTestId('plan-buy').filter({ hasText: 'Ausverkauft' }).waitFor();
    await chooseLanguage(page, 'en');

    // The other coins still sell: a Pro card's link names its plan, and the deposit is for that plan.
    await page.getByTestId('coin-tab-BTC').click();
    await page.getByTestId('variant-switch').getByText('Pro', { exact: true }).click();
    await card(page, 'btc-4').getByTestId('plan-buy').click();
    await page.waitForURL(/plan=btc-4/);
    await page.getByTestId('deposit-plan-price').filter({ hasText: '$12,000.00' }).waitFor();
    await page.getByTestId('checkout-pay-BTC').check();
    await page.getByTestId('mining-deposit-form-submit').click();
    await page.waitForURL(/\/payment\.html\?/);
    const response = await page.context().request.post(`${platform.url}/graphql`, {
      data: { query: '{ me { deposits { items { planId } } } }' },
    });
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.me.deposits.items[0].planId).toBe('btc-4');

    // A hand-edited link naming a plan whose price or comment differs is not sold.
    await page.goto(
      `${platform.url}/user/deposits/new.html?code=2&price=10000&comment=${encodeURIComponent('Bitcoin Mining (12 Months Contract)')}&plan=btc-4`,
    );
    await page.getByTestId('deposit-plan-unknown').waitFor();

    // A form opened before the plan sold out: funds refuses the payment, and the page says why in French.
    const tether = 'USD Tether Mining (12 Months Contract)';
    await page.goto(`${platform.url}/user/deposits/new.html?code=2&price=10000&comment=${encodeURIComponent(tether)}`);
    await page.getByTestId('mining-deposit-form-submit').waitFor();
    await graphqlAs(
      platform.url,
      operator,
      'mutation ($requestId: ID) { setCapacity(coin: USDT, ths: 0, reason: "browser test: sold out", requestId: $requestId) { id } }',
      { requestId: randomUUID() },
      true,
    );
    // Mining announces the change to funds within its availability check (15 s).
    await waitFor(
      async () => {
        const refused = await page.context().request.post(`${platform.url}/graphql`, {
          data: {
            query: 'mutation ($input: CreateDepositInput!) { createDeposit(input: $input) { id } }',
            variables: {
              input: { purpose: 'MINING', cryptoCurrency: 'BTC', planId: 'usdt-1', price: '10000', comment: tether },
            },
          },
        });
        const answer = await refused.json();
        return answer.errors?.[0]?.extensions?.reason === 'PLAN_SOLD_OUT' ? true : undefined;
      },
      45_000,
      'funds refusing the sold-out plan',
    );
    await chooseLanguage(page, 'fr');
    await page.getByTestId('mining-deposit-form-submit').click();
    await page.getByTestId('error-box').filter({ hasText: 'Ce contrat est épuisé pour le moment.' }).waitFor();
    await shot(page, 'deposit-refused-fr');
    await page.reload();
    await page.getByTestId('deposit-plan-sold-out').filter({ hasText: 'épuisé' }).waitFor();
    await chooseLanguage(page, 'en');
    await page.context().close();
  }, 180_000);
});
