import { z } from 'zod';
import { parseConfig } from '../config';

export const streamReplicasEnvShape = {
  /**
   * Copies JetStream keeps of each stream: 1 on a single server (the only value it accepts), 3 on the
   * three-node cluster of DESIGN.md §15, so a stream outlives the loss of one node. JetStream's limit is 5.
   */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
};

/** From the environment (1 when unset); a ConfigError names a bad value, which stops the start. */
export function streamReplicasSetting(env: NodeJS.ProcessEnv = process.env): number {
  return parseConfig(streamReplicasEnvShape, env).NATS_STREAM_REPLICAS;
}
