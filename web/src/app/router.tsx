import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from '../chrome/Layout';
import { AccountPage } from '../pages/AccountPage';
import { AddressPage } from '../pages/AddressPage';
import { ChangePasswordPage } from '../pages/ChangePasswordPage';
import { EmailPage } from '../pages/EmailPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { NotificationsPage } from '../pages/NotificationsPage';
import { PasswordResetPage } from '../pages/PasswordResetPage';
import { PhonePage } from '../pages/PhonePage';
import { PhotoPage } from '../pages/PhotoPage';
import { PricingPage } from '../pages/PricingPage';
import { ProfilePage } from '../pages/ProfilePage';
import { ReferralsPage } from '../pages/ReferralsPage';
import { SettingsPage } from '../pages/SettingsPage';
import { SignInPage } from '../pages/SignInPage';
import { SignupDetailsPage } from '../pages/SignupDetailsPage';
import { SignupDevicePage } from '../pages/SignupDevicePage';
import { SignupIdentityPage } from '../pages/SignupIdentityPage';
import { SignUpPage } from '../pages/SignUpPage';
import { UserHomePage } from '../pages/UserHomePage';
import { VerificationPage } from '../pages/VerificationPage';
import { RouteGuard } from '../session/RouteGuard';

/** Routes match exact paths, as the specification names them ('/pricing.html', not '/pricing'). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'index.html', element: <HomePage /> },
      { path: 'pricing.html', element: <PricingPage /> },
      { path: 'signup.html', element: <SignUpPage /> },
      {
        path: 'signin.html',
        element: (
          <RouteGuard rule="guest">
            <SignInPage />
          </RouteGuard>
        ),
      },
      {
        path: 'password.html',
        element: (
          <RouteGuard rule="guest">
            <PasswordResetPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/signup/step2.html',
        element: (
          <RouteGuard rule="signupDetails">
            <SignupDetailsPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/signup/step3.html',
        element: (
          <RouteGuard rule="signupDevice">
            <SignupDevicePage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/signup/step4.html',
        element: (
          <RouteGuard rule="signupIdentity">
            <SignupIdentityPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/index.html',
        element: (
          <RouteGuard rule="user">
            <UserHomePage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/index.html',
        element: (
          <RouteGuard rule="user">
            <AccountPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/profile.html',
        element: (
          <RouteGuard rule="user">
            <ProfilePage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/email.html',
        element: (
          <RouteGuard rule="user">
            <EmailPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/photo.html',
        element: (
          <RouteGuard rule="user">
            <PhotoPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/phone.html',
        element: (
          <RouteGuard rule="user">
            <PhonePage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/address.html',
        element: (
          <RouteGuard rule="user">
            <AddressPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/password.html',
        element: (
          <RouteGuard rule="user">
            <ChangePasswordPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/verification.html',
        element: (
          <RouteGuard rule="user">
            <VerificationPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/notifications.html',
        element: (
          <RouteGuard rule="user">
            <NotificationsPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/auth/settings.html',
        element: (
          <RouteGuard rule="user">
            <SettingsPage />
          </RouteGuard>
        ),
      },
      {
        path: 'user/referrals/list.html',
        element: (
          <RouteGuard rule="user">
            <ReferralsPage />
          </RouteGuard>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
