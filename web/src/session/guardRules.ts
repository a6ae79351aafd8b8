import { PATHS } from './paths';
import type { Viewer } from './queries';

/**
 * Which customers a route admits (specification §4):
 * - guest: signed-out visitors only (/signin.html, /password.html);
 * - user: signed-in customers who gave their details, confirmed the device and did (or skipped)
 *   the identity step;
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

/**
 * The earlier wizard step a customer still owes before this one, or null when none: the details
 * (step 2) come before everything else, then the device (step 3).
 */
function stepOwed(viewer: Viewer, includeDevice: boolean): string | null {
  if (!viewer.detailsCompleted) return PATHS.signupDetails;
  if (includeDevice && !viewer.deviceVerified) return PATHS.signupDevice;
  return null;
}

/** The path to send the visitor to instead, or null when the route admits them. */
export function guardRedirect(rule: GuardRule, viewer: Viewer | null): string | null {
  if (rule === 'guest') return viewer ? PATHS.userHome : null;
  if (!viewer) return PATHS.signIn;
  switch (rule) {
    case 'user':
      return stepOwed(viewer, true) ?? (identityPending(viewer) ? PATHS.signupIdentity : null);
    // The wizard moves forward past the steps already done.
    case 'signupDetails':
      if (!viewer.detailsCompleted) return null;
      return viewer.deviceVerified ? afterDevice(viewer) : PATHS.signupDevice;
    case 'signupDevice':
      return stepOwed(viewer, false) ?? (viewer.deviceVerified ? afterDevice(viewer) : null);
    case 'signupIdentity':
      // A fully verified customer (or one who skipped) has nothing to do here.
      return stepOwed(viewer, true) ?? (identityPending(viewer) ? null : PATHS.userHome);
  }
}
