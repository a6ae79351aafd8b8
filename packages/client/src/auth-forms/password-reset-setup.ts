import type { TypedDocumentNode } from '@apollo/client';
import type { AuthFormsApp } from './auth-forms-app';

export interface ResetPasswordVariables {
  /** When given, it must be the e-mail the token was sent to. */
  email: string | null;
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** The app's two reset steps: `requestPasswordReset` and `resetPassword`, or their admin twins. */
export interface PasswordResetMutations {
  request: TypedDocumentNode<unknown, { email: string }>;
  reset: TypedDocumentNode<unknown, ResetPasswordVariables>;
}

export type PasswordResetTextKey =
  | 'requestIntro'
  | 'email'
  | 'requestSubmit'
  | 'requested'
  | 'resetIntro'
  | 'forEmail'
  | 'token'
  | 'newPassword'
  | 'confirmPassword'
  | 'resetSubmit'
  | 'newToken'
  | 'done'
  | 'signInLink'
  | 'backToSignIn';

/** What one app's password reset is made of; `forEmail` is the only text with a value. */
export interface PasswordResetSetup {
  app: AuthFormsApp;
  text: (key: PasswordResetTextKey, values?: { email: string }) => string;
  mutations: PasswordResetMutations;
}
