import { teamOutcome, type DeskLeader, type DeskResponse, type DeskResult } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { storedResult } from '../../db/stored-result';
import { goalieTotals, skaterTotals, type SeasonPart } from '../stats/api';
import { presentGoalie, presentSkater } from '../stats/present';
import { rankedStandings } from '../stats/service';
import { lastResults } from './repo';

// The desk's season panels: the last five results, the team's leaders and its place in the standings.

const LAST_RESULTS = 5;

export async function lastFive(ctx: AppContext, teamId: number, seasonId: number): Promise<DeskResult[]> {
  const rows = await lastResults(ctx.database.db, teamId, seasonId, LAST_RESULTS);
  return rows.flatMap((row) => {
    const result = storedResult(row);
    if (!result) return [];
    const home = row.home_team_id === teamId;
    const { outcome, goalsFor, goalsAgainst } = teamOutcome(result, home ? 'home' : 'away');
    return {
      gameId: row.id,
      opponent: home
        ? { teamId: row.away_team_id, name: row.away_name, abbreviation: row.away_abbreviation }
        : { teamId: row.home_team_id, name: row.home_name, abbreviation: row.home_abbreviation },
      home,
      goalsFor,
      goalsAgainst,
      outcome,
      decidedIn: result.decidedIn,
      gameDay: row.game_date,
    };
  });
}

const best = <T>(items: T[], value: (item: T) => number): T | undefined =>
  items.reduce<T | undefined>(
    (top, item) => (top === undefined || value(item) > value(top) ? item : top),
    undefined,
  );

/** The team's points and goals leaders, and its goalie with the best save percentage among those with the most starts' share. */
export async function teamLeaders(
  ctx: AppContext,
  teamId: number,
  part: SeasonPart,
): Promise<DeskResponse['leaders']> {
  const { db } = ctx.database;
  const [skaterRows, goalieRows] = await Promise.all([skaterTotals(db, part), goalieTotals(db, part)]);
  const skaters = skaterRows.filter((r) => r.team_id === teamId).map(presentSkater);
  const goalies = goalieRows
    .filter((r) => r.team_id === teamId)
    .map(presentGoalie)
    .filter((g) => g.gamesPlayed > 0);
  // A goalie who played a game in relief would lead on a handful of shots: at least half the most games.
  const mostGames = Math.max(0, ...goalies.map((g) => g.gamesPlayed));
  const qualified = goalies.filter((g) => g.gamesPlayed * 2 >= mostGames);
  const leader = <T extends { playerId: number; firstName: string; lastName: string; gamesPlayed: number }>(
    item: T | undefined,
    value: (item: T) => number,
  ): DeskLeader | null =>
    item
      ? {
          playerId: item.playerId,
          name: `${item.firstName} ${item.lastName}`,
          value: value(item),
          gamesPlayed: item.gamesPlayed,
        }
      : null;
  const points = (s: (typeof skaters)[number]) => s.points;
  const goals = (s: (typeof skaters)[number]) => s.goals;
  const withPoints = skaters.filter((s) => s.points > 0);
  const withGoals = skaters.filter((s) => s.goals > 0);
  return {
    points: leader(best(withPoints, points), points),
    goals: leader(best(withGoals, goals), goals),
    savePercentage: leader(
      best(qualified, (g) => g.savePercentage),
      (g) => g.savePercentage,
    ),
  };
}

/** The team's place in the league and in its conference, by the standings' one ranking. */
export async function teamRank(
  ctx: AppContext,
  teamId: number,
  leagueId: number,
  part: SeasonPart,
): Promise<DeskResponse['rank']> {
  const rows = await rankedStandings(ctx.database.db, part, leagueId);
  const index = rows.findIndex((r) => r.teamId === teamId);
  const row = rows[index];
  if (!row) return null;
  const conference = row.conference ? rows.filter((r) => r.conference === row.conference) : null;
  return {
    league: index + 1,
    leagueTeams: rows.length,
    conference: row.conference,
    conferenceRank: conference ? conference.findIndex((r) => r.teamId === teamId) + 1 : null,
    conferenceTeams: conference ? conference.length : null,
    points: row.points,
    wins: row.wins,
    losses: row.losses,
    otLosses: row.otLosses,
  };
}
