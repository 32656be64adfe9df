import { Button, Container, Flex, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { LeagueSummary } from '@rinkside/domain';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useUserLeagues } from './api/get-user-leagues';
import { RecentActivity } from './components/recent-activity';
import { EMPTY_DASHBOARD_STATS, StatTiles } from './components/stat-tiles';
import { YourLeagues } from './components/your-leagues';

/**
 * SPEC §2 Dashboard. The signed-in user's name comes from the app (features don't share state), and so
 * does `desks`, the GM's desk summary of the leagues he runs a team in (issue 15).
 */
export function DashboardPage({
  username,
  desks,
}: {
  username?: string;
  desks?: (leagues: LeagueSummary[]) => ReactNode;
}) {
  const leagues = useUserLeagues();
  // Real numbers only: teams managed and win rate come from the user's teams this season, cups from
  // the seasons he won as the champion's GM, trade requests from the proposals waiting on his answer.
  const records = (leagues.data ?? []).flatMap((l) => (l.myRecord ? [l.myRecord] : []));
  const games = records.reduce((sum, r) => sum + r.gamesPlayed, 0);
  const wins = records.reduce((sum, r) => sum + r.wins, 0);
  const stats = {
    ...EMPTY_DASHBOARD_STATS,
    teamsManaged: leagues.data?.filter((l) => l.myTeam).length ?? 0,
    winRate: games === 0 ? 0 : wins / games,
    cups: (leagues.data ?? []).reduce((sum, l) => sum + l.cups, 0),
    tradeRequests: (leagues.data ?? []).reduce((sum, l) => sum + l.tradeRequests, 0),
  };
  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              Welcome back, {username || 'Manager'}!
            </Title>
            <Text c="dimmed" fz="lg" mt={4}>
              Ready to build your hockey dynasty?
            </Text>
          </div>
          {/* On a phone, full width with Create first; side by side, Create on the right, from sm. */}
          <Flex direction={{ base: 'column-reverse', sm: 'row' }} gap="sm" w={{ base: '100%', sm: 'auto' }}>
            <Button
              component={Link}
              to="/create-league/import"
              size="md"
              variant="default"
              leftSection={<IconFileImport size={18} aria-hidden />}
            >
              Import a league file
            </Button>
            <Button
              component={Link}
              to="/create-league"
              size="md"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Create New League
            </Button>
          </Flex>
        </Group>

        <StatTiles stats={stats} />

        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <YourLeagues />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            {desks && leagues.data?.some((l) => l.myTeam) && (
              <Stack mb="xl">{desks(leagues.data.filter((l) => l.myTeam))}</Stack>
            )}
            <RecentActivity />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
