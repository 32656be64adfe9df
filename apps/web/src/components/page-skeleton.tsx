import { Box, Container, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The outline of a page while its code loads, so the layout does not jump when it arrives. */
export type PageShape =
  'article' | 'cards' | 'table' | 'board' | 'detail' | 'calendar' | 'form' | 'conversations';

interface PageSkeletonProps {
  /** The page's name as the menu calls it: announced as 'Loading {name} page'. */
  name: string;
  shape: PageShape;
  /** Top-level pages sit in their own container; pages inside the league shell do not. */
  contained?: boolean;
}

const rows = (count: number, height: number) =>
  Array.from({ length: count }, (_, i) => <Skeleton key={i} height={height} radius="sm" />);

const panel = (children: ReactNode, height?: number) => (
  <Paper withBorder radius="md" p="md" h={height}>
    {children}
  </Paper>
);

const BODIES: Record<PageShape, () => ReactNode> = {
  article: () => (
    <Stack gap="sm" maw={760}>
      {[100, 96, 92, 98, 60].map((width, i) => (
        <Skeleton key={i} height={14} width={`${width}%`} radius="sm" />
      ))}
      <Skeleton height={160} mt="md" radius="md" />
    </Stack>
  ),
  cards: () => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={132} radius="md" />
      ))}
    </SimpleGrid>
  ),
  table: () =>
    panel(
      <Stack gap="sm">
        <Skeleton height={32} radius="sm" />
        {rows(8, 22)}
      </Stack>,
    ),
  board: () => (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {panel(<Stack gap="sm">{rows(8, 36)}</Stack>)}
      {panel(<Stack gap="sm">{rows(6, 48)}</Stack>)}
    </SimpleGrid>
  ),
  detail: () => (
    <Stack gap="md">
      {panel(
        <Group gap="md" wrap="nowrap">
          <Skeleton circle height={64} />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton height={20} width="50%" />
            <Skeleton height={14} width="70%" />
          </Stack>
        </Group>,
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {panel(<Stack gap="sm">{rows(5, 18)}</Stack>)}
        {panel(<Stack gap="sm">{rows(5, 18)}</Stack>)}
      </SimpleGrid>
    </Stack>
  ),
  calendar: () =>
    panel(
      <SimpleGrid cols={7} spacing={6} verticalSpacing={6}>
        {Array.from({ length: 35 }, (_, i) => (
          <Skeleton key={i} height={56} radius="sm" />
        ))}
      </SimpleGrid>,
    ),
  form: () =>
    panel(
      <Stack gap="md" maw={560}>
        {rows(4, 36)}
        <Skeleton height={36} width={140} radius="sm" />
      </Stack>,
    ),
  conversations: () => (
    <Group align="stretch" gap="md" wrap="nowrap">
      <Box w={{ base: '100%', sm: 280 }}>{panel(<Stack gap="sm">{rows(6, 44)}</Stack>, 420)}</Box>
      <Box visibleFrom="sm" style={{ flex: 1 }}>
        {panel(null, 420)}
      </Box>
    </Group>
  ),
};

/** A Mantine skeleton shaped like the page it stands for; screen readers hear that the page is loading. */
export function PageSkeleton({ name, shape, contained = false }: PageSkeletonProps) {
  const body = (
    <Stack gap="lg" role="status" aria-label={`Loading ${name} page`} aria-busy="true">
      <Skeleton height={30} width={220} maw="60%" radius="sm" />
      {BODIES[shape]()}
    </Stack>
  );
  if (!contained) return body;
  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      {body}
    </Container>
  );
}
