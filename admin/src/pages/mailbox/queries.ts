import { gql, type TypedDocumentNode } from '@apollo/client';

export interface MailboxMessage {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  kind: string;
  createdAt: string;
  /** When SMTP accepted it; null while it stays in the local mailbox. */
  deliveredAt: string | null;
  /** Why the last delivery attempt failed, if it did. */
  lastError: string | null;
}

export interface MailboxData {
  mailbox: { items: MailboxMessage[]; total: number; page: number; pageSize: number };
}

export interface MailboxVariables {
  page: number;
  pageSize: number;
  search: string | null;
}

/** The local mailbox, newest first; search matches recipient and subject. */
export const MAILBOX_QUERY: TypedDocumentNode<MailboxData, MailboxVariables> = gql`
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
`;
