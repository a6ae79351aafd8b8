import { graphql } from '../graphql/generated';
import type { VerificationQuery } from '../graphql/generated/graphql';

/**
 * Step 4: where the customer's identity check stands; only the decline reason of an earlier
 * submission is needed (null unless it was declined), not the images.
 */
export const IDENTITY_CHECK_QUERY = graphql(`
  query IdentityCheck {
    me {
      id
      identityCheck
      identityCheckSkipped
      identityCheckDeclineReason
    }
  }
`);

/** /user/auth/verification.html: the state of the check and the images awaiting review. */
export const VERIFICATION_QUERY = graphql(`
  query Verification {
    me {
      id
      identityCheck
      identityCheckSkipped
      identityCheckDeclineReason
      identityDocuments {
        front
        back
        uploadedAt
      }
    }
  }
`);

export type VerificationState = NonNullable<VerificationQuery['me']>;

/** The latest uploaded images as data: URLs (JPEG or PNG). */
export type IdentityDocuments = NonNullable<VerificationState['identityDocuments']>;

/**
 * The images go as base64 without the data: prefix; the server checks the content (JPEG or PNG,
 * 4 MB). Answers with the viewer (the guards see AWAITING_REVIEW at once) and the images just
 * stored, so the verification screen shows them without a second request and never an earlier,
 * declined pair.
 */
export const SUBMIT_IDENTITY_DOCUMENTS_MUTATION = graphql(`
  mutation SubmitIdentityDocuments($front: ImageUpload!, $back: ImageUpload!) {
    submitIdentityDocuments(front: $front, back: $back) {
      ...Viewer_user
      identityCheckDeclineReason
      identityDocuments {
        front
        back
        uploadedAt
      }
    }
  }
`);
