import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@jest/globals';
import { buildSchema, getNamedType, type GraphQLObjectType, isLeafType, isNonNullType, isObjectType } from 'graphql';
import { REPOSITORY_ROOT } from '../../src/layout';
import { collectTicks, postQuery, wsClient } from './graphql-client';
import { launchChromium, openHydrated, submitSignUpForm } from './browser';

/**
 * The end-to-end checks both run modes must pass, as a client sees the platform: through the
 * edge's one port, over HTTP, WebSocket and a real browser.
 */
export async function expectQueryAcrossSubgraphs(baseUrl: string): Promise<void> {
  const { status, body } = await postQuery(
    baseUrl,
    '{ plans(coin: ETH) { tier priceUsd termLabel asset { code name scale } } instruments(market: CURRENCIES) { symbol feedSymbol } siteSettings { productName } }',
  );
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  expect(body.data.plans.map((plan: { priceUsd: number }) => plan.priceUsd)).toEqual([10000, 24500, 100000]);
  expect(body.data.plans[0].asset).toEqual({ code: 'ETH', name: 'Ethereum', scale: 8 });
  expect(body.data.instruments).toHaveLength(16);
  expect(body.data.instruments).toContainEqual({ symbol: 'AUDCHF', feedSymbol: 'OANDA:AUDCHF' });
  expect(body.data.siteSettings.productName).toBe('CloudMine');
}

export async function expectTicksOfTwoSymbolsOnly(baseUrl: string): Promise<void> {
  const client = wsClient(baseUrl);
  try {
    const ticks = await collectTicks(client, ['BTCUSDT', 'EURUSD'], 4_000);
    const symbols = new Set(ticks.map((tick) => tick.symbol));
    expect([...symbols].sort()).toEqual(['BTCUSDT', 'EURUSD']);
    for (const tick of ticks) {
      expect(tick.ask).toBeGreaterThan(0);
      expect(tick.bid).toBeLessThan(tick.ask);
    }
  } finally {
    await client.dispose();
  }
}

/** A selection of every argument-free field of a type of the committed API schema, `depth` levels deep. */
function everyFieldOf(typeName: string, depth: number): string {
  const schema = buildSchema(readFileSync(path.join(REPOSITORY_ROOT, 'gateway', 'api-schema.graphql'), 'utf8'));
  const select = (type: GraphQLObjectType, levels: number): string =>
    Object.values(type.getFields())
      .filter((field) => field.args.every((argument) => !isNonNullType(argument.type)))
      .map((field) => {
        const named = getNamedType(field.type);
        if (isLeafType(named)) return field.name;
        return levels > 1 && isObjectType(named) ? `${field.name} { ${select(named, levels - 1)} }` : '';
      })
      .filter((selection) => selection && !selection.endsWith('{  }'))
      .join(' ');
  return select(schema.getType(typeName) as GraphQLObjectType, depth);
}

