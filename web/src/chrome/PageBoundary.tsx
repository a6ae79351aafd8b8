import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../ui/LoadingState';

/**
 * The loading state of a page whose code has not come (docs/adr/0027). Layout puts it around the page's
 * keyed wrapper, so it is on screen already when a navigation starts: React then keeps the page
 * navigated from until the next one is ready (the router's navigations are transitions), and shows
 * this only for a render that is not a transition.
 */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

function PageLoading() {
  const { t } = useTranslation();
  return <LoadingState label={t('chrome.page.loading')} />;
}

/**
 * The red box of a page that could not be loaded (the network dropped, a release replaced the chunk) or
 * failed to render, with a reload. Plain markup styled by chrome.css: this ships with every page, so it
 * uses no component it would pull in alone. Layout gives each page a new one (keyed by path), so the
 * next navigation renders normally again.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}

function PageLoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="page-load-failed" role="alert" data-testid="page-load-failed">
      <h2>{t('chrome.page.failedTitle')}</h2>
      <p>{t('chrome.page.failed')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('chrome.page.reload')}
      </button>
    </div>
  );
}
