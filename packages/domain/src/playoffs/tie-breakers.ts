import { pointsPercentage, type StandingRow } from '../standings';
import { headToHeadPercentages, type HeadToHeadGame } from './head-to-head';

/** What the tie-breakers read of a team's regular season: a standings row fits as it is. */
export type SeasonRecord = Pick<
  StandingRow,
  | 'teamId'
  | 'conference'
  | 'division'
  | 'gamesPlayed'
  | 'wins'
  | 'points'
  | 'regulationWins'
  | 'regulationOvertimeWins'
  | 'goalsFor'
  | 'goalsAgainst'
>;

/** The NHL's Tie-Breaking Procedure, in order, then Rinkside's final rule (the lower team id). */
export const TIE_BREAKERS = [
  'points',
  'pointsPercentage',
  'regulationWins',
  'regulationOvertimeWins',
  'wins',
  'headToHead',
  'goalDifferential',
  'goalsFor',
  'teamId',
] as const;
export type TieBreaker = (typeof TIE_BREAKERS)[number];

export interface RankedTeam<T extends SeasonRecord = SeasonRecord> {
  team: T;
  /** The rule that put this team ahead of the next one; null for the last team. */
  aheadOfNextBy: TieBreaker | null;
}

type Key = (group: readonly SeasonRecord[], games: readonly HeadToHeadGame[]) => Map<number, number>;
const each =
  (value: (t: SeasonRecord) => number): Key =>
  (group) =>
    new Map(group.map((t) => [t.teamId, value(t)]));

// Higher is better for every key; the team id is negated so the lower id ranks first.
const KEYS: Record<TieBreaker, Key> = {
  points: each((t) => t.points),
  pointsPercentage: each((t) => pointsPercentage(t) ?? 0),
  regulationWins: each((t) => t.regulationWins),
  regulationOvertimeWins: each((t) => t.regulationOvertimeWins),
  wins: each((t) => t.wins),
  headToHead: (group, games) => headToHeadPercentages(group, games),
  goalDifferential: each((t) => t.goalsFor - t.goalsAgainst),
  goalsFor: each((t) => t.goalsFor),
  teamId: each((t) => -t.teamId),
};

/**
 * Orders teams by the NHL's Tie-Breaking Procedure. Only head-to-head depends on which teams are
 * tied, so whenever a rule splits a group, each still-tied part starts the procedure again: two
 * teams left level after a three-way head-to-head are then ranked by their own games.
 */
export function rankTeams<T extends SeasonRecord>(
  teams: readonly T[],
  headToHead: readonly HeadToHeadGame[],
): RankedTeam<T>[] {
  const ranked = order([...teams], headToHead);
  return ranked.map((r, i) => ({ team: r.team, aheadOfNextBy: i === ranked.length - 1 ? null : r.by }));
}

interface Placed<T> {
  team: T;
  by: TieBreaker | null;
}

function order<T extends SeasonRecord>(group: T[], games: readonly HeadToHeadGame[]): Placed<T>[] {
  if (group.length <= 1) return group.map((team) => ({ team, by: null }));
  for (const rule of TIE_BREAKERS) {
    const key = KEYS[rule](group, games);
    const values = [...new Set(group.map((t) => key.get(t.teamId) ?? 0))].sort((a, b) => b - a);
    if (values.length === 1) continue;
    return values.flatMap((value) => {
      const part = order(
        group.filter((t) => key.get(t.teamId) === value),
        games,
      );
      const last = part[part.length - 1];
      if (last) last.by = rule;
      return part;
    });
  }
  throw new Error('Teams share a team id');
}
