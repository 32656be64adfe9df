import { Anchor } from '@mantine/core';
import { STATS_PAGE_SIZE, formatGaa, formatSavePercentage, type GoalieStats } from '@rinkside/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { StatsTable, type StatColumn } from './stats-table';

/** SPEC §9 goalie columns (Saves, GA, SV% three decimals, GAA two, W), 50 a page, sortable. */
export function GoalieStatsTable({
  rows,
  playerHref,
}: {
  rows: readonly GoalieStats[];
  playerHref: (id: number) => string;
}) {
  const columns = useMemo<StatColumn<GoalieStats>[]>(
    () => [
      {
        key: 'name',
        label: 'Goalie',
        value: (g) => `${g.lastName} ${g.firstName}`,
        render: (g) => (
          <Anchor component={Link} to={playerHref(g.playerId)} size="sm" fw={600}>
            {g.firstName} {g.lastName}
          </Anchor>
        ),
      },
      { key: 'team', label: 'Team', value: (g) => g.teamName },
      { key: 'gp', label: 'GP', title: 'Games played', value: (g) => g.gamesPlayed, align: 'right' },
      { key: 'wins', label: 'W', title: 'Wins', value: (g) => g.wins, align: 'right' },
      { key: 'losses', label: 'L', title: 'Losses', value: (g) => g.losses, align: 'right' },
      {
        key: 'otLosses',
        label: 'OTL',
        title: 'Overtime and shootout losses',
        value: (g) => g.otLosses,
        align: 'right',
      },
      { key: 'saves', label: 'Saves', value: (g) => g.saves, align: 'right' },
      {
        key: 'goalsAgainst',
        label: 'GA',
        title: 'Goals against',
        value: (g) => g.goalsAgainst,
        ascending: true,
        align: 'right',
      },
      {
        key: 'savePercentage',
        label: 'SV%',
        title: 'Save percentage',
        value: (g) => (g.shotsAgainst === 0 ? null : g.savePercentage),
        render: (g) => formatSavePercentage(g.savePercentage, g.shotsAgainst),
        align: 'right',
      },
      {
        key: 'gaa',
        label: 'GAA',
        title: 'Goals-against average',
        value: (g) => g.goalsAgainstAverage,
        render: (g) => formatGaa(g.goalsAgainstAverage),
        ascending: true,
        align: 'right',
      },
      { key: 'shutouts', label: 'SO', title: 'Shutouts', value: (g) => g.shutouts, align: 'right' },
    ],
    [playerHref],
  );
  return (
    <StatsTable
      rows={rows}
      columns={columns}
      rowKey={(g) => g.playerId}
      initialSort={{ key: 'wins', direction: 'desc' }}
      caption="Goalie statistics"
      pageSize={STATS_PAGE_SIZE}
      minWidth={760}
    />
  );
}
