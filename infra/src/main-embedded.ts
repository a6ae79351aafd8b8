import path from 'node:path';
import { z } from 'zod';
import { createLogger, env, loadConfigOrExit, platformClock, stopOnSignals } from '@mc/platform';
import { startEmbeddedPlatform } from './embedded';
import { initialAdminCredentials } from './initial-admin';
import { PAGE_STORE_FILLS } from './prerender/store-refresh';

/** `npm start`: the whole platform in one process with embedded defaults. */
const logger = createLogger('platform');
const config = loadConfigOrExit({
  PORT: env.port(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('.data'),
  PUBLIC_URL: env.optionalUrl(),
  /** The time limit of a public page's server render, after which the SPA shell is served (ADR 0024). */
  SSR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** What the edge renders ahead after start: all public pages, the home pages, or none (ADR 0029). */
  PAGE_STORE_FILL: z.enum(PAGE_STORE_FILLS).default('all'),
  /** Minutes of simulated candle history a fresh instrument gets at start (0: none; a week at most). */
  PRICE_HISTORY_MINUTES: z.coerce.number().int().min(0).max(10_080).default(1_440),
  TRUSTED_PROXIES: env.addressList(),
  /** More browser origins than PUBLIC_URL's and the edge's own that may write and open sockets (ADR 0030). */
  ALLOWED_ORIGINS: env.originList(),
  SMTP_URL: env.optionalUrl(),
  BOOTSTRAP_ADMIN_EMAIL: z.email().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().min(8).optional(),
});
const startedAtMs = Date.now();
const clock = clockOrExit();
const dataDir = path.resolve(config.DATA_DIR);
const initialAdmin = initialAdminCredentials(dataDir, {
  email: config.BOOTSTRAP_ADMIN_EMAIL,
  password: config.BOOTSTRAP_ADMIN_PASSWORD,
});

startEmbeddedPlatform({
  dataDir,
  port: config.PORT,
  host: config.HOST,
  logger,
  publicUrl: config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`,
  trustedProxies: config.TRUSTED_PROXIES,
  allowedOrigins: config.ALLOWED_ORIGINS,
  renderTimeoutMs: config.SSR_TIMEOUT_MS,
  pageStoreFill: config.PAGE_STORE_FILL,
  priceHistoryMinutes: config.PRICE_HISTORY_MINUTES,
  smtpUrl: config.SMTP_URL,
  bootstrapAdmin: initialAdmin.credentials,
  now: clock.now,
}).then(
  (platform) => {
    const seconds = ((Date.now() - startedAtMs) / 1000).toFixed(1);
    process.stdout.write(`\nCloudMine is running at ${platform.url}  (started in ${seconds} s)\n`);
    if (clock.offsetDays > 0)
      process.stdout.write(
        `  test clock: ${clock.offsetDays} day(s) ahead, now ${new Date(clock.now()).toISOString()}\n`,
      );
    process.stdout.write(
      `  web      ${platform.url}/\n  admin    ${platform.url}/control\n  graphql  ${platform.url}/graphql\n  sandbox  ${platform.url}/sandbox\n  api      ${platform.url}/api\n\n`,
    );
    if (initialAdmin.createdNow) {
      process.stdout.write(
        `  First admin (shown once, also in ${initialAdmin.file}): ${initialAdmin.credentials.email} / ${initialAdmin.credentials.password}\n\n`,
      );
    }
    stopOnSignals(
      () => platform.stop(),
      logger,
      () => process.stdout.write('CloudMine stopped cleanly\n'),
    );
  },
  (error: unknown) => {
    logger.fatal({ err: error }, 'platform failed to start');
    process.exit(1);
  },
);

/** The test clock of CLOCK_OFFSET_DAYS, or the reason it is refused (in production, or not a day count). */
function clockOrExit(): ReturnType<typeof platformClock> {
  try {
    return platformClock(process.env);
  } catch (error) {
    logger.fatal({ err: error }, 'refused to start');
    process.exit(78);
  }
}
