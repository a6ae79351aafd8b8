import { gql, type TypedDocumentNode } from '@apollo/client';
import { VIEWER_FRAGMENT, type IdentityCheck, type Viewer } from '../session/queries';

/** The latest uploaded images as data: URLs (JPEG or PNG). */
export interface IdentityDocuments {
  front: string;
  back: string;
  uploadedAt: string;
}

/** Where the customer's identity check stands; the images are read only where they are shown. */
export interface IdentityCheckState {
  id: string;
  identityCheck: IdentityCheck;
  identityCheckSkipped: boolean;
  /** Why the last submission was declined; null unless it was. */
  identityCheckDeclineReason: string | null;
}

export interface VerificationState extends IdentityCheckState {
  identityDocuments: IdentityDocuments | null;
}

/** Step 4: only the decline reason of an earlier submission is needed, not the images. */
export const IDENTITY_CHECK_QUERY: TypedDocumentNode<{ me: IdentityCheckState | null }, Record<string, never>> = gql`
  query IdentityCheck {
    me {
      id
      identityCheck
      identityCheckSkipped
      identityCheckDeclineReason
    }
  }
`;

/** /user/auth/verification.html: the state of the check and the images awaiting review. */
export const VERIFICATION_QUERY: TypedDocumentNode<{ me: VerificationState | null }, Record<string, never>> = gql`
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
`;

/** An image as base64 without the data: prefix; the server checks the content (JPEG or PNG, 4 MB). */
export interface ImageUpload {
  fileName: string;
  base64: string;
}

/**
 * Answers with the viewer (the guards see AWAITING_REVIEW at once) and the images just stored, so the
 * verification screen shows them without a second request and never an earlier, declined pair.
 */
export const SUBMIT_IDENTITY_DOCUMENTS_MUTATION: TypedDocumentNode<
  { submitIdentityDocuments: Viewer & Omit<VerificationState, 'id' | 'identityCheck' | 'identityCheckSkipped'> },
  { front: ImageUpload; back: ImageUpload }
> = gql`
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
  ${VIEWER_FRAGMENT}
`;
