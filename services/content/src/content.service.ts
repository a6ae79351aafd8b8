import type { Database } from '@mc/platform';
import { listDataCentres, listLanguages, readSettings, type DataCentreRow, type LanguageRow } from './db/settings.repository';
import { contentError } from './errors';

export type SiteSettings = { productName: string; supportEmail: string; dataCentres: DataCentreRow[] };

export class ContentService {
  constructor(private readonly database: Database) {}

  languages(): Promise<LanguageRow[]> {
    return listLanguages(this.database.orm);
  }

  async siteSettings(): Promise<SiteSettings> {
    const settings = await readSettings(this.database.orm, ['product_name', 'support_email']);
    return {
      productName: requireString(settings, 'product_name'),
      supportEmail: requireString(settings, 'support_email'),
      dataCentres: await listDataCentres(this.database.orm),
    };
  }
}

function requireString(settings: Map<string, unknown>, key: string): string {
  const value = settings.get(key);
  if (typeof value !== 'string') throw contentError('SETTING_MISSING', `Site setting ${key} is not configured`);
  return value;
}
