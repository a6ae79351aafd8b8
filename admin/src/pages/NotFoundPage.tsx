import { Breadcrumbs } from '../components/Breadcrumbs';
import { NotFound } from '../components/NotFound';

/** Any /control path without a screen. */
export function NotFoundPage() {
  return (
    <>
      <Breadcrumbs />
      <NotFound />
    </>
  );
}
