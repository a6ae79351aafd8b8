import { graphql } from './generated';

export const SITE_SETTINGS_QUERY = graphql(`
  query AdminSiteSettings {
    siteSettings {
      productName
      supportEmail
    }
  }
`);
