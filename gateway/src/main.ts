import {
  createLogger,
  DEFAULT_ADMISSION_LIMITS,
  loadConfigOrExit,
  loadOrCreateJwtKeys,
  openEventBus,
  startTracing,
  stopOnSignals,
} from '@mc/platform';
import { gatewayEnvShape } from './env';
import { startGateway } from './gateway-server';

const logger = createLogger('gateway');
const config = loadConfigOrExit(gatewayEnvShape);
const tracing = startTracing('gateway', logger);

(async () => {
  const publicKey = config.JWT_PUBLIC_KEY ?? loadOrCreateJwtKeys(config.DATA_DIR).publicKey;
  const bus = await openEventBus(config.NATS_URL, 'gateway', logger);
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const gateway = await startGateway({
    subgraphUrls: {
      identity: config.IDENTITY_URL,
      funds: config.FUNDS_URL,
      mining: config.MINING_URL,
      trading: config.TRADING_URL,
      content: config.CONTENT_URL,
    },
    internalSecret: config.INTERNAL_SECRET,
    publicKey,
    bus,
    logger,
    allowedOrigins: [publicOrigin, ...config.ALLOWED_ORIGINS],
    host: config.HOST,
    port: config.PORT,
    production: config.NODE_ENV === 'production',
    subgraphTimeoutMs: config.SUBGRAPH_TIMEOUT_MS,
    drainMs: config.DRAIN_TIMEOUT_MS,
    sharedReads: config.GATEWAY_SHARED_READS === 'on',
    admission: {
      ...DEFAULT_ADMISSION_LIMITS,
      maxInFlight: config.GATEWAY_MAX_IN_FLIGHT,
      maxQueued: config.GATEWAY_MAX_QUEUED,
    },
    secureCookies: config.PUBLIC_URL.startsWith('https:'),
    openIntrospection: config.GRAPHQL_INTROSPECTION === 'open',
  });
  stopOnSignals(async () => {
    await gateway.stop();
    await bus.close();
    await tracing.stop();
  }, logger);
})().catch((error: unknown) => {
  logger.fatal({ err: error }, 'gateway failed to start');
  process.exit(1);
});
