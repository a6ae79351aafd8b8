import type { Locator, Page } from 'playwright-core';
import { waitFor } from '@mc/platform/testing';
import { ARTICLE_SLUGS, LEGAL_SLUGS } from '../../../web/src/content/pageSlugs';
import { postQuery } from './graphql-client';

export const SITE_LANGUAGES = ['en', 'ru', 'de', 'es', 'fr'] as const;

export type PublicRoute = { path: string; slug: string; kind: 'HOME' | 'PAGE' | 'LEGAL' | 'ARTICLE' };

/** Every public route whose text comes from the content graph (specification 000 §2). */
export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/', slug: 'home', kind: 'HOME' },
  { path: '/faq.html', slug: 'faq', kind: 'PAGE' },
  { path: '/referral-faq.html', slug: 'referral-faq', kind: 'PAGE' },
  { path: '/about.html', slug: 'about', kind: 'PAGE' },
  ...LEGAL_SLUGS.map((slug) => ({ path: `/${slug}.html`, slug, kind: 'LEGAL' as const })),
  ...ARTICLE_SLUGS.map((slug) => ({ path: `/${slug}.html`, slug, kind: 'ARTICLE' as const })),
];

export type GraphPage = {
  title: string;
  label: string;
  description: string;
  sections: { key: string; title: string }[];
};
export type GraphFaqEntry = { key: string; question: string };

async function ask(baseUrl: string, query: string, variables: Record<string, unknown>): Promise<any> {
  const { body } = await postQuery(baseUrl, query, variables);
  if (body.errors) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The page as the graph publishes it: what the browser must show. */
export async function graphPage(baseUrl: string, slug: string, language: string): Promise<GraphPage | null> {
  const data = await ask(
    baseUrl,
    'query ($slug: String!, $language: String!) { page(slug: $slug, language: $language) { title label description sections { key title } } }',
    { slug, language },
  );
  return data.page as GraphPage | null;
}

export async function graphFaq(baseUrl: string, group: string, language: string): Promise<GraphFaqEntry[]> {
  const data = await ask(
    baseUrl,
    'query ($group: String!, $language: String!) { faq(group: $group, language: $language) { key question } }',
    { group, language },
  );
  return data.faq as GraphFaqEntry[];
}

export async function graphArticleCount(baseUrl: string, language: string): Promise<number> {
  const data = await ask(baseUrl, 'query ($language: String!) { pages(kind: ARTICLE, language: $language) { slug } }', {
    language,
  });
  return (data.pages as unknown[]).length;
}

/** Waits until the locator holds exactly `count` elements. */
export async function expectCount(locator: Locator, count: number, what: string): Promise<void> {
  await waitFor(async () => ((await locator.count()) === count ? true : undefined), 15_000, what).catch(
    async (error: Error) => {
      throw new Error(`${error.message}: ${await locator.count()} instead of ${count}`);
    },
  );
}

/** True when the element's top edge is in the viewport (under the sticky top bar). */
export async function isScrolledTo(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  });
}

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** axe-core's serious and critical findings on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    type Axe = { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    // Violations in full; of the passes and the rest, which are not read, axe then keeps one node each.
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
}
