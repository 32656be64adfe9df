import { Box, Button, Container, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LeagueShellSkeleton } from '../../components/league-shell-skeleton';
import { LeagueLoadError, LeagueNotFound } from '../../features/leagues/components/league-load-error';
import { AutopilotBanner } from '../../features/leagues/team/autopilot-banner';
import { usePrefetchLeagueHome } from '../../features/leagues/home/home-queries';
import { useCurrentLeague } from '../../lib/league-query';
import { isLeagueHomePath } from '../../lib/league-paths';
import { isPhoneWidth, useIsPhoneWidth } from '../../lib/phone';
import { lazyPage, prefetch, whenIdle } from '../../lib/prefetch';
import classes from './league-layout.module.css';
import { isLiveGamePath, menuModeForPath } from './league-menu';
import { LeagueSideMenu } from './league-side-menu';
import { TeamLogoStrip } from './team-logo-strip';

// Phones only, once the menu button is used: the drawer's focus trap and transitions stay out of the
// league's first load (docs/decisions/022).
const LeagueMenuDrawer = lazyPage(() => import('./league-menu-drawer').then((m) => m.LeagueMenuDrawer));

/** The league shell (SPEC §2 League layout): team logo strip, side menu with League/Team toggle. */
export function LeagueLayout() {
  const { leagueId, data: league, isPending, isError, error, refetch, isFetching } = useCurrentLeague();
  const { pathname } = useLocation();
  const [drawerOpened, { open: openDrawer, close: closeDrawer }] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const live = isLiveGamePath(pathname);
  // A phone reaches the menu through its drawer: the side column is not rendered there at all.
  const phone = useIsPhoneWidth();
  // A GM's first league page is its home: its lists are asked for with the league, not after it.
  usePrefetchLeagueHome(leagueId, isLeagueHomePath(pathname));

  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  // On a phone the menu button is the way around the league: have the drawer ready before the first tap.
  useEffect(() => {
    if (!isPhoneWidth()) return;
    return whenIdle(() => prefetch(LeagueMenuDrawer));
  }, []);

  if (leagueId === 0)
    return (
      <Shell>
        <LeagueNotFound />
      </Shell>
    );
  // The same outline as while the shell's code loads, so the page does not change shape twice.
  if (isPending) return <LeagueShellSkeleton />;
  if (isError)
    return (
      <Shell>
        <LeagueLoadError error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </Shell>
    );

  const myTeam = league.teams.find((t) => t.id === league.myTeamId);
  const menu = (onNavigate?: () => void) => (
    <LeagueSideMenu
      leagueId={league.id}
      isCommissioner={league.isCommissioner}
      myTeamId={league.myTeamId}
      myTeamName={myTeam?.name}
      onNavigate={onNavigate}
    />
  );

  return (
    <>
      <TeamLogoStrip leagueId={league.id} teams={league.teams} logoBaseUrl={league.logoBaseUrl} />
      <Container size="xl" py="md" px={{ base: 'sm', sm: 'md' }}>
        {!live && (
          <Button
            hiddenFrom="sm"
            fullWidth
            mb="sm"
            variant="default"
            justify="space-between"
            leftSection={<IconMenu2 size={16} aria-hidden />}
            rightSection={
              <Text span size="xs" c="dimmed" maw={180} truncate>
                {league.name}
              </Text>
            }
            onClick={() => {
              setDrawerUsed(true);
              openDrawer();
            }}
            aria-expanded={drawerOpened}
          >
            {menuModeForPath(pathname) === 'team' ? 'Team menu' : 'League menu'}
          </Button>
        )}
        <div className={live ? `${classes.body} ${classes.bodyWide}` : classes.body}>
          {!live && !phone && (
            <Box visibleFrom="sm" className={classes.side}>
              {menu()}
            </Box>
          )}
          <Box miw={0}>
            {league.myTeamId !== null && onTeamPage(pathname, league.id, league.myTeamId) && (
              <AutopilotBanner leagueId={league.id} teamId={league.myTeamId} />
            )}
            <Outlet />
          </Box>
        </div>
      </Container>
      {drawerUsed && (
        <Suspense fallback={null}>
          <LeagueMenuDrawer opened={drawerOpened} onClose={closeDrawer} leagueName={league.name}>
            {menu(closeDrawer)}
          </LeagueMenuDrawer>
        </Suspense>
      )}
    </>
  );
}

/** The team's own pages: /league/{id}/team/{teamId} and below. */
const onTeamPage = (pathname: string, leagueId: number, teamId: number) =>
  new RegExp(`^/league/${leagueId}/team/${teamId}(/|$)`).test(pathname);

function Shell({ children }: { children: ReactNode }) {
  return (
    <Container size="md" py="xl">
      {children}
    </Container>
  );
}
