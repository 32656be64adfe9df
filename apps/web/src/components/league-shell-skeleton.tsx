import { Box, Container, Group, Skeleton, Stack } from '@mantine/core';

const LOGO_COUNT = 12;

/**
 * The league shell's outline (logo strip, side menu, page) while its code or the league loads: the
 * strip and menu appear where they will be, so nothing jumps when the league arrives.
 */
export function LeagueShellSkeleton() {
  return (
    <Box role="status" aria-label="Loading league" aria-busy="true">
      <Group
        gap={4}
        px="md"
        py={8}
        wrap="nowrap"
        justify="center"
        style={{ overflow: 'hidden', borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {Array.from({ length: LOGO_COUNT }, (_, i) => (
          <Skeleton key={i} circle height={36} m={6} style={{ flexShrink: 0 }} />
        ))}
      </Group>
      <Container size="xl" py="md" px={{ base: 'sm', sm: 'md' }}>
        <Skeleton hiddenFrom="sm" height={36} radius="sm" mb="sm" />
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <Stack visibleFrom="sm" gap="xs" w={232} style={{ flexShrink: 0 }}>
            <Skeleton height={36} radius="md" />
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={34} radius="md" />
            ))}
          </Stack>
          <Stack gap="lg" style={{ flex: 1, minWidth: 0 }}>
            <Skeleton height={30} width={260} maw="70%" radius="sm" />
            <Skeleton height={12} radius="xl" />
            <Skeleton height={220} radius="md" />
          </Stack>
        </Group>
      </Container>
    </Box>
  );
}
