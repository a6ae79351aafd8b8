import type { ComponentType } from 'react';
import type { ApiError } from '../api-errors';

/** What the shared sign-in and password-reset forms take from the app that shows them. */
export interface AuthFormsApp {
  /** The app's own red box: the customer site translates the reasons it knows, the panel does not. */
  FormErrors: ComponentType<{ errors: ApiError[] }>;
  /** Put before every test id, so the browser tests tell the two apps apart: '' or 'admin-'. */
  testIdPrefix: '' | 'admin-';
  /** The autocomplete hint of the e-mail fields, as each app has always had it. */
  emailAutoComplete: 'email' | 'username';
  paths: { signIn: string; passwordReset: string };
}

/** The app's test id for a shared form part: `password-token` on the customer site, `admin-password-token` in the panel. */
export function authTestId(app: AuthFormsApp, name: string): string {
  return `${app.testIdPrefix}${name}`;
}
