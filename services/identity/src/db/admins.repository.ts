import { inArray, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { admins } from './schema';

export type AdminRow = typeof admins.$inferSelect;
export type NewAdmin = typeof admins.$inferInsert;

export async function findAdminById(db: Executor, id: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row;
}

/** Several admins at once, for the references other subgraphs make (one query per request). */
export async function findAdminsByIds(db: Executor, ids: readonly string[]): Promise<AdminRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(admins)
    .where(inArray(admins.id, [...ids]));
}

export async function findAdminByEmail(db: Executor, email: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.email, email));
  return row;
}

export function listAdmins(db: Executor): Promise<AdminRow[]> {
  return db.select().from(admins).orderBy(asc(admins.createdAt));
}

export async function countAdmins(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(admins);
  return row.count;
}

/** Undefined when the e-mail is taken. */
export async function insertAdmin(db: Executor, admin: NewAdmin): Promise<AdminRow | undefined> {
  const [row] = await db.insert(admins).values(admin).onConflictDoNothing().returning();
  return row;
}

export async function updateAdmin(db: Executor, id: string, changes: Partial<NewAdmin>): Promise<AdminRow> {
  const [row] = await db.update(admins).set(changes).where(eq(admins.id, id)).returning();
  return row;
}

/**
 * Every admin row, locked in id order: a role change or a disable counts the remaining
 * superadmins under this lock, so two at once cannot leave the platform without one.
 */
export function lockAllAdmins(db: Executor): Promise<AdminRow[]> {
  return db.select().from(admins).orderBy(asc(admins.id)).for('update');
}
