import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import classes from './depth-tiles.module.css';

export type DepthView = 'depth' | 'active' | 'minors' | 'unavailable' | 'prospects' | 'picks';

export interface DepthTile {
  view: DepthView;
  label: string;
  /** null: not known (shown as a dash). */
  count: number | null;
}

interface DepthTilesProps {
  tiles: DepthTile[];
  view: DepthView;
  onSelect: (view: DepthView) => void;
}

/** SPEC §2: six tiles that switch the depth chart page's view, each with its count. */
export function DepthTiles({ tiles, view, onSelect }: DepthTilesProps) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, lg: 6 }} spacing="sm" role="group" aria-label="Depth chart views">
      {tiles.map((tile) => (
        <UnstyledButton
          key={tile.view}
          onClick={() => onSelect(tile.view)}
          aria-pressed={tile.view === view}
          className={classes.tile}
        >
          <Paper withBorder radius="md" p="sm" className={classes.paper}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {tile.label}
            </Text>
            <Text fz={26} fw={800} lh={1.2}>
              {tile.count ?? '—'}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
