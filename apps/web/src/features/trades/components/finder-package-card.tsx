import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { LOPSIDED_BELOW, type TradeFinderPackage } from '@rinkside/domain';
import type { ReactNode } from 'react';
import { FinderAssets } from './finder-assets';

/**
 * The package's balance in words: how even it is through neutral eyes, and how the partner sees it. A
 * package the partner's model accepts never gives it less than it gets in neutral eyes (docs/decisions/094),
 * so an uneven one is always in the partner's favour.
 */
function PackageValue({ pkg }: { pkg: TradeFinderPackage }) {
  const uneven = pkg.fairness.toFixed(2) !== '1.00';
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="xs" c="dimmed">
        Fairness {pkg.fairness.toFixed(2)} (1 is even{uneven ? ', below it in their favour' : ''}) · their
        value ratio {pkg.ratio.toFixed(2)}
      </Text>
      {pkg.fairness < LOPSIDED_BELOW && (
        <Badge color="red" variant="light" size="sm">
          Lopsided in their favour
        </Badge>
      )}
      {pkg.estimate && (
        <Badge color="gray" variant="light" size="sm">
          Estimate
        </Badge>
      )}
    </Group>
  );
}

/**
 * One package of the trade finder as a list item: what each side adds or gives, its balance, and the
 * buttons that act on it (described by its assets, so "Add to trade" says which trade to a screen reader).
 */
export function FinderPackageCard({
  pkg,
  myTeamId,
  verb,
  label,
  describedBy,
  children,
}: {
  pkg: TradeFinderPackage;
  myTeamId: number;
  verb: 'add' | 'give';
  /** Its name in the list: 'Suggestion 1', 'Offer 2 from Boston Bears'. */
  label: string;
  /** The id its assets carry, for its buttons' aria-describedby. */
  describedBy: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={label}>
      {/* The buttons sit beside the package on a wide screen and under it on a phone. */}
      <Group justify="space-between" align="center" gap="xs">
        <Stack gap={6} style={{ flex: '1 1 18rem' }}>
          <FinderAssets assets={pkg.adds} myTeamId={myTeamId} verb={verb} id={describedBy} />
          <PackageValue pkg={pkg} />
        </Stack>
        <Group gap="xs" ml="auto">
          {children}
        </Group>
      </Group>
    </Paper>
  );
}
