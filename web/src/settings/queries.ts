import { gql, type TypedDocumentNode } from '@apollo/client';

/** The language of the customer's e-mails; the account overview shows it from the cache. */
export const UPDATE_LANGUAGE_MUTATION: TypedDocumentNode<
  { updateLanguage: { id: string; language: string } },
  { language: string }
> = gql`
  mutation UpdateLanguage($language: String!) {
    updateLanguage(language: $language) {
      id
      language
    }
  }
`;
