import { Group, Paper, Skeleton, Stack } from '@mantine/core';

/** The bracket's outline while it loads: four rounds, each half as many series as the one before. */
export function BracketSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" aria-busy="true" aria-label="Loading the playoff bracket">
      <Group align="stretch" gap="md" wrap="nowrap">
        {[4, 2, 1, 1].map((count, round) => (
          <Stack
            key={round}
            gap="sm"
            justify="space-around"
            style={{ flex: 1 }}
            visibleFrom={round > 0 ? 'md' : undefined}
          >
            <Skeleton height={14} width="60%" />
            {Array.from({ length: count }, (_, i) => (
              <Skeleton key={i} height={96} radius="md" />
            ))}
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}
