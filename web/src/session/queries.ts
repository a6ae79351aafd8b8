import { graphql } from '../graphql/generated';
import type { Viewer_UserFragment } from '../graphql/generated/graphql';

/** What the guards, the top bar and the signed-in pages know about the customer. */
export const VIEWER_FRAGMENT = graphql(`
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
`);

export type Viewer = Viewer_UserFragment;

export const ME_QUERY = graphql(`
  query Viewer {
    me {
      ...Viewer_user
    }
  }
`);

export const SIGN_OUT_MUTATION = graphql(`
  mutation SignOut {
    signOut
  }
`);

/** The operation name is how the refresh link recognises its own call and never retries it. */
export const REFRESH_SESSION_OPERATION = 'RefreshSession';

export const REFRESH_SESSION_MUTATION = graphql(`
  mutation RefreshSession {
    refreshSession {
      ...Viewer_user
    }
  }
`);
