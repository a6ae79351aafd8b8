import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Consumer,
  type DomainSubgraphOptions,
  LocalFolderStore,
  type ObjectStore,
  Outbox,
  RateLimiter,
  type RunningServer,
  type ServiceRuntime,
  startDomainSubgraph,
} from '@mc/platform';
import { AccountService } from './accounts/account.service';
import { EmailChangeService } from './accounts/email-change.service';
import { AdminManagementService } from './admins/admin-management.service';
import { AdminPhotoService } from './admins/admin-photo.service';
import { AdminService } from './admins/admin.service';
import { BackOfficeService } from './admins/back-office.service';
import { bootstrapFirstAdmin } from './admins/bootstrap';
import { type GuardedCall, IpLimits } from './auth/ip-limits';
import { PasswordHasher, type PasswordHashCost } from './auth/passwords';
import { SessionService } from './auth/session.service';
import { SignInGuard } from './auth/sign-in-guard';
import type { SignInLimits } from './auth/sign-in-rules';
import { buildContext, type IdentityContext } from './context';
import { CustomerAdminService } from './customers/customer-admin.service';
import { CustomerMessagingService } from './customers/customer-messaging.service';
import { MessageService } from './customers/message.service';
import { DeviceService } from './devices/device.service';
import { DocumentStore } from './documents/document-store';
import { IdentityCheckService } from './documents/identity-check.service';
import { ImageAccessService } from './documents/image-access.service';
import { imageRoute } from './documents/image-route';
import { ProfilePhotoService } from './documents/profile-photo.service';
import { IdentityService } from './identity.service';
import { startContentMailConsumer } from './mail/content-mail.consumer';
import { Mailer } from './mail/mailer';
import { PasswordService } from './passwords/password.service';
import { WebPushSender } from './push/push-sender';
import { loadOrCreateVapidKeys, type VapidKeys } from './push/vapid-keys';
import { WebPushService } from './push/web-push.service';
import { resolvers } from './resolvers';

export const IDENTITY_MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');
export const IDENTITY_TYPE_DEFS = readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8');

const FIFTEEN_MINUTES_MS = 15 * 60_000;

export type IdentityOptions = {
  /** ES256 private key (PEM) that signs access tokens; the gateway holds its public half. */
  jwtPrivateKey: string;
  /** Without it, e-mail stays in the local mailbox. */
  smtpUrl?: string;
  mailFrom?: string;
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
  /** Sign-in attempts per IP per 15 minutes, whichever accounts they name. */
  signInLimitPerIp?: number;
  /** The wrong-password guard's figures, for customers and admins alike (see auth/sign-in-rules.ts for the defaults). */
  signInLimits?: Partial<SignInLimits>;
  /** PIN, token and reset calls per IP per 15 minutes (see auth/ip-limits.ts for the defaults). */
  ipLimits?: Partial<Record<GuardedCall, number>>;
  /** BOOTSTRAP_ADMIN_EMAIL / BOOTSTRAP_ADMIN_PASSWORD: the first admin, created when none exists. */
  bootstrapAdmin?: { email: string; password: string };
  /** Base of links in e-mails (PUBLIC_URL). */
  publicUrl?: string;
  /** Keys, and the uploads unless `uploads` names another store. */
  dataDir: string;
  /**
   * Where images are stored, as `identity/<name>` and `photos/<name>`: an S3 bucket in the distributed mode
   * when UPLOADS_S3_BUCKET is set (main.ts), else the folder DATA_DIR/uploads.
   */
  uploads?: ObjectStore;
  /** The web-push key pair; by default the one under `dataDir` (see push/vapid-keys.ts). */
  vapidKeys?: VapidKeys;
  /** Who push services may contact about our pushes (VAPID_SUBJECT): a mailto: or https: URL. */
  vapidSubject?: string;
  /** Tests only: accept http://127.0.0.1 push endpoints (a local stand-in for the push service). */
  allowLoopbackPushEndpoints?: boolean;
  /** argon2id's cost for new password and PIN hashes; the standard one unless a test platform lightens it. */
  passwordHashCost?: PasswordHashCost;
  now?: () => number;
};

