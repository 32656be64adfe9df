import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { GameListItem } from '@rinkside/domain';
import { IconChartBar, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { GameNavigationState } from '../shared/use-game-data';
import { CARD_STAGGER_MS, type GameStatus } from './game-status';
import { LeagueTime } from '../../../components/league-time';
import classes from './game-card.module.css';

interface GameCardProps {
  game: GameListItem;
  status: GameStatus;
  /** The league's time zone: the card's date and time are the league's, not the browser's. */
  timeZone: string;
  /** Position in its section, for the SPEC §9 50 ms stagger. */
  index: number;
}

/** SPEC §2/§4 game card: teams, date in the league's time zone, and the state of the game. */
export function GameCard({ game, status, timeZone, index }: GameCardProps) {
  // SPEC §2: Watch and Summary carry simulationData, home and away (the viewer fetches what is missing).
  const state: GameNavigationState = {
    simulationData: game.simulationData,
    home: game.home,
    away: game.away,
    homeAbbreviation: game.homeAbbreviation,
    awayAbbreviation: game.awayAbbreviation,
  };
  const label = `${game.away} at ${game.home}`;
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      className={classes.card}
      style={{ animationDelay: `${index * CARD_STAGGER_MS}ms` }}
      component="article"
      aria-label={label}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" style={{ minWidth: 0 }}>
          <LeagueTime at={game.date} timeZone={timeZone} style="gameCard" />
        </Text>
        <StatusBadge status={status} />
      </Group>
      <Stack gap={4} mt="sm">
        <TeamLine name={game.home} side="Home" />
        <TeamLine name={game.away} side="Away" />
      </Stack>
      {status.kind === 'final' && status.showScore && (
        <Text fw={700} mt="sm">
          Final: {status.score}
        </Text>
      )}
      {status.kind === 'countdown' && (
        <Text fw={600} mt="sm" ff="monospace" aria-live="off">
          Starts in {status.countdown}
        </Text>
      )}
      {status.kind === 'final' && (
        <Group gap="xs" mt="md">
          <Button
            component={Link}
            to={`live?gameId=${game.gameId}`}
            state={state}
            size="xs"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            aria-label={`${status.today ? 'Watch Game' : 'Watch'}: ${label}`}
          >
            {status.today ? 'Watch Game' : 'Watch'}
          </Button>
          <Button
            component={Link}
            to={`viewer?gameId=${game.gameId}`}
            state={state}
            size="xs"
            variant="light"
            leftSection={<IconChartBar size={14} aria-hidden />}
            aria-label={`Summary: ${label}`}
          >
            Summary
          </Button>
        </Group>
      )}
    </Card>
  );
}

function TeamLine({ name, side }: { name: string; side: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text fw={600} lineClamp={1}>
        {name}
      </Text>
      <Text size="xs" c="dimmed" tt="uppercase" style={{ flexShrink: 0 }}>
        {side}
      </Text>
    </Group>
  );
}

function StatusBadge({ status }: { status: GameStatus }) {
  return <span style={{ flexShrink: 0 }}>{badgeOf(status)}</span>;
}

function badgeOf(status: GameStatus) {
  switch (status.kind) {
    case 'final':
      return status.today ? (
        <Badge color="green" variant="light">
          Ready to Watch
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          Final
        </Badge>
      );
    case 'in-progress':
      return (
        <Badge color="orange" variant="light">
          Simulation in progress...
        </Badge>
      );
    case 'countdown':
      return (
        <Badge color="blue" variant="light">
          Today
        </Badge>
      );
    case 'upcoming':
      return (
        <Badge color="navy" variant="outline">
          {status.when}
        </Badge>
      );
  }
}

export function GameCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="md" data-testid="game-card-skeleton" aria-hidden>
      <Group justify="space-between">
        <Skeleton height={14} width="45%" />
        <Skeleton height={18} width={60} radius="xl" />
      </Group>
      <Skeleton height={18} width="70%" mt="sm" />
      <Skeleton height={18} width="60%" mt={6} />
      <Skeleton height={26} width="50%" mt="md" />
    </Card>
  );
}
