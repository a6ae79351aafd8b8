import { graphql } from '../graphql/generated';
import type { SignupDetailsQuery } from '../graphql/generated/graphql';

export const SIGN_UP_MUTATION = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      ...Viewer_user
    }
  }
`);

/** Prefills step 2 with what the customer already gave (the phone number of step 1). */
export const SIGNUP_DETAILS_QUERY = graphql(`
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
`);

export type SignupDetails = NonNullable<SignupDetailsQuery['me']>;

/**
 * Deliberately without detailsCompleted: an answer with the flag would tell step 2's guard at once,
 * and its forward redirect would overtake the move to step 3?sent=true. DetailsForm marks the
 * cached flag quietly instead, and fetches `me` again once step 3 is shown.
 */
export const UPDATE_DETAILS_MUTATION = graphql(`
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
`);

export const REQUEST_DEVICE_PIN_MUTATION = graphql(`
  mutation RequestDevicePin {
    requestDevicePin
  }
`);

export const VERIFY_DEVICE_MUTATION = graphql(`
  mutation VerifyDevice($pin: String!) {
    verifyDevice(pin: $pin) {
      ...Viewer_user
    }
  }
`);

export const SKIP_IDENTITY_CHECK_MUTATION = graphql(`
  mutation SkipIdentityCheck {
    skipIdentityCheck {
      ...Viewer_user
    }
  }
`);
