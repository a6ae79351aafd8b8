import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminLayout } from './layout/AdminLayout';
import { AccountPage } from './pages/account/AccountPage';
import { PasswordPage } from './pages/account/PasswordPage';
import { AdminCreatePage } from './pages/admins/AdminCreatePage';
import { AdminsListPage } from './pages/admins/AdminsListPage';
import { AuditListPage } from './pages/audit/AuditListPage';
import { HomePage } from './pages/home/HomePage';
import { MailboxListPage } from './pages/mailbox/MailboxListPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PasswordResetPage } from './pages/password/PasswordResetPage';
import { SignInPage } from './pages/signin/SignInPage';
import { UserDetailPage } from './pages/users/UserDetailPage';
import { UserEmailPage } from './pages/users/UserEmailPage';
import { UserMessagePage } from './pages/users/UserMessagePage';
import { UserPushPage } from './pages/users/UserPushPage';
import { UsersListPage } from './pages/users/UsersListPage';
import { PATHS } from './paths';
import { RouteGuard } from './session/RouteGuard';

/** Every admin screen lives under /control; route paths are relative to it. */
export const ADMIN_BASENAME = '/control';

/**
 * Guest-only pages first (specification §2, "Admin access": sign-in and the password reset by
 * e-mail); every other path, unknown ones included, needs a signed-in admin.
 */
export const adminRoutes: RouteObject[] = [
  {
    element: (
      <RouteGuard rule="guest">
        <SignInPage />
      </RouteGuard>
    ),
    path: PATHS.signIn,
  },
  {
    element: (
      <RouteGuard rule="guest">
        <PasswordResetPage />
      </RouteGuard>
    ),
    path: PATHS.passwordReset,
  },
  {
    element: (
      <RouteGuard rule="admin">
        <AdminLayout />
      </RouteGuard>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: PATHS.home, element: <HomePage /> },
      { path: PATHS.account, element: <AccountPage /> },
      { path: PATHS.accountPassword, element: <PasswordPage /> },
      { path: PATHS.usersList, element: <UsersListPage /> },
      { path: PATHS.userDetail, element: <UserDetailPage /> },
      { path: PATHS.userMessage, element: <UserMessagePage /> },
      { path: PATHS.userEmail, element: <UserEmailPage /> },
      { path: PATHS.userPush, element: <UserPushPage /> },
      { path: PATHS.auditList, element: <AuditListPage /> },
      { path: PATHS.mailboxList, element: <MailboxListPage /> },
      { path: PATHS.adminsList, element: <AdminsListPage /> },
      { path: PATHS.adminsCreate, element: <AdminCreatePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes, { basename: ADMIN_BASENAME });
}
