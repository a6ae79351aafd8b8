import path from 'node:path';
import { loadConfigOrExit, loadOrCreateJwtKeys, openObjectStore, runServiceMain, uploadsEnvShape } from '@mc/platform';
import { loadOrCreateVapidKeys } from './push/vapid-keys';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from './service';

/**
 * Keys: JWT_PRIVATE_KEY and JWT_PUBLIC_KEY, else the pair under DATA_DIR/keys (shared with the gateway);
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else DATA_DIR/keys/vapid.json (identity only).
 * Uploads: the S3 bucket UPLOADS_S3_BUCKET when set, else DATA_DIR/uploads (docs/operating.md, "Uploads").
 */
const uploadsConfig = loadConfigOrExit(uploadsEnvShape);

runServiceMain({
  name: 'identity',
  defaultPort: 4001,
  migrationsDir: IDENTITY_MIGRATIONS_DIR,
  start: async (runtime) => {
    const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
    const vapidKeys = loadOrCreateVapidKeys(dataDir, {
      publicKey: process.env.VAPID_PUBLIC_KEY,
      privateKey: process.env.VAPID_PRIVATE_KEY,
    });
    const keys = loadOrCreateJwtKeys(dataDir, {
      privateKey: process.env.JWT_PRIVATE_KEY,
      publicKey: process.env.JWT_PUBLIC_KEY,
    });
    const bootstrap =
      process.env.BOOTSTRAP_ADMIN_EMAIL && process.env.BOOTSTRAP_ADMIN_PASSWORD
        ? { email: process.env.BOOTSTRAP_ADMIN_EMAIL, password: process.env.BOOTSTRAP_ADMIN_PASSWORD }
        : undefined;
    const uploads = await openObjectStore(uploadsConfig, {
      localFolder: path.join(dataDir, 'uploads'),
      logger: runtime.logger,
    });
    return startIdentityService(runtime, {
      jwtPrivateKey: keys.privateKey,
      smtpUrl: process.env.SMTP_URL,
      mailFrom: process.env.MAIL_FROM,
      bootstrapAdmin: bootstrap,
      publicUrl: process.env.PUBLIC_URL,
      dataDir,
      uploads,
      vapidKeys,
      vapidSubject: process.env.VAPID_SUBJECT,
    });
  },
});
