import { Badge, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  isDefensePosition,
  isForwardPosition,
  isGoaliePosition,
  type PlayerId,
  type StoredPlayer,
} from '@rinkside/domain';
import { useState } from 'react';
import { DraggablePlayer } from './draggable-player';
import { PlayerCard } from './player-card';
import classes from './lines.module.css';

// SPEC §5 line filters.
const FILTERS = {
  all: { label: 'All', matches: () => true },
  forwards: { label: 'Forwards', matches: isForwardPosition },
  defense: { label: 'Defense', matches: isDefensePosition },
  goalies: { label: 'Goalies', matches: isGoaliePosition },
} as const;
type Filter = keyof typeof FILTERS;

interface AvailablePlayersProps {
  players: StoredPlayer[];
  inLineup: ReadonlySet<PlayerId>;
  editable: boolean;
}

/** SPEC §2 Lines, left: the active roster to drag from, filtered by position. */
export function AvailablePlayers({ players, inLineup, editable }: AvailablePlayersProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const shown = players.filter((p) => FILTERS[filter].matches(p.position));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="available-players-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="available-players-title">
          Available Players
        </Title>
        <SegmentedControl
          fullWidth
          size="xs"
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          aria-label="Filter players by position"
          data={Object.entries(FILTERS).map(([value, { label }]) => ({ value, label }))}
        />
        <Stack gap={6} className={classes.list} role="list" aria-label="Available players">
          {shown.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              No players in this group.
            </Text>
          )}
          {shown.map((player) => (
            <div role="listitem" key={player.id}>
              <DraggablePlayer id={`player:${player.id}`} player={player} disabled={!editable}>
                <PlayerCard
                  player={player}
                  aside={
                    inLineup.has(player.id) ? (
                      <Badge size="xs" variant="dot" color="green" aria-label="In the lineup">
                        In
                      </Badge>
                    ) : undefined
                  }
                />
              </DraggablePlayer>
            </div>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
