import type { AuthFormsApp } from '@mc/client';
import { FormErrors } from '../ui/FormErrors';
import { PATHS } from './paths';

/** The customer site's side of the shared sign-in and password-reset forms (ids `signin-…`, `password-…`). */
export const CUSTOMER_AUTH_FORMS: AuthFormsApp = {
  FormErrors,
  testIdPrefix: '',
  emailAutoComplete: 'email',
  paths: { signIn: PATHS.signIn, passwordReset: PATHS.passwordReset },
};
