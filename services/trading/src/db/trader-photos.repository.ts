import { eq } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { traderPhotos, traders } from './schema';
import type { TraderRow } from './traders.repository';

/** All SQL of trader photos: stored once each, never changed; the trader names the one it shows. */

export type TraderPhotoRow = typeof traderPhotos.$inferSelect;
export type NewTraderPhoto = typeof traderPhotos.$inferInsert;

export async function insertTraderPhoto(db: Executor, photo: NewTraderPhoto): Promise<void> {
  await db.insert(traderPhotos).values(photo);
}

export async function showTraderPhoto(db: Executor, traderId: string, photoId: string): Promise<TraderRow> {
  const [row] = await db.update(traders).set({ photoId }).where(eq(traders.id, traderId)).returning();
  return row;
}

/** A photo with the retirement of its trader, which decides who may still see it. */
export async function findTraderPhoto(
  db: Executor,
  id: string,
): Promise<(TraderPhotoRow & { traderRetiredAt: Date | null }) | undefined> {
  const [row] = await db
    .select({ photo: traderPhotos, traderRetiredAt: traders.retiredAt })
    .from(traderPhotos)
    .innerJoin(traders, eq(traders.id, traderPhotos.traderId))
    .where(eq(traderPhotos.id, id));
  return row && { ...row.photo, traderRetiredAt: row.traderRetiredAt };
}
