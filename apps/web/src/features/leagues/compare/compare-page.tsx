import { ActionIcon, Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { COMPARE_MIN } from '@rinkside/domain';
import { IconAlertCircle, IconInfoCircle, IconX } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/http';
import { useLeagueId } from '../../../lib/league-query';
import { usePlayer } from '../api/get-player';
import { usePlayerCompare } from '../api/get-player-compare';
import { CompareCharts } from './compare-charts';
import { chosenIds } from './compare-ids';
import { CompareTable } from './compare-table';
import { PlayerPicker } from './player-picker';

/** One player chosen so far: his name (from his page's query) and a way to take him out. */
function OneChosen({
  leagueId,
  playerId,
  onRemove,
}: {
  leagueId: number;
  playerId: number;
  onRemove: () => void;
}) {
  const player = usePlayer(leagueId, playerId);
  const name = player.data ? `${player.data.firstName} ${player.data.lastName}` : `Player ${playerId}`;
  return (
    <Group gap="xs">
      <Text size="sm">
        Chosen:{' '}
        <Anchor component={Link} to={`/league/${leagueId}/player/${playerId}`}>
          {name}
        </Anchor>
      </Text>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={`Remove ${name} from the comparison`}
        onClick={onRemove}
      >
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}

/** /league/{id}/players/compare?ids=: two to four players side by side (issue 34, docs/decisions/092). */
export function ComparePage() {
  const leagueId = useLeagueId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ids = chosenIds(params.get('ids'));
  const comparison = usePlayerCompare(leagueId, ids);
  // Plain commas keep the address readable and shareable (?ids=12,40 rather than ?ids=12%2C40).
  const setIds = (next: readonly number[]) =>
    void navigate({ search: next.length === 0 ? '' : `?ids=${next.join(',')}` });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Compare players
        </Title>
        <Text size="sm" c="dimmed">
          Two to four players of the league side by side: ratings, this season and career, contract and age
          curve.
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <PlayerPicker leagueId={leagueId} chosen={ids} onAdd={(id) => setIds([...ids, id])} />
          {ids.length === 1 && ids[0] !== undefined && (
            <OneChosen leagueId={leagueId} playerId={ids[0]} onRemove={() => setIds([])} />
          )}
        </Stack>
      </Paper>
      {ids.length < COMPARE_MIN ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title="Choose players to compare">
          {ids.length === 0
            ? 'Search for a player by name above and choose him; add at least one more to see them side by side. A player page’s Compare link starts a comparison with him.'
            : 'Add at least one more player with the search above to see them side by side (up to four).'}
        </Alert>
      ) : comparison.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading comparison">
          <Skeleton height={320} radius="lg" />
          <Skeleton height={360} radius="lg" />
        </Stack>
      ) : comparison.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="These players cannot be compared">
          {errorMessage(comparison.error, 'The comparison could not be loaded.')}
        </Alert>
      ) : (
        <Stack gap="lg" aria-busy={comparison.isPlaceholderData}>
          <CompareCharts comparison={comparison.data} />
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="compare-table-title">
            <Title order={2} fz="lg" id="compare-table-title" mb="sm">
              Side by side
            </Title>
            <CompareTable
              leagueId={leagueId}
              players={comparison.data.players}
              seasonLabel={comparison.data.season?.label ?? null}
              onRemove={(id) => setIds(ids.filter((other) => other !== id))}
            />
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}
