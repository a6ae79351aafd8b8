/** Router paths of the admin screens (specification §2), relative to the /control basename. */
export const PATHS = {
  home: '/index.html',
  signIn: '/signin.html',
  passwordReset: '/password.html',
  account: '/account/index.html',
  accountPassword: '/account/password.html',
  auditList: '/audit/list.html',
  mailboxList: '/mailbox/list.html',
  adminsList: '/admins/list.html',
  adminsCreate: '/admins/create.html',
  usersList: '/users/list.html',
  userDetail: '/users/:id',
  userMessage: '/users/:id/message',
  userEmail: '/users/:id/email',
  userPush: '/users/:id/push',
} as const;

/** The sub-screens of one customer that exist so far. */
export type UserScreenName = 'message' | 'email' | 'push';

/** The path of a customer's detail screen, or of one of its sub-screens. */
export function userPath(id: string, screen?: UserScreenName): string {
  const detail = `/users/${encodeURIComponent(id)}`;
  return screen === undefined ? detail : `${detail}/${screen}`;
}
