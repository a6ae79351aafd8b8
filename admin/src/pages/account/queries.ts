import { graphql } from '../../graphql/generated';

/** Changes the signed-in admin's own name and e-mail; the answer updates the cached admin (header too). */
export const UPDATE_ADMIN_ACCOUNT_MUTATION = graphql(`
  mutation UpdateAdminAccount($input: AdminAccountInput!) {
    updateAdminAccount(input: $input) {
      ...AdminFields
    }
  }
`);

/** Changes the signed-in admin's password (the server checks the confirmation). */
export const CHANGE_ADMIN_PASSWORD_MUTATION = graphql(`
  mutation ChangeAdminPassword($password: String!, $newPassword: String!, $confirmNewPassword: String!) {
    changeAdminPassword(password: $password, newPassword: $newPassword, confirmNewPassword: $confirmNewPassword)
  }
`);

/** The admin's own photo, read apart from AdminFields: a data: URL is too heavy for every header query. */
export const ADMIN_PHOTO_QUERY = graphql(`
  query AdminOwnPhoto {
    currentAdmin {
      id
      photo
    }
  }
`);

export const UPDATE_ADMIN_PHOTO_MUTATION = graphql(`
  mutation UpdateAdminPhoto($photo: ImageUpload!) {
    updateAdminPhoto(photo: $photo) {
      id
      photo
    }
  }
`);
