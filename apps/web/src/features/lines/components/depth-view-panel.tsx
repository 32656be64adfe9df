import { Center, Loader, Paper, Tabs, Text } from '@mantine/core';
import type { DraftPick, LeagueStatsResponse, PlayerId, StoredPlayer, TeamDetail } from '@rinkside/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessage } from '../../../lib/http';
import { AttributesView } from './attributes-table';
import { DraftPicksGrid } from './draft-picks-grid';
import type { DepthView } from './depth-tiles';
import { TeamProspects } from './team-prospects';
import { RosterTable, type SeasonLines } from './roster-table';
import { UnavailableList } from './unavailable-list';

interface DepthViewPanelProps {
  view: Exclude<DepthView, 'depth'>;
  team: UseQueryResult<TeamDetail>;
  stats: UseQueryResult<LeagueStatsResponse>;
  picks: UseQueryResult<DraftPick[]>;
  /** Rounds in each draft (the league's draft settings). */
  rounds: number;
  leagueId: number;
  teamId: number;
  /** The viewer may sign the team's drafted players (its GM, or the commissioner). */
  canSign: boolean;
  playerHref: (playerId: number) => string;
  /** Who the saved lineup dresses (null while unknown). */
  dressed: ReadonlySet<PlayerId> | null;
}

/** The tiles' other views: active roster (with Attributes), minors, not available, prospects, draft picks. */
export function DepthViewPanel({
  view,
  team,
  stats,
  picks,
  rounds,
  leagueId,
  teamId,
  canSign,
  playerHref,
  dressed,
}: DepthViewPanelProps) {
  const season: SeasonLines = useMemo(
    () => ({
      skaters: new Map((stats.data?.playerStats ?? []).map((s) => [s.playerId, s])),
      goalies: new Map((stats.data?.goalieStats ?? []).map((g) => [g.playerId, g])),
    }),
    [stats.data],
  );

  if (view === 'picks') return <DraftPicksGrid picks={picks} teamId={teamId} rounds={rounds} />;
  if (team.isPending)
    return (
      <Center py="xl" role="status">
        <Loader aria-label="Loading team data" />
      </Center>
    );
  if (team.isError)
    return (
      <QueryErrorAlert
        title="Failed to load team data"
        message={errorMessage(team.error, 'Failed to load team data')}
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );

  const withStatus = (...statuses: StoredPlayer['status'][]) =>
    team.data.players.filter((p) => statuses.includes(p.status));
  const table = (players: StoredPlayer[], caption: string, empty: string) =>
    players.length === 0 ? (
      <Text c="dimmed" ta="center" py="lg">
        {empty}
      </Text>
    ) : (
      <RosterTable
        players={players}
        season={season}
        playerHref={playerHref}
        caption={caption}
        dressed={dressed}
      />
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      {stats.isError && (
        <Text size="xs" c="dimmed" mb="xs">
          Season statistics could not be loaded; games and points show as 0.
        </Text>
      )}
      {view === 'active' && (
        <Tabs defaultValue="roster" keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="roster">Roster</Tabs.Tab>
            <Tabs.Tab value="attributes">Attributes</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="roster">
            {table(withStatus('active'), 'Active roster', 'No active players.')}
          </Tabs.Panel>
          <Tabs.Panel value="attributes">
            <AttributesView players={withStatus('active')} playerHref={playerHref} />
          </Tabs.Panel>
        </Tabs>
      )}
      {view === 'minors' && table(withStatus('minors'), 'Minor league', 'No players in the minors.')}
      {view === 'unavailable' && <UnavailableList players={team.data.players} playerHref={playerHref} />}
      {view === 'prospects' && (
        <TeamProspects
          leagueId={leagueId}
          teamId={teamId}
          players={withStatus('prospect')}
          canSign={canSign}
          playerHref={playerHref}
        />
      )}
    </Paper>
  );
}
