import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { postQuery } from './graphql-client';

/** Screenshots for a person to look at: /tmp/shots-admin-content/<name>.png. */
export const SHOTS_DIR = '/tmp/shots-admin-content';

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

export type PublicPage = { version: number; title: string; body: string; source: string; introHtml: string };

/** The page as the public site asks the gateway for it (no session). */
export async function publicPage(baseUrl: string, slug: string, language: string): Promise<PublicPage | null> {
  const { body } = await postQuery(
    baseUrl,
    'query ($slug: String!, $language: String!) { page(slug: $slug, language: $language) { version title body source introHtml sections { html } } }',
    { slug, language },
  );
  if (body.errors) throw new Error(`page query refused: ${JSON.stringify(body.errors)}`);
  return body.data.page as PublicPage | null;
}

export type ContactForm = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  body: string;
  language: string;
};

/** The contact form as the public site sends it, through the gateway. */
export async function sendContactMessage(baseUrl: string, input: ContactForm): Promise<string> {
  const { body } = await postQuery(
    baseUrl,
    'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { id receivedAt } }',
    { input },
  );
  if (body.errors) throw new Error(`sendContactMessage refused: ${JSON.stringify(body.errors)}`);
  return body.data.sendContactMessage.id as string;
}

/** Opens the confirmation of `testId`'s action, checks its question, and confirms it. */
export async function confirmAction(page: Page, testId: string, question: RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('dialog').getByText(question).waitFor();
  await page.getByTestId(`${testId}-confirm`).click();
  await page
    .getByRole('dialog')
    .waitFor({ state: 'detached' })
    .catch(async (error: unknown) => {
      await shot(page, `failed-${testId}`);
      throw error;
    });
}

/** The audit page's content tab, searched for `search`; resolves once a row with `operation` shows. */
export async function openContentAudit(page: Page, baseUrl: string, search: string, operation: string): Promise<void> {
  await page.goto(`${baseUrl}/control/audit/list.html`);
  await page.getByTestId('audit-domain').getByText('Site content and contact').click();
  await page.getByTestId('audit-search').fill(search);
  await page.getByTestId('audit-row').filter({ hasText: operation }).first().waitFor();
}
