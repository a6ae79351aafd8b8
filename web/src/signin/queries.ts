import { gql, type TypedDocumentNode } from '@apollo/client';
import { VIEWER_FRAGMENT, type Viewer } from '../session/queries';

export const SIGN_IN_MUTATION: TypedDocumentNode<{ signIn: Viewer }, { email: string; password: string }> = gql`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      ...Viewer_user
    }
  }
  ${VIEWER_FRAGMENT}
`;
