import type { PlayoffRound, PlayoffSeries } from '@rinkside/domain';

const byNumber = new Intl.Collator('en', { numeric: true });

/**
 * Rounds in order, each round's series from the top of the bracket down: a series sits where the
 * series it feeds sits, so each pair of columns lines up as a bracket does.
 */
export function orderedRounds(rounds: readonly PlayoffRound[]): PlayoffRound[] {
  const sorted = [...rounds].sort((a, b) => a.round - b.round);
  const all = sorted.flatMap((round) => round.series);
  const ids = new Set(all.map((series) => series.id));
  const feeders = new Map<string, PlayoffSeries[]>();
  for (const series of all)
    if (series.feeds !== null) feeders.set(series.feeds, [...(feeders.get(series.feeds) ?? []), series]);

  // Numbered from the final down, top side first: within a round the numbers run top to bottom.
  const position = new Map<string, number>();
  const visit = (series: PlayoffSeries): void => {
    if (position.has(series.id)) return;
    position.set(series.id, position.size);
    // Two series feeding one: the server numbers a round from the top down ('r1s1' above 'r1s2').
    const fed = [...(feeders.get(series.id) ?? [])].sort((a, b) => byNumber.compare(a.id, b.id));
    for (const feeder of fed) visit(feeder);
  };
  // From the final down: every series not feeding a known one is a root.
  for (const round of [...sorted].reverse())
    for (const series of round.series) if (series.feeds === null || !ids.has(series.feeds)) visit(series);

  const place = (series: PlayoffSeries) => position.get(series.id) ?? Number.MAX_SAFE_INTEGER;
  return sorted.map((round) => ({
    ...round,
    series: [...round.series].sort((a, b) => place(a) - place(b)),
  }));
}

/** The bracket's conferences in the order they first appear; empty for a league-wide bracket. */
export function bracketConferences(rounds: readonly PlayoffRound[]): string[] {
  const names = rounds.flatMap((round) => round.series.map((series) => series.conference));
  return [...new Set(names.filter((name): name is string => name !== null))];
}

/** The round to show first on a phone: the earliest with a series still undecided, else the last. */
export function currentRoundIndex(rounds: readonly PlayoffRound[]): number {
  const open = rounds.findIndex((round) => round.series.some((series) => series.winnerTeamId === null));
  return open === -1 ? Math.max(rounds.length - 1, 0) : open;
}

/** A series as a line: 'TOR leads 3-2', 'FLA wins 4-1', 'Series tied 2-2', 'Not started'. */
export function seriesScoreText(series: PlayoffSeries, abbreviationOf: (teamId: number) => string): string {
  const { highSeed, lowSeed, winnerTeamId } = series;
  const [high, low] = series.wins;
  if (!highSeed || !lowSeed) return 'Waiting for the teams';
  if (winnerTeamId !== null) {
    const highWon = winnerTeamId === highSeed.teamId;
    return `${abbreviationOf(winnerTeamId)} wins ${highWon ? high : low}-${highWon ? low : high}`;
  }
  if (high > low) return `${abbreviationOf(highSeed.teamId)} leads ${high}-${low}`;
  if (low > high) return `${abbreviationOf(lowSeed.teamId)} leads ${low}-${high}`;
  return high === 0 ? 'Not started' : `Series tied ${high}-${low}`;
}

/** How many of a series' games are played: playoff games never end level, so one per win. */
export const gamesPlayed = (series: PlayoffSeries): number => series.wins[0] + series.wins[1];
