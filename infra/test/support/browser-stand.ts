import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Browser } from 'playwright-core';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../../src/embedded';
import { startTestPlatform } from './test-platform';
import { launchChromium } from './browser';
import { pinFrom, startSmtpPeer } from './smtp-peer';

/** What most browser suites start with: the embedded platform with a real SMTP peer, and Chromium. */
export type BrowserStand = {
  platform: EmbeddedPlatform;
  browser: Browser;
  readPin(email: string): Promise<string>;
  stop(): Promise<void>;
};

export async function startBrowserStand(
  dataDirPrefix: string,
  bootstrapAdmin: { email: string; password: string },
): Promise<BrowserStand> {
  const smtp = await startSmtpPeer();
  const platform = await startTestPlatform({
    smtpUrl: smtp.url,
    dataDir: mkdtempSync(path.join(os.tmpdir(), dataDirPrefix)),
    port: 0,
    logger: pino({ level: 'silent' }),
    bootstrapAdmin,
  });
  const browser = await launchChromium();
  return {
    platform,
    browser,
    readPin: (email) => waitFor(() => pinFrom(smtp.received, email), 15_000, 'the PIN e-mail'),
    async stop() {
      await browser.close();
      await platform.stop();
      await smtp.stop();
    },
  };
}
