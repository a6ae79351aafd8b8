import { REFERENCE_DATA_TTL_MS, TtlCache, type Database } from '@mc/platform';
import { listDataCentres, listLanguages, readSettings, type LanguageRow } from './db/settings.repository';
import { contentError } from './errors';
import type { SiteSettings } from './generated/resolvers';

export class ContentService {
  // Read by every page's chrome; changes only with a migration (an admin editor comes later).
  private readonly languageList = new TtlCache<LanguageRow[]>(REFERENCE_DATA_TTL_MS);
  private readonly settings = new TtlCache<SiteSettings>(REFERENCE_DATA_TTL_MS);

  constructor(private readonly database: Database) {}

  languages(): Promise<LanguageRow[]> {
    return this.languageList.get('all', () => listLanguages(this.database.orm));
  }

  siteSettings(): Promise<SiteSettings> {
    return this.settings.get('site', () => this.loadSiteSettings());
  }

  private async loadSiteSettings(): Promise<SiteSettings> {
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
