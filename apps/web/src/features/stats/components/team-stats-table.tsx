import { formatPenaltyKillPercent, formatPowerPlayPercent, type TeamStats } from '@rinkside/domain';
import { recordColumns } from './record-columns';
import { shotMetricColumns } from './shot-metric-columns';
import { StatsTable, type StatColumn } from './stats-table';

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

// SPEC §3 team stats; PP% goals over opportunities, PK% 1 − goals against over kills, '-' with none (§9).
const COLUMNS: StatColumn<TeamStats>[] = [
  ...recordColumns<TeamStats>(),
  {
    key: 'pp',
    label: 'PP%',
    title: 'Power-play percentage',
    value: (t) => ratio(t.powerPlayGoals, t.powerPlays),
    render: (t) => formatPowerPlayPercent(t.powerPlayGoals, t.powerPlays),
    align: 'right',
  },
  {
    key: 'pk',
    label: 'PK%',
    title: 'Penalty-kill percentage',
    value: (t) => (t.penaltyKills === 0 ? null : 1 - t.penaltyKillGoalsAgainst / t.penaltyKills),
    render: (t) => formatPenaltyKillPercent(t.penaltyKillGoalsAgainst, t.penaltyKills),
    align: 'right',
  },
  { key: 'shots', label: 'S', title: 'Shots', value: (t) => t.shots, align: 'right' },
  { key: 'hits', label: 'Hits', value: (t) => t.hits, align: 'right' },
  { key: 'pim', label: 'PIM', title: 'Penalty minutes', value: (t) => t.pim, align: 'right' },
  ...shotMetricColumns<TeamStats>((t) => t.shotMetrics),
];

/** SPEC §2 All Stats, Team Stats: every team, not paged, sortable. */
export function TeamStatsTable({ rows }: { rows: readonly TeamStats[] }) {
  return (
    <StatsTable
      rows={rows}
      columns={COLUMNS}
      rowKey={(t) => t.teamId}
      initialSort={{ key: 'points', direction: 'desc' }}
      caption="Team statistics"
      minWidth={1080}
    />
  );
}
