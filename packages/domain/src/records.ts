// League records (docs/decisions/089): which lines qualify for a record and how ties are ordered.
// The server gathers the lines; these rules pick and order the holders.

/** What a record is over: one season, one game, or a whole career in the league. */
export type RecordScope = 'season' | 'game' | 'career';

/** Whether a record rewards the highest value (most goals) or the lowest (fewest goals against, GAA). */
export type RecordDirection = 'high' | 'low';

/**
 * The least a goalie must have played for his save percentage or goals-against average to count: a few
 * good games are no record. A season asks for 10 games and 250 shots faced, a career for 40 games and
 * 1,000 shots (the NHL's own leaders ask for a share of the team's games; a fixed floor reads the same in a
 * short schedule and a long one).
 */
export const GOALIE_RATE_MINIMUM = {
  season: { games: 10, shotsAgainst: 250 },
  career: { games: 40, shotsAgainst: 1000 },
} as const;

/** Whether a goalie's line is long enough for the save percentage and GAA records of `scope`. */
export function goalieRateQualifies(
  scope: 'season' | 'career',
  line: { games: number; shotsAgainst: number },
): boolean {
  const minimum = GOALIE_RATE_MINIMUM[scope];
  return line.games >= minimum.games && line.shotsAgainst >= minimum.shotsAgainst;
}

/**
 * Whether a team's season counts for a record that rewards a low total (fewest goals against): only a
 * season whose games the team has all played, or every team in a season under way would hold it.
 */
export function teamSeasonComplete(line: { gamesPlayed: number; gamesScheduled: number }): boolean {
  return line.gamesScheduled > 0 && line.gamesPlayed >= line.gamesScheduled;
}

/** A standing point total: two for a win, one for an overtime or shootout loss or a tie. */
export function teamPoints(line: { wins: number; otLosses: number; ties?: number }): number {
  return 2 * line.wins + line.otLosses + (line.ties ?? 0);
}

/** A line competing for a record: its value and when it was set. */
export interface RecordCandidate {
  value: number;
  /**
   * When the line was set, as a sortable text: the season's start year padded, then the game's start for a
   * game record; for a career, when it began. Earlier comes first among equal values.
   */
  when: string;
  /** The last word among equal values set at the same time: the lower id first. */
  id: number;
}

/**
 * The order of a record's holders: the better value first; among equal values, the earlier holder
 * (who set it first keeps it), then the lower id.
 */
export function compareRecordCandidates(
  direction: RecordDirection,
): (a: RecordCandidate, b: RecordCandidate) => number {
  return (a, b) => {
    const byValue = direction === 'high' ? b.value - a.value : a.value - b.value;
    if (byValue !== 0) return byValue;
    if (a.when !== b.when) return a.when < b.when ? -1 : 1;
    return a.id - b.id;
  };
}

/** How many holders each record lists: the record and the nearest behind it. */
export const RECORD_HOLDERS_SHOWN = 5;

/** A record's holders, best first, `limit` of them. */
export function rankRecord<T extends RecordCandidate>(
  lines: readonly T[],
  direction: RecordDirection,
  limit = RECORD_HOLDERS_SHOWN,
): T[] {
  return [...lines].sort(compareRecordCandidates(direction)).slice(0, limit);
}

/** The sortable "when" of a season: its start year, padded, then its id. */
export function seasonWhen(startYear: number, seasonId: number): string {
  return `${String(startYear).padStart(4, '0')}:${String(seasonId).padStart(10, '0')}`;
}

/** Save percentage as a fraction (0.915); 0 with no shots. */
export function savePercentage(saves: number, shotsAgainst: number): number {
  return shotsAgainst > 0 ? saves / shotsAgainst : 0;
}

/**
 * Whether a line's value can hold a record of the most of something: a zero (no shutouts, no goals) holds
 * none. Plus-minus, which can be negative, is the exception: its best may be below zero.
 */
export function holdsRecord(key: string, value: number): boolean {
  return key === 'plusMinus' || value > 0;
}
