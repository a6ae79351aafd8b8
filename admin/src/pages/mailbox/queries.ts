import { graphql } from '../../graphql/generated';
import type { AdminMailboxQuery } from '../../graphql/generated/graphql';

export type MailboxMessage = AdminMailboxQuery['mailbox']['items'][number];

/** The local mailbox, newest first; search matches recipient and subject. */
export const MAILBOX_QUERY = graphql(`
  query AdminMailbox($page: Int, $pageSize: Int, $search: String) {
    mailbox(page: $page, pageSize: $pageSize, search: $search) {
      items {
        id
        recipient
        subject
        body
        kind
        createdAt
        deliveredAt
        lastError
      }
      total
      page
      pageSize
    }
  }
`);
