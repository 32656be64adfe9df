import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../lib/http';
import { useLeagueTimeZone } from '../../lib/queries/get-league-clock';
import { useDesk } from './api/get-desk';
import { CapStandingNotice } from './components/cap-standing-notice';
import { NextGameCard } from './components/next-game-card';
import { AttentionCard, LastFiveCard, LeadersCard } from './components/season-cards';

/**
 * The GM's desk on his own team's home (issue 15): the next game with the lineup's readiness and its
 * fixes, what needs his attention, the last five results, the team's leaders and its rank.
 */
export function GmDesk({ leagueId }: { leagueId: number }) {
  const desk = useDesk(leagueId);
  const timeZone = useLeagueTimeZone(leagueId);

  return (
    <Stack gap="sm" component="section" aria-labelledby="gm-desk-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg" id="gm-desk-title">
          GM&apos;s Desk
        </Title>
      </Group>
      {desk.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" aria-label="Loading the desk">
          <Skeleton height={150} radius="lg" />
          <Skeleton height={150} radius="lg" />
        </SimpleGrid>
      ) : desk.isError ? (
        <QueryErrorAlert
          title="Failed to Load the Desk"
          message={errorMessage(desk.error, FETCH_FAILED_MESSAGE)}
          onRetry={() => void desk.refetch()}
          retrying={desk.isFetching}
        />
      ) : !desk.data.team ? (
        <Stack gap="sm">
          <Paper withBorder radius="lg" p="md">
            <Text size="sm" c="dimmed">
              You run no team in this league: your desk shows what waits on you as its commissioner.
            </Text>
          </Paper>
          <AttentionCard desk={desk.data} />
        </Stack>
      ) : (
        <>
          <CapStandingNotice leagueId={leagueId} teamId={desk.data.team.teamId} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <NextGameCard desk={desk.data} timeZone={timeZone} />
            <Stack gap="md">
              <AttentionCard desk={desk.data} />
              <LastFiveCard desk={desk.data} />
              <LeadersCard desk={desk.data} />
            </Stack>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
