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
} as const;
