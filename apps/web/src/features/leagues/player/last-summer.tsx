import { Text } from '@mantine/core';
import { describeLastSummer, type PlayerProgressionView } from '@rinkside/domain';

/** 'Last summer: 71 → 74 (age 22: youth +2, potential +1, luck +0)': why his rating moved. */
export function LastSummer({ change }: { change: PlayerProgressionView }) {
  const delta = change.overall.to - change.overall.from;
  return (
    <Text size="sm" c={delta > 0 ? 'teal' : delta < 0 ? 'red' : 'dimmed'} data-testid="last-summer">
      {describeLastSummer(change)}
    </Text>
  );
}
