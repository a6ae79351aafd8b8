import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { dataCentres, languages, siteSettings } from './schema';

export type LanguageRow = typeof languages.$inferSelect;
export type DataCentreRow = typeof dataCentres.$inferSelect;

export function listLanguages(db: Executor): Promise<LanguageRow[]> {
  return db.select().from(languages).orderBy(asc(languages.position));
}

export function listDataCentres(db: Executor): Promise<DataCentreRow[]> {
  return db.select().from(dataCentres).orderBy(asc(dataCentres.position));
}

export async function readSettings(db: Executor, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, keys));
  return new Map(rows.map((row) => [row.key, row.value]));
}
