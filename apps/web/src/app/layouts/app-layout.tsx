import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LOGOUT_FAILED_MESSAGE, useAuth } from '../../features/auth/auth-context';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import { useLiveMessages } from '../../features/messages/use-live-messages';
import { notifyError } from '../../lib/notify';
import { AppHeader } from '../header/app-header';
import { MobileDrawer } from '../header/mobile-drawer';
import classes from './app-layout.module.css';

// SPEC §2: signed out, the navigation bar is hidden on /login and /register.
const BARE_PATHS = new Set(['/login', '/register']);

export function AppLayout() {
  const { user, isLoggedIn, logout } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [drawerOpened, { close: closeDrawer, toggle: toggleDrawer }] = useDisclosure(false);
  const unreadCount = useUnreadCount(user?.id);
  // New messages and read receipts arrive live while signed in; the stream closes on sign-out.
  useLiveMessages(user?.id);
  const withHeader = isLoggedIn || !BARE_PATHS.has(pathname);

  // A new page starts at the top and with the drawer closed.
  useEffect(() => {
    window.scrollTo(0, 0);
    closeDrawer();
  }, [pathname, closeDrawer]);

  const handleLogout = async () => {
    // SPEC §2: Logout posts logout, then goes to /.
    const ok = await logout(() => void navigate('/', { replace: true }));
    if (!ok) notifyError(LOGOUT_FAILED_MESSAGE);
  };

  return (
    <AppShell header={{ height: 64, collapsed: !withHeader }} padding={0}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      {withHeader && (
        <AppShell.Header>
          <AppHeader
            user={user}
            unreadCount={unreadCount}
            drawerOpened={drawerOpened}
            onToggleDrawer={toggleDrawer}
            onLogout={() => void handleLogout()}
          />
        </AppShell.Header>
      )}
      {withHeader && <MobileDrawer opened={drawerOpened} onClose={closeDrawer} signedIn={isLoggedIn} />}
      <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
