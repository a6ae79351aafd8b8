import type { Browser } from 'playwright-core';
import { launchChromium } from '../test/support/browser';
import { median } from './stats';
import { homePageScripts } from './web-size';

/** A window without long tasks after which the page counts as interactive (Lighthouse's definition). */
const QUIET_WINDOW_MS = 2_000;
/** A load still busy after this is reported at this value rather than waited on for ever. */
const GIVE_UP_MS = 20_000;

export type WebBench = {
  loads: number;
  homeJsGzipKb: number;
  homeJsFiles: number;
  fcpMedianMs: number;
  ttiMedianMs: number;
  fcpMs: number[];
  ttiMs: number[];
  /** Loads that got the server render (the others got the SPA shell: the render was too slow). */
  serverRendered: number;
};

/**
 * One cold load (a new browser context: empty cache, no cookies) of `url`. First contentful paint is
 * the browser's `first-contentful-paint` entry. Time to interactive is the end of the last long task
 * (a main-thread task over 50 ms, from the `longtask` PerformanceObserver) that is followed by a
 * 2 s window without long tasks, and never earlier than first contentful paint: FCP itself when no long
 * task comes after it. Network quiet, which Lighthouse also asks for, is not part of it: the page keeps
 * a WebSocket for live prices open.
 */
async function coldLoad(
  browser: Browser,
  url: string,
): Promise<{ fcpMs: number; ttiMs: number; serverRendered: boolean }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(() => {
      const record = { longTaskEndsMs: [] as number[] };
      (window as unknown as { __webBench: typeof record }).__webBench = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) record.longTaskEndsMs.push(entry.startTime + entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(
      async ({ quietMs, giveUpMs }) => {
        const record = (window as unknown as { __webBench: { longTaskEndsMs: number[] } }).__webBench;
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        for (;;) {
          const fcpMs: number | undefined = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          const lastTaskEndMs = Math.max(0, ...record.longTaskEndsMs);
          const interactiveMs = Math.max(fcpMs ?? 0, lastTaskEndMs);
          const now = performance.now();
          const serverRendered = document.getElementById('prerendered-state') !== null;
          if (fcpMs !== undefined && now - interactiveMs >= quietMs)
            return { fcpMs, ttiMs: interactiveMs, serverRendered };
          if (now >= giveUpMs) return { fcpMs: fcpMs ?? now, ttiMs: now, serverRendered };
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      },
      { quietMs: QUIET_WINDOW_MS, giveUpMs: GIVE_UP_MS },
    );
  } finally {
    await context.close();
  }
}

/** The home page's JavaScript (gzip, from the build's manifest) and `loads` cold loads in headless Chromium. */
export async function benchWebHome(baseUrl: string, loads: number): Promise<WebBench> {
  const scripts = homePageScripts();
  const browser = await launchChromium();
  try {
    // One load first, not counted: it starts the server render and the gateway's caches.
    await coldLoad(browser, `${baseUrl}/`);
    const results = [];
    // A query of its own per load (it paid a render of its own before ADR 0029): guests now get the page
    // stored for the path and language, so the loads measure what a guest gets.
    for (let load = 0; load < loads; load++) results.push(await coldLoad(browser, `${baseUrl}/?load=${load}`));
    const fcpMs = results.map((result) => result.fcpMs);
    const ttiMs = results.map((result) => result.ttiMs);
    return {
      loads,
      homeJsGzipKb: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024,
      homeJsFiles: scripts.length,
      fcpMedianMs: median(fcpMs),
      ttiMedianMs: median(ttiMs),
      fcpMs,
      ttiMs,
      serverRendered: results.filter((result) => result.serverRendered).length,
    };
  } finally {
    await browser.close();
  }
}
