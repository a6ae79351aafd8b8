import { z } from 'zod';
import { createLogger, env, loadConfigOrExit, startTracing, stopOnSignals } from '@mc/platform';
import { startCompatService } from './service';

const logger = createLogger('compat');
const config = loadConfigOrExit({
  PORT: env.port(4010),
  HOST: z.string().default('127.0.0.1'),
  GATEWAY_URL: z.url().default('http://127.0.0.1:4000/graphql'),
  DRAIN_TIMEOUT_MS: env.drainMs(),
});
const tracing = startTracing('compat', logger);

startCompatService({
  gatewayUrl: config.GATEWAY_URL,
  host: config.HOST,
  port: config.PORT,
  logger,
  drainMs: config.DRAIN_TIMEOUT_MS,
}).then(
  (server) =>
    stopOnSignals(async () => {
      await server.stop();
      await tracing.stop();
    }, logger),
  (error: unknown) => {
    logger.fatal({ err: error }, 'compat failed to start');
    process.exit(1);
  },
);
