import type { StatColumn } from './stats-table';

/** What a team's record shows in any table: standings and team stats share these columns. */
export interface TeamRecord {
  name: string;
  gamesPlayed: number;
  wins: number;
  losses: number;
  otLosses: number;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
}

// SPEC §2 Standings / §3 team stats: team, GP, W, L, OTL, PTS, GF, GA.
export function recordColumns<T extends TeamRecord>(): StatColumn<T>[] {
  return [
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
  ];
}
