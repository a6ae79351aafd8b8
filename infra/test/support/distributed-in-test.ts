import pino from 'pino';
import { resolveTestInfrastructure } from '@mc/platform/testing';
import { startDistributedPlatform, type DistributedOptions } from '../../src/distributed';
import { freePort } from '../../src/processes';

/**
 * The distributed platform started in the test's own process on the machine's PostgreSQL and NATS,
 * with every database named after `prefix`, ephemeral ports, quiet logs and no page-store fill.
 */
export async function startDistributedInTest(
  prefix: string,
  dataDir: string,
  more: Partial<DistributedOptions> = {},
): Promise<{ platform: Awaited<ReturnType<typeof startDistributedPlatform>>; databaseUrl: string }> {
  const infrastructure = await resolveTestInfrastructure();
  if (infrastructure.database.kind !== 'pg' || infrastructure.bus.kind !== 'nats')
    throw new Error('This test needs a PostgreSQL server and NATS (start them, or set DATABASE_URL and NATS_URL).');
  const databaseUrl = infrastructure.database.url;
  const platform = await startDistributedPlatform({
    databaseUrl,
    natsUrl: infrastructure.bus.url,
    dataDir,
    port: await freePort(),
    databasePrefix: prefix,
    ephemeralPorts: true,
    echoLogs: false,
    logger: pino({ level: 'error' }),
    pageStoreFill: 'none',
    ...more,
  });
  return { platform, databaseUrl };
}
