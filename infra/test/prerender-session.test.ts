import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { CookieJar } from './support/cookie-jar';
import { graphqlAs } from './support/funds-actors';

/** Short enough for a test to wait past it, long enough for a page to render inside it. */
const ACCESS_TTL_SECONDS = 20;
const SESSION_COOKIES = ['access_token', 'refresh_token'];

let platform: EmbeddedPlatform;
/** Signed up first, so that its access token has expired when the last test runs. */
let returning: { jar: CookieJar; firstName: string; signedUpAtMs: number };

beforeAll(async () => {
  platform = await startTestPlatform({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'prerender-session-')),
    port: 0,
    logger: pino({ level: 'silent' }),
    // What is rendered is checked, not how fast: a loaded test machine may be slower than the 2 s limit.
    renderTimeoutMs: 20_000,
    accessTtlSeconds: ACCESS_TTL_SECONDS,
  });
  returning = { ...(await signedUpCustomer('Rosalind')), signedUpAtMs: Date.now() };
}, 120_000);
afterAll(async () => {
  await platform?.stop();
});

let customers = 0;
async function signedUpCustomer(firstName: string): Promise<{ jar: CookieJar; firstName: string }> {
  const jar = new CookieJar();
  customers += 1;
  await graphqlAs(platform.url, jar, 'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }', {
    input: {
      firstName,
      lastName: 'Session',
      phoneNumber: '+44 20 7946 0800',
      email: `${firstName.toLowerCase()}-${customers}-${Date.now()}@example.com`,
      password: 'session password',
      confirmPassword: 'session password',
    },
  });
  return { jar, firstName };
}

function cookieValue(cookieHeader: string, name: string): string {
  const pair = cookieHeader.split('; ').find((part) => part.startsWith(`${name}=`));
  if (!pair) throw new Error(`no ${name} cookie`);
  return pair.slice(name.length + 1);
}

