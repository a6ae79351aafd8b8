import { eq } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { devicePins } from './schema';

export type DevicePinRow = typeof devicePins.$inferSelect;

export async function lockDevicePin(db: Executor, userId: string): Promise<DevicePinRow | undefined> {
  const [row] = await db.select().from(devicePins).where(eq(devicePins.userId, userId)).for('update');
  return row;
}

export async function saveDevicePin(db: Executor, pin: DevicePinRow): Promise<void> {
  await db.insert(devicePins).values(pin).onConflictDoUpdate({ target: devicePins.userId, set: pin });
}

export async function countFailedPinAttempt(db: Executor, userId: string, failedAttempts: number): Promise<void> {
  await db.update(devicePins).set({ failedAttempts }).where(eq(devicePins.userId, userId));
}

export async function deleteDevicePin(db: Executor, userId: string): Promise<void> {
  await db.delete(devicePins).where(eq(devicePins.userId, userId));
}