export async function startIdentityService(runtime: ServiceRuntime, options: IdentityOptions): Promise<RunningServer> {
  const now = options.now ?? Date.now;
  const vapidKeys = options.vapidKeys ?? loadOrCreateVapidKeys(options.dataDir);
  const outbox = new Outbox(runtime.database, { bus: runtime.bus, logger: runtime.logger.child({ module: 'outbox' }) });
  const mailer = new Mailer(
    runtime.database,
    { smtpUrl: options.smtpUrl, from: options.mailFrom ?? 'CloudMine <no-reply@cloudmine.example>' },
    runtime.logger.child({ module: 'mail' }),
  );
  const sessions = new SessionService(
    runtime.database,
    {
      privateKey: options.jwtPrivateKey,
      accessTtlSeconds: options.accessTtlSeconds ?? 15 * 60,
      refreshTtlSeconds: options.refreshTtlSeconds ?? 30 * 24 * 3600,
    },
    now,
  );
  // Customers and admins each have their own checks, so neither kind's failures count against the other.
  const limiter = (name: string, limit: number, windowMs: number) =>
    new RateLimiter({ name, limit, windowMs, counters: runtime.counters, now });
  const signInChecks = (kind: 'customer' | 'admin') => ({
    perIp: limiter(`sign-in-${kind}`, options.signInLimitPerIp ?? 50, FIFTEEN_MINUTES_MS),
    guard: new SignInGuard(options.signInLimits, now),
  });
  const customerSignIn = signInChecks('customer');
  const adminSignIn = signInChecks('admin');
  const passwords = new PasswordHasher(options.passwordHashCost);
  const accounts = new AccountService(runtime.database, outbox, sessions, customerSignIn, passwords);
  const admins = new AdminService(runtime.database, sessions, adminSignIn, passwords);
  const devices = new DeviceService(outbox, accounts, mailer, passwords, now);
  const uploads = options.uploads ?? new LocalFolderStore(path.join(options.dataDir, 'uploads'));
  const stores = { identity: new DocumentStore(uploads, 'identity'), photos: new DocumentStore(uploads, 'photos') };
  const images = new ImageAccessService(runtime.database, sessions, admins, stores);
  const services = {
    database: runtime.database,
    identity: new IdentityService(runtime.database, sessions),
    accounts,
    sessions,
    devices,
    admins,
    adminManagement: new AdminManagementService(runtime.database, admins),
    backOffice: new BackOfficeService(runtime.database, admins, mailer.delivers),
    identityChecks: new IdentityCheckService(runtime.database, outbox, accounts, admins, stores.identity, mailer),
    photos: new ProfilePhotoService(runtime.database, accounts, stores.photos),
    adminPhotos: new AdminPhotoService(runtime.database, admins, stores.photos),
    webPush: new WebPushService(
      runtime.database,
      accounts,
      admins,
      new WebPushSender(vapidKeys, options.vapidSubject ?? 'mailto:no-reply@cloudmine.example'),
      vapidKeys.publicKey,
      { allowLoopbackHttp: options.allowLoopbackPushEndpoints ?? false },
    ),
    emailChanges: new EmailChangeService(
      runtime.database,
      accounts,
      mailer,
      limiter('email-change', 3, 3_600_000),
      now,
    ),
    customerAdmin: new CustomerAdminService(runtime.database, outbox, admins, mailer, devices),
    customerMessaging: new CustomerMessagingService(runtime.database, admins, mailer, runtime.bus),
    messages: new MessageService(runtime.database, accounts),
    ipLimits: new IpLimits(options.ipLimits, runtime.counters, now),
    passwords: new PasswordService(
      runtime.database,
      mailer,
      sessions,
      accounts,
      limiter('reset-request', 3, 3_600_000),
      { user: customerSignIn.guard, admin: adminSignIn.guard },
      options.publicUrl ?? 'http://127.0.0.1:3000',
      passwords,
      now,
    ),
  };
  if (options.bootstrapAdmin)
    await bootstrapFirstAdmin(runtime.database, options.bootstrapAdmin, runtime.logger, passwords);
  const consumers: Consumer[] = [];
  const release = async () => {
    await Promise.all(consumers.map((consumer) => consumer.stop()));
    await outbox.relay.stop();
    mailer.close();
  };
  outbox.relay.start();
  try {
    consumers.push(await startContentMailConsumer(runtime, mailer));
    return await startDomainSubgraph<IdentityContext>(runtime, {
      name: 'identity',
      typeDefs: IDENTITY_TYPE_DEFS,
      // Apollo types `__resolveReference` as a field resolver (parent, args, context, info), but calls it as
      // (reference, context, info), which is what the generated types say: the one cast, at Apollo's door.
      resolvers: resolvers as DomainSubgraphOptions<IdentityContext>['resolvers'],
      context: (viewer, http) => buildContext(services, viewer, http),
      bodyLimit: '12mb',
      routes: imageRoute(images, runtime.internalSecret, runtime.logger),
      onStop: release,
    });
  } catch (error) {
    // The server never started, so its onStop will not run: release what did start here.
    await release();
    throw error;
  }
}
