import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LOGOUT_FAILED_MESSAGE, useAuth } from '../../features/auth/auth-context';
import { notifyError } from '../../lib/notify';
import { isPhoneWidth } from '../../lib/phone';
import { lazyPage, prefetch, whenIdle } from '../../lib/prefetch';
import { AppHeader } from '../header/app-header';
import classes from './app-layout.module.css';

// Phones only, and only once the burger is used: its code stays out of the first download.
const MobileDrawer = lazyPage(() => import('../header/mobile-drawer').then((m) => m.MobileDrawer));

// SPEC §2: signed out, the navigation bar is hidden on /login and /register.
const BARE_PATHS = new Set(['/login', '/register']);

export function AppLayout() {
  const { user, isLoggedIn, logout } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [drawerOpened, { close: closeDrawer, toggle: toggleDrawer }] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const withHeader = isLoggedIn || !BARE_PATHS.has(pathname);

  // A new page starts at the top and with the drawer closed.
  useEffect(() => {
    window.scrollTo(0, 0);
    closeDrawer();
  }, [pathname, closeDrawer]);

  // On a phone the burger is the way around: have the drawer ready before the first tap.
  useEffect(() => {
    if (!isPhoneWidth()) return;
    return whenIdle(() => prefetch(MobileDrawer));
  }, []);

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
            drawerOpened={drawerOpened}
            onToggleDrawer={() => {
              setDrawerUsed(true);
              toggleDrawer();
            }}
            onLogout={() => void handleLogout()}
          />
        </AppShell.Header>
      )}
      {withHeader && drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer opened={drawerOpened} onClose={closeDrawer} signedIn={isLoggedIn} />
        </Suspense>
      )}
      <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
