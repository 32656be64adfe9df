import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { RATING_COLORS, ratingBand } from '@rinkside/domain';
import { RatingText } from '../../../components/rating-text';
import type { AttributeGroup } from './attribute-groups';

/** One card per attribute group, each attribute as a coloured bar (SPEC §9 rating bands). */
export function AttributeCards({ groups }: { groups: readonly AttributeGroup[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
      {groups.map((group) => (
        <Paper key={group.label} withBorder radius="lg" p="md" component="section" aria-label={group.label}>
          <Group justify="space-between" mb="xs">
            <Text fw={700}>{group.label}</Text>
            <RatingText value={group.average} fw={800} />
          </Group>
          <Stack gap={8}>
            {group.attributes.map((attribute) => (
              <div key={attribute.name}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{attribute.name}</Text>
                  <RatingText value={attribute.value} size="sm" />
                </Group>
                <Progress
                  value={attribute.value}
                  color={RATING_COLORS[ratingBand(attribute.value)].color}
                  size="sm"
                  radius="xl"
                  aria-label={`${attribute.name} ${attribute.value}`}
                />
              </div>
            ))}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
