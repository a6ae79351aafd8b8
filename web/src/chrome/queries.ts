import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SiteSettingsData {
  siteSettings: {
    productName: string;
    supportEmail: string;
  };
}

/** Used by the top bar, the footer and every page title; Apollo's cache makes it one request. */
export const SITE_SETTINGS_QUERY: TypedDocumentNode<SiteSettingsData, Record<string, never>> = gql`
  query SiteSettings {
    siteSettings {
      productName
      supportEmail
    }
  }
`;

export interface LanguagesData {
  languages: { code: string; name: string; nativeName: string }[];
}

export const LANGUAGES_QUERY: TypedDocumentNode<LanguagesData, Record<string, never>> = gql`
  query Languages {
    languages {
      code
      name
      nativeName
    }
  }
`;
