import { Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import type { BoardReferenceCard as Card } from '@rinkside/domain';
import { Link } from 'react-router';

/** Where a card leads in the league. */
export function referenceHref(leagueId: number, card: Card): string {
  switch (card.kind) {
    case 'trade':
      return `/league/${leagueId}/trades/${card.id}`;
    case 'game':
      return `/league/${leagueId}/game/viewer?gameId=${card.id}`;
    case 'player':
      return `/league/${leagueId}/player/${card.id}`;
  }
}

const TRADE_STATUS_COLORS: Record<string, string> = {
  completed: 'green',
  proposed: 'blue',
  awaiting_approval: 'yellow',
  in_review: 'yellow',
  reversed: 'orange',
};

/** 'in_review' → 'In review'. */
const statusWords = (status: string) => {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const RESULT_SUFFIX: Record<string, string> = { OT: ' (OT)', SO: ' (SO)' };

function CardBody({ card }: { card: Card }) {
  switch (card.kind) {
    case 'trade':
      return (
        <>
          <Text size="sm" fw={600}>
            Trade: {card.teams.map((team) => team.name).join(' – ')}
          </Text>
          <Badge size="sm" variant="light" color={TRADE_STATUS_COLORS[card.status] ?? 'gray'}>
            {statusWords(card.status)}
          </Badge>
        </>
      );
    case 'game': {
      const final = card.status === 'final';
      return (
        <>
          <Text size="sm" fw={600}>
            {card.away.abbrev} {final ? card.away.score : ''} @ {card.home.abbrev}{' '}
            {final ? card.home.score : ''}
            {final ? (RESULT_SUFFIX[card.resultType ?? ''] ?? '') : ''}
          </Text>
          <Badge size="sm" variant="light" color={final ? 'gray' : 'blue'}>
            {final ? 'Final' : `Scheduled ${card.date}`}
          </Badge>
          {card.gameType === 'playoff' && (
            <Badge size="sm" variant="outline" color="grape">
              Playoffs
            </Badge>
          )}
        </>
      );
    }
    case 'player':
      return (
        <>
          <Text size="sm" fw={600}>
            {card.firstName} {card.lastName}
          </Text>
          <Text size="sm" c="dimmed">
            {card.position} · {card.team ? card.team.abbrev : 'Free agent'} · {card.overall} OVR
          </Text>
        </>
      );
  }
}

const KIND_NAMES = { trade: 'Trade', game: 'Game', player: 'Player' } as const;

/**
 * A post's reference (`#trade-12`, `#game-4`, `#player-9`) as a card with its live data (decision 090):
 * a link to the thing, readable by keyboard and screen reader as one link naming it.
 */
export function BoardReferenceCard({ leagueId, card }: { leagueId: number; card: Card }) {
  return (
    <UnstyledButton
      component={Link}
      to={referenceHref(leagueId, card)}
      aria-label={`${KIND_NAMES[card.kind]} card: ${cardLabel(card)}`}
      style={{ display: 'inline-block', maxWidth: '100%' }}
    >
      <Paper withBorder radius="md" px="sm" py={6}>
        <Group gap="xs" wrap="wrap">
          <CardBody card={card} />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** The card's words for its link's name. */
export function cardLabel(card: Card): string {
  switch (card.kind) {
    case 'trade':
      return `${card.teams.map((team) => team.name).join(' and ')}, ${statusWords(card.status).toLowerCase()}`;
    case 'game':
      return card.status === 'final'
        ? `${card.away.name} ${card.away.score} at ${card.home.name} ${card.home.score}, final`
        : `${card.away.name} at ${card.home.name}, ${card.date}`;
    case 'player':
      return `${card.firstName} ${card.lastName}, ${card.position}, ${card.team?.name ?? 'free agent'}, overall ${card.overall}`;
  }
}
