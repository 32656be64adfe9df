import { Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** One thing set aside after failing (a game, a job step): what it is, where it stands, its error, a Retry. */
export function FailedWorkItem({
  title,
  detail,
  lastError,
  retrying,
  onRetry,
}: {
  title: string;
  detail: string;
  lastError: string | null;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600}>
              {title}
            </Text>
            <Text size="xs" c="dimmed">
              {detail}
            </Text>
          </div>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            loading={retrying}
            onClick={onRetry}
            style={{ flexShrink: 0 }}
          >
            Retry
          </Button>
        </Group>
        {lastError && (
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {lastError}
          </Code>
        )}
      </Stack>
    </Paper>
  );
}
