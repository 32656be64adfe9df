import { Group, Text } from '@mantine/core';
import { playerColor, playerDash } from './compare-colors';

/** Who each line is: a swatch in his colour and dash, then his name. */
export function CompareLegend({
  players,
}: {
  players: readonly { id: number; name: string; index: number }[];
}) {
  return (
    <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {players.map((p) => (
        <Group key={p.id} gap={6} component="li" wrap="nowrap">
          <svg width="24" height="10" aria-hidden="true">
            <line
              x1="1"
              x2="23"
              y1="5"
              y2="5"
              stroke={playerColor(p.index)}
              strokeWidth="3"
              strokeDasharray={playerDash(p.index) || undefined}
            />
          </svg>
          <Text size="sm">{p.name}</Text>
        </Group>
      ))}
    </Group>
  );
}
