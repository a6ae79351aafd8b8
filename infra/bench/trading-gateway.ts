import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { waitFor } from '@mc/platform/testing';
import { dropDatabases, startDistributedPlatform } from '../src/distributed';
import { startEmbeddedPlatform } from '../src/embedded';
import { freePort } from '../src/processes';
import { CookieJar } from '../test/support/cookie-jar';
import { ensureBitcoinPoolWallet } from '../test/support/customer-screens';
import { graphqlAs, seedVerifiedCustomer, type Credentials } from '../test/support/funds-actors';
import { COPY_TRADER, CREATE_TRADER } from '../test/support/positions-harness';
import { pinFrom, startSmtpPeer } from '../test/support/smtp-peer';
import type { LoadSummary } from './stats';

/** `embedded`: one process and PGlite, as `npm start`; `distributed`: a process per service on the machine's PostgreSQL and NATS. */
export type TradesPlatformMode = 'embedded' | 'distributed';

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
  mode: TradesPlatformMode = 'embedded',
): Promise<LoadSummary> {
  const smtp = await startSmtpPeer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cloudmine-bench-trades-'));
  const platform = await startTradesPlatform(mode, dataDir, smtp.url);
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

async function startTradesPlatform(
  mode: TradesPlatformMode,
  dataDir: string,
  smtpUrl: string,
): Promise<{ url: string; stop(): Promise<unknown> }> {
  const logger = pino({ level: 'warn' });
  if (mode === 'embedded')
    return startEmbeddedPlatform({
      dataDir,
      port: 0,
      logger,
      smtpUrl,
      bootstrapAdmin: ADMIN,
      trustedProxies: ['127.0.0.1'],
    });
  // The service processes take these from the environment they inherit, as from a deployment's.
  Object.assign(process.env, {
    SMTP_URL: smtpUrl,
    BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
  });
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databasePrefix = `bench_trades_${Date.now()}_`;
  const platform = await startDistributedPlatform({
    databaseUrl,
    natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    dataDir,
    port: await freePort(),
    databasePrefix,
    ephemeralPorts: true,
    echoLogs: false,
    logger,
    trustedProxies: ['127.0.0.1'],
    pageStoreFill: 'none',
  });
  return {
    url: platform.url,
    stop: async () => {
      await platform.stop();
      await dropDatabases(databaseUrl, platform.databases);
    },
  };
}
