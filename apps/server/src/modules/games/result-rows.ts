import { type PlayedGame, type TeamGameStats, decidedInOf, teamOutcome } from '@rinkside/domain';
import type { Insertable } from 'kysely';
import type { GoalieGameStatsTable, PlayerGameStatsTable, TeamGameStatsTable } from '../../db/schema';

interface GameKeys {
  gameId: number;
  seasonId: number;
  homeTeamId: number;
  awayTeamId: number;
}

/** The per-player, per-goalie and per-team rows of one simulated game. */
export function resultRows(data: PlayedGame, keys: GameKeys) {
  const sides = [
    { team: keys.homeTeamId, key: 'teamA' as const, other: 'teamB' as const, side: 'home' as const },
    { team: keys.awayTeamId, key: 'teamB' as const, other: 'teamA' as const, side: 'away' as const },
  ];
  const players: Insertable<PlayerGameStatsTable>[] = [];
  const goalies: Insertable<GoalieGameStatsTable>[] = [];
  const teams: Insertable<TeamGameStatsTable>[] = [];
  // The final score, which counts a shootout win as one goal, as NHL standings do.
  const result = {
    homeScore: data.homeScore,
    awayScore: data.awayScore,
    decidedIn: decidedInOf(data.decidedIn),
  };
  const base = (team: number) => ({ game_id: keys.gameId, season_id: keys.seasonId, team_id: team });

  for (const side of sides) {
    for (const [id, s] of Object.entries(data.playerStats[side.key])) {
      players.push({
        ...base(side.team),
        player_id: Number(id),
        goals: s.goals,
        assists: s.assists,
        shots: s.shots,
        hits: s.hits,
        pim: s.pim,
        plus_minus: s.plusMinus,
        pp_goals: s.ppGoals,
        icetime: s.icetime,
        giveaways: s.giveaways,
        takeaways: s.takeaways,
        shot_blocks: s.shotBlocks,
        faceoffs_won: s.faceoffsWon,
        faceoffs_taken: s.faceoffsTaken,
      });
    }
    for (const [id, g] of Object.entries(data.goalieStats[side.key])) {
      goalies.push({
        ...base(side.team),
        player_id: Number(id),
        shots_against: g.shotsAgainst,
        saves: g.saves,
        goals_against: g.goalsAgainst,
        toi: g.icetime,
        decision: g.decision,
        shutout: g.shutout ? 1 : 0,
      });
    }
    const own: TeamGameStats = data.statistics[side.key];
    const opponent: TeamGameStats = data.statistics[side.other];
    const { outcome, goalsFor: goals, goalsAgainst: against } = teamOutcome(result, side.side);
    teams.push({
      ...base(side.team),
      goals,
      goals_against: against,
      shots: own.shots,
      shots_against: opponent.shots,
      hits: own.hits,
      power_plays: own.powerPlays,
      pp_goals: own.ppGoals,
      times_shorthanded: opponent.powerPlays,
      pp_goals_against: opponent.ppGoals,
      pim: own.pim,
      blocks: own.blocks,
      faceoffs_won: own.faceoffsWon,
      result: outcome,
    });
  }
  return { players, goalies, teams };
}
