import type { AuthFormsApp } from '@mc/client';
import { FormErrors } from '../components/FormErrors';
import { PATHS } from '../paths';

/** The panel's side of the shared sign-in and password-reset forms (ids `admin-signin-…`, `admin-password-…`). */
export const ADMIN_AUTH_FORMS: AuthFormsApp = {
  FormErrors,
  testIdPrefix: 'admin-',
  emailAutoComplete: 'username',
  paths: { signIn: PATHS.signIn, passwordReset: PATHS.passwordReset },
};
