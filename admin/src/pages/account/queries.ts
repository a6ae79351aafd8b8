import { gql, type TypedDocumentNode } from '@apollo/client';
import { ADMIN_FIELDS, type Admin } from '../../graphql/admin';

export interface AdminAccountInput {
  email: string;
  firstName: string;
  lastName: string;
}

/** Changes the signed-in admin's own name and e-mail; the answer updates the cached admin (header too). */
export const UPDATE_ADMIN_ACCOUNT_MUTATION: TypedDocumentNode<
  { updateAdminAccount: Admin },
  { input: AdminAccountInput }
> = gql`
  mutation UpdateAdminAccount($input: AdminAccountInput!) {
    updateAdminAccount(input: $input) {
      ...AdminFields
    }
  }
  ${ADMIN_FIELDS}
`;

/** Changes the signed-in admin's password (the server checks the confirmation). */
export const CHANGE_ADMIN_PASSWORD_MUTATION: TypedDocumentNode<
  { changeAdminPassword: boolean },
  { password: string; newPassword: string; confirmNewPassword: string }
> = gql`
  mutation ChangeAdminPassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {
    changeAdminPassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)
  }
`;

/** The admin's own photo, read apart from AdminFields: a data: URL is too heavy for every header query. */
export const ADMIN_PHOTO_QUERY: TypedDocumentNode<
  { currentAdmin: { id: string; photo: string | null } | null },
  Record<string, never>
> = gql`
  query AdminOwnPhoto {
    currentAdmin {
      id
      photo
    }
  }
`;

export const UPDATE_ADMIN_PHOTO_MUTATION: TypedDocumentNode<
  { updateAdminPhoto: { id: string; photo: string | null } },
  { photo: { fileName: string; base64: string } }
> = gql`
  mutation UpdateAdminPhoto($photo: ImageUpload!) {
    updateAdminPhoto(photo: $photo) {
      id
      photo
    }
  }
`;
