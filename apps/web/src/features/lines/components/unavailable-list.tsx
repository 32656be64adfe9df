import { Anchor, Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import {
  formatLeagueDay,
  playerAvailability,
  positionColor,
  type PlayerAvailability,
  type StoredPlayer,
} from '@rinkside/domain';
import { Link } from 'react-router';

/** Who cannot play: hurt (day-to-day included), or set aside by the league as injured or scratched. */
export function unavailablePlayers(players: readonly StoredPlayer[]): StoredPlayer[] {
  return players.filter((p) => p.injury || p.status === 'injured' || p.status === 'scratched');
}

// Back soonest first; players without a return date last.
const returnDay = (p: StoredPlayer) => p.injury?.returnDate ?? '9999-12-31';

const SHORT_STATUS: Partial<Record<PlayerAvailability['kind'], string>> = {
  injured: 'Injured',
  'day-to-day': 'Day-to-day',
  scratch: 'Scratched',
};

function InjuryLines({ availability }: { availability: PlayerAvailability }) {
  const status = (
    <Badge
      size="sm"
      variant="light"
      color={availability.kind === 'day-to-day' ? 'orange' : availability.kind === 'scratch' ? 'gray' : 'red'}
    >
      {SHORT_STATUS[availability.kind] ?? 'Not available'}
    </Badge>
  );
  const injury =
    availability.kind === 'injured' || availability.kind === 'day-to-day' ? availability.injury : null;
  if (!injury)
    return (
      <Group gap="xs">
        {status}
        <Text size="sm" c="dimmed">
          {availability.kind === 'scratch' ? 'Out of the lineup.' : 'No return date set.'}
        </Text>
      </Group>
    );
  return (
    <>
      <Group gap="xs" mb={2}>
        {status}
        <Text size="sm" fw={600}>
          {injury.type}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        Hurt {formatLeagueDay(injury.injuredOn)} · out about {injury.gamesOut}{' '}
        {injury.gamesOut === 1 ? 'game' : 'games'}
      </Text>
      <Text size="sm">Expected back {formatLeagueDay(injury.returnDate, { withYear: true })}</Text>
    </>
  );
}

/** SPEC §2 'Not Available' view: each injured or scratched player with what hurts and when he is back. */
export function UnavailableList({
  players,
  playerHref,
}: {
  players: readonly StoredPlayer[];
  playerHref: (id: number) => string;
}) {
  const out = unavailablePlayers(players).sort((a, b) => returnDay(a).localeCompare(returnDay(b)));
  if (out.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        Everyone is available.
      </Text>
    );
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      aria-label="Not available"
    >
      {out.map((p) => {
        const availability = playerAvailability(p, null);
        return (
          <Paper key={p.id} withBorder radius="md" p="sm" component="li" style={{ listStyle: 'none' }}>
            <Group gap={6} wrap="nowrap" mb={6}>
              <Badge size="sm" variant="light" color={positionColor(p.position)} style={{ flexShrink: 0 }}>
                {p.position}
              </Badge>
              <Anchor component={Link} to={playerHref(p.id)} fw={700}>
                {p.firstName} {p.lastName}
              </Anchor>
            </Group>
            <InjuryLines availability={availability} />
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
