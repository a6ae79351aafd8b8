import { graphql } from '../graphql/generated';

/** The language of the customer's e-mails; the account overview shows it from the cache. */
export const UPDATE_LANGUAGE_MUTATION = graphql(`
  mutation UpdateLanguage($language: String!) {
    updateLanguage(language: $language) {
      id
      language
    }
  }
`);
