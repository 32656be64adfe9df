import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Rate } from './shot-rates';

/** The season's rates, a small tile each. */
export function ShotRateTiles({ rates }: { rates: readonly Rate[] }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" component="dl" m={0}>
      {rates.map((r) => (
        <Paper key={r.label} withBorder radius="md" px="sm" py={6}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            <abbr title={r.title} style={{ textDecoration: 'none' }}>
              {r.label}
            </abbr>
          </Text>
          <Text component="dd" m={0} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {r.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
