import { Center, Loader, Stack, Text } from '@mantine/core';
import type { User } from '@rinkside/domain';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate, type RouteObject } from 'react-router';
import { LeagueShellSkeleton } from '../components/league-shell-skeleton';
import { PageSkeleton } from '../components/page-skeleton';
import { afterSignInPath } from '../features/auth/after-sign-in';
import { useAuth } from '../features/auth/auth-context';
import { LandingPage } from '../features/pages/landing-page';
import { FORCE_LOGOUT_KEY } from '../lib/http';
import { prefetch, whenIdle } from '../lib/prefetch';
import { leagueRoutes } from './league-routes';
import { AppLayout } from './layouts/app-layout';
import { lazyRoute } from './route-chunk';
import { PrefetchingRoutes, prefetchPath } from './route-prefetch';
import {
  AccountSettingsPage,
  ApplyPage,
  ChooseUsernamePage,
  CommunityPage,
  ConfirmEmailPage,
  ConfirmEmailSignedOutPage,
  CreateLeaguePage,
  DashboardPage,
  ForgotPasswordPage,
  HowToPage,
  ImportLeaguePage,
  InboxPage,
  LeagueLayout,
  LinkAccountPage,
  LoginPage,
  NotificationSettingsPage,
  ProfileRoute,
  RecruitmentsPage,
  RegisterPage,
  ResetPasswordPage,
  VerifyEmailPage,
} from './screens';

// Open to everyone: the header links to them in both states, and a reset link may be opened in a browser
// that is still signed in (docs/decisions/039).
const publicPages: RouteObject[] = [
  {
    path: '/forgot-password',
    ...lazyRoute(ForgotPasswordPage, <PageSkeleton name="Forgot password" shape="form" contained />),
  },
  {
    path: '/reset-password/:token',
    ...lazyRoute(ResetPasswordPage, <PageSkeleton name="Reset password" shape="form" contained />),
  },
  { path: '/how-to', ...lazyRoute(HowToPage, <PageSkeleton name="How To" shape="article" contained />) },
  {
    path: '/community',
    ...lazyRoute(CommunityPage, <PageSkeleton name="Community" shape="article" contained />),
  },
];

function SignedInRedirect() {
  const { state } = useLocation();
  return <Navigate to={afterSignInPath(state)} replace />;
}

/** SPEC §2 routes for a signed-in user; every screen loads on first use. */
export function signedInRoutes(user: User): RouteObject[] {
  const profile = lazyRoute(ProfileRoute, <PageSkeleton name="Profile" shape="detail" contained />, {
    viewer: user,
  });
  return [
    {
      element: <AppLayout />,
      children: [
        {
          path: '/dashboard',
          ...lazyRoute(DashboardPage, <PageSkeleton name="Dashboard" shape="cards" contained />, {
            username: user.username,
          }),
        },
        {
          path: '/create-league',
          ...lazyRoute(CreateLeaguePage, <PageSkeleton name="Create League" shape="form" contained />),
        },
        {
          path: '/create-league/import',
          ...lazyRoute(ImportLeaguePage, <PageSkeleton name="Import a league file" shape="form" contained />),
        },
        {
          path: '/league/:leagueId',
          ...lazyRoute(LeagueLayout, <LeagueShellSkeleton />),
          children: leagueRoutes,
        },
        { path: '/profile', ...profile },
        { path: '/profile/:username', ...profile },
        {
          path: '/inbox',
          ...lazyRoute(InboxPage, <PageSkeleton name="Inbox" shape="conversations" contained />, {
            viewer: user,
          }),
        },
        {
          path: '/recruitments',
          ...lazyRoute(RecruitmentsPage, <PageSkeleton name="Recruitments" shape="cards" contained />),
        },
        {
          path: '/settings',
          ...lazyRoute(AccountSettingsPage, <PageSkeleton name="Account settings" shape="form" contained />),
        },
        {
          path: '/confirm-email/:token',
          ...lazyRoute(ConfirmEmailPage, <PageSkeleton name="E-mail change" shape="form" contained />),
        },
        {
          path: '/settings/notifications',
          ...lazyRoute(
            NotificationSettingsPage,
            <PageSkeleton name="Notification settings" shape="form" contained />,
          ),
        },
        // Top level, not inside the league shell: it only applies, then goes to /recruitments.
        {
          path: '/league/:leagueId/team/:teamId/:recruitmentId/apply',
          ...lazyRoute(ApplyPage, <PageSkeleton name="Recruitments" shape="cards" contained />),
        },
        ...publicPages,
        // '/', '/register' and any unknown path; '/login' just signed in may lead back to a link.
        { path: '*', element: <SignedInRedirect /> },
      ],
    },
  ];
}

/** SPEC §2 routes for a signed-out user. */
export const signedOutRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // The landing page is most visitors' first: it alone comes with the first download.
      { path: '/', element: <LandingPage /> },
      { path: '/login', ...lazyRoute(LoginPage, <PageSkeleton name="Log in" shape="form" contained />) },
      {
        path: '/register',
        ...lazyRoute(RegisterPage, <PageSkeleton name="Sign up" shape="form" contained />),
      },
      // Back from a provider: finish the sign-in (docs/decisions/042).
      {
        path: '/link-account',
        ...lazyRoute(LinkAccountPage, <PageSkeleton name="Link your account" shape="form" contained />),
      },
      {
        path: '/welcome/choose-username',
        ...lazyRoute(ChooseUsernamePage, <PageSkeleton name="Choose your username" shape="form" contained />),
      },
      {
        path: '/db/verify/:token',
        ...lazyRoute(VerifyEmailPage, <PageSkeleton name="Email verification" shape="form" contained />),
      },
      {
        path: '/confirm-email/:token',
        ...lazyRoute(ConfirmEmailSignedOutPage, <PageSkeleton name="E-mail change" shape="form" contained />),
      },
      ...publicPages,
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

// Right after sign-in: the dashboard, and the league shell with its home page (any id matches).
const NEXT_AFTER_SIGN_IN = ['/dashboard', '/league/0'];

function SignedInRoutes({ user }: { user: User }) {
  const routes = useMemo(() => signedInRoutes(user), [user]);
  return <PrefetchingRoutes routes={routes} idlePaths={NEXT_AFTER_SIGN_IN} />;
}

function SignedOutRoutes() {
  const { pathname } = useLocation();
  // Signing in leads to the dashboard: fetch it while the visitor types.
  useEffect(() => (pathname === '/login' ? whenIdle(() => prefetch(DashboardPage)) : undefined), [pathname]);
  return <PrefetchingRoutes routes={signedOutRoutes} />;
}

// Only the paths and chunk handles of this table are read, to prefetch before the session is known; its
// elements are never rendered, so the user in them is a stand-in.
const signedInRouteShape = signedInRoutes({
  id: 0,
  username: '',
  email: '',
  gmName: null,
  favoriteTeam: null,
  emailVerified: true,
  registeredAt: '',
});

/** The screens of this path for either answer of the session check. */
function prefetchSessionScreens(pathname: string): void {
  prefetchPath(signedOutRoutes, pathname);
  prefetchPath(signedInRouteShape, pathname);
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
  const { pathname } = useLocation();

  // While the session is checked, fetch this address's screens for either answer: reloading a league page
  // downloads the shell and the page alongside the check instead of after it. Asked for while the first
  // render runs, not after its paint (the same chunks are never fetched twice).
  useState(() => loading && prefetchSessionScreens(pathname));
  useEffect(() => {
    if (loading) prefetchSessionScreens(pathname);
  }, [loading, pathname]);

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
