import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import pino from 'pino';
import type { Browser, Locator, Page } from 'playwright-core';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { launchChromium } from './support/browser';
import { CookieJar } from './support/cookie-jar';
import { adminPage, customerContext } from './support/funds-actors';

/**
 * Pictures, not text: the admin's customer detail shows the photo as a thumbnail that loaded (and
 * no base64 anywhere), the identity documents as images; the customer's photo page shows theirs.
 * Screenshots go to SCREENSHOT_DIR for a person to look at.
 */
const ROOT = { email: 'images.root@cloudmine.test', password: 'images root password' };
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? '/tmp/issue13-screens';
const CUSTOMER = { email: 'pia.picture@example.com', password: 'pia password' };

/** A square PNG of one colour with a lighter band: large enough to see in a screenshot. */
function squarePng(sizePx: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(sizePx, 0);
  header.writeUInt32BE(sizePx, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: sizePx }, (_, y) => {
    const band = y > sizePx / 3 && y < (2 * sizePx) / 3;
    const row = Buffer.alloc(1 + sizePx * 3);
    for (let x = 0; x < sizePx; x++) row.set(band ? [250, 200, 60] : [40, 110, 200], 1 + x * 3);
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function expectLoadedImage(image: Locator): Promise<void> {
  await image.waitFor();
  await expect(image.getAttribute('src')).resolves.toMatch(/^\/images\/[a-f0-9]{32}\.png$/);
  const naturalWidthPx = await image.evaluate(
    (element: HTMLImageElement) =>
      new Promise<number>((resolve) => {
        if (element.complete) return resolve(element.naturalWidth);
        element.addEventListener('load', () => resolve(element.naturalWidth));
        element.addEventListener('error', () => resolve(0));
      }),
  );
  expect(naturalWidthPx).toBeGreaterThan(0);
}

/** The device PIN from the local mailbox (no SMTP_URL: a superadmin reads it there). */
async function devicePin(baseUrl: string, email: string): Promise<string> {
  const admin = new CookieJar();
  await admin.call(`${baseUrl}/api/admins/auth/signin`, 'POST', ROOT);
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin.header(), 'x-act-as': 'admin' },
    body: JSON.stringify({
      query: 'query ($s: String) { mailbox(search: $s) { items { body } } }',
      variables: { s: email },
    }),
  });
  const body = (await response.json()) as { data: { mailbox: { items: { body: string }[] } } };
  const pin = /\b(\d{5})\b/.exec(body.data.mailbox.items[0]?.body ?? '')?.[1];
  if (!pin) throw new Error(`no device PIN for ${email} in the mailbox`);
  return pin;
}

describe('images in the clients (embedded platform, headless Chromium)', () => {
  let platform: EmbeddedPlatform;
  let browser: Browser;
  let customer: CookieJar;
  let userId: string;

  beforeAll(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    platform = await startTestPlatform({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'e2e-images-')),
      port: 0,
      logger: pino({ level: 'silent' }),
      bootstrapAdmin: ROOT,
    });
    customer = new CookieJar();
    const created = await customer.call(`${platform.url}/api/users`, 'POST', {
      first_name: 'Pia',
      last_name: 'Picture',
      phone_number: '+44 20 7946 0600',
      email: CUSTOMER.email,
      password: CUSTOMER.password,
      confirm_password: CUSTOMER.password,
    });
    userId = created.body.data.id as string;
    await customer.call(`${platform.url}/api/users/auth/update/details`, 'PATCH', {
      first_name: 'Pia',
      last_name: 'Picture',
      country: 'Ireland',
      mobile_number: '+353 1 234 5601',
      currency: 'USD',
    });
    await customer.call(`${platform.url}/api/users/auth/token/device/verify`, 'POST', {});
    const pin = await devicePin(platform.url, CUSTOMER.email);
    expect((await customer.call(`${platform.url}/api/users/auth/verify/device`, 'POST', { pin })).status).toBe(200);
    const photo = new FormData();
    photo.append('photo', new Blob([new Uint8Array(squarePng(160))]), 'me.png');
    const saved = await fetch(`${platform.url}/api/users/auth/update/photo`, {
      method: 'POST',
      headers: { cookie: customer.header() },
      body: photo,
    });
    expect(saved.status).toBe(200);
    const documents = new FormData();
    documents.append('front', new Blob([new Uint8Array(squarePng(240))]), 'front.png');
    documents.append('back', new Blob([new Uint8Array(squarePng(240))]), 'back.png');
    const verified = await fetch(`${platform.url}/api/users/auth/verify/id`, {
      method: 'POST',
      headers: { cookie: customer.header() },
      body: documents,
    });
    expect(verified.status).toBe(200);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  }, 60_000);

  it('shows the photo on the admin customer detail as a loaded thumbnail, never as base64 text', async () => {
    const page: Page = await adminPage(browser, platform.url, ROOT);
    await page.goto(`${platform.url}/control/users/${userId}`);
    await page.getByTestId('user-details-table').waitFor();
    const photoRow = page.locator('[data-testid="user-details-row"][data-field="photo"]');
    await expectLoadedImage(photoRow.getByTestId('user-details-image'));
    await expect(
      photoRow.getByTestId('user-details-image').evaluate((element: HTMLImageElement) => element.width),
    ).resolves.toBe(96);
    await expectLoadedImage(page.getByTestId('user-id-front'));
    await expectLoadedImage(page.getByTestId('user-id-back'));
    await expectLoadedImage(page.getByTestId('user-photo').locator('img'));
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/base64|iVBORw0KGgo|data:image/);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-user-detail.png'), fullPage: true });
    await page.close();
  }, 90_000);

  it("shows the customer's own photo and identity documents in the web client", async () => {
    const context = await customerContext(browser, platform.url, customer);
    const page = await context.newPage();
    await page.goto(`${platform.url}/user/auth/photo.html`);
    await expectLoadedImage(page.getByTestId('photo-current').locator('img'));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'web-account-photo.png'), fullPage: true });
    await page.goto(`${platform.url}/user/auth/verification.html`);
    await expectLoadedImage(page.getByTestId('verification-front-image'));
    await expectLoadedImage(page.getByTestId('verification-back-image'));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'web-verification.png'), fullPage: true });
    await context.close();
  }, 90_000);
});
