import { graphql } from '../graphql/generated';

/** The signed-in admin (null for a guest); the guards, the header and the role checks watch it. */
export const CURRENT_ADMIN_QUERY = graphql(`
  query CurrentAdmin {
    currentAdmin {
      ...AdminFields
    }
  }
`);

export const ADMIN_SIGN_IN_MUTATION = graphql(`
  mutation AdminSignIn($email: String!, $password: String!) {
    adminSignIn(email: $email, password: $password) {
      ...AdminFields
    }
  }
`);

export const ADMIN_SIGN_OUT_MUTATION = graphql(`
  mutation AdminSignOut {
    adminSignOut
  }
`);

/** The operation name is how the refresh link recognises its own call and never retries it. */
export const REFRESH_ADMIN_SESSION_OPERATION = 'RefreshAdminSession';

export const REFRESH_ADMIN_SESSION_MUTATION = graphql(`
  mutation RefreshAdminSession {
    refreshAdminSession {
      ...AdminFields
    }
  }
`);
