import { PATHS } from './paths';
import type { Viewer } from './queries';

/**
 * Which customers a route admits (specification §4):
 * - guest: signed-out visitors only (/signin.html, /password.html);
 * - user: signed-in customers who confirmed the device and did (or skipped) the identity step;
 * - signupDetails, signupDevice, signupIdentity: the wizard steps 2 to 4.
 */
export type GuardRule = 'guest' | 'user' | 'signupDetails' | 'signupDevice' | 'signupIdentity';

/** The identity step still waits: nothing uploaded and not skipped. */
function identityPending(viewer: Viewer): boolean {
  return viewer.identityCheck === 'NOT_SUBMITTED' && !viewer.identityCheckSkipped;
}

/** Where a customer goes once the device is confirmed. */
function afterDevice(viewer: Viewer): string {
  return identityPending(viewer) ? PATHS.signupIdentity : PATHS.userHome;
}

/** The path to send the visitor to instead, or null when the route admits them. */
export function guardRedirect(rule: GuardRule, viewer: Viewer | null): string | null {
  if (rule === 'guest') return viewer ? PATHS.userHome : null;
  if (!viewer) return PATHS.signIn;
  switch (rule) {
    case 'user':
      if (!viewer.deviceVerified) return PATHS.signupDevice;
      return identityPending(viewer) ? PATHS.signupIdentity : null;
    // The wizard moves forward past the steps already done.
    case 'signupDetails':
      if (!viewer.detailsCompleted) return null;
      return viewer.deviceVerified ? afterDevice(viewer) : PATHS.signupDevice;
    case 'signupDevice':
      return viewer.deviceVerified ? afterDevice(viewer) : null;
    case 'signupIdentity':
      if (!viewer.deviceVerified) return PATHS.signupDevice;
      // A fully verified customer (or one who skipped) has nothing to do here.
      return identityPending(viewer) ? null : PATHS.userHome;
  }
}
