import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconEdit, IconInfoCircle, IconX } from '@tabler/icons-react';
import { DEFAULT_DRAFT_SETTINGS, dressedIds } from '@rinkside/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDepthChart } from './api/get-depth-chart';
import { useDraftPicks } from './api/get-draft-picks';
import { leagueQueryOptions } from '../../lib/league-query';
import { useDraftSettings } from '../../lib/queries/get-draft-settings';
import { useLeagueStats } from '../../lib/queries/get-league-stats';
import { useLineup } from '../../lib/queries/get-lineup';
import { useTeam } from '../../lib/queries/get-team';
import { useSaveDepthChart } from './api/save-depth-chart';
import { DepthBoard } from './components/depth-board';
import { DepthTiles, type DepthView } from './components/depth-tiles';
import { DepthViewPanel } from './components/depth-view-panel';
import { unavailablePlayers } from './components/unavailable-list';
import { depthChartIds, depthListsFrom, placedCount, type DepthLists } from './depth-lists';
import { useUnsavedWarning } from './use-unsaved-warning';

/** SPEC §2 Depth chart for one team: tiles, the depth chart board and the roster views. */
export function TeamDepthChart({ leagueId, teamId }: { leagueId: number; teamId: number }) {
  const chart = useDepthChart(leagueId, teamId);
  const team = useTeam(leagueId, teamId);
  const stats = useLeagueStats(leagueId);
  const picks = useDraftPicks(leagueId, teamId);
  const draftSettings = useDraftSettings(leagueId);
  const league = useQuery(leagueQueryOptions(leagueId));
  const canSign = league.data?.isCommissioner === true || league.data?.myTeamId === teamId;
  const save = useSaveDepthChart(leagueId, teamId);
  const lineup = useLineup(leagueId, teamId);
  const dressed = useMemo(() => (lineup.data ? dressedIds(lineup.data.lineup) : null), [lineup.data]);
  const [view, setView] = useState<DepthView>('depth');
  // Edits in progress; null when not editing.
  const [draft, setDraft] = useState<DepthLists | null>(null);
  useUnsavedWarning(draft !== null);
  const stored = useMemo(() => (chart.data ? depthListsFrom(chart.data) : null), [chart.data]);
  const players = useMemo(() => team.data?.players ?? [], [team.data]);

  if (chart.isPending)
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text c="dimmed">Loading depth chart...</Text>
        </Stack>
      </Center>
    );
  if (chart.isError || !stored)
    return (
      <QueryErrorAlert
        title="Failed to load depth chart"
        message={errorMessage(chart.error, 'Failed to load depth chart')}
        onRetry={() => void chart.refetch()}
        retrying={chart.isFetching}
      />
    );

  const lists = draft ?? stored;
  const withStatus = (...statuses: string[]) => players.filter((p) => statuses.includes(p.status));
  const known = team.isSuccess;
  const tiles = [
    { view: 'depth', label: 'Depth Chart', count: placedCount(lists) },
    { view: 'active', label: 'Active Roster', count: known ? withStatus('active').length : null },
    { view: 'minors', label: 'Minor League', count: known ? withStatus('minors').length : null },
    {
      view: 'unavailable',
      label: 'Not Available',
      count: known ? unavailablePlayers(players).length : null,
    },
    { view: 'prospects', label: 'Prospects', count: known ? withStatus('prospect').length : null },
    { view: 'picks', label: 'Draft Picks', count: picks.data?.length ?? null },
  ] as const;

  const onSave = () =>
    save.mutate(depthChartIds(lists), {
      onSuccess: () => {
        setDraft(null);
        notifySuccess('Depth chart saved.');
      },
      onError: (error) => notifyError(errorMessage(error, 'Failed to save depth chart'), 'Error'),
    });
  const playerHref = (playerId: number) => `/league/${leagueId}/player/${playerId}`;

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {chart.data.teamName} Depth Chart
      </Title>
      <DepthTiles tiles={[...tiles]} view={view} onSelect={setView} />

      {view === 'depth' ? (
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Group justify="space-between" mb="sm" gap="xs">
            <Text size="sm" c="dimmed">
              {draft ? 'Drag players to reorder, or between positions.' : 'Click a player to open his page.'}
            </Text>
            {chart.data.editable && (
              <Group gap="xs">
                {draft && (
                  <Button
                    variant="default"
                    size="sm"
                    leftSection={<IconX size={16} />}
                    onClick={() => setDraft(null)}
                    disabled={save.isPending}
                  >
                    Cancel
                  </Button>
                )}
                <Button
                  size="sm"
                  leftSection={draft ? <IconCheck size={16} /> : <IconEdit size={16} />}
                  loading={save.isPending}
                  onClick={draft ? onSave : () => setDraft(stored)}
                >
                  {draft ? 'Save Changes' : 'Edit'}
                </Button>
              </Group>
            )}
          </Group>
          {!chart.data.editable && (
            <Alert color="gray" icon={<IconInfoCircle size={18} />} mb="sm" py={6}>
              Read only: only this team&apos;s GM or the commissioner can change its depth chart.
            </Alert>
          )}
          <DepthBoard lists={lists} editing={draft !== null} onChange={setDraft} playerHref={playerHref} />
        </Paper>
      ) : (
        <DepthViewPanel
          view={view}
          team={team}
          stats={stats}
          picks={picks}
          rounds={draftSettings.data?.settings.rounds ?? DEFAULT_DRAFT_SETTINGS.rounds}
          leagueId={leagueId}
          teamId={teamId}
          canSign={canSign}
          playerHref={playerHref}
          dressed={dressed}
        />
      )}
    </Stack>
  );
}
