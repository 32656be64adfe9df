import { Stack, Text } from '@mantine/core';
import type { TradeFinderAsset } from '@rinkside/domain';

/**
 * A finder's package in words, one line a side: "You add: …" / "They add: …" for what it adds to a trade
 * (`verb` 'add'), "You give: …" / "They give: …" for a whole deal ('give'). A side with nothing is left out.
 */
export function FinderAssets({
  assets,
  myTeamId,
  verb,
  id,
}: {
  assets: readonly TradeFinderAsset[];
  myTeamId: number;
  verb: 'add' | 'give';
  /** For the buttons that act on the package to be described by it. */
  id?: string;
}) {
  const mine = assets.filter((a) => a.fromTeamId === myTeamId).map((a) => a.label);
  const theirs = assets.filter((a) => a.fromTeamId !== myTeamId).map((a) => a.label);
  return (
    <Stack gap={2} id={id}>
      {mine.length > 0 && (
        <Text size="sm">
          <Text span fw={600}>
            You {verb}:
          </Text>{' '}
          {mine.join(', ')}
        </Text>
      )}
      {theirs.length > 0 && (
        <Text size="sm">
          <Text span fw={600}>
            They {verb}:
          </Text>{' '}
          {theirs.join(', ')}
        </Text>
      )}
      {mine.length + theirs.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing to add.
        </Text>
      )}
    </Stack>
  );
}
