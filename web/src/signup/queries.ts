import { gql, type TypedDocumentNode } from '@apollo/client';
import { VIEWER_FRAGMENT, type Viewer } from '../session/queries';
import type { Currency } from './currencies';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  password: string;
  confirmPassword: string;
  referralCode: string | null;
  language: string;
}

export const SIGN_UP_MUTATION: TypedDocumentNode<{ signUp: Viewer }, { input: SignUpInput }> = gql`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      ...Viewer_user
    }
  }
  ${VIEWER_FRAGMENT}
`;

export interface SignupDetails {
  id: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  country: string | null;
  mobileNumber: string | null;
  currency: string;
}

/** Prefills step 2 with what the customer already gave (the phone number of step 1). */
export const SIGNUP_DETAILS_QUERY: TypedDocumentNode<{ me: SignupDetails | null }, Record<string, never>> = gql`
  query SignupDetails {
    me {
      id
      firstName
      lastName
      phoneNumber
      country
      mobileNumber
      currency
    }
  }
`;

export interface DetailsInput {
  firstName: string;
  lastName: string;
  country: string;
  mobileNumber: string;
  currency: Currency;
}

/**
 * Deliberately without detailsCompleted: an answer with the flag would tell step 2's guard at once,
 * and its forward redirect would overtake the move to step 3?sent=true. DetailsForm marks the
 * cached flag quietly instead, and fetches `me` again once step 3 is shown.
 */
export const UPDATE_DETAILS_MUTATION: TypedDocumentNode<
  { updateDetails: Omit<SignupDetails, 'phoneNumber'> },
  { input: DetailsInput }
> = gql`
  mutation UpdateDetails($input: DetailsInput!) {
    updateDetails(input: $input) {
      id
      firstName
      lastName
      country
      mobileNumber
      currency
    }
  }
`;

export const REQUEST_DEVICE_PIN_MUTATION: TypedDocumentNode<{ requestDevicePin: boolean }, Record<string, never>> = gql`
  mutation RequestDevicePin {
    requestDevicePin
  }
`;

export const VERIFY_DEVICE_MUTATION: TypedDocumentNode<{ verifyDevice: Viewer }, { pin: string }> = gql`
  mutation VerifyDevice($pin: String!) {
    verifyDevice(pin: $pin) {
      ...Viewer_user
    }
  }
  ${VIEWER_FRAGMENT}
`;

export const SKIP_IDENTITY_CHECK_MUTATION: TypedDocumentNode<
  { skipIdentityCheck: Viewer },
  Record<string, never>
> = gql`
  mutation SkipIdentityCheck {
    skipIdentityCheck {
      ...Viewer_user
    }
  }
  ${VIEWER_FRAGMENT}
`;
