import { graphql } from '../graphql/generated';

/** Used by the top bar, the footer and every page title; Apollo's cache makes it one request. */
export const SITE_SETTINGS_QUERY = graphql(`
  query SiteSettings {
    siteSettings {
      productName
      supportEmail
    }
  }
`);

export const LANGUAGES_QUERY = graphql(`
  query Languages {
    languages {
      code
      name
      nativeName
    }
  }
`);