export async function expectBadInputRefused(baseUrl: string): Promise<void> {
  const malformed = await postQuery(baseUrl, '{ plans { tier ');
  expect(malformed.status).toBe(400);
  expect(malformed.body.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');

  const aliases = Array.from({ length: 600 }, (_, index) => `l${index}: languages { code }`).join(' ');
  const tooManyAliases = await postQuery(baseUrl, `{ ${aliases} }`);
  expect(tooManyAliases.status).toBe(400);
  expect(tooManyAliases.body.errors?.[0].message).toMatch(/at most \d+ aliases/);

  // Within the alias limit, each alias asking for every field of a customer two levels deep.
  const customers = Array.from(
    { length: 30 },
    (_, index) => `c${index}: customers(page: 1, pageSize: 1) { items { ${everyFieldOf('User', 2)} } }`,
  );
  const tooCostly = await postQuery(baseUrl, `{ ${customers.join(' ')} }`);
  expect(tooCostly.status).toBe(400);
  expect(tooCostly.body.errors?.[0].extensions?.reason).toBe('QUERY_TOO_COSTLY');

  const unknown = await postQuery(baseUrl, '{ quote(symbol: "NOPE") { ask } }');
  expect(unknown.body.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'INSTRUMENT_NOT_FOUND' });

  const withoutCsrfHeader = await fetch(`${baseUrl}/graphql?query=${encodeURIComponent('{ languages { code } }')}`);
  expect(withoutCsrfHeader.status).toBe(400);

  const badToken = await postQuery(baseUrl, '{ languages { code } }', {}, { authorization: 'Bearer not-a-token' });
  expect(badToken.status).toBe(401);
  expect(badToken.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

  await expect(collectTicks(wsClient(baseUrl, { token: 'not-a-token' }), ['BTCUSDT'], 2_000)).rejects.toThrow(
    /4403|Forbidden/,
  );
  await expect(collectTicks(wsClient(baseUrl), ['NOPE'], 2_000)).rejects.toThrow(/Unknown instrument NOPE/);
  await expect(collectTicks(wsClient(baseUrl, {}, 'http://evil.example'), ['BTCUSDT'], 2_000)).rejects.toThrow();

  const legacyUnknown = await fetch(`${baseUrl}/api/nothing/here`);
  expect(legacyUnknown.status).toBe(404);
  expect(await legacyUnknown.json()).toMatchObject({ data: null });
  const legacyStatus = await fetch(`${baseUrl}/api/users/auth/status`);
  expect(legacyStatus.status).toBe(401);
  expect(await legacyStatus.json()).toEqual({ errors: ['Not signed in'], message: 'Not signed in', data: null });
}

export async function expectPricingPageLive(baseUrl: string): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The server-rendered cards show before hydration; a click on a tab before it would go nowhere.
    await openHydrated(page, `${baseUrl}/pricing.html`);
    await page.getByTestId('plan-card').first().waitFor();
    await page.getByTestId('coin-tab-BTC').click();
    await page.getByTestId('plan-card').filter({ hasText: 'BTC' }).nth(2).waitFor();
    await expect(page.getByTestId('plan-card').count()).resolves.toBe(3);
    expect(await page.title()).toMatch(/ - CloudMine$/);

    await page.getByTestId('theme-menu').click();
    await page.getByTestId('theme-DARK').click();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');

    const pricingLabel = await page.getByTestId('nav-pricing').innerText();
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-de').click();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    expect(await page.getByTestId('nav-pricing').innerText()).not.toBe(pricingLabel);

    await page.reload();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');

    const price = page.getByTestId('ticker-price-BTCUSDT');
    await price.waitFor();
    const first = await price.innerText();
    await page.waitForFunction(
      ([selector, before]) => document.querySelector(selector)?.textContent !== before,
      ['[data-testid="ticker-price-BTCUSDT"]', first] as const,
      { timeout: 15_000 },
    );

    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByTestId('not-found').waitFor();
  } finally {
    await browser.close();
  }
}

/** The bootstrap admin signs in to the panel, sees the overview, the audit log and the mailbox; then the sandbox loads. */
export async function expectAdminPanelAndSandbox(
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/control/index.html`);
    await page.waitForURL('**/control/signin.html');
    await page.getByTestId('admin-signin-email').fill(admin.email);
    await page.getByTestId('admin-signin-password').fill('not the password');
    await page.getByTestId('admin-signin-submit').click();
    await page.getByTestId('error-box').waitFor();
    await page.getByTestId('admin-signin-password').fill(admin.password);
    await page.getByTestId('admin-signin-submit').click();
    await page.waitForURL('**/control/index.html');
    await page.getByTestId('admin-shell').waitFor();
    await expect(page.getByTestId('breadcrumbs').innerText()).resolves.toContain('Control Panel');
    await page.getByTestId('overview-instruments-CURRENCIES').filter({ hasText: '16' }).waitFor();

    await page.goto(`${baseUrl}/control/audit/list.html`);
    await page.getByTestId('audit-row').filter({ hasText: 'admin.bootstrapped' }).first().waitFor();
    await page.goto(`${baseUrl}/control/mailbox/list.html`);
    await page.getByTestId('mailbox-table').or(page.getByTestId('no-data')).first().waitFor();
    await page.goto(`${baseUrl}/control/no/such/screen`);
    await page.getByTestId('admin-not-found').waitFor();
    await page.getByTestId('admin-signout').click();
    await page.waitForURL('**/control/signin.html');

    await page.goto(`${baseUrl}/sandbox/`);
    await page.locator('.graphiql-container').waitFor();
    // The schema comes from the committed SDL the gateway serves (no anonymous introspection),
    // subscriptions included.
    await page.getByRole('button', { name: /documentation explorer/i }).click();
    await page.getByText('Subscription', { exact: true }).first().waitFor();
  } finally {
    await browser.close();
  }
}

/**
 * A new customer signs up from a referral link, confirms the device with the PIN read from the
 * SMTP peer, skips the identity upload and lands on the signed-in home; then signs out and in.
 */
export async function expectSignUpWizard(
  baseUrl: string,
  readPin: (email: string) => Promise<string>,
): Promise<string> {
  const referrer = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Rita',
      last_name: 'Ref',
      phone_number: '+44 20 7946 0100',
      email: `rita-${Date.now()}@example.com`,
      password: 'referrer pass',
      confirm_password: 'referrer pass',
    }),
  });
  const referralCode = (await referrer.json()).data.referral_code as string;
  const email = `walt-${Date.now()}@example.com`;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/signup.html?refid=${referralCode}`);
    await expect(page.getByTestId('signup-referral').innerText()).resolves.toContain(referralCode);
    await submitSignUpForm(page, {
      firstName: 'Walt',
      lastName: 'Wizard',
      phone: '+44 20 7946 0200',
      email,
      password: 'walt password',
    });

    await page.waitForURL('**/user/auth/signup/step2.html');
    // The details come first: later steps and the signed-in pages send the customer back to step 2.
    for (const early of ['/user/auth/signup/step3.html', '/user/auth/signup/step4.html', '/user/index.html']) {
      await page.goto(`${baseUrl}${early}`);
      await page.waitForURL('**/user/auth/signup/step2.html');
    }
    await page.getByTestId('details-first-name').fill('Walt');
    await page.getByTestId('details-last-name').fill('Wizard');
    await page.getByTestId('details-country').click();
    await page.getByRole('option', { name: 'Germany' }).click();
    await page.getByTestId('details-mobile').fill('+49 30 1234567');
    await page.getByTestId('details-submit').click();

    await page.waitForURL('**/user/auth/signup/step3.html?sent=true');
    await page.getByTestId('success-box').waitFor();
    // Step 3 stays once `me` was fetched again: the saved details are no reason to go back.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/user/auth/signup/step3.html');
    const pin = await readPin(email);
    await page.getByTestId('pin-input-1').click();
    await page.keyboard.type(pin);

    await page.waitForURL('**/user/auth/signup/step4.html');
    await page
      .getByTestId('id-front-input')
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page
      .getByTestId('id-back-input')
      .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByTestId('id-submit').click();
    await page.waitForURL('**/user/index.html');
    await expect(page.getByTestId('user-email').innerText()).resolves.toContain(email);
    await page.getByTestId('user-verification-link').click();
    await page.getByTestId('verification-in-progress').waitFor();

    await page.getByTestId('nav-signout').click();
    await page.waitForURL('**/signin.html');
    await page.getByTestId('signin-email').fill(email);
    await page.getByTestId('signin-password').fill('walt password');
    await page.getByTestId('signin-submit').click();
    await page.waitForURL('**/user/index.html');
    await page.goto(`${baseUrl}/signin.html`);
    await page.waitForURL('**/user/index.html'); // guest-only page sends a signed-in customer home
    return email;
  } finally {
    await browser.close();
  }
}

