import { Container, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../chrome/usePageTitle';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorState } from '../ui/ErrorState';
import { usePublicPage, type PublicPageData } from './usePublicPage';

/** The document title '{label} - product' of a loaded page (a component, so Not Found can set its own). */
function DocumentTitle({ label }: { label: string }) {
  usePageTitle(label);
  return null;
}

/** Grey bars the size of the hero and a few paragraphs while the text loads. */
export function PageSkeleton() {
  const { t } = useTranslation();
  usePageTitle(t('content.loading'));
  return (
    <Container size="md" py={56} role="status" aria-label={t('content.loading')} data-testid="page-skeleton">
      <Stack align="center" gap="md" mb="xl">
        <Skeleton height={40} width="60%" />
        <Skeleton height={18} width="80%" />
      </Stack>
      <Stack gap="sm">
        {[100, 95, 98, 70, 100, 90].map((width, index) => (
          <Skeleton key={index} height={14} width={`${width}%`} />
        ))}
      </Stack>
    </Container>
  );
}

function PageLoadError({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  usePageTitle(t('content.loadErrorTitle'));
  return (
    <Container size="md" py={56}>
      <ErrorState
        title={t('content.loadErrorTitle')}
        message={t('content.loadError')}
        retryLabel={t('content.retry')}
        onRetry={retry}
      />
    </Container>
  );
}

/**
 * Every public content page: the page of `slug` in the visitor's language drawn by `render`, a skeleton
 * while it loads, a retry when the graph cannot be reached, and Resource Not Found when there is none.
 */
export function PageFrame({ slug, render }: { slug: string; render: (page: PublicPageData) => ReactNode }) {
  const state = usePublicPage(slug);
  switch (state.status) {
    case 'loading':
      return <PageSkeleton />;
    case 'failed':
      return <PageLoadError retry={state.retry} />;
    case 'missing':
      return <NotFoundPage />;
    case 'ready':
      return (
        <div data-testid="public-page" data-slug={state.page.slug} lang={state.page.language}>
          <DocumentTitle label={state.page.label} />
          {render(state.page)}
        </div>
      );
  }
}
