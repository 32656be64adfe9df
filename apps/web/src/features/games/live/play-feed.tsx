import { Badge, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { GameEvent } from '@rinkside/domain';
import { playTypeLabel } from '../shared/play-labels';

const FEED_LENGTH = 8;

/** The latest play large, the ones before it below (newest first). */
export function PlayFeed({ plays, home, away }: { plays: GameEvent[]; home: string; away: string }) {
  const recent = plays.slice(-FEED_LENGTH).reverse();
  const teamOf = (e: GameEvent) => (e.team === 'home' ? home : e.team === 'away' ? away : null);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} fz="md" mb="sm">
        Play-by-Play
      </Title>
      {recent.length === 0 && <Text c="dimmed">The puck is about to drop…</Text>}
      {/* Screen readers hear each new play once, not the whole list again. */}
      <VisuallyHidden aria-live="polite">{recent[0]?.description}</VisuallyHidden>
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {recent.map((event, i) => (
          <Group key={`${plays.length - i}`} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <Text size="sm" ff="monospace" c="dimmed" w={44} style={{ flexShrink: 0 }}>
              {event.time.slice(0, 5)}
            </Text>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Badge
                  size="sm"
                  variant={event.type === 'GOAL' ? 'filled' : 'light'}
                  color={event.type === 'GOAL' ? 'green' : 'gray'}
                >
                  {playTypeLabel(event)}
                </Badge>
                {teamOf(event) && (
                  <Text size="xs" c="dimmed" fw={600}>
                    {teamOf(event)}
                  </Text>
                )}
              </Group>
              <Text size={i === 0 ? 'md' : 'sm'} fw={i === 0 ? 600 : undefined}>
                {event.description}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
