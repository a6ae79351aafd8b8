import { graphql } from '../graphql/generated';

export const SIGN_IN_MUTATION = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      ...Viewer_user
    }
  }
`);
