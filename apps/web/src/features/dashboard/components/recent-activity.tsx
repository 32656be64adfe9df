import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';

/** SPEC §2 'Recent Activity': an honest empty state until league events exist to list. */
export function RecentActivity() {
  return (
    <Stack gap="md" component="section" aria-labelledby="recent-activity-title">
      <Title order={2} fz="xl" id="recent-activity-title">
        Recent Activity
      </Title>
      <Paper withBorder radius="lg" p="lg">
        <Stack align="center" ta="center" gap="xs" py="lg">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconActivity size={26} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>No activity yet</Text>
          <Text size="sm" c="dimmed" maw={260}>
            Games, trades and messages from your leagues will show up here.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
