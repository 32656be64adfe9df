import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { GameListItem } from '@rinkside/domain';
import { useState } from 'react';
import { GameCard } from './game-card';
import { GAME_PAGE_SIZE, SHOW_MORE_STEP, gameStatus } from './game-status';
import type { LeagueNow } from './league-time';

export const cardGrid = { base: 1, sm: 2, lg: 3 } as const;

interface GameSectionProps {
  id: string;
  title: string;
  games: GameListItem[];
  now: Date;
  /** The league day and time zone every card reads its day and time in. */
  clock: LeagueNow;
  emptyText: string;
}

/** SPEC §2: a section with its count, 6 cards, 'Show N more games' (6 at a time) and 'Show less'. */
export function GameSection({ id, title, games, now, clock, emptyText }: GameSectionProps) {
  const [visible, setVisible] = useState(GAME_PAGE_SIZE);
  const shown = games.slice(0, visible);
  const more = Math.min(SHOW_MORE_STEP, games.length - shown.length);
  const headingId = `${id}-title`;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group gap="xs">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        <Badge variant="light" color="navy" aria-label={`${games.length} games`}>
          {games.length}
        </Badge>
      </Group>
      {games.length === 0 ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        <SimpleGrid cols={cardGrid} spacing="md">
          {shown.map((game, index) => (
            <GameCard
              key={game.gameId}
              game={game}
              status={gameStatus(game, now, clock)}
              timeZone={clock.timeZone}
              index={index % GAME_PAGE_SIZE}
            />
          ))}
        </SimpleGrid>
      )}
      {(more > 0 || visible > GAME_PAGE_SIZE) && (
        <Group gap="xs">
          {more > 0 && (
            <Button variant="light" size="xs" onClick={() => setVisible((v) => v + SHOW_MORE_STEP)}>
              Show {more} more games
            </Button>
          )}
          {visible > GAME_PAGE_SIZE && (
            <Button variant="subtle" size="xs" onClick={() => setVisible(GAME_PAGE_SIZE)}>
              Show less
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
