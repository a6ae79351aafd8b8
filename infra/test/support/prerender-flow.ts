import type { Browser, Page } from 'playwright-core';

/** The document of a page fetched like a crawler does: no JavaScript, no cookies. */
export async function fetchDocument(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { accept: 'text/html', ...headers } });
  const html = await response.text();
  return { status: response.status, html };
}

/** The text a reader without JavaScript sees: #root's markup with the tags and style sheets taken out. */
export function visibleText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'));
  return root
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

export function headOf(html: string) {
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => ({
      hreflang: match[1],
      href: match[2].replace(/&amp;/g, '&'),
    })),
    htmlLanguage: attribute(/<html[^>]* lang="([^"]+)"/),
    htmlTheme: attribute(/<html[^>]* data-theme="([^"]+)"/),
  };
}

/**
 * Watches #root from the first byte: records whether it was ever empty after it had content (a flash
 * of a blank page while the client takes over), and keeps every console error and warning.
 */
export async function watchedPage(browser: Browser, contextOptions: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
  await context.addInitScript(() => {
    const record = { hadContent: false, emptiedAfterContent: false };
    (window as unknown as { __rootWatch: typeof record }).__rootWatch = record;
    const check = () => {
      const root = document.getElementById('root');
      if (!root) return;
      if (root.childElementCount > 0) record.hadContent = true;
      else if (record.hadContent) record.emptiedAfterContent = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
}

export async function rootWatch(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __rootWatch: { hadContent: boolean; emptiedAfterContent: boolean } }).__rootWatch,
  );
}

/** Hydrated: the chrome reacts to a click (the theme menu opens), which a static page cannot do. */
export async function waitUntilInteractive(page: Page): Promise<void> {
  const themeItem = page.getByTestId('theme-LIGHT');
  for (let attempt = 0; attempt < 30; attempt++) {
    await page.getByTestId('theme-menu').click();
    const opened = await themeItem
      .waitFor({ timeout: 500 })
      .then(() => true)
      .catch(() => false);
    if (opened) {
      await page.keyboard.press('Escape');
      await themeItem.waitFor({ state: 'hidden' });
      return;
    }
  }
  throw new Error('the page never became interactive (hydration did not finish)');
}
