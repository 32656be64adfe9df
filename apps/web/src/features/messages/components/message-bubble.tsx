import { Box, Group, Text } from '@mantine/core';
import { formatRelativeDate, type Message } from '@rinkside/domain';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import classes from './inbox.module.css';

/** One message; own messages on the right with a tick: one when sent, two (coloured) when read. */
export function MessageBubble({ message, mine, now }: { message: Message; mine: boolean; now: Date }) {
  return (
    <Box className={classes.row} data-mine={mine || undefined}>
      {/* Text only, never HTML (SPEC: content is shown as text). */}
      <Box className={classes.bubble} data-mine={mine || undefined}>
        <Text size="sm" className={classes.content}>
          {message.content}
        </Text>
      </Box>
      <Group gap={4} mt={2} justify={mine ? 'flex-end' : 'flex-start'}>
        <Text size="xs" c="dimmed">
          {formatRelativeDate(new Date(message.createdAt), now)}
        </Text>
        {mine &&
          (message.isRead ? (
            <IconChecks size={16} role="img" aria-label="Read" color="var(--mantine-color-ice-5)" />
          ) : (
            <IconCheck size={16} role="img" aria-label="Sent" color="var(--mantine-color-dimmed)" />
          ))}
      </Group>
    </Box>
  );
}
