import { eq } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;

/** `id` must be a UUID: PostgreSQL refuses anything else in the comparison. */
export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
