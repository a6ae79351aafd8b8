import { PATHS } from '../session/paths';

/**
 * The account pages built so far, as the overview links them (test id `account-link-${key}`).
 * The notification and settings pages come later.
 */
export const ACCOUNT_PAGES = [
  { key: 'profile', to: PATHS.profile },
  { key: 'email', to: PATHS.email },
  { key: 'photo', to: PATHS.photo },
  { key: 'phone', to: PATHS.phone },
  { key: 'address', to: PATHS.address },
  { key: 'password', to: PATHS.changePassword },
  { key: 'verification', to: PATHS.verification },
] as const;

export type AccountPageKey = (typeof ACCOUNT_PAGES)[number]['key'];
