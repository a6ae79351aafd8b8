import { PATHS } from '../session/paths';

/** The account pages, as the overview links them (test id `account-link-${key}`). */
export const ACCOUNT_PAGES = [
  { key: 'profile', to: PATHS.profile },
  { key: 'email', to: PATHS.email },
  { key: 'photo', to: PATHS.photo },
  { key: 'phone', to: PATHS.phone },
  { key: 'address', to: PATHS.address },
  { key: 'password', to: PATHS.changePassword },
  { key: 'verification', to: PATHS.verification },
  { key: 'notifications', to: PATHS.notifications },
  { key: 'settings', to: PATHS.settings },
] as const;

export type AccountPageKey = (typeof ACCOUNT_PAGES)[number]['key'];