/** A page load as a browser sends it, with the document, its chrome and the session cookies it sets. */
async function loadPage(pagePath: string, cookie: string) {
  const response = await fetch(`${platform.url}${pagePath}`, { headers: { accept: 'text/html', cookie } });
  const html = await response.text();
  const sessionCookies = new Map(
    response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0].split('='))
      .filter(([name]) => SESSION_COOKIES.includes(name))
      .map(([name, ...value]) => [name, value.join('=')]),
  );
  return {
    status: response.status,
    html,
    signedIn: html.includes('data-testid="nav-signout"'),
    guest: html.includes('data-testid="nav-signup"'),
    sessionCookies,
    /** The Cookie header the browser sends next: the renewed pair. */
    renewedCookie: [...sessionCookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

async function graphqlWith(cookie: string, query: string) {
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: any; errors?: { extensions?: { reason?: string } }[] };
}

/** ADR 0024: a returning customer whose access token has expired is rendered signed in, not as a guest. */
describe('server-rendered public pages for a customer whose access token has expired', () => {
  it('renews the session of a browser that sends only the refresh cookie, renders it signed in and hands on the cookies', async () => {
    const { jar, firstName } = await signedUpCustomer('Marguerite');
    const oldRefresh = cookieValue(jar.header(), 'refresh_token');
    const page = await loadPage('/pricing.html', `lang=en; refresh_token=${oldRefresh}`);
    expect(page.status).toBe(200);
    expect(page.signedIn).toBe(true);
    expect(page.guest).toBe(false);
    expect(page.html).toContain(firstName);
    expect([...page.sessionCookies.keys()].sort()).toEqual(SESSION_COOKIES);
    expect(page.sessionCookies.get('refresh_token')).not.toBe(oldRefresh);
    // The browser's new cookies work: for the API, and for the next renewal.
    const me = await graphqlWith(page.renewedCookie, '{ me { firstName } }');
    expect(me.data?.me).toEqual({ firstName });
    const renewedRefresh = `refresh_token=${page.sessionCookies.get('refresh_token')}`;
    const refreshed = await graphqlWith(renewedRefresh, 'mutation { refreshSession { firstName } }');
    expect(refreshed).toEqual({ data: { refreshSession: { firstName } } });
  }, 60_000);

  it('renders a guest and sets no session cookie for an unknown refresh cookie or one whose session ended', async () => {
    const { jar } = await signedUpCustomer('Evander');
    const endedRefresh = cookieValue(jar.header(), 'refresh_token');
    await graphqlAs(platform.url, jar, 'mutation { signOut }', {});
    const refreshCookies = [
      `refresh_token=${endedRefresh}`,
      `refresh_token=00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}`,
      'refresh_token=nonsense',
    ];
    for (const cookie of refreshCookies) {
      const page = await loadPage('/', cookie);
      expect(page).toMatchObject({ status: 200, signedIn: false, guest: true });
      expect(page.sessionCookies.size).toBe(0);
    }
  }, 60_000);

  it('leaves a session whose access token is valid alone', async () => {
    const { jar, firstName } = await signedUpCustomer('Ottoline');
    const page = await loadPage('/', jar.header());
    expect(page).toMatchObject({ status: 200, signedIn: true, guest: false });
    expect(page.html).toContain(firstName);
    expect(page.sessionCookies.size).toBe(0);
  }, 60_000);

  it('renders two pages loaded at once with one refresh cookie, one of them signed in, and keeps the session', async () => {
    const { jar, firstName } = await signedUpCustomer('Peregrine');
    const refreshOnly = `refresh_token=${cookieValue(jar.header(), 'refresh_token')}`;
    const pages = await Promise.all([loadPage('/', refreshOnly), loadPage('/faq.html', refreshOnly)]);
    for (const page of pages) expect(page.status).toBe(200);
    const signedIn = pages.filter((page) => page.signedIn);
    expect(signedIn.length).toBeGreaterThanOrEqual(1);
    // The other lost the race (REFRESHED_ELSEWHERE): a guest page, and no cookies to overwrite the winner's.
    for (const page of pages.filter((each) => !each.signedIn)) {
      expect(page.guest).toBe(true);
      expect(page.sessionCookies.size).toBe(0);
    }
    for (const page of signedIn) {
      expect([...page.sessionCookies.keys()].sort()).toEqual(SESSION_COOKIES);
      const me = await graphqlWith(page.renewedCookie, '{ me { firstName } }');
      expect(me.data?.me).toEqual({ firstName });
    }
    const winner = signedIn[signedIn.length - 1];
    const refreshed = await graphqlWith(
      `refresh_token=${winner.sessionCookies.get('refresh_token')}`,
      'mutation { refreshSession { firstName } }',
    );
    expect(refreshed).toEqual({ data: { refreshSession: { firstName } } });
  }, 60_000);

  it('renews the session of a browser that still sends its expired access cookie (both cookies live as long)', async () => {
    const expiredAtMs = returning.signedUpAtMs + (ACCESS_TTL_SECONDS + 1) * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiredAtMs - Date.now())));
    const cookie = returning.jar.header();
    expect(cookie).toContain('access_token=');
    const stale = await graphqlWith(cookie, '{ me { firstName } }');
    expect(stale.errors?.[0]?.extensions?.reason).toBe('SESSION_EXPIRED');
    const page = await loadPage('/', `theme=DARK; ${cookie}`);
    expect(page).toMatchObject({ status: 200, signedIn: true, guest: false });
    expect(page.html).toContain(returning.firstName);
    expect(page.html).toContain('data-theme="dark"');
    expect([...page.sessionCookies.keys()].sort()).toEqual(SESSION_COOKIES);
    const me = await graphqlWith(page.renewedCookie, '{ me { firstName } }');
    expect(me.data?.me).toEqual({ firstName: returning.firstName });
  }, 60_000);
});
