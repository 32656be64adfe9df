import { ActionIcon, Button, Group, Popover, SimpleGrid, Tooltip } from '@mantine/core';
import { BOARD_REACTIONS, type BoardPost, type BoardReaction } from '@rinkside/domain';
import { IconMoodPlus } from '@tabler/icons-react';
import { useState } from 'react';

/** How each reaction the server takes is drawn, and read aloud. */
export const REACTION_FACES: Record<BoardReaction, { emoji: string; name: string }> = {
  like: { emoji: '👍', name: 'Like' },
  love: { emoji: '❤️', name: 'Love' },
  laugh: { emoji: '😂', name: 'Laugh' },
  wow: { emoji: '😮', name: 'Wow' },
  sad: { emoji: '😢', name: 'Sad' },
  fire: { emoji: '🔥', name: 'Fire' },
  goal: { emoji: '🚨', name: 'Goal' },
};

interface BoardReactionsProps {
  reactions: BoardPost['reactions'];
  /** Toggles the viewer's reaction; absent when the viewer may not react (signed out of the league). */
  onToggle?: (emoji: BoardReaction, on: boolean) => void;
  pending?: boolean;
}

/** A post's reactions with their counts; the viewer's own pressed; one more from the picker. */
export function BoardReactions({ reactions, onToggle, pending }: BoardReactionsProps) {
  const [picking, setPicking] = useState(false);
  const mine = (emoji: BoardReaction) => reactions.some((r) => r.emoji === emoji && r.mine);
  return (
    <Group gap={6} wrap="wrap">
      {reactions.map((r) => {
        const face = REACTION_FACES[r.emoji];
        return (
          <Button
            key={r.emoji}
            size="compact-xs"
            radius="xl"
            variant={r.mine ? 'light' : 'default'}
            aria-pressed={r.mine}
            aria-label={`${face.name}: ${r.count}${r.mine ? ', yours' : ''}`}
            disabled={!onToggle || pending}
            onClick={() => onToggle?.(r.emoji, !r.mine)}
          >
            <span aria-hidden>
              {face.emoji} {r.count}
            </span>
          </Button>
        );
      })}
      {onToggle && (
        <Popover opened={picking} onChange={setPicking} position="top-start" withArrow shadow="md">
          <Popover.Target>
            <Tooltip label="React" withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label="Add a reaction"
                onClick={() => setPicking((open) => !open)}
              >
                <IconMoodPlus size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Popover.Target>
          <Popover.Dropdown p={6}>
            <SimpleGrid cols={7} spacing={2}>
              {BOARD_REACTIONS.map((emoji) => (
                <ActionIcon
                  key={emoji}
                  variant={mine(emoji) ? 'light' : 'subtle'}
                  color="gray"
                  size="lg"
                  aria-label={REACTION_FACES[emoji].name}
                  aria-pressed={mine(emoji)}
                  onClick={() => {
                    setPicking(false);
                    onToggle(emoji, !mine(emoji));
                  }}
                >
                  <span aria-hidden style={{ fontSize: 18 }}>
                    {REACTION_FACES[emoji].emoji}
                  </span>
                </ActionIcon>
              ))}
            </SimpleGrid>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}
