import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { type AdvanceJob, advancePercent, describeAdvanceTarget } from '@rinkside/domain';

/** A running advance: what it plays to, its games so far and a bar (striped while its length is unknown). */
export function AdvanceProgress({ advance }: { advance: AdvanceJob }) {
  const percent = advancePercent(advance);
  const counted =
    advance.total === null
      ? `${advance.played} ${advance.played === 1 ? 'game' : 'games'} played`
      : `${advance.played} of ${advance.total} games played`;
  return (
    <Stack gap={6} role="status" aria-live="polite">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Loader size="xs" aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">
          Advancing {describeAdvanceTarget(advance.request)}… {counted}
        </Text>
      </Group>
      <Progress
        value={percent ?? 100}
        striped={percent === null}
        animated={percent === null}
        aria-label="Advance progress"
      />
    </Stack>
  );
}
