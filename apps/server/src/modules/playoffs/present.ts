import {
  type PlayoffBracket,
  type PlayoffRound,
  type PlayoffsResponse,
  resolveBracket,
} from '@rinkside/domain';
import type { SeriesRow } from './repo';
import { winnersOf } from './series-schedule';

/** 'First Round' ... 'Conference Final' (or 'Semifinal' when seeded league-wide), 'Final'. */
export function roundName(bracket: PlayoffBracket, round: number): string {
  const fromLast = bracket.rounds.length - 1 - round;
  if (fromLast === 0) return 'Final';
  if (fromLast === 1) return bracket.format === 'league-seeded' ? 'Semifinal' : 'Conference Final';
  return ['First Round', 'Second Round', 'Third Round'][round] ?? `Round ${round + 1}`;
}

/** The series id each series' winner goes on to, read from the slots of the round after it. */
function feedsOf(bracket: PlayoffBracket): Map<string, string> {
  const feeds = new Map<string, string>();
  for (const round of bracket.rounds)
    for (const series of round.series)
      for (const slot of [series.highSeed, series.lowSeed])
        if (slot.kind === 'winnerOf') feeds.set(slot.seriesId, series.id);
  return feeds;
}

export interface PlayoffsState {
  seasonId: number;
  bracket: PlayoffBracket | null;
  series: readonly SeriesRow[];
  /** Game ids by the series' row id, in game order. */
  gameIds: ReadonlyMap<number, number[]>;
  champion: { teamId: number; name: string } | null;
}

/** The bracket as the API shows it: every round from the start, series filled in as they open. */
export function presentPlayoffs(state: PlayoffsState): PlayoffsResponse {
  const { seasonId, bracket, series, gameIds, champion } = state;
  if (!bracket) return { seasonId, status: 'not-started', rounds: [], champion: null };
  const rowByKey = new Map(series.map((s) => [s.series_key, s]));
  const feeds = feedsOf(bracket);
  const rounds: PlayoffRound[] = resolveBracket(bracket, winnersOf(series)).map((resolved, r) => ({
    round: r + 1,
    name: roundName(bracket, r),
    series: resolved.map((s) => {
      const row = rowByKey.get(s.id);
      return {
        id: s.id,
        round: r + 1,
        conference: s.conference,
        length: s.seriesLength,
        highSeed: s.highSeed,
        lowSeed: s.lowSeed,
        wins: row ? [row.high_wins, row.low_wins] : [0, 0],
        gameIds: row ? (gameIds.get(row.id) ?? []) : [],
        winnerTeamId: s.winnerId,
        feeds: feeds.get(s.id) ?? null,
      };
    }),
  }));
  return { seasonId, status: champion ? 'complete' : 'in-progress', rounds, champion };
}