/** A 1×1 PNG: a real image for the upload form. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** An admin finds the customer, looks at the uploaded images and approves them; the customer then sees it. */
export async function expectAdminApprovesIdentity(
  baseUrl: string,
  admin: { email: string; password: string },
  customerEmail: string,
): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/control/signin.html`);
    await page.getByTestId('admin-signin-email').fill(admin.email);
    await page.getByTestId('admin-signin-password').fill(admin.password);
    await page.getByTestId('admin-signin-submit').click();
    await page.waitForURL('**/control/index.html');
    await page.goto(`${baseUrl}/control/users/list.html`);
    await page.getByTestId('users-search').fill(customerEmail);
    await page.getByTestId('users-row').filter({ hasText: customerEmail }).first().click();
    await page.getByTestId('user-id-documents').waitFor();
    await expect(page.getByTestId('user-id-front').getAttribute('src')).resolves.toMatch(
      /^\/images\/[a-f0-9]{32}\.png$/,
    );
    await page.getByTestId('user-id-approve').click();
    await page.getByTestId('user-id-approve-confirm').click();
    await page.getByTestId('success-box').waitFor();
    await page.getByTestId('user-actions').filter({ hasText: 'customer.identity_check.approved' }).waitFor();
  } finally {
    await browser.close();
  }
  const status = await fetch(`${baseUrl}/api/users/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: customerEmail, password: 'walt password' }),
  });
  expect((await status.json()).data.identity_verified).toBe(2);
}

