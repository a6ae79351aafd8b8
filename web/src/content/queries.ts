import { graphql } from '../graphql/generated';

/** Everything a public page shows: the hero, the rendered body and the sections (TOC anchors, home blocks). */
export const PUBLIC_PAGE_QUERY = graphql(`
  query PublicPage($slug: String!, $language: String!) {
    page(slug: $slug, language: $language) {
      slug
      language
      kind
      path
      title
      label
      description
      introHtml
      sections {
        key
        title
        html
      }
    }
  }
`);

/** A FAQ group by position: the FAQ page, the referral FAQ and the home accordion. */
export const FAQ_QUERY = graphql(`
  query FaqGroup($group: String!, $language: String!) {
    faq(group: $group, language: $language) {
      key
      position
      question
      answerHtml
    }
  }
`);

/** The article list under an article: every published article's path and title in the language. */
export const ARTICLE_LIST_QUERY = graphql(`
  query ArticleList($language: String!) {
    pages(kind: ARTICLE, language: $language) {
      slug
      path
      title
    }
  }
`);

export const DATA_CENTRES_QUERY = graphql(`
  query DataCentres {
    siteSettings {
      supportEmail
      dataCentres {
        id
        country
        countryCode
        city
      }
    }
  }
`);

export const SEND_CONTACT_MESSAGE_MUTATION = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
      receivedAt
    }
  }
`);
