import { Alert, Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconTournament } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/http';
import { useQueryClient } from '@tanstack/react-query';
import { useStartPlayoffs } from '../../../lib/queries/start-playoffs';
import { playoffsQueryOptions } from '../api/get-playoffs';

interface PlayoffsNotStartedProps {
  leagueId: number;
  isCommissioner: boolean;
  /** A past season that never drew a bracket: nothing to start any more. */
  past?: boolean;
}

/** Before the bracket exists: why there is none yet, and the commissioner's button to start it. */
export function PlayoffsNotStarted({ leagueId, isCommissioner, past = false }: PlayoffsNotStartedProps) {
  const queryClient = useQueryClient();
  // The seeded bracket shows at once; the phase, the clock and the schedule refresh behind it.
  const start = useStartPlayoffs(leagueId, (bracket) =>
    queryClient.setQueryData(playoffsQueryOptions(leagueId).queryKey, bracket),
  );
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
          <IconTournament size={28} />
        </ThemeIcon>
        {past ? (
          <Text fw={700}>This season had no playoffs</Text>
        ) : (
          <>
            <Text fw={700}>The playoffs have not started</Text>
            <Text c="dimmed" size="sm" maw={420}>
              The playoffs start when the regular season ends. The bracket, its series and every game appear
              here as soon as they are drawn.
            </Text>
          </>
        )}
        {isCommissioner && !past && (
          <Button onClick={() => start.mutate()} loading={start.isPending}>
            Start the playoffs
          </Button>
        )}
        {start.isError && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            title="The playoffs could not start"
            ta="left"
            role="alert"
          >
            {errorMessage(start.error, 'The server did not start the playoffs. Please try again.')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
