import { Anchor, Box, ScrollArea, Table, Title } from '@mantine/core';
import {
  type GoalieCareerLine,
  type SkaterCareerLine,
  formatGaa,
  formatPlusMinus,
  formatSavePercentage,
} from '@rinkside/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import classes from './career-table.module.css';

export interface CareerColumn<L> {
  label: string;
  /** The header's full name. */
  title: string;
  value: (line: L) => string | number;
  strong?: boolean;
}

export const SKATER_CAREER_COLUMNS: CareerColumn<SkaterCareerLine>[] = [
  { label: 'GP', title: 'Games played', value: (l) => l.gamesPlayed },
  { label: 'G', title: 'Goals', value: (l) => l.goals },
  { label: 'A', title: 'Assists', value: (l) => l.assists },
  { label: 'P', title: 'Points', value: (l) => l.points, strong: true },
  { label: '+/-', title: 'Plus-minus', value: (l) => formatPlusMinus(l.plusMinus) },
  { label: 'PIM', title: 'Penalty minutes', value: (l) => l.pim },
  { label: 'SOG', title: 'Shots on goal', value: (l) => l.shots },
];

export const GOALIE_CAREER_COLUMNS: CareerColumn<GoalieCareerLine>[] = [
  { label: 'GP', title: 'Games played', value: (l) => l.gamesPlayed },
  { label: 'W', title: 'Wins', value: (l) => l.wins, strong: true },
  { label: 'L', title: 'Losses', value: (l) => l.losses },
  { label: 'OTL', title: 'Overtime and shootout losses', value: (l) => l.otLosses },
  {
    label: 'SV%',
    title: 'Save percentage',
    value: (l) => formatSavePercentage(l.savePercentage, l.shotsAgainst),
  },
  { label: 'GAA', title: 'Goals-against average', value: (l) => formatGaa(l.goalsAgainstAverage) },
  { label: 'SO', title: 'Shutouts', value: (l) => l.shutouts },
];

interface CareerRowPlace {
  seasonId: number;
  seasonLabel: string;
  team: { id: number; name: string; abbreviation: string };
}

interface CareerTableProps<L> {
  /** 'Regular season' or 'Playoffs': the table's name. */
  caption: string;
  rows: readonly (CareerRowPlace & L)[];
  totals: L & { seasons: number };
  columns: readonly CareerColumn<L>[];
  leagueId: number;
}

/** One part of a career: a row per season and team, oldest first, and the career line below. */
export function CareerTable<L>({ caption, rows, totals, columns, leagueId }: CareerTableProps<L>) {
  const titleId = useId();
  return (
    <div>
      <Title order={3} fz="sm" fw={700} mb={4} id={titleId}>
        {caption}
      </Title>
      <ScrollArea type="auto" offsetScrollbars="x">
        <Table
          fz="sm"
          verticalSpacing={6}
          miw={88 + 84 + columns.length * 44}
          className={classes.table}
          aria-labelledby={titleId}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Season</Table.Th>
              <Table.Th scope="col">Team</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.label} scope="col" ta="right">
                  <abbr title={c.title} style={{ textDecoration: 'none' }}>
                    {c.label}
                  </abbr>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.seasonId}-${row.team.id}`}>
                <Table.Th scope="row" fw={600}>
                  {row.seasonLabel}
                </Table.Th>
                <Table.Td>
                  {/* The abbreviation on a phone, the name where there is room. */}
                  <Anchor
                    component={Link}
                    to={`/league/${leagueId}/team/${row.team.id}`}
                    title={row.team.name}
                    aria-label={row.team.name}
                  >
                    <Box component="span" hiddenFrom="sm">
                      {row.team.abbreviation}
                    </Box>
                    <Box component="span" visibleFrom="sm">
                      {row.team.name}
                    </Box>
                  </Anchor>
                </Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c.label} ta="right" fw={c.strong ? 700 : undefined}>
                    {c.value(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Td>Career</Table.Td>
              <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {totals.seasons === 1 ? '1 season' : `${totals.seasons} seasons`}
              </Table.Td>
              {columns.map((c) => (
                <Table.Td key={c.label} ta="right">
                  {c.value(totals)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollArea>
    </div>
  );
}
