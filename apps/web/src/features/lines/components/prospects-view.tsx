import { Anchor, Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { positionColor, type StoredPlayer } from '@rinkside/domain';
import { Link } from 'react-router';
import { RatingText } from '../../../components/rating-text';

const potentialOf = (p: StoredPlayer) => p.attributes?.senses.potential ?? null;

/** SPEC §2 Prospects view: the team's prospects, most promising first (potential, then overall). */
export function ProspectsView({
  players,
  playerHref,
}: {
  players: StoredPlayer[];
  playerHref: (id: number) => string;
}) {
  if (players.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        No prospects in the system.
      </Text>
    );
  const ranked = [...players].sort(
    (a, b) => (potentialOf(b) ?? 0) - (potentialOf(a) ?? 0) || b.overall - a.overall,
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm">
      {ranked.map((p) => (
        <Paper key={p.id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Anchor component={Link} to={playerHref(p.id)} fw={700} truncate="end">
              {p.firstName} {p.lastName}
            </Anchor>
            <Badge variant="light" color={positionColor(p.position)}>
              {p.position}
            </Badge>
          </Group>
          <Group gap="md" mt={6}>
            <Text size="sm" c="dimmed">
              Age {p.age}
            </Text>
            <Text size="sm">
              OVR <RatingText value={p.overall} fw={700} />
            </Text>
            {potentialOf(p) !== null && (
              <Text size="sm">
                POT <RatingText value={potentialOf(p) ?? 0} fw={700} />
              </Text>
            )}
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
