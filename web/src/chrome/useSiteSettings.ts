import { useQuery } from '@apollo/client/react';
import { SITE_SETTINGS_QUERY, type SiteSettingsData } from './queries';

/** The site settings, or null while they load or when the graph cannot be reached. */
export function useSiteSettings(): SiteSettingsData['siteSettings'] | null {
  const { data } = useQuery(SITE_SETTINGS_QUERY);
  return data?.siteSettings ?? null;
}
