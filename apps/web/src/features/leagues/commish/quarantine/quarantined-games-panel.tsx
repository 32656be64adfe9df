import { Stack, Text } from '@mantine/core';
import type { QuarantinedGame } from '@rinkside/domain';
import { FailedWorkItem } from './failed-work-item';
import { errorMessage } from '../../../../lib/http';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { EmptyText, QueryBody, SectionCard } from '../../components/section-card';
import { useQuarantinedGames } from './api/get-quarantined-games';
import { useRetryGame } from './api/retry-game';
import { PlainList } from '../../../../components/plain-list';
import { FailedJobSteps } from './failed-job-steps';

/**
 * Commissioner Tools' set-aside work: games that failed to be played three times, and the league's jobs
 * (waivers, free agency, the draft clock, …) that failed, each with its error and a retry.
 */
export function QuarantinedGamesPanel({ leagueId }: { leagueId: number }) {
  const query = useQuarantinedGames(leagueId);
  return (
    <SectionCard title="Set aside after failing">
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
        <Text size="sm" c="dimmed">
          The league&apos;s jobs (ending waivers, free agency, the draft clock, trades, …) are tried again by
          themselves after a failure, and set aside after three in a row. Fix what the error names, then
          retry.
        </Text>
        <FailedJobSteps leagueId={leagueId} />
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
    <FailedWorkItem
      title={title}
      detail={`${game.gameDate} · failed ${game.attempts} times`}
      lastError={game.lastError}
      retrying={retry.isPending}
      onRetry={onRetry}
    />
  );
}
