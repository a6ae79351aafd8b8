import { useQuery } from '@apollo/client/react';
import type { SiteSettingsQuery } from '../graphql/generated/graphql';
import { SITE_SETTINGS_QUERY } from './queries';

/** The site settings, or null while they load or when the graph cannot be reached. */
export function useSiteSettings(): SiteSettingsQuery['siteSettings'] | null {
  const { data } = useQuery(SITE_SETTINGS_QUERY);
  return data?.siteSettings ?? null;
}
