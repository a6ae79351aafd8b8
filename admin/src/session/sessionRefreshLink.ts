import { createSessionRefreshLink as createLink } from '@mc/client';
import { forgetCurrentAdmin } from './adminCache';
import { REFRESH_ADMIN_SESSION_MUTATION, REFRESH_ADMIN_SESSION_OPERATION } from './queries';

/**
 * The admin's session refresh (see @mc/client). SIGN_IN_REQUIRED and SESSION_INVALID mean there is no
 * admin session at all (not a wrong password): the admin is signed out and the guards open sign-in.
 */
export function createSessionRefreshLink() {
  return createLink({
    mutation: REFRESH_ADMIN_SESSION_MUTATION,
    operationName: REFRESH_ADMIN_SESSION_OPERATION,
    forget: forgetCurrentAdmin,
    signedOutReasons: ['SIGN_IN_REQUIRED', 'SESSION_INVALID'],
  });
}
