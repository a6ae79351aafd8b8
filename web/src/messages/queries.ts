import { gql, type TypedDocumentNode } from '@apollo/client';

export type MessageType = 'NORMAL' | 'POPUP';

/** A message from the operators to the signed-in customer. */
export interface Message {
  id: string;
  body: string;
  type: MessageType;
  createdAt: string;
}

/** The messages not dismissed yet, newest first. */
export const MY_MESSAGES_QUERY: TypedDocumentNode<{ myMessages: Message[] }, Record<string, never>> = gql`
  query MyMessages {
    myMessages {
      id
      body
      type
      createdAt
    }
  }
`;

export const DISMISS_MESSAGE_MUTATION: TypedDocumentNode<{ dismissMessage: boolean }, { id: string }> = gql`
  mutation DismissMessage($id: ID!) {
    dismissMessage(id: $id)
  }
`;

/** As the gateway pushes it; `type` is a plain text there (NORMAL or POPUP). */
export interface LiveMessage {
  id: string;
  body: string;
  type: string;
  createdAt: string;
}

/** The signed-in customer's messages as they are sent; the socket's session decides whose. */
export const LIVE_MESSAGES_SUBSCRIPTION: TypedDocumentNode<{ myMessages: LiveMessage }, Record<string, never>> = gql`
  subscription LiveMessages {
    myMessages {
      id
      body
      type
      createdAt
    }
  }
`;
