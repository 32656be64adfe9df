import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatGaa, formatSavePercentage, positionColor, type ThreeStar } from '@rinkside/domain';
import { IconStarFilled } from '@tabler/icons-react';

const STAR_NAMES = ['First Star', 'Second Star', 'Third Star'];
const STAR_COLORS = ['yellow', 'gray', 'orange'];

/** SPEC §2 three stars: name, number, position; skaters G, A, P; goalies GAA (2 decimals) and SV% (3). */
export function starLine(star: ThreeStar): string {
  if (star.type === 'goalie') {
    return `${formatGaa(star.gaa ?? 0)} GAA · ${formatSavePercentage(star.savePercentage)} SV%`;
  }
  return `${star.goals} G · ${star.assists} A · ${star.goals + star.assists} P`;
}

export function ThreeStars({ stars, home, away }: { stars: ThreeStar[]; home: string; away: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={3} fz="md" mb="sm">
        Three Stars
      </Title>
      {stars.length === 0 && (
        <Text size="sm" c="dimmed">
          No stars for this game.
        </Text>
      )}
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {stars.map((star, i) => (
          <Group key={String(star.playerId)} gap="sm" wrap="nowrap" component="li" aria-label={STAR_NAMES[i]}>
            <ThemeIcon color={STAR_COLORS[i]} variant="light" radius="xl" size="lg" aria-hidden>
              <IconStarFilled size={18} />
            </ThemeIcon>
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Group gap={6} wrap="nowrap">
                <Text fw={700} size="sm" lineClamp={1}>
                  {star.firstName} {star.lastName}
                </Text>
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  #{star.number}
                </Text>
                <Badge
                  size="xs"
                  variant="light"
                  color={positionColor(star.position)}
                  style={{ flexShrink: 0 }}
                >
                  {star.position}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {star.team === 'home' ? home : away}
              </Text>
              <Text size="sm">{starLine(star)}</Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
