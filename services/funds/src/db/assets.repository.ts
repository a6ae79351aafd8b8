import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { assets } from './schema';

export type AssetRow = typeof assets.$inferSelect;

export function listAssets(db: Executor): Promise<AssetRow[]> {
  return db.select().from(assets).orderBy(asc(assets.position));
}

export async function findAsset(db: Executor, code: string): Promise<AssetRow | undefined> {
  const [row] = await db.select().from(assets).where(eq(assets.code, code));
  return row;
}
