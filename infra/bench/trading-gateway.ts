import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { waitFor } from '@mc/platform/testing';
import { startEmbeddedPlatform } from '../src/embedded';
import { CookieJar } from '../test/support/cookie-jar';
import { ensureBitcoinPoolWallet } from '../test/support/customer-screens';
import { graphqlAs, seedVerifiedCustomer, type Credentials } from '../test/support/funds-actors';
import { COPY_TRADER, CREATE_TRADER } from '../test/support/positions-harness';
import { pinFrom, startSmtpPeer } from '../test/support/smtp-peer';
import type { LoadSummary } from './stats';

/** The customers trading at once (the figure) and what each trades. */
export const TRADING_CUSTOMERS = 16;
const SYMBOL = 'AAPL';
/** Within every jurisdiction's stock cap (ESMA 5:1) and the platform's 1:3 minimum. */
const LEVERAGE = 3;
const ADMIN: Credentials = { email: 'bench-admin@cloudmine.test', password: 'bench admin password' };

/**
 * Trades opened and closed per second through the edge and the gateway: the embedded platform in
 * this process, 16 customers made through the public APIs (signed up, verified, funded by a
 * confirmed deposit), and a second process driving them, each customer opening and closing in turn.
 */
export async function benchTradesThroughGateway(
  durationMs: number,
  runChild: <T>(script: string, job: unknown) => Promise<T>,
): Promise<LoadSummary> {
  const smtp = await startSmtpPeer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cloudmine-bench-trades-'));
  const platform = await startEmbeddedPlatform({
    dataDir,
    port: 0,
    logger: pino({ level: 'warn' }),
    smtpUrl: smtp.url,
    bootstrapAdmin: ADMIN,
    trustedProxies: ['127.0.0.1'],
  });
  try {
    const readPin = (email: string) => waitFor(() => pinFrom(smtp.received, email), 15_000, 'the PIN e-mail');
    const office = await ensureBitcoinPoolWallet(platform.url, ADMIN);
    // Every trade needs a copied trader (DESIGN.md §16): each customer copies this one.
    const trader = (await graphqlAs(platform.url, office, CREATE_TRADER, {}, true)) as { createTrader: { id: string } };
    const cookies: string[] = [];
    for (let index = 0; index < TRADING_CUSTOMERS; index += 1) {
      // Each customer from its own address (through the trusted loopback proxy): the per-address
      // limit on device PINs would otherwise stop the sign-ups at the 15th customer.
      const jar = new CookieJar({ 'x-forwarded-for': `192.0.2.${index + 1}` });
      const customer = await seedVerifiedCustomer(platform.url, ADMIN, readPin, jar);
      const made = (await graphqlAs(
        platform.url,
        customer.jar,
        'mutation ($input: CreateDepositInput!) { createDeposit(input: $input) { id } }',
        { input: { purpose: 'TRADING', cryptoCurrency: 'BTC', amount: '100000', currency: 'USD' } },
      )) as { createDeposit: { id: string } };
      await graphqlAs(
        platform.url,
        office,
        'mutation ($id: ID!) { confirmDeposit(id: $id, transactionReference: "bench") { id } }',
        { id: made.createDeposit.id },
        true,
      );
      await graphqlAs(platform.url, customer.jar, COPY_TRADER, {
        traderId: trader.createTrader.id,
        requestId: randomUUID(),
      });
      cookies.push(customer.jar.header());
    }
    return await runChild<LoadSummary>('load-trades.ts', {
      graphqlUrl: `${platform.url}/graphql`,
      cookies,
      symbol: SYMBOL,
      leverage: LEVERAGE,
      durationMs,
    });
  } finally {
    await platform.stop();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
