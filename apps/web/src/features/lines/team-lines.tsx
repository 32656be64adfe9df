import { Alert, Badge, Button, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  availabilityLabel,
  emptyLineup,
  LINEUP_SLOTS,
  playerAvailability,
  type Lineup,
  type PlayerId,
} from '@rinkside/domain';
import { IconDeviceFloppy, IconLock, IconWand } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../lib/http';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify';
import { useAutoLineup } from './api/get-auto-lineup';
import { useLineup } from '../../lib/queries/get-lineup';
import { useTeam } from '../../lib/queries/get-team';
import { useSaveLineup } from './api/save-lineup';
import { AvailablePlayers } from './components/available-players';
import { GoaliePlanCard } from './components/goalie-plan-card';
import { LineupAbsenceNotice } from './components/lineup-absence-notice';
import { LineupDnd } from './components/lineup-dnd';
import { LineupPanel } from './components/lineup-panel';
import { LinesMessage } from './components/lines-message';
import { lineupAbsences } from './lineup-absences';
import { clearSlot, evenStrengthDuplicates, placePlayer } from './lineup-edits';
import { useUnsavedWarning } from './use-unsaved-warning';

/** SPEC §2 Lines for one team: available players on the left, the lineup by tab on the right. */
export function TeamLines({ leagueId, teamId }: { leagueId: number; teamId: number }) {
  const team = useTeam(leagueId, teamId);
  const stored = useLineup(leagueId, teamId);
  const save = useSaveLineup(leagueId, teamId);
  const auto = useAutoLineup(leagueId, teamId);
  // Local edits; null while the lineup shown is the stored one.
  const [draft, setDraft] = useState<Lineup | null>(null);
  useUnsavedWarning(draft !== null);

  const lineup = draft ?? stored.data?.lineup ?? emptyLineup();
  const editable = stored.data?.editable ?? !stored.isError;
  const players = useMemo(() => new Map((team.data?.players ?? []).map((p) => [p.id, p])), [team.data]);
  const active = useMemo(() => (team.data?.players ?? []).filter((p) => p.status === 'active'), [team.data]);
  const duplicates = useMemo(() => evenStrengthDuplicates(lineup), [lineup]);
  // The saved lineup, as the next game reads it: who in it cannot play.
  const absences = useMemo(
    () => (stored.data ? lineupAbsences(stored.data.lineup, players) : []),
    [stored.data, players],
  );
  const hurt = useMemo(() => {
    const labels = new Map<PlayerId, string>();
    for (const p of players.values()) {
      const availability = playerAvailability(p, null);
      if (availability.kind === 'injured' || availability.kind === 'day-to-day')
        labels.set(p.id, availabilityLabel(availability));
    }
    return labels;
  }, [players]);
  const inLineup = useMemo(
    () => new Set<PlayerId>(LINEUP_SLOTS.flatMap((slot) => (lineup[slot] === null ? [] : [lineup[slot]]))),
    [lineup],
  );

  if (team.isPending) return <LinesMessage kind="loading" />;
  if (team.isError)
    return (
      <QueryErrorAlert
        title="Error Loading Team Data"
        message={errorMessage(team.error, 'Failed to load team data')}
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );
  if (active.length === 0) return <LinesMessage kind="no-players" teamName={team.data.name} />;

  const onSave = () =>
    save.mutate(lineup, {
      onSuccess: () => {
        setDraft(null);
        notifySuccess('Lineup saved successfully!');
      },
      onError: () => notifyError('Failed to save lineup', 'Error'),
    });
  const onAutoFill = () =>
    auto.mutate(undefined, {
      onSuccess: (suggested) => {
        setDraft(suggested);
        notifyInfo('Review the suggested lines, then Save Lineup to use them.', 'Lineup suggested');
      },
      onError: (error) => notifyError(errorMessage(error, 'Could not suggest a lineup'), 'Error'),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            Team Lines
          </Title>
          <Text c="dimmed">{team.data.name}</Text>
        </div>
        {editable && (
          <Group gap="xs">
            {draft && (
              <Badge color="yellow" variant="light">
                Unsaved changes
              </Badge>
            )}
            <Button
              variant="default"
              leftSection={<IconWand size={16} />}
              onClick={onAutoFill}
              loading={auto.isPending}
              disabled={stored.isPending}
            >
              Auto-fill
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              onClick={onSave}
              loading={save.isPending}
              disabled={stored.isPending}
            >
              Save Lineup
            </Button>
          </Group>
        )}
      </Group>

      {stored.isPending && (
        <Alert color="blue" icon={<Loader size={16} />} role="status">
          Loading Lineup...
        </Alert>
      )}
      {stored.isError && (
        <QueryErrorAlert
          title="Failed to Load Lineup"
          message={`${errorMessage(stored.error, FETCH_FAILED_MESSAGE)} The slots are shown empty.`}
          onRetry={() => void stored.refetch()}
          retrying={stored.isFetching}
        />
      )}
      {save.isError && (
        <Alert color="red" title="Save Failed" withCloseButton onClose={() => save.reset()}>
          {errorMessage(save.error, 'Failed to save lineup')}
        </Alert>
      )}
      <LineupAbsenceNotice absences={absences} />
      {stored.isSuccess && !editable && (
        <Alert color="gray" icon={<IconLock size={18} />} title="Read only">
          Only this team&apos;s GM or the commissioner can change its lines.
        </Alert>
      )}

      <LineupDnd
        players={players}
        onPlace={(slot, id, from) => setDraft(placePlayer(lineup, slot, id, from))}
        onClear={(slot) => setDraft(clearSlot(lineup, slot))}
      >
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <AvailablePlayers players={active} inLineup={inLineup} editable={editable} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <LineupPanel
              lineup={lineup}
              players={players}
              duplicates={duplicates}
              hurt={hurt}
              editable={editable}
              onClear={(slot) => setDraft(clearSlot(lineup, slot))}
            />
          </Grid.Col>
        </Grid>
      </LineupDnd>
      <GoaliePlanCard leagueId={leagueId} teamId={teamId} />
    </Stack>
  );
}
