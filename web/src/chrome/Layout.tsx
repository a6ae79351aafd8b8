import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LiveMessages } from '../messages/LiveMessages';
import { startClickSound } from './clickSound';
import { Footer } from './Footer';
import { InstallHint } from './InstallHint';
import { PageErrorBoundary, PageSuspense } from './PageBoundary';
import { TapTargetHint } from './TapTargetHint';
import { TopBar } from './TopBar';
import { usePageFade } from './usePageFade';

export function Layout() {
  const { pathname } = useLocation();
  const fadeClass = usePageFade(pathname);
  useEffect(() => startClickSound(), []);
  return (
    <Box className="page-shell">
      <TopBar />
      <Box component="main" className="page-main">
        {/* A new key per path restarts the fade-in on every navigation. data-path tells which page is
            on screen: the address changes before React has rendered the page navigated to. */}
        <PageSuspense>
          <div key={pathname} className={fadeClass} data-testid="page-content" data-path={pathname}>
            <PageErrorBoundary>
              <Outlet />
            </PageErrorBoundary>
          </div>
        </PageSuspense>
      </Box>
      <Footer />
      {/* Signed-in customers only: live messages, POPUP ones in a modal. */}
      <LiveMessages />
      <InstallHint />
      <TapTargetHint />
    </Box>
  );
}
