import { createSessionRefreshLink as createLink } from '@mc/client';
import { REFRESH_SESSION_MUTATION, REFRESH_SESSION_OPERATION } from './queries';
import { forgetViewer } from './viewerCache';

/** The customer's session refresh (see @mc/client): a failed refresh signs the customer out. */
export function createSessionRefreshLink() {
  return createLink({
    mutation: REFRESH_SESSION_MUTATION,
    operationName: REFRESH_SESSION_OPERATION,
    forget: forgetViewer,
  });
}