/** Sign-up without a referral link, then a forgotten password reset through the e-mailed link. */
export async function expectPasswordResetInBrowser(
  baseUrl: string,
  readResetLink: (email: string) => Promise<string>,
): Promise<void> {
  const email = `nora-${Date.now()}@example.com`;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/signup.html`);
    await submitSignUpForm(page, {
      firstName: 'Nora',
      lastName: 'Noref',
      phone: '+44 20 7946 0300',
      email,
      password: 'nora password',
    });
    await page.waitForURL('**/user/auth/signup/step2.html');
    await page.getByTestId('signout').click();
    await page.waitForURL('**/signin.html');

    await page.getByTestId('signin-password-reset-link').click();
    await page.waitForURL('**/password.html');
    await page.getByTestId('password-email').fill(email);
    await page.getByTestId('password-request-submit').click();
    await page.getByTestId('success-box').waitFor();
    await page.goto(await readResetLink(email));
    await page.getByTestId('password-new').fill('nora new password');
    await page.getByTestId('password-confirm').fill('nora new password');
    await page.getByTestId('password-reset-submit').click();
    await page.getByTestId('password-reset-done').waitFor();

    await page.goto(`${baseUrl}/signin.html`);
    await page.getByTestId('signin-email').fill(email);
    await page.getByTestId('signin-password').fill('nora new password');
    await page.getByTestId('signin-submit').click();
    await page.waitForURL(/\/user\/auth\/signup\/step[23]\.html/); // the device is not confirmed yet: the wizard resumes
  } finally {
    await browser.close();
  }
}

/**
 * An admin asks for a reset from the sign-in page and types the e-mailed token into step 2 (the
 * customer case opens the link instead); the old password is refused after, the new one lets them in.
 */
export async function expectAdminPasswordResetInBrowser(
  baseUrl: string,
  admin: { email: string; password: string },
  newPassword: string,
  readResetLink: (email: string) => Promise<string>,
): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/control/signin.html`);
    await page.getByTestId('admin-signin-password-reset-link').click();
    await page.waitForURL('**/control/password.html');
    await page.getByTestId('admin-password-email').fill(admin.email);
    await page.getByTestId('admin-password-request-submit').click();
    await page.getByTestId('success-box').waitFor();
    await expect(page.getByTestId('admin-password-reset-email').innerText()).resolves.toContain(admin.email);
    const link = new URL(await readResetLink(admin.email));
    expect(link.pathname).toBe('/control/password.html');
    await page.getByTestId('admin-password-token').fill(link.searchParams.get('token') ?? '');
    await page.getByTestId('admin-password-new').fill(newPassword);
    await page.getByTestId('admin-password-confirm').fill(newPassword);
    await page.getByTestId('admin-password-reset-submit').click();
    await page.getByTestId('admin-password-reset-done').waitFor();

    await page.getByTestId('admin-password-signin-link').click();
    await page.waitForURL('**/control/signin.html');
    await page.getByTestId('admin-signin-email').fill(admin.email);
    await page.getByTestId('admin-signin-password').fill(admin.password);
    await page.getByTestId('admin-signin-submit').click();
    await page.getByTestId('error-box').waitFor();
    await page.getByTestId('admin-signin-password').fill(newPassword);
    await page.getByTestId('admin-signin-submit').click();
    await page.waitForURL('**/control/index.html');
    await page.getByTestId('admin-shell').waitFor();
  } finally {
    await browser.close();
  }
}

/** A verified customer (set up through the legacy API) changes the profile photo and the e-mail in the browser. */
export async function expectPhotoAndEmailPages(
  baseUrl: string,
  readPin: (email: string) => Promise<string>,
  readEmailToken: (email: string) => Promise<string>,
): Promise<void> {
  const email = `pam-${Date.now()}@example.com`;
  let cookie = '';
  const legacy = async (path: string, method: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const fresh = response.headers.getSetCookie().map((header) => header.split(';')[0]);
    if (fresh.length > 0) cookie = fresh.join('; ');
    return response.json();
  };
  await legacy('/users', 'POST', {
    first_name: 'Pam',
    last_name: 'Photo',
    phone_number: '+44 20 7946 0400',
    email,
    password: 'pam password',
    confirm_password: 'pam password',
  });
  await legacy('/users/auth/update/details', 'PATCH', {
    first_name: 'Pam',
    last_name: 'Photo',
    country: 'Ireland',
    mobile_number: '+353 1 234 5678',
    currency: 'EUR',
  });
  await legacy('/users/auth/token/device/verify', 'POST', {});
  await legacy('/users/auth/verify/device', 'POST', { pin: await readPin(email) });
  await legacy('/users/auth/verify/id', 'PATCH', { action: 1 });

  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const origin = new URL(baseUrl);
    await context.addCookies(
      cookie.split('; ').map((pair) => ({
        name: pair.split('=')[0],
        value: pair.split('=').slice(1).join('='),
        domain: origin.hostname,
        path: '/',
      })),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/user/auth/photo.html`);
    await page.getByTestId('photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByTestId('photo-submit').click();
    await page.getByTestId('success-box').waitFor();

    await page.goto(`${baseUrl}/user/auth/email.html`);
    await page.getByTestId('email-request').click();
    const token = await readEmailToken(email);
    await page.getByTestId('email-token').fill(token);
    await page.getByTestId('email-new').fill(`new-${email}`);
    await page.getByTestId('email-confirm').fill(`new-${email}`);
    await page.getByTestId('email-submit').click();
    await page.getByText(`new-${email}`).first().waitFor();
  } finally {
    await browser.close();
  }
  const signedIn = await fetch(`${baseUrl}/api/users/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `new-${email}`, password: 'pam password' }),
  });
  expect(signedIn.status).toBe(200);
}
