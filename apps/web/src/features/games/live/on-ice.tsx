import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { positionColor } from '@rinkside/domain';
import type { GamePlayer } from '../shared/roster-index';

interface Props {
  onIce: Record<'home' | 'away', string[]>;
  players: Map<string, GamePlayer>;
  home: string;
  away: string;
}

/** The players each team has on the ice after the latest line change (SPEC §4). */
export function OnIce({ onIce, players, home, away }: Props) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} fz="md" mb="sm">
        On Ice
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {(
          [
            [home, onIce.home],
            [away, onIce.away],
          ] as const
        ).map(([team, ids]) => (
          <Stack key={team} gap={4} component="section" aria-label={`${team} on ice`}>
            <Text fw={700} size="sm">
              {team}
            </Text>
            {ids.length === 0 && (
              <Text size="sm" c="dimmed">
                —
              </Text>
            )}
            {ids.map((id) => {
              const p = players.get(id);
              return (
                <Group key={id} gap={6} wrap="nowrap">
                  <Badge size="xs" variant="light" color={positionColor(p?.position ?? '')} w={34}>
                    {p?.position ?? '?'}
                  </Badge>
                  <Text size="sm" lineClamp={1}>
                    {p ? `#${p.jerseyNumber} ${p.firstName} ${p.lastName}` : 'Unknown player'}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
