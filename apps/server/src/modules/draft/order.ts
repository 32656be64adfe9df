import {
  lotteryResultSchema,
  type DraftOrderTeam,
  type DraftSettings,
  type LotteryEntrant,
  type LotteryResult,
  applyLottery,
  draftOrder,
  draftSlots,
} from '@rinkside/domain';
import { readJsonColumn } from '../../db/json-column';
import type { Db } from '../../db/schema';
import { finalStandings } from '../playoffs/final-standings';
import { findBracket, listSeries } from '../playoffs/api';
import { clearOverallsOfYear, setOverallsOfPicks } from './picks-repo';
import { listLotteriesBetween } from './repo';

/**
 * Every team as the draft order reads it (docs/decisions/049): its regular-season points and wins, and
 * how far it went in the playoffs (the champion: the rounds played + 1).
 */
export async function orderTeams(db: Db, leagueId: number, seasonId: number): Promise<DraftOrderTeam[]> {
  const [{ standings }, series, bracket] = await Promise.all([
    finalStandings(db, leagueId, seasonId),
    listSeries(db, seasonId),
    findBracket(db, seasonId),
  ]);
  const rounds = bracket?.rounds.length ?? Math.max(0, ...series.map((s) => s.round));
  // Every playoff team (a team with a bye has no series yet) goes furthest until it goes out.
  const exit = new Map<number, number>((bracket?.teams ?? []).map((team) => [team.teamId, rounds + 1]));
  for (const s of series) {
    for (const teamId of [s.high_team_id, s.low_team_id]) {
      const lost = s.winner_team_id !== null && s.winner_team_id !== teamId;
      if (lost) exit.set(teamId, Math.min(exit.get(teamId) ?? rounds + 1, s.round));
      else if (!exit.has(teamId)) exit.set(teamId, rounds + 1);
    }
  }
  return standings.map((row) => {
    const playoffExit = exit.get(row.teamId) ?? null;
    return {
      teamId: row.teamId,
      points: row.points,
      wins: row.wins,
      madePlayoffs: playoffExit !== null,
      playoffExit,
    };
  });
}

/** The lottery's entrants, worst first, with their lottery wins in the window's earlier drafts. */
export async function lotteryEntrants(
  db: Db,
  input: {
    leagueId: number;
    year: number;
    teams: readonly DraftOrderTeam[];
    seed: string;
    settings: DraftSettings;
  },
): Promise<LotteryEntrant[]> {
  const earlier = await listLotteriesBetween(db, input.leagueId, {
    afterYear: input.year - input.settings.lotteryWinWindowYears,
    beforeYear: input.year,
  });
  const wins = new Map<number, number>();
  for (const row of earlier) {
    const lottery =
      row.lottery === null ? null : readJsonColumn(lotteryResultSchema, row.lottery, 'draft lottery');
    for (const draw of lottery?.draws ?? []) wins.set(draw.team.id, (wins.get(draw.team.id) ?? 0) + 1);
  }
  return draftOrder(input.teams, input.seed)
    .filter((slot) => slot.lottery)
    .map((slot) => ({ teamId: slot.teamId, place: slot.place, recentWins: wins.get(slot.teamId) ?? 0 }));
}

/**
 * Sets every slot's overall on the draft's picks: the order by the standings and playoffs, the lottery's
 * order for the lottery teams, the same every round. Returns the number of slots set.
 */
export async function setDraftOrder(
  db: Db,
  input: {
    leagueId: number;
    seasonId: number;
    year: number;
    seed: string;
    lottery: LotteryResult | null;
    settings: DraftSettings;
  },
): Promise<number> {
  const teams = await orderTeams(db, input.leagueId, input.seasonId);
  const before = draftOrder(teams, input.seed).map((slot) => slot.teamId);
  const order = input.lottery ? applyLottery(before, input.lottery.order) : before;
  await clearOverallsOfYear(db, input.leagueId, input.year);
  return setOverallsOfPicks(db, {
    leagueId: input.leagueId,
    year: input.year,
    slots: draftSlots(order, input.settings.rounds),
  });
}
