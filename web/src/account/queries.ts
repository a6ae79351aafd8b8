import { graphql } from '../graphql/generated';
import type { AccountQuery } from '../graphql/generated/graphql';

/**
 * Everything the account pages show and prefill. `phoneNumber` is the one given at sign-up (step 1);
 * `photo` is the profile photo's URL (/images/<key>), null when none was set.
 */
export const ACCOUNT_QUERY = graphql(`
  query Account {
    me {
      id
      email
      firstName
      lastName
      phoneNumber
      mobileNumber
      country
      currency
      language
      identityCheck
      identityCheckSkipped
      streetAddress
      postCode
      city
      state
      photo
    }
  }
`);

export type AccountDetails = NonNullable<AccountQuery['me']>;

/** The changed field comes back, so the overview and the prefilled forms show it from the cache. */
export const UPDATE_PHONE_MUTATION = graphql(`
  mutation UpdatePhone($mobileNumber: String!) {
    updatePhone(mobileNumber: $mobileNumber) {
      id
      mobileNumber
    }
  }
`);

/** `state` may be an empty text when the customer's address has no state or region. */
export const UPDATE_ADDRESS_MUTATION = graphql(`
  mutation UpdateAddress($input: AddressInput!) {
    updateAddress(input: $input) {
      id
      streetAddress
      postCode
      city
      state
      country
    }
  }
`);

/** E-mails a token to the customer's current address (rate limited: RATE_LIMITED). */
export const REQUEST_EMAIL_CHANGE_MUTATION = graphql(`
  mutation RequestEmailChange {
    requestEmailChange
  }
`);

export const CHANGE_EMAIL_MUTATION = graphql(`
  mutation ChangeEmail($token: String!, $newEmail: String!, $confirmNewEmail: String!) {
    changeEmail(token: $token, newEmail: $newEmail, confirmNewEmail: $confirmNewEmail) {
      id
      email
    }
  }
`);

/** A JPEG or PNG image: its file name and its content as base64 without the `data:` prefix. */
export const UPDATE_PROFILE_PHOTO_MUTATION = graphql(`
  mutation UpdateProfilePhoto($photo: ImageUpload!) {
    updateProfilePhoto(photo: $photo) {
      id
      photo
    }
  }
`);
