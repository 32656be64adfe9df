import { formatPlusMinus, type StandingRow } from '@rinkside/domain';
import { recordColumns } from './record-columns';
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
  ...recordColumns<StandingRow>(),
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
