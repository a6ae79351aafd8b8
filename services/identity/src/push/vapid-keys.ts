import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';

/** The application server's key pair (RFC 8292): browsers subscribe with the public half. */
export type VapidKeys = { publicKey: string; privateKey: string };

const storedKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY when both are set (several replicas must share one pair),
 * else the pair in DATA_DIR/keys/vapid.json, generated on the first start. The pair must never
 * change once customers subscribed: every subscription is bound to the public key it was made with.
 */
export function loadOrCreateVapidKeys(dataDir: string, fromEnv: Partial<VapidKeys> = {}): VapidKeys {
  if (fromEnv.publicKey && fromEnv.privateKey) return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey };
  const directory = path.join(dataDir, 'keys');
  const file = path.join(directory, 'vapid.json');
  if (existsSync(file)) return storedKeys.parse(JSON.parse(readFileSync(file, 'utf8')));
  const keys = webPush.generateVAPIDKeys();
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  // 'wx': two services starting on one DATA_DIR at once must not overwrite each other's pair.
  writeFileSync(file, JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }), {
    mode: 0o600,
    flag: 'wx',
  });
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
