import { Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import type { QuarantinedGame } from '@rinkside/domain';
import { IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../../../../lib/http';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { EmptyText, QueryBody, SectionCard } from '../../components/section-card';
import { useQuarantinedGames } from './api/get-quarantined-games';
import { useRetryGame } from './api/retry-game';
import { PlainList } from '../../../../components/plain-list';

/** Commissioner Tools' set-aside games: games that failed to be played three times, each with its error. */
export function QuarantinedGamesPanel({ leagueId }: { leagueId: number }) {
  const query = useQuarantinedGames(leagueId);
  return (
    <SectionCard title="Games set aside">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A game that fails to be played three times in a row waits here instead of holding up the league. Fix
          what its error names (a team's roster, say), then retry it.
        </Text>
        <QueryBody query={query} errorTitle="Failed to load set-aside games" rows={2}>
          {() =>
            query.data?.games.length ? (
              <PlainList label="Games set aside">
                {query.data.games.map((game) => (
                  <QuarantinedGameItem key={game.id} leagueId={leagueId} game={game} />
                ))}
              </PlainList>
            ) : (
              <EmptyText>No game is set aside: every due game was played.</EmptyText>
            )
          }
        </QueryBody>
      </Stack>
    </SectionCard>
  );
}

function QuarantinedGameItem({ leagueId, game }: { leagueId: number; game: QuarantinedGame }) {
  const retry = useRetryGame(leagueId);
  const title = `${game.awayTeamName} at ${game.homeTeamName}`;
  const onRetry = () =>
    retry.mutate(game.id, {
      onSuccess: (outcome) =>
        outcome.stored
          ? notifySuccess(`${title} was played.`)
          : notifyError(outcome.lastError ?? 'The game failed again.'),
      onError: (error) => notifyError(errorMessage(error, 'Failed to retry the game.')),
    });
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600}>
              {title}
            </Text>
            <Text size="xs" c="dimmed">
              {game.gameDate} · failed {game.attempts} times
            </Text>
          </div>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            loading={retry.isPending}
            onClick={onRetry}
            style={{ flexShrink: 0 }}
          >
            Retry
          </Button>
        </Group>
        {game.lastError && (
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {game.lastError}
          </Code>
        )}
      </Stack>
    </Paper>
  );
}
