import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CookieJar } from './cookie-jar';

export type Credentials = { email: string; password: string };

/** A 1×1 PNG: a real image for the identity upload. */
const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A GraphQL call through the edge with the jar's cookies; `asAdmin` reads the admin session. */
export async function graphqlAs(
  baseUrl: string,
  jar: CookieJar,
  query: string,
  variables: Record<string, unknown>,
  asAdmin = false,
): Promise<any> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      ...jar.headers,
      'content-type': 'application/json',
      cookie: jar.header(),
      ...(asAdmin ? { 'x-act-as': 'admin' } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  jar.store(response);
  const body = await response.json();
  if (body.errors) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * A customer ready to deposit and withdraw, made through public APIs: signed up and detailed (USD)
 * through the legacy API, device confirmed with the e-mailed PIN, identity documents uploaded and
 * approved by the admin (withdrawals need an approved identity check).
 */
export async function seedVerifiedCustomer(
  baseUrl: string,
  admin: Credentials,
  readPin: (email: string) => Promise<string>,
  jar = new CookieJar(),
  country = 'Ireland',
): Promise<{ email: string; jar: CookieJar; userId: string }> {
  const email = `fay-${Date.now()}@example.com`;
  await jar.call(`${baseUrl}/api/users`, 'POST', {
    first_name: 'Fay',
    last_name: 'Funds',
    phone_number: '+44 20 7946 0500',
    email,
    password: 'fay password',
    confirm_password: 'fay password',
  });
  await jar.call(`${baseUrl}/api/users/auth/update/details`, 'PATCH', {
    first_name: 'Fay',
    last_name: 'Funds',
    country,
    mobile_number: '+353 1 234 5600',
    currency: 'USD',
  });
  await jar.call(`${baseUrl}/api/users/auth/token/device/verify`, 'POST', {});
  await jar.call(`${baseUrl}/api/users/auth/verify/device`, 'POST', { pin: await readPin(email) });
  const image = { fileName: 'id.png', base64: TINY_PNG_BASE64 };
  const submitted = await graphqlAs(
    baseUrl,
    jar,
    'mutation ($front: ImageUpload!, $back: ImageUpload!) { submitIdentityDocuments(front: $front, back: $back) { id } }',
    { front: image, back: image },
  );
  const userId = submitted.submitIdentityDocuments.id as string;

  const adminJar = new CookieJar();
  await graphqlAs(
    baseUrl,
    adminJar,
    'mutation ($email: String!, $password: String!) { adminSignIn(email: $email, password: $password) { id } }',
    admin,
    true,
  );
  await graphqlAs(
    baseUrl,
    adminJar,
    'mutation ($userId: ID!) { reviewIdentityCheck(userId: $userId, decision: APPROVE) { id } }',
    { userId },
    true,
  );
  return { email, jar, userId };
}

/** A second admin (ACCOUNTANT), made by the first one: the checker of the maker-checker decisions. */
export async function seedSecondAdmin(baseUrl: string, admin: Credentials): Promise<Credentials> {
  const second = { email: `checker-${Date.now()}@cloudmine.test`, password: 'checker admin password' };
  const adminJar = new CookieJar();
  await graphqlAs(
    baseUrl,
    adminJar,
    'mutation ($email: String!, $password: String!) { adminSignIn(email: $email, password: $password) { id } }',
    admin,
    true,
  );
  const input = { ...second, firstName: 'Cleo', lastName: 'Checker', roles: ['ACCOUNTANT'] };
  await graphqlAs(
    baseUrl,
    adminJar,
    'mutation ($input: CreateAdminInput!) { createAdmin(input: $input) { id } }',
    { input },
    true,
  );
  return second;
}

/** A browser context signed in as the customer of `jar` (the session cookies copied over). */
export async function customerContext(browser: Browser, baseUrl: string, jar: CookieJar): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { hostname } = new URL(baseUrl);
  const cookies = jar
    .header()
    .split('; ')
    .filter(Boolean)
    .map((pair) => ({
      name: pair.split('=')[0],
      value: pair.split('=').slice(1).join('='),
      domain: hostname,
      path: '/',
    }));
  await context.addCookies(cookies);
  return context;
}

/** A page signed in to the admin panel through its sign-in form. */
export async function adminPage(browser: Browser, baseUrl: string, admin: Credentials): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${baseUrl}/control/signin.html`);
  await page.getByTestId('admin-signin-email').fill(admin.email);
  await page.getByTestId('admin-signin-password').fill(admin.password);
  await page.getByTestId('admin-signin-submit').click();
  await page.waitForURL('**/control/index.html');
  return page;
}
