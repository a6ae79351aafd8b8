import { z } from 'zod';
import { DEFAULT_ADMISSION_LIMITS, env } from '@mc/platform';
import { DEFAULT_SUBGRAPH_PORTS } from './compose/compose';

const subgraphUrl = (name: keyof typeof DEFAULT_SUBGRAPH_PORTS) =>
  z.url().default(`http://127.0.0.1:${DEFAULT_SUBGRAPH_PORTS[name]}/graphql`);

export const gatewayEnvShape = {
  PORT: env.port(4000),
  HOST: z.string().default('127.0.0.1'),
  NODE_ENV: env.nodeEnv(),
  INTERNAL_SECRET: env.secret(16),
  NATS_URL: env.optionalUrl(),
  DATA_DIR: z.string().default('.data'),
  JWT_PUBLIC_KEY: z.string().includes('BEGIN PUBLIC KEY', { message: 'must be a PEM public key' }).optional(),
  PUBLIC_URL: z.url().default('http://127.0.0.1:3000'),
  /** Extra browser origins allowed to open a websocket, comma-separated (ADR 0030). */
  ALLOWED_ORIGINS: env.originList(),
  /** `open` lets anyone introspect, for local development; by default only signed-in admins may. */
  GRAPHQL_INTROSPECTION: z.enum(['admins', 'open']).default('admins'),
  DRAIN_TIMEOUT_MS: env.drainMs(),
  SUBGRAPH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** `off` sends every subgraph read even when an identical one is in flight (ADR 0033); for comparison. */
  GATEWAY_SHARED_READS: z.enum(['on', 'off']).default('on'),
  /** Admission control (ADR 0033): GraphQL requests worked on at once, and how many may wait. */
  GATEWAY_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_ADMISSION_LIMITS.maxInFlight),
  GATEWAY_MAX_QUEUED: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_ADMISSION_LIMITS.maxQueued),
  IDENTITY_URL: subgraphUrl('identity'),
  FUNDS_URL: subgraphUrl('funds'),
  MINING_URL: subgraphUrl('mining'),
  TRADING_URL: subgraphUrl('trading'),
  CONTENT_URL: subgraphUrl('content'),
};
