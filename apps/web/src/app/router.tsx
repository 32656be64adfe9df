import { Center, Loader, Stack, Text } from '@mantine/core';
import type { User } from '@rinkside/domain';
import { useEffect } from 'react';
import { Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { useAuth } from '../features/auth/auth-context';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { VerifyEmailPage } from '../features/auth/verify-email-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { CreateLeaguePage } from '../features/leagues/create/create-league-page';
import { CommunityPage } from '../features/pages/community-page';
import { HowToPage } from '../features/pages/how-to-page';
import { LandingPage } from '../features/pages/landing-page';
import { InboxPage } from '../features/messages/inbox-page';
import { ApplyPage } from '../features/recruitments/apply-page';
import { RecruitmentsPage } from '../features/recruitments/recruitments-page';
import { FORCE_LOGOUT_KEY } from '../lib/http';
import { leagueRoutes } from './league-routes';
import { AppLayout } from './layouts/app-layout';
import { LeagueLayout } from './layouts/league-layout';
import { ProfileRoute } from './pages/profile-route';

// Open to everyone: the header links to them in both states.
const publicPages: RouteObject[] = [
  { path: '/how-to', element: <HowToPage /> },
  { path: '/community', element: <CommunityPage /> },
];

/** SPEC §2 routes for a signed-in user. */
export function signedInRoutes(user: User): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        { path: '/dashboard', element: <DashboardPage username={user.username} /> },
        { path: '/create-league', element: <CreateLeaguePage /> },
        { path: '/league/:leagueId', element: <LeagueLayout />, children: leagueRoutes },
        { path: '/profile', element: <ProfileRoute viewer={user} /> },
        { path: '/profile/:username', element: <ProfileRoute viewer={user} /> },
        { path: '/inbox', element: <InboxPage viewer={user} /> },
        { path: '/recruitments', element: <RecruitmentsPage /> },
        // Top level, not inside the league shell: it only applies, then goes to /recruitments.
        { path: '/league/:leagueId/team/:teamId/:recruitmentId/apply', element: <ApplyPage /> },
        ...publicPages,
        // '/', '/register' and any unknown path.
        { path: '*', element: <Navigate to="/dashboard" replace /> },
      ],
    },
  ];
}

/** SPEC §2 routes for a signed-out user. */
export const signedOutRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/db/verify/:token', element: <VerifyEmailPage /> },
      ...publicPages,
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

function SignedInRoutes({ user }: { user: User }) {
  return useRoutes(signedInRoutes(user));
}

function SignedOutRoutes() {
  return useRoutes(signedOutRoutes);
}

export function SessionLoading() {
  return (
    <Center mih="100dvh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}

/** Picks the route table for the session; while the session is unknown, only a loading text. */
export function AppRoutes() {
  const { loading, isLoggedIn, user, clearSession } = useAuth();
  const navigate = useNavigate();

  // SPEC §2: another tab signed out (or its refresh failed): forget the session and go to the root.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== FORCE_LOGOUT_KEY || event.newValue === null) return;
      clearSession(() => void navigate('/', { replace: true }));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [clearSession, navigate]);

  if (loading) return <SessionLoading />;
  return isLoggedIn && user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}
