import {
  type AttemptKind,
  type PlayEvent,
  type PlayedGame,
  type ShotAttempt,
  type TeamGameStats,
  decidedInOf,
  gameAnalyticsOf,
  goalieIdsOf,
  shotAttemptsOf,
  teamOutcome,
} from '@rinkside/domain';
import type { Insertable } from 'kysely';
import type {
  GoalieGameStatsTable,
  PlayerGameStatsTable,
  TeamGameShotsTable,
  TeamGameStatsTable,
} from '../../db/schema';
import { addGoalieColumns, addSituationColumns, addSkaterColumns, toMilli } from './shot-metric-columns';
import { type PackedShot, type ShotKindCode, packShots } from './shot-packing';

export interface GameKeys {
  gameId: number;
  seasonId: number;
  gameType: 'regular' | 'playoff';
  homeTeamId: number;
  awayTeamId: number;
}

const KIND_CODES = { goal: 'G', shot: 'S', miss: 'M', block: 'B' } as const satisfies Record<
  AttemptKind,
  ShotKindCode
>;

/** The game's attempts that have a place, for the season shot maps: one packed row per team with at least one. */
function shotRows(attempts: readonly ShotAttempt[], keys: GameKeys): Insertable<TeamGameShotsTable>[] {
  const bySide = { home: [] as PackedShot[], away: [] as PackedShot[] };
  for (const a of attempts) {
    if (a.x === null || a.y === null) continue;
    bySide[a.team].push({
      eventIndex: a.index,
      shooterId: Number(a.shooter),
      x: a.x,
      y: a.y,
      kind: KIND_CODES[a.kind],
      xgMilli: toMilli(a.xg),
      fiveOnFive: a.fiveOnFive,
    });
  }
  const rows: Insertable<TeamGameShotsTable>[] = [];
  for (const [side, teamId] of [
    ['home', keys.homeTeamId],
    ['away', keys.awayTeamId],
  ] as const) {
    const shots = bySide[side];
    if (shots.length === 0) continue;
    rows.push({
      game_id: keys.gameId,
      team_id: teamId,
      season_id: keys.seasonId,
      game_type: keys.gameType,
      shots: packShots(shots),
    });
  }
  return rows;
}

/**
 * The per-player, per-goalie and per-team rows of one simulated game, with their Corsi, Fenwick and
 * expected goals read from its play-by-play, and its located shot attempts.
 */
export function resultRows(data: PlayedGame & { events: readonly PlayEvent[] }, keys: GameKeys) {
  const attempts = shotAttemptsOf(data.events, goalieIdsOf(data));
  const analytics = gameAnalyticsOf(attempts);
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

  for (const side of sides) {
    for (const [id, s] of Object.entries(data.playerStats[side.key])) {
      players.push(
        addSkaterColumns(
          {
            game_id: keys.gameId,
            season_id: keys.seasonId,
            team_id: side.team,
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
          },
          analytics.skaters[id],
        ),
      );
    }
    for (const [id, g] of Object.entries(data.goalieStats[side.key])) {
      goalies.push(
        addGoalieColumns(
          {
            game_id: keys.gameId,
            season_id: keys.seasonId,
            team_id: side.team,
            player_id: Number(id),
            shots_against: g.shotsAgainst,
            saves: g.saves,
            goals_against: g.goalsAgainst,
            toi: g.icetime,
            decision: g.decision,
            shutout: g.shutout ? 1 : 0,
          },
          analytics.goalies[id],
        ),
      );
    }
    const own: TeamGameStats = data.statistics[side.key];
    const opponent: TeamGameStats = data.statistics[side.other];
    const { outcome, goalsFor: goals, goalsAgainst: against } = teamOutcome(result, side.side);
    teams.push(
      addSituationColumns(
        {
          game_id: keys.gameId,
          season_id: keys.seasonId,
          team_id: side.team,
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
        },
        analytics.teams[side.side],
      ),
    );
  }
  return { players, goalies, teams, shots: shotRows(attempts, keys) };
}
