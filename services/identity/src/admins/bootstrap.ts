import type { Logger } from 'pino';
import type { Database } from '@mc/platform';
import { parseEmail } from '../accounts/input-rules';
import type { PasswordHasher } from '../auth/passwords';
import { countAdmins, insertAdmin } from '../db/admins.repository';
import { audit } from './audit';

/**
 * The first admin (BOOTSTRAP_ADMIN_EMAIL / BOOTSTRAP_ADMIN_PASSWORD) is created at start when no
 * admin exists yet; afterwards the variables do nothing. Its creation is the audit log's first entry.
 */
export async function bootstrapFirstAdmin(
  database: Database,
  credentials: { email: string; password: string },
  logger: Logger,
  passwords: PasswordHasher,
): Promise<boolean> {
  if ((await countAdmins(database.orm)) > 0) return false;
  const email = parseEmail(credentials.email);
  const passwordHash = await passwords.hash(credentials.password);
  const created = await database.orm.transaction(async (tx) => {
    const admin = await insertAdmin(tx, {
      email,
      firstName: 'First',
      lastName: 'Admin',
      roles: ['SUPERADMIN'],
      passwordHash,
    });
    if (admin)
      await audit(tx, admin, 'bootstrap', {
        operation: 'admin.bootstrapped',
        targetType: 'admin',
        targetId: admin.id,
        after: admin,
      });
    return Boolean(admin);
  });
  if (created) logger.info({ email }, 'first admin created from BOOTSTRAP_ADMIN_EMAIL');
  return created;
}
