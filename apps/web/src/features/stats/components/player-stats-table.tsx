import { Anchor } from '@mantine/core';
import {
  STATS_PAGE_SIZE,
  formatFaceoffPercent,
  formatIceTime,
  formatPlusMinus,
  isDefensePosition,
  type SkaterStats,
} from '@rinkside/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { shotMetricColumns } from './shot-metric-columns';
import { StatsTable, type StatColumn } from './stats-table';

/** FO% is shown for forwards only (SPEC §9): defencemen get '-'. */
const faceoffs = (s: SkaterStats) =>
  isDefensePosition(s.position) ? null : s.faceoffsTaken === 0 ? null : s.faceoffsWon / s.faceoffsTaken;

/** SPEC §9 player stat columns, 50 a page, sortable. */
export function PlayerStatsTable({
  rows,
  playerHref,
}: {
  rows: readonly SkaterStats[];
  playerHref: (id: number) => string;
}) {
  const columns = useMemo<StatColumn<SkaterStats>[]>(
    () => [
      {
        key: 'name',
        label: 'Player',
        value: (s) => `${s.lastName} ${s.firstName}`,
        render: (s) => (
          <Anchor component={Link} to={playerHref(s.playerId)} size="sm" fw={600}>
            {s.firstName} {s.lastName}
          </Anchor>
        ),
      },
      { key: 'team', label: 'Team', value: (s) => s.teamName },
      { key: 'position', label: 'Pos', title: 'Position', value: (s) => s.position },
      { key: 'gp', label: 'GP', title: 'Games played', value: (s) => s.gamesPlayed, align: 'right' },
      { key: 'goals', label: 'G', title: 'Goals', value: (s) => s.goals, align: 'right' },
      { key: 'assists', label: 'A', title: 'Assists', value: (s) => s.assists, align: 'right' },
      { key: 'points', label: 'P', title: 'Points', value: (s) => s.points, align: 'right' },
      { key: 'shots', label: 'S', title: 'Shots', value: (s) => s.shots, align: 'right' },
      { key: 'hits', label: 'Hits', value: (s) => s.hits, align: 'right' },
      {
        key: 'plusMinus',
        label: '+/-',
        title: 'Plus/minus',
        value: (s) => s.plusMinus,
        render: (s) => formatPlusMinus(s.plusMinus),
        align: 'right',
      },
      { key: 'ppGoals', label: 'PPG', title: 'Power-play goals', value: (s) => s.ppGoals, align: 'right' },
      { key: 'pim', label: 'PIM', title: 'Penalty minutes', value: (s) => s.pim, align: 'right' },
      {
        key: 'toi',
        label: 'TOI',
        title: 'Time on ice a game',
        value: (s) => s.icetime,
        render: (s) => formatIceTime(s.icetime),
        align: 'right',
      },
      { key: 'giveaways', label: 'GV', title: 'Giveaways', value: (s) => s.giveaways, align: 'right' },
      { key: 'takeaways', label: 'TK', title: 'Takeaways', value: (s) => s.takeaways, align: 'right' },
      { key: 'blocks', label: 'BLK', title: 'Blocked shots', value: (s) => s.shotBlocks, align: 'right' },
      {
        key: 'faceoffs',
        label: 'FO%',
        title: 'Faceoff percentage (forwards)',
        value: faceoffs,
        render: (s) => (faceoffs(s) === null ? '-' : formatFaceoffPercent(s.faceoffsWon, s.faceoffsTaken)),
        align: 'right',
      },
      ...shotMetricColumns<SkaterStats>((s) => s.shotMetrics, true),
    ],
    [playerHref],
  );
  return (
    <StatsTable
      rows={rows}
      columns={columns}
      rowKey={(s) => s.playerId}
      initialSort={{ key: 'points', direction: 'desc' }}
      caption="Skater statistics"
      pageSize={STATS_PAGE_SIZE}
      minWidth={1400}
    />
  );
}
