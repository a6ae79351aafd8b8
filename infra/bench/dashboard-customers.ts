import path from 'node:path';
import type { Logger } from 'pino';
import { contractPayload } from '@mc/contracts';
import { IDENTITY_MIGRATIONS_DIR } from '@mc/identity';
import {
  appendToOutbox,
  encodeViewer,
  loadOrCreateJwtKeys,
  newEvent,
  openMigratedDatabase,
  verifyAccessToken,
  type Transaction,
} from '@mc/platform';
import { PasswordHasher } from '../../services/identity/src/auth/passwords';
import { SessionService } from '../../services/identity/src/auth/session.service';
import { insertUser } from '../../services/identity/src/db/users.repository';

/** What the load tool needs per customer: the cookie a browser sends, and the viewer header Hive is handed. */
export type DashboardCustomer = { userId: string; accessToken: string; viewerHeader: string };

/** Customers per transaction: large enough to spare commits, small enough to keep each short. */
const BATCH_SIZE = 200;
/** The bench outlives the 15-minute access tokens of a real session only if seeding comes long before. */
const ACCESS_TTL_SECONDS = 3_600;
const REFRESH_TTL_SECONDS = 30 * 24 * 3_600;
const PASSWORD = 'bench customer password';

/**
 * Seeds `count` customers into identity's database under `dataDir` before the embedded platform opens
 * it (PGlite allows one opener), at `db/identity` as embedded.ts lays it out. Each is what a sign-up
 * leaves: the user row, the `identity.user.registered` event in the outbox (relayed to funds and
 * mining once the platform starts) and a session whose access token identity's own SessionService
 * signs with the platform's key. A sign-up through the API spends most of its time on argon2 (64 MiB,
 * 3 passes); here one hash is shared, so 1,000 customers take seconds instead of minutes.
 */
export async function seedDashboardCustomers(
  dataDir: string,
  count: number,
  logger: Logger,
): Promise<DashboardCustomer[]> {
  const keys = loadOrCreateJwtKeys(dataDir);
  const database = await openMigratedDatabase(
    { kind: 'pglite', dataDir: path.join(dataDir, 'db', 'identity') },
    IDENTITY_MIGRATIONS_DIR,
    logger,
  );
  try {
    const sessions = new SessionService(database, {
      privateKey: keys.privateKey,
      accessTtlSeconds: ACCESS_TTL_SECONDS,
      refreshTtlSeconds: REFRESH_TTL_SECONDS,
    });
    const passwordHash = await new PasswordHasher().hash(PASSWORD);
    const tokens: string[] = [];
    for (let first = 0; first < count; first += BATCH_SIZE) {
      const last = Math.min(count, first + BATCH_SIZE);
      const batch = await database.orm.transaction(async (tx) => {
        const issued: string[] = [];
        for (let index = first; index < last; index += 1) issued.push(await signUp(tx, sessions, index, passwordHash));
        return issued;
      });
      tokens.push(...batch);
    }
    // The viewer our gateway derives from each token, by the gateway's own verification.
    return tokens.map((accessToken) => {
      const viewer = verifyAccessToken(keys.publicKey, accessToken);
      if (viewer.kind !== 'user') throw new Error(`a seeded customer's token verified as ${viewer.kind}`);
      return { userId: viewer.userId, accessToken, viewerHeader: encodeViewer(viewer) };
    });
  } finally {
    await database.close();
  }
}

/** One customer as AccountService.signUp leaves it; returns the session's access token. */
async function signUp(tx: Transaction, sessions: SessionService, index: number, passwordHash: string): Promise<string> {
  const user = await insertUser(tx, {
    email: `bench-${index}@cloudmine.test`,
    passwordHash,
    firstName: 'Bench',
    lastName: `Customer ${index}`,
    phoneNumber: '+44 20 7946 0500',
    language: 'en',
    // Eight of A-Z and 0-9, as the column's check asks; the B marks a bench customer.
    referralCode: `B${index.toString(36).toUpperCase().padStart(7, '0')}`,
    referrerId: null,
  });
  if (!user) throw new Error(`bench customer ${index} exists already`);
  const registered = { userId: user.id, referrerId: null, registeredAt: user.createdAt.toISOString() };
  await appendToOutbox(
    tx,
    newEvent('identity.user.registered', contractPayload('identity.user.registered', registered)),
  );
  return (await sessions.issue(tx, { kind: 'user', user })).accessToken;
}
