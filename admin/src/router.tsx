import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminLayout } from './layout/AdminLayout';
import { HOME_PATH } from './layout/navSections';
import { HomePage } from './pages/home/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

/** Every admin screen lives under /control; route paths are relative to it. */
export const ADMIN_BASENAME = '/control';

export const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: HOME_PATH, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes, { basename: ADMIN_BASENAME });
}
