import { Anchor, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { LeaderCategory } from '../leaders';

interface LeaderRow {
  playerId: number;
  firstName: string;
  lastName: string;
  teamName: string;
  gamesPlayed: number;
}

interface LeaderBoardProps<T extends LeaderRow> {
  title: string;
  categories: LeaderCategory<T>[];
  rows: readonly T[];
  top: (rows: readonly T[], category: LeaderCategory<T>) => T[];
  empty: string;
  playerHref: (playerId: number) => string;
}

/** A Top 10 card with one tab per category (SPEC §2 Stats leaders). */
export function LeaderBoard<T extends LeaderRow>({
  title,
  categories,
  rows,
  top,
  empty,
  playerHref,
}: LeaderBoardProps<T>) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      <Tabs defaultValue={categories[0]?.value} keepMounted={false}>
        <Tabs.List mb="sm">
          {categories.map((c) => (
            <Tabs.Tab key={c.value} value={c.value}>
              {c.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {categories.map((c) => {
          const leaders = top(rows, c);
          return (
            <Tabs.Panel key={c.value} value={c.value}>
              {leaders.length === 0 ? (
                <Text c="dimmed" ta="center" py="lg">
                  {empty}
                </Text>
              ) : (
                <Stack gap={0} component="ol" m={0} p={0} aria-label={`${title}: ${c.label}`}>
                  {leaders.map((row, i) => (
                    <Group
                      key={row.playerId}
                      component="li"
                      justify="space-between"
                      wrap="nowrap"
                      py={6}
                      px={4}
                      style={{
                        borderBottom: '1px solid var(--mantine-color-default-border)',
                        listStyle: 'none',
                      }}
                    >
                      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                        <Text w={22} ta="right" fw={700} c="dimmed" size="sm">
                          {i + 1}
                        </Text>
                        <div style={{ minWidth: 0 }}>
                          <Anchor
                            component={Link}
                            to={playerHref(row.playerId)}
                            fw={600}
                            size="sm"
                            truncate="end"
                            display="block"
                          >
                            {row.firstName} {row.lastName}
                          </Anchor>
                          <Text size="xs" c="dimmed" truncate="end">
                            {row.teamName} · {row.gamesPlayed} GP
                          </Text>
                        </div>
                      </Group>
                      <Text fw={800} size="lg" ff="monospace">
                        {c.format(row)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Paper>
  );
}
