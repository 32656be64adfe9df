import { Paper, Text } from '@mantine/core';
import { percentOf } from '../../../components/rink/rink-sheet';
import { placeOf, type AttemptStory, type LocatedAttempt } from './shot-map-model';

/** The shown marker's event, beside the marker (above it in the lower half, below it in the upper). */
export function AttemptCard({ attempt, story }: { attempt: LocatedAttempt; story: AttemptStory }) {
  const { left, top } = percentOf(placeOf(attempt), 'full');
  const below = top < 50;
  return (
    <Paper
      // The marker's own name tells screen readers the same.
      aria-hidden
      shadow="md"
      withBorder
      radius="md"
      p="xs"
      maw={240}
      style={{
        position: 'absolute',
        left: `${Math.min(Math.max(left, 20), 80)}%`,
        top: `${top}%`,
        transform: `translate(-50%, ${below ? '14px' : 'calc(-100% - 14px)'})`,
        pointerEvents: 'none',
        zIndex: 2,
        width: 'max-content',
      }}
    >
      <Text size="xs" fw={700}>
        {story.who}
      </Text>
      {story.what && <Text size="xs">{story.what}</Text>}
      <Text size="xs" c="dimmed">
        {story.when}
        {story.xg && ` · ${story.xg}`}
      </Text>
    </Paper>
  );
}
