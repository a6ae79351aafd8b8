import { gql, type TypedDocumentNode } from '@apollo/client';

export type IdentityCheck = 'NOT_SUBMITTED' | 'AWAITING_REVIEW' | 'APPROVED';

/** What the guards, the top bar and the signed-in pages know about the customer. */
export interface Viewer {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  detailsCompleted: boolean;
  deviceVerified: boolean;
  identityCheck: IdentityCheck;
  identityCheckSkipped: boolean;
  referralCode: string;
  currency: string;
  language: string;
}

export const VIEWER_FRAGMENT = gql`
  fragment Viewer_user on User {
    id
    email
    firstName
    lastName
    detailsCompleted
    deviceVerified
    identityCheck
    identityCheckSkipped
    referralCode
    currency
    language
  }
`;

export interface ViewerData {
  me: Viewer | null;
}

export const ME_QUERY: TypedDocumentNode<ViewerData, Record<string, never>> = gql`
  query Viewer {
    me {
      ...Viewer_user
    }
  }
  ${VIEWER_FRAGMENT}
`;

export const SIGN_OUT_MUTATION: TypedDocumentNode<{ signOut: boolean }, Record<string, never>> = gql`
  mutation SignOut {
    signOut
  }
`;

/** The operation name is how the refresh link recognises its own call and never retries it. */
export const REFRESH_SESSION_OPERATION = 'RefreshSession';

export const REFRESH_SESSION_MUTATION: TypedDocumentNode<{ refreshSession: Viewer }, Record<string, never>> = gql`
  mutation RefreshSession {
    refreshSession {
      ...Viewer_user
    }
  }
  ${VIEWER_FRAGMENT}
`;
