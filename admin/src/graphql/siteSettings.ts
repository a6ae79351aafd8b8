import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SiteSettingsData {
  siteSettings: { productName: string; supportEmail: string };
}

export const SITE_SETTINGS_QUERY: TypedDocumentNode<SiteSettingsData, Record<string, never>> = gql`
  query AdminSiteSettings {
    siteSettings {
      productName
      supportEmail
    }
  }
`;
