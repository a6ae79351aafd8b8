import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type AdminCredentials = { email: string; password: string };

/**
 * The one-command start must give an operator a way in. Without BOOTSTRAP_ADMIN_EMAIL and
 * BOOTSTRAP_ADMIN_PASSWORD, a first superadmin with a random password is written once to
 * DATA_DIR/initial-admin.json (mode 0600) and printed at that first start only.
 */
export function initialAdminCredentials(
  dataDir: string,
  fromEnv: Partial<AdminCredentials>,
): { credentials: AdminCredentials; createdNow: boolean; file?: string } {
  if (fromEnv.email && fromEnv.password)
    return { credentials: { email: fromEnv.email, password: fromEnv.password }, createdNow: false };
  const file = path.join(dataDir, 'initial-admin.json');
  if (existsSync(file))
    return { credentials: JSON.parse(readFileSync(file, 'utf8')) as AdminCredentials, createdNow: false, file };
  const credentials = { email: 'admin@cloudmine.local', password: randomBytes(12).toString('base64url') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return { credentials, createdNow: true, file };
}
