import { decidedInOf, gameHighlights, type GameRecord } from '@rinkside/domain';
import type { Selectable } from 'kysely';
import type { GamesTable } from '../../db/schema';
import { FIRST_SEASON_ROOKIE_MAX_AGE } from '../awards/careers';
import { memoInBatch } from '../../db/batch-memo';
import type { Db } from '../../db/schema';
import { type InjuryNews, newsOfGameInjuries } from './injury-news';
import { hasEarlierSeason, leaguePlayersAgedAtMost } from './game-news-repo';
import { goalsBefore } from './goal-tally';
import type { NewNews } from './service';

// The news a game makes, read just before the transaction that stores it writes its rows and this news in
// one go (docs/decisions/065).

/** SPEC issue 15: each 50th goal of a regular season is a milestone. */
export const SEASON_GOALS_STEP = 50;
const HAT_TRICK = 3;

type GameRow = Selectable<GamesTable>;

interface Scorer {
  playerId: number;
  playerName: string;
  goals: number;
  team: { teamId: number; teamName: string };
  opponent: { teamId: number; teamName: string };
}

/**
 * The scorers whose first goal in the league is news: in the league's first season its generated veterans
 * have long careers behind them, so only its young players count (the rookie rule, docs/decisions/028);
 * from its second season on, anyone's (docs/decisions/033).
 */
async function firstGoalCandidates(db: Db, game: GameRow, playerIds: number[]): Promise<Set<number>> {
  const earlier = memoInBatch(db, `earlier-season:${game.league_id}:${game.season_id}`, () =>
    hasEarlierSeason(db, game.league_id, game.season_id),
  );
  if (await earlier) return new Set(playerIds);
  // Read once a batch: no player ages while games are played (docs/decisions/065).
  const young = await memoInBatch(db, `young:${game.league_id}`, async () => {
    return new Set(await leaguePlayersAgedAtMost(db, game.league_id, FIRST_SEASON_ROOKIE_MAX_AGE));
  });
  return new Set(playerIds.filter((id) => young.has(id)));
}

/** The ids of every skater who played in the game, both sides. */
const skatersOf = (record: Omit<GameRecord, 'events'>): number[] =>
  [...Object.values(record.playerStats.teamA), ...Object.values(record.playerStats.teamB)].map((s) =>
    Number(s.playerId),
  );

/**
 * The game's result with its one-line story, then its milestones (first goals, 50th goals, hat tricks,
 * shutouts), then the injuries it caused and the returns it saw: all dated by the game's start, when they
 * happened in the league, however late the game was simulated (docs/decisions/033). Read before the game's
 * own stats rows are stored: its goals are added to those before it, and `stored()` counts them once its
 * rows are written, for the batch's later games.
 */
export async function newsOfGame(
  db: Db,
  game: GameRow,
  record: Omit<GameRecord, 'events'>,
  injuries: readonly InjuryNews[],
): Promise<{ items: NewNews[]; stored: () => void }> {
  const at = game.start_at;
  const home = { teamId: game.home_team_id, teamName: record.teamNames.home };
  const away = { teamId: game.away_team_id, teamName: record.teamNames.away };
  const news = { leagueId: game.league_id, seasonId: game.season_id, at, leagueAt: at };
  const items: NewNews[] = [];
  items.push({
    ...news,
    kind: 'game_result',
    teamId: home.teamId,
    otherTeamId: away.teamId,
    payload: {
      gameId: game.id,
      gameType: game.game_type === 'playoff' ? 'playoff' : 'regular',
      startAt: game.start_at,
      home: { ...home, score: record.homeScore },
      away: { ...away, score: record.awayScore },
      decidedIn: decidedInOf(record.decidedIn),
      highlights: gameHighlights(record),
    },
  });

  const sides = [
    { side: 'teamA', team: home, opponent: away },
    { side: 'teamB', team: away, opponent: home },
  ] as const;
  const scorers: Scorer[] = sides.flatMap(({ side, team, opponent }) =>
    Object.values(record.playerStats[side])
      .filter((s) => s.goals > 0)
      .map((s) => ({
        playerId: Number(s.playerId),
        playerName: `${s.firstName} ${s.lastName}`,
        goals: s.goals,
        team,
        opponent,
      })),
  );
  const ids = scorers.map((s) => s.playerId);
  const [{ career, season, count }, candidates] = await Promise.all([
    // Every skater of the game is read with the scorers, so that the batch's later games find theirs known.
    goalsBefore(db, game.season_id, ids, skatersOf(record)),
    ids.length === 0 ? new Set<number>() : firstGoalCandidates(db, game, ids),
  ]);
  for (const scorer of scorers) {
    const { team, opponent, goals, ...who } = scorer;
    const about = { ...news, teamId: team.teamId, otherTeamId: opponent.teamId };
    const payload = { ...who, ...team, gameId: game.id, opponent };
    if (candidates.has(scorer.playerId) && (career.get(scorer.playerId) ?? 0) === 0)
      items.push({ ...about, kind: 'first_goal', payload });
    const before = game.game_type === 'regular' ? (season.get(scorer.playerId) ?? 0) : undefined;
    const total = before === undefined ? undefined : before + goals;
    if (total !== undefined) {
      const reached = Math.floor(total / SEASON_GOALS_STEP) * SEASON_GOALS_STEP;
      if (reached > 0 && total - goals < reached)
        items.push({ ...about, kind: 'season_goals', payload: { ...payload, goals: reached } });
    }
    if (goals >= HAT_TRICK) items.push({ ...about, kind: 'hat_trick', payload: { ...payload, goals } });
  }

  for (const { side, team, opponent } of sides)
    for (const goalie of Object.values(record.goalieStats[side]).filter((g) => g.shutout))
      items.push({
        ...news,
        kind: 'shutout',
        teamId: team.teamId,
        otherTeamId: opponent.teamId,
        payload: {
          playerId: Number(goalie.playerId),
          playerName: `${goalie.firstName} ${goalie.lastName}`,
          ...team,
          gameId: game.id,
          opponent,
          saves: goalie.saves,
        },
      });
  items.push(...newsOfGameInjuries(news, injuries));
  return { items, stored: () => count(new Map(scorers.map((s) => [s.playerId, s.goals]))) };
}
