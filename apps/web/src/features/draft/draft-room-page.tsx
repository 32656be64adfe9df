import { Alert, Anchor, Badge, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { DraftProspect, DraftResponse, DraftSlot } from '@rinkside/domain';
import { IconTrophy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { notifyError } from '../../lib/notify';
import { useLeagueId } from '../../lib/league-query';
import { useLeagueClock } from '../../lib/queries/get-league-clock';
import { useSeasonParam } from '../../lib/season-choice';
import { useDraft } from './api/get-draft';
import { useDraftSeasons } from './api/get-draft-seasons';
import { useDraftProspects } from './api/get-draft-prospects';
import { useDraftQueue } from './api/get-draft-queue';
import { useSaveDraftQueue } from './api/save-draft-queue';
import { AvailableProspects } from './components/available-prospects';
import { CommissionerControls } from './components/commissioner-controls';
import { DraftBoard } from './components/draft-board';
import { DraftQueue } from './components/draft-queue';
import { DraftSeasonSelect } from './components/draft-season-select';
import { OnClockCard } from './components/on-clock-card';
import { PickAnnouncer } from './components/pick-announcer';
import { UndoPickDialog } from './components/undo-pick-dialog';
import { DRAFT_STATUS_COLORS, draftStatusLabel } from './draft-words';

/** What the room says before the first pick, and once the last is made. */
function StatusNotice({ draft }: { draft: DraftResponse }) {
  if (draft.status === 'upcoming')
    return (
      <Alert color="gray" title="No draft order yet">
        The draft order is set when the regular season ends. The class can be scouted from mid-season.
      </Alert>
    );
  if (draft.status === 'lottery')
    return (
      <Alert color="grape" title="The lottery decides the top picks">
        The regular season is over. The draft starts once the commissioner holds the lottery and starts the
        draft (in the offseason).
      </Alert>
    );
  if (draft.status === 'ready')
    return (
      <Alert color="blue" title="The order is set">
        The draft starts when the commissioner starts it.
      </Alert>
    );
  if (draft.status === 'complete')
    return (
      <Alert
        color="teal"
        title={`The ${String(draft.year)} draft is complete`}
        icon={<IconTrophy size={18} />}
      >
        Every pick is made. Drafted players are with their teams as prospects until they sign.
      </Alert>
    );
  return null;
}

interface RoomProps {
  leagueId: number;
  draft: DraftResponse;
  fetchedAt: number;
  /** A past season's draft: its board only, no controls, class or queue. */
  past: boolean;
}

function Room({ leagueId, draft, fetchedAt, past }: RoomProps) {
  const isGm = draft.viewer.teamId !== null && !past;
  const prospects = useDraftProspects(leagueId);
  const queue = useDraftQueue(leagueId, isGm);
  const saveQueue = useSaveDraftQueue(leagueId);
  const byId = useMemo(
    () => new Map<number, DraftProspect>((prospects.data?.prospects ?? []).map((p) => [p.id, p])),
    [prospects.data],
  );
  const available = (prospects.data?.prospects ?? [])
    .filter((p) => !p.drafted)
    .sort((a, b) => a.rank - b.rank);
  const queued = (queue.data?.playerIds ?? []).filter((id) => byId.get(id)?.drafted == null);
  const save = (ids: number[]) =>
    saveQueue.mutate(ids, {
      onError: (error) => notifyError(errorMessage(error, 'Your queue was not saved. Try again.')),
    });
  const picking = !past && draft.status !== 'complete' && draft.status !== 'upcoming';
  // The commissioner may take back any made pick while the draft is under way (decision 082).
  const canUndo =
    !past && draft.viewer.isCommissioner && (draft.status === 'running' || draft.status === 'paused');
  const [undoing, setUndoing] = useState<DraftSlot | null>(null);

  return (
    <Stack gap="md">
      <StatusNotice draft={draft} />
      <OnClockCard draft={draft} fetchedAt={fetchedAt} />
      {!past && <CommissionerControls leagueId={leagueId} draft={draft} />}
      {!past && <PickAnnouncer order={draft.order} />}
      <Grid gutter="lg">
        {picking && (
          <Grid.Col span={{ base: 12, md: 7 }}>
            {prospects.isPending ? (
              <Center py="lg">
                <Loader aria-label="Loading the prospects" />
              </Center>
            ) : prospects.isError ? (
              <QueryErrorAlert
                title="Failed to load the prospects"
                message={errorMessage(prospects.error, 'Failed to load the prospects')}
                onRetry={() => void prospects.refetch()}
              />
            ) : (
              <AvailableProspects
                leagueId={leagueId}
                prospects={available}
                canPick={draft.viewer.canPick && draft.status === 'running'}
                queued={isGm ? queued : null}
                onQueue={(id) => save([...queued, id])}
              />
            )}
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: picking ? 5 : 12 }}>
          <Stack gap="lg">
            {picking && isGm && (
              <DraftQueue playerIds={queued} prospects={byId} saving={saveQueue.isPending} onChange={save} />
            )}
            <DraftBoard draft={draft} leagueId={leagueId} onUndo={canUndo ? setUndoing : undefined} />
          </Stack>
        </Grid.Col>
      </Grid>
      {canUndo && (
        <UndoPickDialog leagueId={leagueId} draft={draft} slot={undoing} onClose={() => setUndoing(null)} />
      )}
    </Stack>
  );
}

/**
 * /league/{leagueId}/draft?season=: the draft room, live for every member of the league; a past season's
 * draft (chosen in the selector) as it ended.
 */
export function DraftRoomPage() {
  const leagueId = useLeagueId();
  const [chosen, choose] = useSeasonParam();
  const draft = useDraft(leagueId, chosen ?? undefined);
  const activeId = useDraftSeasons(leagueId).data?.find((s) => s.active)?.seasonId;
  const past = chosen !== null && chosen !== activeId;
  const seasonQuery = chosen === null ? '' : `?season=${String(chosen)}`;
  const phase = useLeagueClock(leagueId).data?.phase;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Group gap="xs" align="center">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {draft.data ? `${String(draft.data.year)} Entry Draft` : 'Entry Draft'}
            </Title>
            {draft.data && (
              <Badge
                color={DRAFT_STATUS_COLORS[draft.data.status]}
                variant="light"
                data-testid="draft-status"
              >
                {draftStatusLabel(draft.data.status, phase)}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            Teams take turns choosing from the class, in the order of the standings after the lottery.
          </Text>
        </div>
        <Group gap="md" align="flex-end">
          <DraftSeasonSelect leagueId={leagueId} value={chosen} onChange={choose} />
          <Anchor component={Link} to={`/league/${leagueId}/draft/prospects`} size="sm">
            Prospects
          </Anchor>
          <Anchor component={Link} to={`/league/${leagueId}/draft/lottery${seasonQuery}`} size="sm">
            Lottery
          </Anchor>
        </Group>
      </Group>
      {draft.isPending ? (
        <Center py="xl" role="status">
          <Loader aria-label="Loading the draft" />
        </Center>
      ) : draft.isError ? (
        <QueryErrorAlert
          title="Failed to load the draft"
          message={errorMessage(draft.error, 'Failed to load the draft')}
          onRetry={() => void draft.refetch()}
          retrying={draft.isFetching}
        />
      ) : (
        <Room leagueId={leagueId} draft={draft.data} fetchedAt={draft.dataUpdatedAt} past={past} />
      )}
    </Stack>
  );
}
