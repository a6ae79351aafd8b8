import { graphql } from '../../graphql/generated';
import type { AdminContactMessageQuery, AdminContactMessagesQuery } from '../../graphql/generated/graphql';

export type ContactMessageRow = AdminContactMessagesQuery['contactMessages']['items'][number];
export type ContactMessageDetail = NonNullable<AdminContactMessageQuery['contactMessage']>;

/** The contact inbox, newest first; search matches name, e-mail, phone and subject. */
export const CONTACT_MESSAGES_QUERY = graphql(`
  query AdminContactMessages($page: Int, $pageSize: Int, $search: String, $status: ContactMessageStatus) {
    contactMessages(page: $page, pageSize: $pageSize, search: $search, status: $status) {
      items {
        id
        name
        email
        subject
        language
        status
        receivedAt
      }
      total
      page
      pageSize
    }
  }
`);

/** How many messages wait for an answer (the navbar's count): one row asked for, only the total read. */
export const NEW_CONTACT_MESSAGES_COUNT_QUERY = graphql(`
  query AdminNewContactMessagesCount {
    contactMessages(page: 1, pageSize: 1, status: NEW) {
      total
    }
  }
`);

/** One message with every field and its replies. */
export const CONTACT_MESSAGE_QUERY = graphql(`
  query AdminContactMessage($id: ID!) {
    contactMessage(id: $id) {
      ...ContactMessageFields
    }
  }
  fragment ContactMessageFields on ContactMessage {
    id
    name
    email
    phone
    subject
    body
    language
    ip
    status
    receivedAt
    handledAt
    handledBy {
      ...ContentAdminFields
    }
    replies {
      id
      admin {
        ...ContentAdminFields
      }
      body
      sentAt
    }
  }
`);

export const REPLY_TO_CONTACT_MESSAGE_MUTATION = graphql(`
  mutation AdminReplyToContactMessage($id: ID!, $body: String!) {
    replyToContactMessage(id: $id, body: $body) {
      ...ContactMessageFields
    }
  }
`);

export const MARK_CONTACT_MESSAGE_HANDLED_MUTATION = graphql(`
  mutation AdminMarkContactMessageHandled($id: ID!) {
    markContactMessageHandled(id: $id) {
      ...ContactMessageFields
    }
  }
`);
