import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPowerPlayPercent, type TeamGameStats } from '@rinkside/domain';

interface StatRow {
  label: string;
  home: number;
  away: number;
  homeText?: string;
  awayText?: string;
}

/** Width of the home part of a bar: proportional to the two values, 50/50 when both are zero (SPEC §2). */
export function homeShare(home: number, away: number): number {
  const total = home + away;
  return total === 0 ? 50 : (home / total) * 100;
}

function rows(home: TeamGameStats, away: TeamGameStats): StatRow[] {
  return [
    { label: 'Shots on Goal', home: home.shots, away: away.shots },
    { label: 'Hits', home: home.hits, away: away.hits },
    {
      label: 'Power Play',
      home: home.ppGoals,
      away: away.ppGoals,
      homeText: `${home.ppGoals}/${home.powerPlays}`,
      awayText: `${away.ppGoals}/${away.powerPlays}`,
    },
    {
      label: 'Power Play %',
      home: home.ppPercentage,
      away: away.ppPercentage,
      homeText: formatPowerPlayPercent(home.ppGoals, home.powerPlays),
      awayText: formatPowerPlayPercent(away.ppGoals, away.powerPlays),
    },
    { label: 'Faceoffs Won', home: home.faceoffsWon, away: away.faceoffsWon },
    { label: 'Blocked Shots', home: home.blocks, away: away.blocks },
    { label: 'Penalty Minutes', home: home.pim, away: away.pim },
    { label: 'Giveaways', home: home.giveaways, away: away.giveaways },
    { label: 'Takeaways', home: home.takeaways, away: away.takeaways },
  ];
}

/** SPEC §2 side panel: team stat bars, home on the left. */
export function TeamStatBars({ home, away }: { home: TeamGameStats; away: TeamGameStats }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={3} fz="md" mb="sm">
        Team Stats
      </Title>
      <Stack gap="sm">
        {rows(home, away).map((row) => {
          const share = homeShare(row.home, row.away);
          return (
            <div key={row.label}>
              <Group justify="space-between" gap="xs" mb={4}>
                <Text size="sm" fw={600}>
                  {row.homeText ?? row.home}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.label}
                </Text>
                <Text size="sm" fw={600}>
                  {row.awayText ?? row.away}
                </Text>
              </Group>
              <Group gap={2} wrap="nowrap" aria-hidden>
                <Box h={6} w={`${share}%`} bg="ice.6" style={{ borderRadius: 3 }} data-testid="home-bar" />
                <Box h={6} w={`${100 - share}%`} bg="gray.5" style={{ borderRadius: 3 }} />
              </Group>
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
