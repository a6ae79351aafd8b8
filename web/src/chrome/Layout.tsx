import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { LiveMessages } from '../messages/LiveMessages';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

export function Layout() {
  const { pathname } = useLocation();
  return (
    <Box className="page-shell">
      <TopBar />
      <Box component="main" className="page-main">
        {/* A new key per path restarts the fade-in on every navigation. */}
        <div key={pathname} className="page-fade-in">
          <Outlet />
        </div>
      </Box>
      <Footer />
      {/* Signed-in customers only: live messages, POPUP ones in a modal. */}
      <LiveMessages />
    </Box>
  );
}
