import {
  type GameResult,
  type GoalieStats,
  type SkaterStats,
  type StandingTotals,
  type TeamRecord,
  type TeamSide,
  type TeamStats,
  DECIDED_IN_SUFFIX,
  emptyRecord,
  formatIceTime,
  goalsAgainstAverage,
  standingPoints,
  teamOutcome,
} from '@rinkside/domain';
import { goalieShotMetricsOf, situationMetricsOf, skaterShotMetricsOf } from '../games/shot-metric-columns';
import type { GoalieTotalsRow, SkaterTotalsRow, TeamTotalsRow } from './repo';

const n = (value: unknown): number => Number(value ?? 0);
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function presentSkater(row: SkaterTotalsRow): SkaterStats {
  const games = n(row.games_played);
  const icetime = games === 0 ? 0 : Math.round(n(row.icetime) / games);
  const taken = n(row.faceoffs_taken);
  return {
    playerId: row.player_id,
    firstName: row.first_name,
    lastName: row.last_name,
    jerseyNumber: row.jersey_number,
    position: row.position,
    teamId: row.team_id,
    teamName: row.team_name,
    gamesPlayed: games,
    goals: n(row.goals),
    assists: n(row.assists),
    points: n(row.goals) + n(row.assists),
    shots: n(row.shots),
    hits: n(row.hits),
    pim: n(row.pim),
    plusMinus: n(row.plus_minus),
    ppGoals: n(row.pp_goals),
    icetime,
    icetimeFormatted: formatIceTime(icetime),
    giveaways: n(row.giveaways),
    takeaways: n(row.takeaways),
    shotBlocks: n(row.shot_blocks),
    faceoffsWon: n(row.faceoffs_won),
    faceoffsTaken: taken,
    faceoffPercentage: taken === 0 ? null : round((n(row.faceoffs_won) / taken) * 100, 1),
    shotMetrics: skaterShotMetricsOf(row),
  };
}

export function presentGoalie(row: GoalieTotalsRow): GoalieStats {
  const shotsAgainst = n(row.shots_against);
  const gaa = round(goalsAgainstAverage(n(row.goals_against), n(row.toi)), 2);
  return {
    playerId: row.player_id,
    firstName: row.first_name,
    lastName: row.last_name,
    jerseyNumber: row.jersey_number,
    teamId: row.team_id,
    teamName: row.team_name,
    gamesPlayed: n(row.games_played),
    wins: n(row.wins),
    losses: n(row.losses),
    otLosses: n(row.ot_losses),
    goalsAgainstAverage: gaa,
    gaa,
    savePercentage: shotsAgainst === 0 ? 0 : round(n(row.saves) / shotsAgainst, 4),
    shutouts: n(row.shutouts),
    saves: n(row.saves),
    shotsAgainst,
    goalsAgainst: n(row.goals_against),
    icetime: n(row.toi),
    shotMetrics: goalieShotMetricsOf(row),
  };
}

export function standingTotals(row: TeamTotalsRow, record: TeamRecord = emptyRecord()): StandingTotals {
  return {
    teamId: row.id,
    name: row.name,
    abbreviation: row.abbreviation,
    conference: row.conference,
    division: row.division,
    ...record,
    goalsFor: n(row.goals_for),
    goalsAgainst: n(row.goals_against),
  };
}

export function presentTeamStats(row: TeamTotalsRow, record: TeamRecord = emptyRecord()): TeamStats {
  return {
    teamId: row.id,
    name: row.name,
    abbreviation: row.abbreviation,
    gamesPlayed: record.gamesPlayed,
    wins: record.wins,
    losses: record.losses,
    otLosses: record.otLosses,
    points: standingPoints(record),
    goalsFor: n(row.goals_for),
    goalsAgainst: n(row.goals_against),
    powerPlays: n(row.power_plays),
    powerPlayGoals: n(row.pp_goals),
    penaltyKills: n(row.times_shorthanded),
    penaltyKillGoalsAgainst: n(row.pp_goals_against),
    shots: n(row.shots),
    shotsAgainst: n(row.shots_against),
    hits: n(row.hits),
    pim: n(row.pim),
    shotMetrics: situationMetricsOf(row),
  };
}

/** A game log's result from the player's team's view: 'W 4-2', 'L 2-3 (OT)' (the letter says who won). */
export function gameLogResult(result: GameResult | null, side: TeamSide): string {
  if (!result) return '';
  const own = teamOutcome(result, side);
  const letter = own.outcome === 'W' ? 'W' : 'L';
  return `${letter} ${own.goalsFor}-${own.goalsAgainst}${DECIDED_IN_SUFFIX[result.decidedIn]}`;
}
