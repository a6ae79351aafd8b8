import { gql, type TypedDocumentNode } from '@apollo/client';
import type { IdentityCheck } from '../session/queries';

/** Everything the account pages show and prefill. */
export interface AccountDetails {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** The phone number given at sign-up (step 1). */
  phoneNumber: string | null;
  mobileNumber: string | null;
  country: string | null;
  currency: string;
  language: string;
  identityCheck: IdentityCheck;
  identityCheckSkipped: boolean;
  streetAddress: string | null;
  postCode: string | null;
  city: string | null;
  state: string | null;
  /** The profile photo as a data: URL; null when none was set. */
  photo: string | null;
}

export const ACCOUNT_QUERY: TypedDocumentNode<{ me: AccountDetails | null }, Record<string, never>> = gql`
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
`;

/** The changed field comes back, so the overview and the prefilled forms show it from the cache. */
export const UPDATE_PHONE_MUTATION: TypedDocumentNode<
  { updatePhone: Pick<AccountDetails, 'id' | 'mobileNumber'> },
  { mobileNumber: string }
> = gql`
  mutation UpdatePhone($mobileNumber: String!) {
    updatePhone(mobileNumber: $mobileNumber) {
      id
      mobileNumber
    }
  }
`;

export interface AddressInput {
  streetAddress: string;
  postCode: string;
  city: string;
  /** Optional: an empty text when the customer's address has no state or region. */
  state: string;
  country: string;
}

export const UPDATE_ADDRESS_MUTATION: TypedDocumentNode<
  { updateAddress: Pick<AccountDetails, 'id' | 'streetAddress' | 'postCode' | 'city' | 'state' | 'country'> },
  { input: AddressInput }
> = gql`
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
`;

/** E-mails a token to the customer's current address (rate limited: RATE_LIMITED). */
export const REQUEST_EMAIL_CHANGE_MUTATION: TypedDocumentNode<
  { requestEmailChange: boolean },
  Record<string, never>
> = gql`
  mutation RequestEmailChange {
    requestEmailChange
  }
`;

export interface ChangeEmailVariables {
  token: string;
  newEmail: string;
  confirmNewEmail: string;
}

export const CHANGE_EMAIL_MUTATION: TypedDocumentNode<
  { changeEmail: Pick<AccountDetails, 'id' | 'email'> },
  ChangeEmailVariables
> = gql`
  mutation ChangeEmail($token: String!, $newEmail: String!, $confirmNewEmail: String!) {
    changeEmail(token: $token, newEmail: $newEmail, confirmNewEmail: $confirmNewEmail) {
      id
      email
    }
  }
`;

/** A JPEG or PNG image: its file name and its content as base64 without the `data:` prefix. */
export interface ImageUpload {
  fileName: string;
  base64: string;
}

export const UPDATE_PROFILE_PHOTO_MUTATION: TypedDocumentNode<
  { updateProfilePhoto: Pick<AccountDetails, 'id' | 'photo'> },
  { photo: ImageUpload }
> = gql`
  mutation UpdateProfilePhoto($photo: ImageUpload!) {
    updateProfilePhoto(photo: $photo) {
      id
      photo
    }
  }
`;
