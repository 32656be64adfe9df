import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import type { LeagueTradingBlock } from '@rinkside/domain';
import { Link } from 'react-router';

/** What each team's GM says he is looking for, one card a team. */
export function LookingForList({
  leagueId,
  teams,
}: {
  leagueId: number;
  teams: LeagueTradingBlock['lookingFor'];
}) {
  if (teams.length === 0) return <Text c="dimmed">No team has said what it is looking for yet.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {teams.map(({ team, text }) => (
        <Paper key={team.id} withBorder radius="md" p="sm">
          <Anchor
            component={Link}
            to={`/league/${leagueId}/team/${team.id}/trading-block`}
            fw={700}
            size="sm"
          >
            {team.name}
          </Anchor>
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
            {text}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
