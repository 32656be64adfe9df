import { randomBytes } from 'node:crypto';
import { type DraftSettings, type LotteryResult, holdLottery, lotteryRulesOf } from '@rinkside/domain';
import { conflict } from '../../http/errors';
import { recordNews } from '../feed/service';
import { leagueTimeOfEvent } from '../league-time/api';
import type { Db } from '../../db/schema';
import { lotteryEntrants, orderTeams } from './order';
import { type DraftRow, claimDraft, listTeamNames } from './repo';

/** A fresh published seed: 16 random bytes in hex, from the server's cryptographic source. */
export const newLotterySeed = () => randomBytes(16).toString('hex');

/**
 * Holds the draft's lottery inside the caller's transaction (docs/decisions/049): the non-playoff teams
 * in the order's order, each with its recent wins, drawn from a fresh seed; the result is stored as
 * published JSON and announced in the news. Returns the draft as it stands after (the version moved on).
 */
export async function holdDraftLottery(
  trx: Db,
  input: { draft: DraftRow; settings: DraftSettings; at: string; seed?: string },
): Promise<{ draft: DraftRow; lottery: LotteryResult }> {
  const { draft, settings, at } = input;
  // Held on the league's clock (docs/decisions/079), as its news is.
  const heldAt = await leagueTimeOfEvent(trx, draft.league_id, at);
  const seed = input.seed ?? newLotterySeed();
  const teams = await orderTeams(trx, draft.league_id, draft.season_id);
  const entrants = await lotteryEntrants(trx, {
    leagueId: draft.league_id,
    year: draft.year,
    teams,
    seed,
    settings,
  });
  const outcome = holdLottery(entrants, lotteryRulesOf(settings), seed);
  const teamRows = await listTeamNames(trx, draft.league_id);
  const ref = (teamId: number) => {
    const team = teamRows.find((t) => t.id === teamId);
    return { id: teamId, name: team?.name ?? '', abbreviation: team?.abbreviation ?? '' };
  };
  const lottery: LotteryResult = {
    seed,
    heldAt,
    entrants: outcome.entrants.map((e) => ({
      team: ref(e.teamId),
      place: e.place,
      oddsPercent: e.oddsPercent,
      recentWins: e.recentWins,
    })),
    draws: outcome.draws.map((d) => ({
      draw: d.draw,
      value: d.value,
      team: ref(d.teamId),
      fromPlace: d.fromPlace,
      wonPick: d.wonPick,
      skipped: d.skipped,
    })),
    order: outcome.order,
    rules: lotteryRulesOf(settings),
  };
  const json = JSON.stringify(lottery);
  if (!(await claimDraft(trx, draft, { lottery: json })))
    throw conflict('The draft changed just now (the lottery may have been held). Reload and try again.');
  await recordNews(trx, {
    leagueId: draft.league_id,
    seasonId: draft.season_id,
    at,
    leagueAt: heldAt,
    kind: 'draft_lottery',
    payload: {
      seasonId: draft.season_id,
      year: draft.year,
      winners: lottery.draws.map((d) => ({
        teamId: d.team.id,
        teamName: d.team.name,
        pick: d.wonPick,
        fromPlace: d.fromPlace,
      })),
    },
  });
  return { draft: { ...draft, lottery: json, version: draft.version + 1 }, lottery };
}
