import { Anchor, Badge, Group, ScrollArea, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { positionColor, type StoredPlayer } from '@rinkside/domain';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { RatingText } from '../../../components/rating-text';
import { SortableTh } from '../../../components/sortable-th';
import { useTableSort, type SortValue } from '../../../components/use-table-sort';
import {
  GOALIE_ATTRIBUTE_COLUMNS,
  SKATER_ATTRIBUTE_COLUMNS,
  type AttributeColumn,
} from '../../../lib/attribute-columns';

interface AttributesTableProps {
  players: StoredPlayer[];
  columns: AttributeColumn[];
  playerHref: (playerId: number) => string;
  caption: string;
}

function AttributesTable({ players, columns, playerHref, caption }: AttributesTableProps) {
  const valueOf = useCallback(
    (p: StoredPlayer, key: string): SortValue => {
      if (key === 'name') return `${p.lastName} ${p.firstName}`;
      if (key === 'position') return p.position;
      if (key === 'overall') return p.overall;
      return columns.find((c) => c.key === key)?.value(p) ?? null;
    },
    [columns],
  );
  const { sorted, sort, toggle } = useTableSort<StoredPlayer, string>(
    players,
    valueOf,
    { key: 'overall', direction: 'desc' },
    (key) => (key === 'name' || key === 'position' ? 'asc' : 'desc'),
  );
  if (players.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No players.
      </Text>
    );
  return (
    <ScrollArea type="auto" offsetScrollbars="x">
      <Table striped highlightOnHover verticalSpacing={4} fz="sm" miw={300 + columns.length * 52}>
        <Table.Caption ta="left">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" sort={sort} onSort={toggle}>
              Name
            </SortableTh>
            <SortableTh column="position" sort={sort} onSort={toggle} title="Position">
              Pos
            </SortableTh>
            <SortableTh column="overall" sort={sort} onSort={toggle} title="Overall">
              OVR
            </SortableTh>
            {columns.map((c) => (
              <SortableTh key={c.key} column={c.key} sort={sort} onSort={toggle} title={c.name}>
                {c.abbreviation}
              </SortableTh>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={playerHref(p.id)} size="sm" fw={600}>
                  {p.firstName.charAt(0)}. {p.lastName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={positionColor(p.position)}>
                  {p.position}
                </Badge>
              </Table.Td>
              <Table.Td>
                <RatingText value={p.overall} />
              </Table.Td>
              {columns.map((c) => {
                const value = c.value(p);
                return <Table.Td key={c.key}>{value === null ? '-' : <RatingText value={value} />}</Table.Td>;
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function Legend({ columns, title }: { columns: AttributeColumn[]; title: string }) {
  return (
    <section aria-label={title}>
      <Text size="xs" fw={700} mb={4}>
        {title}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing={4} verticalSpacing={2} component="dl" m={0}>
        {columns.map((c) => (
          <Group key={c.key} gap={6} wrap="nowrap">
            <Text component="dt" fw={700} size="xs" w={30}>
              {c.abbreviation}
            </Text>
            <Text component="dd" size="xs" c="dimmed" m={0}>
              {c.name}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
    </section>
  );
}

/** SPEC §2 sortable Attributes tab, skaters and goalies, with the legend of abbreviations. */
export function AttributesView({
  players,
  playerHref,
}: {
  players: StoredPlayer[];
  playerHref: (id: number) => string;
}) {
  const skaters = players.filter((p) => p.position !== 'G');
  const goalies = players.filter((p) => p.position === 'G');
  return (
    <Tabs defaultValue="skaters" variant="pills" keepMounted={false}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="skaters">Skaters ({skaters.length})</Tabs.Tab>
        <Tabs.Tab value="goalies">Goalies ({goalies.length})</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="skaters">
        <Stack gap="sm">
          <AttributesTable
            players={skaters}
            columns={SKATER_ATTRIBUTE_COLUMNS}
            playerHref={playerHref}
            caption="Skater attributes"
          />
          <Legend columns={SKATER_ATTRIBUTE_COLUMNS} title="Skater abbreviations" />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="goalies">
        <Stack gap="sm">
          <AttributesTable
            players={goalies}
            columns={GOALIE_ATTRIBUTE_COLUMNS}
            playerHref={playerHref}
            caption="Goalie attributes"
          />
          <Legend columns={GOALIE_ATTRIBUTE_COLUMNS} title="Goalie abbreviations" />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
