import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from '../chrome/Layout';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PricingPage } from '../pages/PricingPage';

/** Routes match exact paths, as the specification names them ('/pricing.html', not '/pricing'). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'index.html', element: <HomePage /> },
      { path: 'pricing.html', element: <PricingPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
