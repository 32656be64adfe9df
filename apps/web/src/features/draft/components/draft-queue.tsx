import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DraftProspect } from '@rinkside/domain';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';

interface DraftQueueProps {
  /** The queue, first choice first. */
  playerIds: readonly number[];
  /** The class by id, to name each queued prospect. */
  prospects: ReadonlyMap<number, DraftProspect>;
  saving: boolean;
  onChange: (playerIds: number[]) => void;
}

/** The list with the prospect at `from` moved to `to` (both within the list). */
export function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

/**
 * The GM's own queue: when his clock runs out, the first prospect in it still there is drafted for him.
 * Reordered by the arrows, or on a focused row by Alt+↑ / Alt+↓ (Delete removes).
 */
export function DraftQueue({ playerIds, prospects, saving, onChange }: DraftQueueProps) {
  const move = (from: number, to: number) => {
    if (to < 0 || to >= playerIds.length) return;
    onChange(moved(playerIds, from, to));
    // Keep the keyboard on the moved row.
    window.requestAnimationFrame(() => document.getElementById(`queue-row-${String(to)}`)?.focus());
  };
  const remove = (index: number) => onChange(playerIds.filter((_, i) => i !== index));
  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.altKey && event.key === 'ArrowUp') move(index, index - 1);
    else if (event.altKey && event.key === 'ArrowDown') move(index, index + 1);
    else if (event.key === 'Delete') remove(index);
    else return;
    event.preventDefault();
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="draft-queue">
      <Group justify="space-between">
        <Title order={2} fz={{ base: 18, sm: 20 }} id="draft-queue">
          Your queue
        </Title>
        {saving && (
          <Text size="xs" c="dimmed">
            Saving…
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        If your clock runs out, the first prospect here who is still available is drafted for you. Reorder
        with the arrows, or Alt+↑ / Alt+↓ on a row; Delete removes.
      </Text>
      {playerIds.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed" ta="center">
            Your queue is empty: without one, the best available prospect is taken for you.
          </Text>
        </Paper>
      ) : (
        <Paper
          withBorder
          radius="md"
          p={4}
          component="ol"
          aria-label="Your queue"
          m={0}
          style={{ listStyle: 'none' }}
        >
          {playerIds.map((id, index) => {
            const p = prospects.get(id);
            const name = p?.name ?? `Prospect ${String(id)}`;
            return (
              <Group
                key={id}
                component="li"
                id={`queue-row-${String(index)}`}
                tabIndex={0}
                onKeyDown={onKeyDown(index)}
                aria-label={`${String(index + 1)}. ${name}`}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                px="xs"
                py={4}
                data-testid="queue-row"
              >
                <Text size="sm" truncate>
                  <Text span c="dimmed" mr={6}>
                    {index + 1}.
                  </Text>
                  {name}
                  {p && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      {p.position} · #{p.rank}
                    </Text>
                  )}
                </Text>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name} down`}
                    disabled={index === playerIds.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${name}`}
                    onClick={() => remove(index)}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
        </Paper>
      )}
    </Stack>
  );
}
