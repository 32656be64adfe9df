import { formatPlusMinus, type StandingRow } from '@rinkside/domain';
import { StatsTable, type StatColumn } from './stats-table';

// SPEC §2 Standings columns, plus the computed points %, goal differential and points rank (§9).
const COLUMNS: StatColumn<StandingRow>[] = [
  {
    key: 'pointsRank',
    label: 'Rank',
    title: 'Points rank',
    value: (t) => t.pointsRank,
    ascending: true,
    align: 'right',
  },
  { key: 'name', label: 'Team', value: (t) => t.name, wrap: true },
  { key: 'gamesPlayed', label: 'GP', title: 'Games played', value: (t) => t.gamesPlayed, align: 'right' },
  { key: 'wins', label: 'W', title: 'Wins', value: (t) => t.wins, align: 'right' },
  { key: 'losses', label: 'L', title: 'Losses', value: (t) => t.losses, align: 'right' },
  {
    key: 'otLosses',
    label: 'OTL',
    title: 'Overtime and shootout losses',
    value: (t) => t.otLosses,
    align: 'right',
  },
  { key: 'points', label: 'PTS', title: 'Points', value: (t) => t.points, align: 'right' },
  { key: 'goalsFor', label: 'GF', title: 'Goals for', value: (t) => t.goalsFor, align: 'right' },
  {
    key: 'goalsAgainst',
    label: 'GA',
    title: 'Goals against',
    value: (t) => t.goalsAgainst,
    ascending: true,
    align: 'right',
  },
  {
    key: 'pointsPercentage',
    label: 'P%',
    title: 'Points percentage',
    value: (t) => t.pointsPercentage,
    render: (t) => t.pointsPercentage.toFixed(3),
    align: 'right',
  },
  {
    key: 'goalDifferential',
    label: 'DIFF',
    title: 'Goal differential',
    value: (t) => t.goalDifferential,
    render: (t) => formatPlusMinus(t.goalDifferential),
    align: 'right',
  },
];

/** One standings table, sortable by every column; ranked by points first. */
export function StandingsTable({ rows, caption }: { rows: readonly StandingRow[]; caption: string }) {
  return (
    <StatsTable
      rows={rows}
      columns={COLUMNS}
      rowKey={(t) => t.teamId}
      initialSort={{ key: 'pointsRank', direction: 'asc' }}
      caption={caption}
      minWidth={720}
      stickyColumns={2}
    />
  );
}
