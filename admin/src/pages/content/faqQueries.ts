import { graphql } from '../../graphql/generated';
import type { AdminFaqEntryVersionsQuery, AdminFaqQuery } from '../../graphql/generated/graphql';

export type FaqEntryRow = AdminFaqQuery['faq'][number];
export type FaqEntryVersionRow = AdminFaqEntryVersionsQuery['faqEntryVersions'][number];

/** The FAQ groups: 'general' (the FAQ page and the home accordion) and 'referral' (the referral FAQ). */
export const FAQ_GROUPS = ['general', 'referral'] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];

export function isFaqGroup(value: string | null | undefined): value is FaqGroup {
  return (FAQ_GROUPS as readonly (string | null | undefined)[]).includes(value);
}

/** One FAQ group in one language, by position. */
export const FAQ_QUERY = graphql(`
  query AdminFaq($group: String!, $language: String!) {
    faq(group: $group, language: $language) {
      ...FaqEntryFields
    }
  }
  fragment FaqEntryFields on FaqEntry {
    key
    group
    language
    position
    question
    answer
    answerHtml
    version
    source
    publishedAt
  }
`);

/** Every version of a FAQ entry in one language, newest first. */
export const FAQ_ENTRY_VERSIONS_QUERY = graphql(`
  query AdminFaqEntryVersions($key: String!, $language: String!) {
    faqEntryVersions(key: $key, language: $language) {
      version
      question
      answer
      source
      admin {
        ...ContentAdminFields
      }
      publishedAt
      restoredFrom
    }
  }
`);

export const EDIT_FAQ_ENTRY_MUTATION = graphql(`
  mutation AdminEditFaqEntry($input: FaqEntryEditInput!) {
    editFaqEntry(input: $input) {
      ...FaqEntryFields
    }
  }
`);

export const RESTORE_FAQ_ENTRY_VERSION_MUTATION = graphql(`
  mutation AdminRestoreFaqEntryVersion($key: String!, $language: String!, $version: Int!) {
    restoreFaqEntryVersion(key: $key, language: $language, version: $version) {
      ...FaqEntryFields
    }
  }
`);
