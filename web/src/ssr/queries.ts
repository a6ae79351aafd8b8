import { graphql } from '../graphql/generated';

/** The document head of a public page: its label and description from content, and the product name. */
export const PAGE_HEAD_QUERY = graphql(`
  query PageHead($slug: String!, $language: String!) {
    page(slug: $slug, language: $language) {
      slug
      language
      label
      description
    }
    siteSettings {
      productName
    }
  }
`);
