import { Alert, Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../../lib/http';
import { useUserLeagues } from '../api/get-user-leagues';
import { LeagueCard, LeagueCardSkeleton } from './league-card';

// SPEC §2: six skeleton cards while loading.
const SKELETON_COUNT = 6;
const grid = { base: 1, sm: 2, xl: 3 } as const;

/** SPEC §2 'Your Leagues (count)' with its loading, empty and error states. */
export function YourLeagues() {
  const leagues = useUserLeagues();

  return (
    <Stack gap="md" component="section" aria-labelledby="your-leagues-title">
      <Title order={2} fz="xl" id="your-leagues-title">
        Your Leagues{leagues.data ? ` (${leagues.data.length})` : ''}
      </Title>

      {leagues.isPending && (
        <SimpleGrid cols={grid} spacing="md" aria-busy="true" aria-label="Loading leagues">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <LeagueCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      )}

      {leagues.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Failed to Load Leagues">
          <Text size="sm">{errorMessage(leagues.error, FETCH_FAILED_MESSAGE)}</Text>
          <Button
            mt="sm"
            size="xs"
            color="red"
            variant="light"
            loading={leagues.isFetching}
            onClick={() => void leagues.refetch()}
          >
            Try Again
          </Button>
        </Alert>
      )}

      {leagues.isSuccess && leagues.data.length === 0 && (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconTrophy size={30} aria-hidden />
            </ThemeIcon>
            <Title order={3}>No Leagues Yet</Title>
            <Text c="dimmed" maw={360}>
              Start a league of your own, or apply to a team looking for a GM.
            </Text>
            <Button component={Link} to="/create-league" leftSection={<IconPlus size={18} aria-hidden />}>
              Create Your First League
            </Button>
          </Stack>
        </Paper>
      )}

      {leagues.isSuccess && leagues.data.length > 0 && (
        <SimpleGrid cols={grid} spacing="md">
          {leagues.data.map((league) => (
            <LeagueCard key={league.id} league={league} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
