import {
  type ComparedPlayer,
  type UnsignedReason,
  GOALIE_RATING_GROUPS,
  SKATER_RATING_GROUPS,
  formatCapHit,
  formatGaa,
  formatPlusMinus,
  formatSavePercentage,
} from '@rinkside/domain';

export interface CompareRow {
  label: string;
  /** One cell a player, in the comparison's order; '—' where the row does not apply to him. */
  cells: string[];
}
export interface CompareSection {
  title: string;
  rows: CompareRow[];
}

const NONE = '—';

const UNSIGNED: Record<UnsignedReason, string> = {
  retired: 'Retired',
  'draft-class': 'In the draft class',
  'unsigned-pick': 'Unsigned draft pick',
  'free-agent': 'Free agent',
};

const row = (
  label: string,
  players: readonly ComparedPlayer[],
  cell: (p: ComparedPlayer) => string | number,
) => ({
  label,
  cells: players.map((p) => String(cell(p))),
});

type SkaterStats = Extract<ComparedPlayer['stats'], { kind: 'skater' }>;
type GoalieStats = Extract<ComparedPlayer['stats'], { kind: 'goalie' }>;
type SkaterLine = NonNullable<SkaterStats['season']>;
type GoalieLine = NonNullable<GoalieStats['season']>;

const SKATER_STATS: [string, (l: SkaterLine) => string | number][] = [
  ['GP', (l) => l.gamesPlayed],
  ['G', (l) => l.goals],
  ['A', (l) => l.assists],
  ['P', (l) => l.points],
  ['+/-', (l) => formatPlusMinus(l.plusMinus)],
  ['PIM', (l) => l.pim],
  ['S', (l) => l.shots],
];
const GOALIE_STATS: [string, (l: GoalieLine) => string | number][] = [
  ['GP', (l) => l.gamesPlayed],
  ['W', (l) => l.wins],
  ['L', (l) => l.losses],
  ['OTL', (l) => l.otLosses],
  ['SV%', (l) => formatSavePercentage(l.savePercentage, l.shotsAgainst)],
  ['GAA', (l) => formatGaa(l.goalsAgainstAverage)],
  ['SO', (l) => l.shutouts],
];

/** A part's stat rows: skater rows when a skater is compared, goalie rows when a goalie is. */
function statRows(players: readonly ComparedPlayer[], part: 'season' | 'career'): CompareRow[] {
  const rows: CompareRow[] = [];
  const zero = 0;
  if (players.some((p) => p.kind === 'skater'))
    for (const [label, cell] of SKATER_STATS)
      rows.push(
        row(`${label}${players.some((p) => p.kind === 'goalie') ? ' (skater)' : ''}`, players, (p) => {
          if (p.stats.kind !== 'skater') return NONE;
          const line = p.stats[part];
          return line ? cell(line) : label === 'GP' ? zero : NONE;
        }),
      );
  if (players.some((p) => p.kind === 'goalie'))
    for (const [label, cell] of GOALIE_STATS)
      rows.push(
        row(`${label}${players.some((p) => p.kind === 'skater') ? ' (goalie)' : ''}`, players, (p) => {
          if (p.stats.kind !== 'goalie') return NONE;
          const line = p.stats[part];
          return line ? cell(line) : label === 'GP' ? zero : NONE;
        }),
      );
  return rows;
}

/** The side-by-side table's sections: who he is, his contract, ratings by group, this season, career. */
export function compareSections(
  players: readonly ComparedPlayer[],
  seasonLabel: string | null,
): CompareSection[] {
  const groups = [
    ...(players.some((p) => p.kind === 'skater') ? SKATER_RATING_GROUPS : []),
    ...(players.some((p) => p.kind === 'goalie') ? GOALIE_RATING_GROUPS : []),
  ];
  const mixed = players.some((p) => p.kind === 'skater') && players.some((p) => p.kind === 'goalie');
  return [
    {
      title: 'Player',
      rows: [
        row('Team', players, (p) => p.team?.abbreviation ?? NONE),
        row('Position', players, (p) => p.position),
        row('Age', players, (p) => p.age),
        row('Overall', players, (p) => p.overall),
        row('Potential', players, (p) => p.potential ?? 'Scouted'),
      ],
    },
    {
      title: 'Contract',
      rows: [
        row('Cap hit', players, (p) =>
          p.contract ? formatCapHit(p.contract.capHit) : UNSIGNED[p.unsignedReason ?? 'free-agent'],
        ),
        row('Years left', players, (p) => p.contract?.yearsLeft ?? NONE),
      ],
    },
    {
      title: 'Ratings',
      rows: groups.map(([key, label]) => ({
        label: mixed && key === 'senses' ? (label === 'Senses' ? 'Senses (skater)' : label) : label,
        cells: players.map((p) => {
          const kindGroups = p.kind === 'goalie' ? GOALIE_RATING_GROUPS : SKATER_RATING_GROUPS;
          if (!kindGroups.some(([k, l]) => k === key && l === label)) return NONE;
          return String(p.ratingGroups.find((g) => g.key === key)?.average ?? NONE);
        }),
      })),
    },
    { title: seasonLabel ? `Season ${seasonLabel}` : 'This season', rows: statRows(players, 'season') },
    { title: 'Career (regular season)', rows: statRows(players, 'career') },
  ];
}
