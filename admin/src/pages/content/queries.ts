import { graphql } from '../../graphql/generated';
import type {
  AdminContentPageQuery,
  AdminContentPagesQuery,
  AdminPageVersionsQuery,
} from '../../graphql/generated/graphql';

export type ContentPageRow = AdminContentPagesQuery['site'][number];
export type ContentPage = NonNullable<AdminContentPageQuery['page']>;
export type PageVersionRow = AdminPageVersionsQuery['pageVersions'][number];

/** Who published a version: identity names the admin (null for the repository's versions). */
export const CONTENT_ADMIN_FIELDS = graphql(`
  fragment ContentAdminFields on Admin {
    id
    email
    firstName
    lastName
  }
`);

/** Every published page of one language, per kind (the graph lists pages one kind at a time). */
export const CONTENT_PAGES_QUERY = graphql(`
  query AdminContentPages($language: String!) {
    site: pages(kind: PAGE, language: $language) {
      ...ContentPageRowFields
    }
    legal: pages(kind: LEGAL, language: $language) {
      ...ContentPageRowFields
    }
    articles: pages(kind: ARTICLE, language: $language) {
      ...ContentPageRowFields
    }
  }
  fragment ContentPageRowFields on Page {
    slug
    language
    kind
    path
    title
    version
    source
    publishedAt
  }
`);

/** One page as last published, with its rendered parts for the preview. */
export const CONTENT_PAGE_QUERY = graphql(`
  query AdminContentPage($slug: String!, $language: String!) {
    page(slug: $slug, language: $language) {
      ...ContentPageFields
    }
  }
  fragment ContentPageFields on Page {
    slug
    language
    kind
    path
    title
    label
    description
    body
    introHtml
    sections {
      key
      title
      html
    }
    version
    source
    publishedAt
  }
`);

/** Every version of a page in one language, newest first. */
export const PAGE_VERSIONS_QUERY = graphql(`
  query AdminPageVersions($slug: String!, $language: String!) {
    pageVersions(slug: $slug, language: $language) {
      version
      title
      label
      description
      body
      source
      admin {
        ...ContentAdminFields
      }
      publishedAt
      restoredFrom
    }
  }
`);

export const EDIT_PAGE_MUTATION = graphql(`
  mutation AdminEditPage($input: PageEditInput!) {
    editPage(input: $input) {
      ...ContentPageFields
    }
  }
`);

export const RESTORE_PAGE_VERSION_MUTATION = graphql(`
  mutation AdminRestorePageVersion($slug: String!, $language: String!, $version: Int!) {
    restorePageVersion(slug: $slug, language: $language, version: $version) {
      ...ContentPageFields
    }
  }
`);
