import { type SeriesLength, addDays, playoffChampion, seriesAfterGame } from '@rinkside/domain';
import type { Selectable } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { GamesTable } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Db } from '../../db/schema';
import { newsOfPhaseChange } from '../feed/season-news';
import { noticePhaseChange } from '../notifications/game-notices';
import { changePhase, regularSeasonSpan } from '../season-phase/api';
import * as repo from './repo';
import { openReadySeries, winnersOf } from './series-schedule';
import { playoffSettingsOf } from './settings';
import { startPlayoffsIn } from './start';

// What the game scheduler calls, inside the transaction that claims and stores the games, so a
// series, the next round and the champion move exactly when the game that decides them is stored.

type GameRow = Selectable<GamesTable>;
/** Days from the game that decides a round's last series to the first games of the next round. */
const DAYS_TO_NEXT_ROUND = 2;

/** A claimed playoff game whose series is already decided: deleted with its series' other unplayed games. */
export async function skipIfSeriesDecided(db: Db, kind: DatabaseKind, game: GameRow): Promise<boolean> {
  if (game.game_type !== 'playoff') return false;
  const series = await repo.seriesOfGame(db, kind, game.id);
  if (!series || series.winner_team_id === null) return false;
  await repo.deleteUnplayedGames(db, kind, series.id);
  return true;
}

/**
 * Counts a stored playoff game in its series. The game that decides a series deletes the series'
 * unplayed games; the one that decides a round's last series opens the next round (docs/decisions/080);
 * in the final it records the champion and ends the playoffs.
 */
export async function countPlayoffGame(
  db: Db,
  kind: DatabaseKind,
  game: GameRow,
  result: { homeScore: number; awayScore: number },
  now: Date,
): Promise<void> {
  if (game.game_type !== 'playoff') return;
  const series = await repo.seriesOfGame(db, kind, game.id);
  if (!series) return;
  const after = seriesAfterGame(
    {
      highSeedId: series.high_team_id,
      lowSeedId: series.low_team_id,
      length: series.length as SeriesLength,
      wins: [series.high_wins, series.low_wins],
    },
    result.homeScore > result.awayScore ? game.home_team_id : game.away_team_id,
  );
  if (!(await repo.addWin(db, series, after.side, after.winnerId)) || after.winnerId === null) return;
  await repo.deleteUnplayedGames(db, kind, series.id);

  const bracket = await repo.findBracket(db, series.season_id);
  if (bracket === null) return;
  const champion = playoffChampion(bracket, winnersOf(await repo.listSeries(db, series.season_id)));
  if (champion !== null) {
    await repo.recordChampion(db, series.season_id, champion);
    if (await changePhase(db, series.season_id, { from: 'playoffs', to: 'offseason' })) {
      const change = { leagueId: game.league_id, seasonId: series.season_id, at: now.toISOString() };
      await noticePhaseChange(db, { ...change, phase: 'offseason' });
      await newsOfPhaseChange(db, { ...change, phase: 'offseason' });
    }
    return;
  }
  const league = await repo.findLeagueForPlayoffs(db, game.league_id);
  await openReadySeries(db, bracket, {
    leagueId: game.league_id,
    seasonId: series.season_id,
    timeZone: league?.time_zone ?? 'UTC',
    firstDay: addDays(game.game_date, DAYS_TO_NEXT_ROUND),
    now: now.toISOString(),
  });
}

/**
 * After a batch that stored regular-season games: each of their seasons whose last regular-season
 * game is now final starts its playoffs in the same transaction, when its league starts them
 * automatically. A season that cannot be seeded waits for the commissioner, who is told why.
 */
export async function startPlayoffsWhenDue(db: Db, stored: readonly GameRow[], now: Date): Promise<void> {
  const seasons = new Map<number, number>();
  for (const g of stored) if (g.game_type === 'regular') seasons.set(g.season_id, g.league_id);
  for (const [seasonId, leagueId] of seasons) {
    const league = await repo.findLeagueForPlayoffs(db, leagueId);
    if (!league || !playoffSettingsOf(league.playoff_settings).autoStart) continue;
    const season = await repo.findSeason(db, leagueId, seasonId);
    if (!season || (season.phase !== 'regular' && season.phase !== 'preseason')) continue;
    // Only a season whose schedule was generated knows its end: games made one by one may be followed
    // by more, so their playoffs wait for the commissioner.
    if (season.planned_regular_games === null) continue;
    const left = await regularSeasonSpan(db, seasonId);
    if (left.total < season.planned_regular_games || left.scheduled > 0) continue;
    try {
      await startPlayoffsIn(db, { leagueId, seasonId }, now);
    } catch (error) {
      // Thrown before any write (the seeding reads only), so the batch's results still stand.
      if (!(error instanceof HttpError)) throw error;
    }
  }
}
