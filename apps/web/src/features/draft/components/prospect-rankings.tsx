import { Badge, Paper, Table, Text } from '@mantine/core';
import type { DraftProspect } from '@rinkside/domain';
import { SortableTh } from '../../../components/sortable-th';
import { useTableSort, type SortValue } from '../../../components/use-table-sort';
import { projectedText } from '../draft-words';
import { ProspectLink } from './prospect-link';

type Column = 'rank' | 'name' | 'position' | 'age' | 'country' | 'overall' | 'projected';

const valueOf = (p: DraftProspect, key: Column): SortValue =>
  key === 'projected' ? p.projected.mid : key === 'name' ? p.name : p[key];

// Rank and age read best low first; names and countries alphabetically; ratings best first.
const firstDirection = (key: Column): 'asc' | 'desc' =>
  key === 'rank' || key === 'age' || key === 'name' || key === 'country' || key === 'position'
    ? 'asc'
    : 'desc';

/** The class as the scouts rank it, sortable by each column. */
export function ProspectRankings({
  leagueId,
  prospects,
}: {
  leagueId: number;
  prospects: readonly DraftProspect[];
}) {
  const { sorted, sort, toggle } = useTableSort<DraftProspect, Column>(
    prospects,
    valueOf,
    { key: 'rank', direction: 'asc' },
    firstDirection,
  );
  const th = (column: Column, label: string, title?: string) => (
    <SortableTh column={column} sort={sort} onSort={toggle} title={title}>
      {label}
    </SortableTh>
  );
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing={6} data-testid="prospect-rankings">
          <Table.Thead>
            <Table.Tr>
              {th('rank', 'Rank')}
              {th('name', 'Name')}
              {th('position', 'Pos', 'Position')}
              {th('age', 'Age')}
              {th('country', 'Country')}
              {th('overall', 'OVR', 'Overall today')}
              {th('projected', 'Projected', 'Projected potential')}
              <Table.Th>Scouting note</Table.Th>
              <Table.Th>Drafted</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={9}>
                  <Text size="sm" c="dimmed" ta="center" py="sm">
                    No prospect matches these filters.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {sorted.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.rank}</Table.Td>
                <Table.Td>
                  <ProspectLink leagueId={leagueId} id={p.id} name={p.name} />
                  {p.reEntry && (
                    <Badge size="xs" variant="outline" ml={6}>
                      Re-entry
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{p.position}</Table.Td>
                <Table.Td>{p.age}</Table.Td>
                <Table.Td>{p.country}</Table.Td>
                <Table.Td>{p.overall}</Table.Td>
                <Table.Td>
                  {projectedText(p.projected)}
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({p.projected.mid})
                  </Text>
                </Table.Td>
                <Table.Td maw={280}>
                  <Text size="xs" lineClamp={2} title={p.scoutingNote}>
                    {p.scoutingNote}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {p.drafted ? (
                    <Text size="xs">
                      #{p.drafted.overall} {p.drafted.team.abbreviation}
                    </Text>
                  ) : (
                    <Text size="xs" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
