import { Alert, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { dressedIds } from '@rinkside/domain';
import {
  IconAlertTriangle,
  IconArrowsExchange,
  IconCalendarEvent,
  IconChartBar,
  IconSitemap,
  IconTransfer,
} from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiRequestError, errorMessage } from '../../../lib/http';
import { useCurrentLeague } from '../../../lib/league-query';
import { useLineup } from '../../../lib/queries/get-lineup';
import { useTeam } from '../../../lib/queries/get-team';
import { PlayerAttributeTable } from '../components/player-attribute-table';
import { SeasonShotsCard } from '../shots/season-shots-card';
import { GOALIE_COLUMNS, SKATER_COLUMNS } from '../components/player-attributes';
import { ChampionshipBanners } from './championship-banners';
import { TeamHeader } from './team-header';
import { TeamSeasonPanels } from './team-season-panels';

/**
 * SPEC §2 Team page: header with GM and rating, Cup banners, season panels, Quick Actions, player lists.
 * On the viewer's own team it is his home: `ownTeamDesk` (the GM's desk, composed in by the app) first.
 * `tradeHistory` (the team's trades, composed in by the app) follows the players.
 */
export function TeamPage({
  ownTeamDesk,
  tradeHistory,
}: {
  ownTeamDesk?: (leagueId: number) => ReactNode;
  tradeHistory?: (leagueId: number, teamId: number) => ReactNode;
} = {}) {
  const { leagueId, data: league } = useCurrentLeague();
  const teamId = Number(useParams().teamId);
  const team = useTeam(leagueId, Number.isInteger(teamId) ? teamId : 0);
  const lineup = useLineup(leagueId, Number.isInteger(teamId) ? teamId : 0);
  const dressed = useMemo(() => (lineup.data ? dressedIds(lineup.data.lineup) : null), [lineup.data]);

  if (
    !Number.isInteger(teamId) ||
    teamId <= 0 ||
    (team.error instanceof ApiRequestError && team.error.status === 404)
  )
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Team Not Found">
        No team data available.
      </Alert>
    );
  if (team.isPending)
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading team">
        <Skeleton height={96} radius="lg" />
        <Skeleton height={140} radius="lg" />
        <Skeleton height={320} radius="lg" />
      </Stack>
    );
  if (team.isError)
    return (
      <QueryErrorAlert
        title="Failed to load team data"
        message={errorMessage(team.error, 'Failed to load team details.')}
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );

  const players = team.data.players;
  const skaters = players.filter((p) => p.position !== 'G');
  const goalies = players.filter((p) => p.position === 'G');

  return (
    <Stack gap="lg">
      <TeamHeader
        team={team.data}
        logoBaseUrl={league?.logoBaseUrl ?? ''}
        leagueId={leagueId}
        banners={<ChampionshipBanners championships={team.data.championships} colors={team.data.colors} />}
      />
      {ownTeamDesk && league?.myTeamId === teamId && ownTeamDesk(leagueId)}
      <TeamSeasonPanels leagueId={leagueId} teamId={teamId} />
      <SeasonShotsCard leagueId={leagueId} subject={{ teamId }} />
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="quick-actions">
        <Title order={2} fz="lg" mb="sm" id="quick-actions">
          Quick Actions
        </Title>
        <Group gap="sm">
          <Button
            component={Link}
            to={`/league/${leagueId}/team/${teamId}/depth-chart`}
            leftSection={<IconSitemap size={16} aria-hidden />}
          >
            View Depth Chart
          </Button>
          <Button
            component={Link}
            to={`/league/${leagueId}/stats?table=teams`}
            variant="default"
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            Team Stats
          </Button>
          {league?.myTeamId != null && league.myTeamId !== teamId && !league.closed && (
            <Button
              component={Link}
              to={`/league/${leagueId}/trades/new?with=${teamId}`}
              leftSection={<IconTransfer size={16} aria-hidden />}
            >
              Propose a trade
            </Button>
          )}
          <Button
            component={Link}
            to={`/league/${leagueId}/team/${teamId}/trading-block`}
            variant="default"
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
          >
            Trading Block
          </Button>
          <Button
            component={Link}
            to={`/league/${leagueId}/schedule?team=${teamId}`}
            variant="default"
            leftSection={<IconCalendarEvent size={16} aria-hidden />}
          >
            Schedule
          </Button>
        </Group>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} component="section" aria-label="Players">
        {players.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            No players have been added yet.
          </Text>
        ) : (
          <Tabs defaultValue="skaters" keepMounted={false}>
            <Tabs.List mb="sm">
              <Tabs.Tab value="skaters">Skaters ({skaters.length})</Tabs.Tab>
              <Tabs.Tab value="goalies">Goalies ({goalies.length})</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="skaters">
              <PlayerAttributeTable
                leagueId={leagueId}
                players={skaters}
                columns={SKATER_COLUMNS}
                dressed={dressed}
              />
            </Tabs.Panel>
            <Tabs.Panel value="goalies">
              <PlayerAttributeTable
                leagueId={leagueId}
                players={goalies}
                columns={GOALIE_COLUMNS}
                dressed={dressed}
              />
            </Tabs.Panel>
          </Tabs>
        )}
      </Paper>
      {tradeHistory?.(leagueId, teamId)}
    </Stack>
  );
}
