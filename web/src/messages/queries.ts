import { graphql } from '../graphql/generated';
import type { MyMessagesQuery } from '../graphql/generated/graphql';

/** The messages from the operators not dismissed yet, newest first. */
export const MY_MESSAGES_QUERY = graphql(`
  query MyMessages {
    myMessages {
      id
      body
      type
      createdAt
    }
  }
`);

/** A message from the operators to the signed-in customer. */
export type Message = MyMessagesQuery['myMessages'][number];

export const DISMISS_MESSAGE_MUTATION = graphql(`
  mutation DismissMessage($id: ID!) {
    dismissMessage(id: $id)
  }
`);

/**
 * The signed-in customer's messages as they are sent; the socket's session decides whose. The
 * gateway pushes `type` as a plain text (NORMAL or POPUP).
 */
export const LIVE_MESSAGES_SUBSCRIPTION = graphql(`
  subscription LiveMessages {
    myMessages {
      id
      body
      type
      createdAt
    }
  }
`);
