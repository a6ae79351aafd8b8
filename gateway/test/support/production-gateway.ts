import pino from 'pino';
import type { EventBus } from '@mc/platform';
import { TEST_INTERNAL_SECRET } from '@mc/platform/testing';
import type { GatewayOptions } from '../../src/gateway-server';

/** A production-mode gateway on a free loopback port over the given subgraphs, as the gateway suites start it. */
export function productionGatewayOptions(
  subgraphUrls: GatewayOptions['subgraphUrls'],
  publicKey: string,
  bus: EventBus,
  more: Partial<GatewayOptions> = {},
): GatewayOptions {
  return {
    subgraphUrls,
    internalSecret: TEST_INTERNAL_SECRET,
    publicKey,
    bus,
    logger: pino({ level: 'silent' }),
    allowedOrigins: [],
    host: '127.0.0.1',
    port: 0,
    production: true,
    ...more,
  };
}
